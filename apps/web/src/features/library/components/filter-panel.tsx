import { Button, Group, Stack, Text } from '@mantine/core';
import type { FilterGroup } from '@studio/shared';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';

type FilterPanelProps = {
  id?: string;
  groups: FilterGroup[];
  active: readonly number[];
  onToggle: (optionId: number) => void;
};

const FilterGroupRow = ({
  group,
  active,
  onToggle,
}: Omit<FilterPanelProps, 'groups'> & { group: FilterGroup }) => {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} fw={600} size="sm">
        {group.title}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        {group.options.map((option) => {
          const on = active.includes(option.id);
          return (
            <Button
              key={option.id}
              size="xs"
              radius="xl"
              variant={on ? 'filled' : 'default'}
              aria-pressed={on}
              onClick={() => onToggle(option.id)}
            >
              {option.title}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
};

/** The filter groups of a store, each option a toggle; options of any groups combine (spec M2, M4). */
export const FilterPanel = ({ id, groups, active, onToggle }: FilterPanelProps) => {
  const t = useT();
  return (
    <Stack gap="sm" id={id} component="section" aria-label={t('library.filters.title')}>
      {groups.map((group) => (
        <FilterGroupRow key={group.id} group={group} active={active} onToggle={onToggle} />
      ))}
    </Stack>
  );
};

/** Spec M4: clicking an active option removes it. Kept sorted so one set of filters has one cache key. */
export const toggleFilter = (active: readonly number[], optionId: number): number[] =>
  active.includes(optionId)
    ? active.filter((id) => id !== optionId)
    : [...active, optionId].sort((a, b) => a - b);
