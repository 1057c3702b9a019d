import { Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatShortDate, type Picture } from '@studio/shared';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { type CSSProperties, useId, useState } from 'react';
import { useDisplay, useT } from '../../../../lib/i18n';
import classes from './compare-photos.module.css';

type Mode = 'slider' | 'side';

const Photo = ({ picture, label }: { picture: Picture; label: string }) => {
  const t = useT();
  const display = useDisplay();
  const caption = t('profile.compare.caption', { label, date: formatShortDate(picture.created_at, display) });
  return (
    <Stack gap={4} component="figure" m={0} style={{ minWidth: 0 }}>
      <div className={classes.stage}>
        <img className={classes.photo} src={picture.photo.url} alt={caption} />
      </div>
      <Text component="figcaption" size="sm" ta="center">
        {caption}
      </Text>
    </Stack>
  );
};

/** The "before" photo over the "after" one, a divider the member drags or moves with the arrow keys. */
const Overlay = ({ before, after }: { before: Picture; after: Picture }) => {
  const t = useT();
  const display = useDisplay();
  const [split, setSplit] = useState(50);
  const beforeText = t('profile.compare.beforeDate', { date: formatShortDate(before.created_at, display) });
  const afterText = t('profile.compare.afterDate', { date: formatShortDate(after.created_at, display) });
  return (
    <Stack gap={4} maw={480} w="100%" mx="auto">
      <div className={classes.stage} style={{ '--split': `${split}%` } as CSSProperties}>
        <img className={classes.photo} src={after.photo.url} alt={afterText} />
        <img className={`${classes.photo} ${classes.before}`} src={before.photo.url} alt={beforeText} />
        <input
          className={classes.range}
          type="range"
          min={0}
          max={100}
          step={1}
          value={split}
          onChange={(event) => setSplit(Number(event.currentTarget.value))}
          aria-label={t('profile.compare.divider')}
          aria-valuetext={t('profile.compare.split', { before: split, after: 100 - split })}
        />
        <div className={classes.divider} aria-hidden>
          <span className={classes.handle}>
            <IconArrowsHorizontal size={20} />
          </span>
        </div>
      </div>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{beforeText}</Text>
        <Text size="sm" ta="right">
          {afterText}
        </Text>
      </Group>
    </Stack>
  );
};

/**
 * Before / after (issue 19): two of the member's photos (the oldest and the newest unless they pick
 * others) side by side or one over the other with a divider. Private like the photos (decision
 * 0014): their signed paths, nothing shared.
 */
export const ComparePhotos = ({ pictures }: { pictures: Picture[] }) => {
  const t = useT();
  const display = useDisplay();
  const headingId = useId();
  const oldestFirst = [...pictures].reverse();
  const [picked, setPicked] = useState<{ before: number | null; after: number | null }>({
    before: null,
    after: null,
  });
  const [mode, setMode] = useState<Mode>('slider');
  const find = (id: number | null) => oldestFirst.find((picture) => picture.id === id);
  const before = find(picked.before) ?? oldestFirst[0];
  const after = find(picked.after) ?? oldestFirst.at(-1);
  if (!before || !after || oldestFirst.length < 2) return null;
  const options = oldestFirst.map((picture, index) => ({
    value: String(picture.id),
    // "Photo 2 · 11 Jan, 2027": photos of one day stay apart by their place, oldest first.
    label: t('profile.compare.photoName', {
      index: index + 1,
      date: formatShortDate(picture.created_at, display),
    }),
  }));

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('profile.compare.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('profile.compare.private')}
      </Text>
      {/* One under the other on a phone: each names a photo in full ("Photo 12 · 26 Nov, 2026"). */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t('profile.compare.before')}
          data={options}
          value={String(before.id)}
          onChange={(event) => setPicked({ ...picked, before: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label={t('profile.compare.after')}
          data={options}
          value={String(after.id)}
          onChange={(event) => setPicked({ ...picked, after: Number(event.currentTarget.value) })}
        />
      </SimpleGrid>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        aria-label={t('profile.compare.how')}
        data={[
          { value: 'slider', label: t('profile.compare.slider') },
          { value: 'side', label: t('profile.compare.side') },
        ]}
      />
      {mode === 'slider' ? (
        <Overlay key={`${before.id}-${after.id}`} before={before} after={after} />
      ) : (
        <SimpleGrid cols={2} spacing="sm" maw={720} w="100%" mx="auto">
          <Photo picture={before} label={t('profile.compare.before')} />
          <Photo picture={after} label={t('profile.compare.after')} />
        </SimpleGrid>
      )}
    </Stack>
  );
};
