import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { EXPORT_KEEP_HOURS, formatDateTime } from '@studio/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useDisplay, useT } from '../../../lib/i18n';
import { useMemberExport, useStartMemberExport } from '../api/member-export';

/** Export my data (issue 19): a button, the export's state, and its download link when ready. */
export const ExportDataSection = () => {
  const t = useT();
  const display = useDisplay();
  const latest = useMemberExport();
  const start = useStartMemberExport();
  const current = latest.data?.export ?? null;
  const pending = current?.status === 'pending';
  return (
    <Stack gap="xs" component="section" aria-labelledby="export-data-title">
      <Title order={2} size="h4" id="export-data-title">
        {t('profile.export.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('profile.export.text', { hours: EXPORT_KEEP_HOURS })}
      </Text>
      {latest.isError && !latest.data ? (
        <LoadError
          what={t('profile.export.what')}
          onRetry={() => latest.refetch()}
          retrying={latest.isFetching}
        />
      ) : null}
      {pending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('profile.export.started')}</Text>
        </Group>
      ) : null}
      {current?.status === 'ready' && current.download_url ? (
        <Paper withBorder radius="md" p="md" role="status">
          <Stack gap={4}>
            <Text fw={600}>{t('profile.export.ready')}</Text>
            <Anchor href={current.download_url} download="studio-data-export.zip" fw={600}>
              {t('profile.export.download')}
            </Anchor>
            {current.expires_at ? (
              <Text size="sm">
                {t('profile.export.until', { date: formatDateTime(current.expires_at, display) })}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {current?.status === 'failed' ? (
        <Text c="red" size="sm" role="alert">
          {t('profile.export.failed')}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          onClick={() => start.mutate()}
          loading={start.isPending}
          disabled={pending || !latest.data}
        >
          {t('profile.export.button')}
        </Button>
      </Group>
      {start.isError ? (
        <Text c="red" size="sm" role="alert">
          {start.error.message}
        </Text>
      ) : null}
    </Stack>
  );
};
