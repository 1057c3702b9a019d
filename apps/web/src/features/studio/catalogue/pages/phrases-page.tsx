import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { PhraseInputSchema, type StudioPhrase } from '@studio/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useAddPhrase, useEditPhrase, useOrderPhrases, usePhrases, useRemovePhrase } from '../api/catalogue';
import { MoveButtons, moved, OrderedRows } from '../components/move-buttons';

const NewPhrase = () => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: PhraseInputSchema,
    defaults: { text: '' },
    mutation: useAddPhrase(),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.phrases.newTitle')}
      hint={t('catalogue.phrases.newHint')}
      submitLabel={t('catalogue.phrases.newSubmit')}
    >
      <Textarea
        label={t('catalogue.phrases.phrase')}
        autosize
        minRows={2}
        {...form.register('text')}
        error={form.errors.text?.message}
      />
    </ConsoleForm>
  );
};

const PhraseRow = ({
  phrase,
  index,
  count,
  onMove,
  moving,
}: {
  phrase: StudioPhrase;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  moving: boolean;
}) => {
  const t = useT();
  const edit = useEditPhrase();
  const remove = useRemovePhrase();
  const [text, setText] = useState<string | null>(null);
  const error =
    edit.error instanceof ApiError ? (edit.error.body.errors?.text?.[0] ?? edit.error.message) : null;
  const label = t('catalogue.phrases.numbered', { number: index + 1 });
  return (
    <Paper component="li" withBorder p="sm" aria-label={label}>
      <Stack gap="xs">
        {text === null ? (
          <Text>{phrase.text}</Text>
        ) : (
          <Textarea
            label={label}
            autosize
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={error}
          />
        )}
        <Group justify="space-between" gap="xs">
          <MoveButtons name={label} index={index} count={count} disabled={moving} onMove={onMove} />
          <Group gap="xs">
            {text === null ? (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t('catalogue.phrases.edit', { number: index + 1 })}
                onClick={() => setText(phrase.text)}
              >
                {t('catalogue.action.edit')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                loading={edit.isPending}
                onClick={() => edit.mutate({ id: phrase.id, text }, { onSuccess: () => setText(null) })}
              >
                {t('catalogue.action.save')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('catalogue.phrases.remove', { number: index + 1 })}
              loading={remove.isPending}
              onClick={() => remove.mutate(phrase.id)}
            >
              {t('catalogue.action.remove')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
};

/** Home's daily phrases (issue 17, coach): added, edited, ordered, removed. */
export const PhrasesPage = () => {
  const t = useT();
  const phrases = usePhrases();
  const order = useOrderPhrases();
  const list = phrases.data?.phrases ?? [];
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('catalogue.phrases.heading')}
      </Title>
      {phrases.isError && !phrases.data ? (
        <LoadError
          what={t('catalogue.phrases.what')}
          onRetry={() => phrases.refetch()}
          retrying={phrases.isFetching}
        />
      ) : phrases.data ? (
        <>
          <NewPhrase />
          <OrderedRows label={t('catalogue.phrases.order')}>
            {list.map((phrase, index) => (
              <PhraseRow
                key={phrase.id}
                phrase={phrase}
                index={index}
                count={list.length}
                moving={order.isPending}
                onMove={(step) => order.mutate(moved(list, index, step).map((p) => p.id))}
              />
            ))}
          </OrderedRows>
        </>
      ) : null}
    </Stack>
  );
};
