import { Button, Group, Paper, Stack, Text, Textarea, type TextareaProps, Title } from '@mantine/core';
import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  PhraseInputSchema,
  type PhraseTranslations,
  type StudioPhrase,
} from '@studio/shared';
import { useState } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useAddPhrase, useEditPhrase, useOrderPhrases, usePhrases, useRemovePhrase } from '../api/catalogue';
import { MoveButtons, moved, OrderedRows } from '../components/move-buttons';

/**
 * A phrase's words in each language members read (issue 35), beneath what they are for and the
 * server's refusal of any of them (it names the field `translations`). `field` gives each box its
 * value and change (a form's `register`, or a draft's).
 */
const TranslationFields = ({
  error,
  field,
}: {
  error: string | undefined;
  field: (locale: Locale) => Omit<TextareaProps, 'label'>;
}) => {
  const t = useT();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('catalogue.phrases.translationsHint')}
      </Text>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {LOCALES.map((locale) => (
        <Textarea
          key={locale}
          label={t('catalogue.phrases.inLanguage', { language: LOCALE_NAMES[locale] })}
          lang={locale}
          autosize
          {...field(locale)}
        />
      ))}
    </>
  );
};

const NewPhrase = () => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: PhraseInputSchema,
    defaults: { text: '', translations: {} },
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
      <TranslationFields
        error={form.errors.translations?.message}
        field={(locale) => form.register(`translations.${locale}`)}
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
  const [draft, setDraft] = useState<{ text: string; translations: PhraseTranslations } | null>(null);
  const errors = edit.error instanceof ApiError ? (edit.error.body.errors ?? {}) : {};
  const error = edit.error instanceof ApiError ? (errors.text?.[0] ?? edit.error.message) : null;
  const label = t('catalogue.phrases.numbered', { number: index + 1 });
  const translated = LOCALES.filter((locale) => phrase.translations[locale]);
  return (
    <Paper component="li" withBorder p="sm" aria-label={label}>
      <Stack gap="xs">
        {draft === null ? (
          <>
            <Text>{phrase.text}</Text>
            {translated.map((locale) => (
              // The language named in itself, then its words: both in that language.
              <Text key={locale} size="sm" c="dimmed" lang={locale}>
                {t('catalogue.phrases.inLanguageShown', {
                  language: LOCALE_NAMES[locale],
                  words: phrase.translations[locale],
                })}
              </Text>
            ))}
          </>
        ) : (
          <>
            <Textarea
              label={label}
              autosize
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
              error={error}
            />
            <TranslationFields
              error={errors.translations?.[0]}
              field={(locale) => ({
                value: draft.translations[locale] ?? '',
                onChange: (event) =>
                  setDraft({
                    ...draft,
                    translations: { ...draft.translations, [locale]: event.currentTarget.value },
                  }),
              })}
            />
          </>
        )}
        <Group justify="space-between" gap="xs">
          <MoveButtons name={label} index={index} count={count} disabled={moving} onMove={onMove} />
          <Group gap="xs">
            {draft === null ? (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t('catalogue.phrases.edit', { number: index + 1 })}
                onClick={() => setDraft({ text: phrase.text, translations: phrase.translations })}
              >
                {t('catalogue.action.edit')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                loading={edit.isPending}
                onClick={() => edit.mutate({ id: phrase.id, ...draft }, { onSuccess: () => setDraft(null) })}
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
