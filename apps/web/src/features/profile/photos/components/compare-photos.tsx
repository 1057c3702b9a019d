import { Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Picture } from '@studio/shared';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { type CSSProperties, useId, useState } from 'react';
import { formatShortDate } from '../../../../lib/format';
import classes from './compare-photos.module.css';

type Mode = 'slider' | 'side';

/** "Photo 2 · 11 Jan, 2027": photos of one day stay apart by their place, oldest first. */
const photoName = (picture: Picture, index: number) =>
  `Photo ${index + 1} · ${formatShortDate(picture.created_at)}`;

const Photo = ({ picture, label }: { picture: Picture; label: string }) => (
  <Stack gap={4} component="figure" m={0} style={{ minWidth: 0 }}>
    <div className={classes.stage}>
      <img
        className={classes.photo}
        src={picture.photo.url}
        alt={`${label}: ${formatShortDate(picture.created_at)}`}
      />
    </div>
    <Text component="figcaption" size="sm" ta="center">
      {label}: {formatShortDate(picture.created_at)}
    </Text>
  </Stack>
);

/** The "before" photo over the "after" one, a divider the member drags or moves with the arrow keys. */
const Overlay = ({ before, after }: { before: Picture; after: Picture }) => {
  const [split, setSplit] = useState(50);
  const beforeDate = formatShortDate(before.created_at);
  const afterDate = formatShortDate(after.created_at);
  return (
    <Stack gap={4} maw={480} w="100%" mx="auto">
      <div className={classes.stage} style={{ '--split': `${split}%` } as CSSProperties}>
        <img className={classes.photo} src={after.photo.url} alt={`After: ${afterDate}`} />
        <img
          className={`${classes.photo} ${classes.before}`}
          src={before.photo.url}
          alt={`Before: ${beforeDate}`}
        />
        <input
          className={classes.range}
          type="range"
          min={0}
          max={100}
          step={1}
          value={split}
          onChange={(event) => setSplit(Number(event.currentTarget.value))}
          aria-label="Divider between before and after"
          aria-valuetext={`${split}% before, ${100 - split}% after`}
        />
        <div className={classes.divider} aria-hidden>
          <span className={classes.handle}>
            <IconArrowsHorizontal size={20} />
          </span>
        </div>
      </div>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">Before: {beforeDate}</Text>
        <Text size="sm" ta="right">
          After: {afterDate}
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
    label: photoName(picture, index),
  }));

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Before and after
      </Title>
      <Text size="sm" c="dimmed">
        Only you see your photos: comparing them shares nothing.
      </Text>
      {/* One under the other on a phone: each names a photo in full ("Photo 12 · 26 Nov, 2026"). */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Before"
          data={options}
          value={String(before.id)}
          onChange={(event) => setPicked({ ...picked, before: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          label="After"
          data={options}
          value={String(after.id)}
          onChange={(event) => setPicked({ ...picked, after: Number(event.currentTarget.value) })}
        />
      </SimpleGrid>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        aria-label="How to compare"
        data={[
          { value: 'slider', label: 'Slider' },
          { value: 'side', label: 'Side by side' },
        ]}
      />
      {mode === 'slider' ? (
        <Overlay key={`${before.id}-${after.id}`} before={before} after={after} />
      ) : (
        <SimpleGrid cols={2} spacing="sm" maw={720} w="100%" mx="auto">
          <Photo picture={before} label="Before" />
          <Photo picture={after} label="After" />
        </SimpleGrid>
      )}
    </Stack>
  );
};
