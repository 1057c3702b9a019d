import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES, type User } from '@studio/shared';
import { useId } from 'react';
import { activateLocale, activeLocale, useT } from '../../../lib/i18n';
import { useUpdateUser } from '../api/update-user';

/** Each language named in itself ("Português (Brasil)"), as a language switch lists them. */
const CHOICES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The member's language (issue 35): the app switches at once (and keeps it on this device), and it
 * is saved on the member, so mails and the calendar feed come in it too.
 */
export const LanguageSection = ({ user }: { user: Pick<User, 'id' | 'language'> }) => {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const save = useUpdateUser();
  const active = activeLocale();
  const shown = user.language ?? (isLocale(active) ? active : undefined);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('profile.language.title')}
      </Title>
      <Text size="sm" c="dimmed" id={descriptionId}>
        {t('profile.language.description')}
      </Text>
      <NativeSelect
        value={shown}
        data={CHOICES}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        disabled={save.isPending}
        maw={360}
        onChange={(event) => {
          const language = event.currentTarget.value;
          if (!isLocale(language)) return;
          void activateLocale(language, { remember: true });
          save.mutate({ id: user.id, data: { language } });
        }}
      />
      {save.isError ? (
        <Text c="red" size="sm" role="alert">
          {save.error.message}
        </Text>
      ) : null}
    </Stack>
  );
};
