import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { formatDay, formatWeekday, type Item } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDisplay, useT } from '../../../lib/i18n';
import { libraryQueryOptions } from '../../library';

type AddWorkoutDialogProps = {
  /** The day to add to (YYYY-MM-DD), or null when closed. */
  day: string | null;
  pending: boolean;
  error: string | null;
  onAdd: (itemId: number) => void;
  onClose: () => void;
};

/** The on-demand library's workouts the member may pick from (latest, picks and recently watched). */
const workoutsOf = (lists: readonly (readonly Item[])[]): Item[] => {
  const seen = new Map<number, Item>();
  for (const item of lists.flat()) if (item.kind === 'workout' && !seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
};

/** Picks a library workout for a day of My week. */
export const AddWorkoutDialog = ({ day, pending, error, onAdd, onClose }: AddWorkoutDialogProps) => {
  const t = useT();
  const display = useDisplay();
  // The library loads when the dialog opens, not with the week.
  const { data: library, isPending } = useQuery({
    ...libraryQueryOptions('on_demand'),
    enabled: day !== null,
  });
  const [choice, setChoice] = useState<string | null>(null);
  const workouts = library
    ? workoutsOf([library.recently_watched, library.picks_for_you, library.latest])
    : [];
  return (
    <Modal
      opened={day !== null}
      onClose={onClose}
      title={
        day
          ? t('week.add.title', { weekday: formatWeekday(day, display), date: formatDay(day, display) })
          : ''
      }
      centered
      closeButtonProps={{ 'aria-label': t('sign.ui.close') }}
    >
      <Stack gap="md">
        <Select
          label={t('week.add.workout')}
          placeholder={isPending ? t('week.add.loading') : t('week.add.pick')}
          data={workouts.map((item) => ({ value: String(item.id), label: item.title }))}
          value={choice}
          onChange={setChoice}
          searchable
          nothingFoundMessage={t('week.add.none')}
          comboboxProps={{ withinPortal: true }}
        />
        {error ? (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('sign.ui.cancel')}
          </Button>
          <Button onClick={() => choice && onAdd(Number(choice))} loading={pending} disabled={!choice}>
            {t('week.add.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
