import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';

/**
 * The private calendar feed (ICS): its secret URL to copy into any calendar app, and a reset that
 * ends the old URL (for a link shared by mistake). The server keeps only the link's hash, so the
 * link shows once, when it is made; later visits offer a new one.
 */
export const CalendarFeed = ({ hasFeed }: { hasFeed: boolean }) => {
  const t = useT();
  const headingId = useId();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = reset.data?.feed_url;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('week.feed.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('week.feed.intro')}
        </Text>
        {url ? (
          <>
            <Text size="sm">{t('week.feed.copyNow')}</Text>
            <TextInput
              label={t('week.feed.link')}
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button onClick={copy}>{copied ? t('week.feed.copied') : t('week.feed.copy')}</Button>
                )}
              </CopyButton>
              <Button variant="default" onClick={() => setConfirming(true)}>
                {t('week.feed.reset')}
              </Button>
            </Group>
          </>
        ) : hasFeed ? (
          <>
            <Text size="sm">{t('week.feed.on')}</Text>
            <Group>
              <Button variant="default" onClick={() => setConfirming(true)}>
                {t('week.feed.reset')}
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button onClick={() => reset.mutate()} loading={reset.isPending}>
              {t('week.feed.get')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('week.feed.confirmTitle')}
        text={t('week.feed.confirmText')}
        confirmLabel={t('week.feed.reset')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
};
