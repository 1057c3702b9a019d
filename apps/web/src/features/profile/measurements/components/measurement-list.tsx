import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MeasurementSet } from '@studio/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { NoResults } from '../../../../components/ui/no-results';
import { useDisplay, useT } from '../../../../lib/i18n';
import { setAge, setDate } from '../measure-words';
import { DeleteSetButton } from './delete-set-button';

type MeasurementListProps = {
  sets: MeasurementSet[];
  userId: number;
  onSelect: (id: number) => void;
  /** The set whose detail was just left: its button takes the focus back. */
  focusId: number | null;
};

/** The sets, newest first, each with its long date, how long ago, and a delete button (spec M2). */
export const MeasurementList = ({ sets, userId, onSelect, focusId }: MeasurementListProps) => {
  const t = useT();
  const display = useDisplay();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusId !== null) listRef.current?.querySelector<HTMLElement>(`[data-set-id="${focusId}"]`)?.focus();
  }, [focusId]);

  if (sets.length === 0)
    return <NoResults message={t('shared.library.noResults')} hint={t('profile.list.hint')} />;
  return (
    <Stack
      gap="sm"
      m={0}
      p={0}
      aria-label={t('profile.list.label')}
      renderRoot={(props) => <ul {...props} ref={listRef} />}
    >
      {sets.map((set) => (
        <Paper component="li" key={set.id} withBorder radius="md" p={4} style={{ listStyle: 'none' }}>
          <Group wrap="nowrap" gap={4}>
            {/* The button is named by the date; how long ago describes it. */}
            <UnstyledButton
              data-set-id={set.id}
              onClick={() => onSelect(set.id)}
              aria-describedby={`set-age-${set.id}`}
              p="xs"
              style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0}>
                  <Text fw={600}>{setDate(set, display)}</Text>
                  <Text id={`set-age-${set.id}`} size="sm" c="dimmed" aria-hidden>
                    {setAge(set, display)}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </UnstyledButton>
            <DeleteSetButton set={set} userId={userId} variant="icon" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
};
