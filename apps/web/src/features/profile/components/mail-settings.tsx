import { Stack, Switch, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { useMailSettings, useSaveMailSettings } from '../api/mail-settings';

/** Reminder mails on or off (issue 18); receipts and confirmations always come. */
export const MailSettingsSection = () => {
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  return (
    <Stack gap="xs" component="section" aria-labelledby="mail-settings-title">
      <Title order={2} size="h4" id="mail-settings-title">
        Mail
      </Title>
      {settings.isError && !settings.data ? (
        <LoadError
          what="Your mail settings"
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Switch
          label="Reminder mails"
          description="When your free trial, a failed payment's grace period or a pause is about to end. Receipts and confirmations always come."
          checked={
            save.isPending ? (save.variables?.reminders ?? false) : (settings.data?.reminders ?? false)
          }
          disabled={!settings.data || save.isPending}
          onChange={(event) => save.mutate({ reminders: event.currentTarget.checked })}
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
