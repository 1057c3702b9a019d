import { ActionIcon, Group, Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../../lib/i18n';

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
}) => {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('catalogue.move.up', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('catalogue.move.down', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
    </Group>
  );
};

/** An ordered list of rows without numbers (each row names its place through its move buttons). */
export const OrderedRows = ({
  label,
  gap = 'xs',
  children,
}: {
  label?: string;
  gap?: StackProps['gap'];
  children: ReactNode;
}) => (
  <Stack component="ol" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
    {children}
  </Stack>
);
