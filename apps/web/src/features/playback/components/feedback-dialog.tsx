import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DIFFICULTY_IDS, FeedbackFormSchema, type ItemKind, type MessageId } from '@studio/shared';
import { Controller } from 'react-hook-form';
import { FormError } from '../../../components/ui/form-error';
import { t as translate, useT } from '../../../lib/i18n';
import { useServerForm } from '../../../lib/use-server-form';
import { useSendFeedback } from '../api/send-feedback';

/** Feedback difficulty labels (spec M3: 1 too easy, 2 just right, 3 too hard). */
const DIFFICULTY_LABELS: Record<(typeof DIFFICULTY_IDS)[number], MessageId> = {
  1: 'shared.difficulty.tooEasy',
  2: 'shared.difficulty.justRight',
  3: 'shared.difficulty.tooHard',
};

/** The player closes on a sent feedback: this says it arrived (issue 14). */
const showThanks = () =>
  notifications.show({
    message: translate('shared.library.feedbackThanks'),
    color: 'teal',
    autoClose: 3000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': translate('library.toast.close') },
  });

type FeedbackDialogProps = {
  item: { id: number; kind: ItemKind };
  opened: boolean;
  onSkip: () => void;
  onSent: () => void;
};

/** The end-of-workout feedback form (spec M3, M4, M5): difficulty and a comment, both required. */
export const FeedbackDialog = ({ item, opened, onSkip, onSent }: FeedbackDialogProps) => {
  const t = useT();
  const send = useSendFeedback();
  // The server keys its field errors by the payload's top-level field, `feedback`: the form's message.
  const { control, register, handleSubmit, errors, serverError, showServerErrors, isBlocked } = useServerForm(
    {
      schema: FeedbackFormSchema,
      defaultValues: { difficulty: [], comment: '' },
    },
  );

  const submit = handleSubmit(async (feedback) => {
    try {
      await send.mutateAsync({ feedback, id: item.id, trainable_type: item.kind });
      showThanks();
      onSent();
    } catch (error) {
      showServerErrors(error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onSkip}
      title={t('library.feedback.title')}
      zIndex={400}
      centered
      closeButtonProps={{ 'aria-label': t('library.feedback.skipLabel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="difficulty"
            render={({ field }) => (
              <Radio.Group
                label={t('library.feedback.difficulty')}
                withAsterisk
                value={field.value?.[0] ? String(field.value[0]) : null}
                onChange={(value) => field.onChange([Number(value)])}
                error={errors.difficulty?.message}
              >
                <Group mt="xs">
                  {DIFFICULTY_IDS.map((id) => (
                    <Radio key={id} value={String(id)} label={t(DIFFICULTY_LABELS[id])} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Textarea
            label={t('library.feedback.comment')}
            withAsterisk
            rows={4}
            error={errors.comment?.message}
            {...register('comment')}
          />
          <FormError message={serverError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onSkip}>
              {t('library.feedback.skip')}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={isBlocked(send.isPending)}>
              {t('library.feedback.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
