import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DOWNLOAD_CHECK_DAYS } from '@studio/shared';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { intlLocale, useT } from '../../../lib/i18n';
import { PlayAction } from '../components/play-action';
import { type Download, megabytes, removeDownloads, useDownloads } from '../downloads/downloads-store';
import type { PlayableItem } from '../video-source';

/** A download as the player takes it: its kept playlist, which only a premium member has (issue 36). */
const playableOf = (entry: Download & { hls: string }): PlayableItem => ({
  id: entry.id,
  kind: entry.kind,
  title: entry.title,
  duration: entry.duration ?? 0,
  file_url_hls: entry.hls,
  file_url: null,
  real_live_url: null,
  status: null,
  can_watch: true,
});

/** A device's storage in the member's language: megabytes, or gigabytes from a thousand of them. */
const storageSize = (locale: string) => {
  const mb = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const gb = new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 });
  return { format: (bytes: number) => (bytes >= 1e9 ? gb.format(bytes / 1e9) : mb.format(bytes / 1e6)) };
};

/** What the browser says of its storage for this site (`navigator.storage.estimate`), if it says. */
const useStorageEstimate = (changed: unknown) => {
  const [estimate, setEstimate] = useState<{ used: number; free: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the downloads change.
  useEffect(() => {
    let current = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage = 0, quota = 0 }) => {
        if (current) setEstimate({ used: usage, free: Math.max(0, quota - usage) });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [changed]);
  return estimate;
};

/**
 * /page/downloads (issue 36): the classes kept on this device to watch offline, each with its
 * quality, size and date, Play (from the device, with or without a network) and a way to delete
 * it; the space used and left; when downloads go.
 */
export const DownloadsPage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('library.downloads.title') }));
  const list = useDownloads();
  const estimate = useStorageEstimate(list);
  const date = new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' });
  const size = storageSize(intlLocale());
  return (
    <Stack gap="md">
      <Title order={1}>{t('library.downloads.title')}</Title>
      {estimate ? (
        <Text size="sm">
          {t('library.downloads.space', {
            used: size.format(estimate.used),
            free: size.format(estimate.free),
          })}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('library.downloads.rule', { days: DOWNLOAD_CHECK_DAYS })}
      </Text>
      {list.length === 0 ? <Text>{t('library.downloads.empty')}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((entry) => (
          <Card key={`${entry.kind}-${entry.id}`} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{entry.title}</Text>
                <Text size="sm" c="dimmed">
                  {t('library.downloads.meta', {
                    quality: t(entry.rendition === 'hd' ? 'library.downloads.hd' : 'library.downloads.saver'),
                    megabytes: megabytes(entry.bytes),
                    date: date.format(entry.savedAt),
                  })}
                </Text>
              </Stack>
              <Group gap="xs">
                {entry.hls ? (
                  <PlayAction
                    item={playableOf({ ...entry, hls: entry.hls })}
                    label={t('library.downloads.playNamed', { title: entry.title })}
                    size="sm"
                  />
                ) : null}
                <Button
                  size="sm"
                  variant="default"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={t('library.downloads.deleteNamed', { title: entry.title })}
                  onClick={() => void removeDownloads([entry])}
                >
                  {t('library.downloads.delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
};
