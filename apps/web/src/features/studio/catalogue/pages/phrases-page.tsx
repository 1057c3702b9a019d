import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { PhraseInputSchema, type StudioPhrase } from '@studio/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { ApiError } from '../../../../lib/api-client';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useAddPhrase, useEditPhrase, useOrderPhrases, usePhrases, useRemovePhrase } from '../api/catalogue';
import { MoveButtons, moved, OrderedRows } from '../components/move-buttons';

const NewPhrase = () => {
  const { form, formProps } = useConsoleForm({
    schema: PhraseInputSchema,
    defaults: { text: '' },
    mutation: useAddPhrase(),
  });
  return (
    <ConsoleForm
      {...formProps}
      title="New phrase"
      hint="Home shows one phrase a day, in this order, round and round."
      submitLabel="Add phrase"
    >
      <Textarea
        label="Phrase"
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
  const edit = useEditPhrase();
  const remove = useRemovePhrase();
  const [text, setText] = useState<string | null>(null);
  const error =
    edit.error instanceof ApiError ? (edit.error.body.errors?.text?.[0] ?? edit.error.message) : null;
  const label = `Phrase ${index + 1}`;
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
                aria-label={`Edit ${label}`}
                onClick={() => setText(phrase.text)}
              >
                Edit
              </Button>
            ) : (
              <Button
                size="compact-sm"
                loading={edit.isPending}
                onClick={() => edit.mutate({ id: phrase.id, text }, { onSuccess: () => setText(null) })}
              >
                Save
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={`Remove ${label}`}
              loading={remove.isPending}
              onClick={() => remove.mutate(phrase.id)}
            >
              Remove
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
};

/** Home's daily phrases (issue 17, coach): added, edited, ordered, removed. */
export const PhrasesPage = () => {
  const phrases = usePhrases();
  const order = useOrderPhrases();
  const list = phrases.data?.phrases ?? [];
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Daily phrases
      </Title>
      {phrases.isError && !phrases.data ? (
        <LoadError what="The phrases" onRetry={() => phrases.refetch()} retrying={phrases.isFetching} />
      ) : phrases.data ? (
        <>
          <NewPhrase />
          <OrderedRows label="Phrases in order">
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
