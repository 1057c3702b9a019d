import { Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { useMailSettings, useSaveMailSettings } from '../api/mail-settings';

/**
 * Reminder mails on or off (issue 18); receipts and confirmations always come. The switch moves in
 * the tap's own render (the save's pending state reaches the page a task later, and meanwhile
 * React would put it back) and holds until the save settles: the server's answer, or as it was.
 */
export const MailSettingsSection = () => {
  const t = useT();
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  const [tapped, setTapped] = useState<boolean | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="mail-settings-title">
      <Title order={2} size="h4" id="mail-settings-title">
        {t('profile.mail.title')}
      </Title>
      {settings.isError && !settings.data ? (
        <LoadError
          what={t('profile.mail.what')}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Switch
          label={t('profile.mail.reminders')}
          description={t('profile.mail.remindersText')}
          checked={tapped ?? settings.data?.reminders ?? false}
          disabled={!settings.data || save.isPending}
          onChange={(event) => {
            const reminders = event.currentTarget.checked;
            setTapped(reminders);
            save.mutate({ reminders }, { onSettled: () => setTapped(null) });
          }}
        />
      )}
      {save.isError ? (
        <Text c="red" size="sm" role="alert">
          {save.error.message}
        </Text>
      ) : null}
    </Stack>
  );
};
