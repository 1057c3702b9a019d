import { Button, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ItemDetails, type ItemKind, libraryPaths } from '@studio/shared';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { readSession } from '../../../lib/session';
import { meQueryOptions } from '../../accounts';
import { downloadsPlayHere, type PlayableItem } from '../video-source';
import { downloadVideo } from './download-video';
import {
  type Download,
  megabytes,
  type Rendition,
  removeDownloads,
  same,
  useDownloads,
} from './downloads-store';

/** The quality, the button and the progress of a download; `run` downloads, telling the share done. */
const DownloadChoice = ({
  label,
  run,
}: {
  label: string;
  run: (rendition: Rendition, onProgress: (done: number) => void) => Promise<unknown>;
}) => {
  const t = useT();
  const [rendition, setRendition] = useState<Rendition>('saver');
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const start = () => {
    setFailed(false);
    setProgress(0);
    run(rendition, setProgress).then(
      () => setProgress(null),
      () => {
        setProgress(null);
        setFailed(true);
      },
    );
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <SegmentedControl
          size="xs"
          aria-label={t('library.downloads.quality')}
          value={rendition}
          onChange={(value) => setRendition(value as Rendition)}
          disabled={progress !== null}
          data={[
            { value: 'saver', label: t('library.downloads.saver') },
            { value: 'hd', label: t('library.downloads.hd') },
          ]}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={progress !== null}
          onClick={start}
        >
          {label}
        </Button>
      </Group>
      {progress !== null ? (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t('library.downloads.downloading', { percent: Math.round(progress * 100) })}
        />
      ) : null}
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('library.downloads.failed')}
        </Text>
      ) : null}
    </Stack>
  );
};

/**
 * Downloads are offered to a premium member (they go when premium ends: a rented program alone
 * would lose them at the next check) in a browser where they play offline (not Safari's own HLS).
 */
const useOffersDownloads = (): boolean => {
  const here = downloadsPlayHere();
  // Not asked where downloads cannot play (the member pages have it read already elsewhere).
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: here && readSession() !== null });
  return here && me?.premium === true;
};

/**
 * Download a class to watch it offline (issue 36), under its Play button: the quality (data saver
 * or HD), the progress, then its size and a way to delete it. Offered for a video the member may
 * watch, not a live class.
 */
export const DownloadControl = ({ item }: { item: PlayableItem }) => {
  const t = useT();
  const kept: Download | null = useDownloads().find((entry) => same(entry, item)) ?? null;
  const offered = useOffersDownloads();
  if (!kept && !offered) return null;
  if (!kept) {
    return (
      <DownloadChoice
        label={t('library.downloads.download')}
        run={(rendition, onProgress) => downloadVideo(item, rendition, onProgress)}
      />
    );
  }
  return (
    <Group gap="sm">
      <Text size="sm">
        {t('library.downloads.saved', {
          megabytes: megabytes(kept.bytes),
          quality: t(kept.rendition === 'hd' ? 'library.downloads.hd' : 'library.downloads.saver'),
        })}
      </Text>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => void removeDownloads([kept])}
      >
        {t('library.downloads.delete')}
      </Button>
    </Group>
  );
};

/**
 * A program week's classes downloaded at once (issue 36): each day's item read (the answer the
 * player offline opens from) and each video the member may watch downloaded, one after another.
 */
export const WeekDownload = ({ week, items }: { week: number; items: { kind: ItemKind; id: number }[] }) => {
  const t = useT();
  const kept = useDownloads();
  const unique = items.filter((item, i) => items.findIndex((other) => same(other, item)) === i);
  const missing = unique.filter((item) => !kept.some((entry) => same(entry, item)));
  const offered = useOffersDownloads();
  if (!offered) return null;
  if (missing.length === 0) return <Text size="sm">{t('library.downloads.weekSaved')}</Text>;
  const run = async (rendition: Rendition, onProgress: (done: number) => void) => {
    for (const [i, ref] of missing.entries()) {
      const item = await apiFetch<ItemDetails>(libraryPaths.item(ref.kind, ref.id));
      if (item.can_watch === true && item.kind !== 'live_training' && item.file_url_hls)
        await downloadVideo(item, rendition, (done) => onProgress((i + done) / missing.length));
    }
  };
  return <DownloadChoice label={t('library.downloads.week', { week })} run={run} />;
};
