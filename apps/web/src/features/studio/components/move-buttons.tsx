import { ActionIcon, Group } from '@mantine/core';

/** Moves `ids[index]` one place up (-1) or down (+1): the new order. */
export const moved = <T,>(ids: T[], index: number, step: -1 | 1): T[] => {
  const next = [...ids];
  const [taken] = next.splice(index, 1);
  if (taken !== undefined) next.splice(index + step, 0, taken);
  return next;
};

/** Up and down buttons of one row of an ordered list, named after the row for screen readers. */
export const MoveButtons = ({
  name,
  index,
  count,
  onMove,
  disabled,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  disabled?: boolean;
}) => (
  <Group gap={4} wrap="nowrap">
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={`Move ${name} up`}
      disabled={disabled || index === 0}
      onClick={() => onMove(-1)}
    >
      <span aria-hidden="true">↑</span>
    </ActionIcon>
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={`Move ${name} down`}
      disabled={disabled || index === count - 1}
      onClick={() => onMove(1)}
    >
      <span aria-hidden="true">↓</span>
    </ActionIcon>
  </Group>
);
