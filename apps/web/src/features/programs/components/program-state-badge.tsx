import { Badge } from '@mantine/core';
import type { Program } from '@studio/shared';
import { programStateLabel } from '../program-words';

const COLORS = { 'In progress': 'indigo.8', Completed: 'teal.9', Ended: 'dark.5' } as const;

/** In progress, completed or ended, in words (not only a colour). */
export const ProgramStateBadge = ({
  program,
}: {
  program: Pick<Program, 'has_purchased' | 'has_completed' | 'has_canceled'>;
}) => {
  const label = programStateLabel(program);
  return label ? <Badge color={COLORS[label]}>{label}</Badge> : null;
};
