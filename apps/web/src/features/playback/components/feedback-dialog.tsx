import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DIFFICULTY_IDS,
  DIFFICULTY_LABELS,
  type FeedbackForm,
  FeedbackFormSchema,
  type ItemKind,
  libraryMessages,
} from '@studio/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import { useSendFeedback } from '../api/send-feedback';

type FeedbackValues = z.output<typeof FeedbackFormSchema>;
const SERVER_ERROR = 'root.server' as const;

/** The player closes on a sent feedback: this says it arrived (issue 14). */
const showThanks = () =>
  notifications.show({
    message: libraryMessages.feedbackThanks,
    color: 'teal',
    autoClose: 3000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close message' },
  });

type FeedbackDialogProps = {
  item: { id: number; kind: ItemKind };
  opened: boolean;
  onSkip: () => void;
  onSent: () => void;
};

/** The end-of-workout feedback form (spec M3, M4, M5): difficulty and a comment, both required. */
export const FeedbackDialog = ({ item, opened, onSkip, onSent }: FeedbackDialogProps) => {
  const send = useSendFeedback();
  const { control, register, handleSubmit, setError, clearErrors, watch, formState } = useForm<
    FeedbackForm,
    unknown,
    FeedbackValues
  >({ resolver: standardSchemaResolver(FeedbackFormSchema), defaultValues: { difficulty: [], comment: '' } });
  const { errors } = formState;

  // The server's message is about what was sent: any edit dismisses it.
  useEffect(() => {
    const subscription = watch(() => clearErrors(SERVER_ERROR));
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const submit = handleSubmit(async (feedback) => {
    try {
      await send.mutateAsync({ feedback, id: item.id, trainable_type: item.kind });
      showThanks();
      onSent();
    } catch (error) {
      // The server keys its field errors by the payload's top-level field, here `feedback`.
      const fieldMessage = error instanceof ApiError ? error.body.errors?.feedback?.[0] : undefined;
      setError(SERVER_ERROR, { type: 'server', message: fieldMessage ?? apiErrorText(error) });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onSkip}
      title="How was your workout?"
      zIndex={400}
      centered
      closeButtonProps={{ 'aria-label': 'Skip feedback' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="difficulty"
            render={({ field }) => (
              <Radio.Group
                label="Difficulty"
                withAsterisk
                value={field.value?.[0] ? String(field.value[0]) : null}
                onChange={(value) => field.onChange([Number(value)])}
                error={errors.difficulty?.message}
              >
                <Group mt="xs">
                  {DIFFICULTY_IDS.map((id) => (
                    <Radio key={id} value={String(id)} label={DIFFICULTY_LABELS[id]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Textarea
            label="Comment"
            withAsterisk
            rows={4}
            error={errors.comment?.message}
            {...register('comment')}
          />
          {errors.root?.server ? (
            <Alert color="red" role="alert">
              {errors.root.server.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onSkip}>
              Skip
            </Button>
            <Button
              type="submit"
              loading={send.isPending}
              disabled={isSubmitBlocked({ pending: send.isPending, fieldErrors: errors })}
            >
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
