import { Badge } from '@mantine/core';
import type { Program } from '@studio/shared';
import { useT } from '../../../lib/i18n';
import { PROGRAM_STATE_LABELS, programState } from '../program-words';

const COLORS = { inProgress: 'indigo.8', completed: 'teal.9', ended: 'dark.5' } as const;

/** In progress, completed or ended, in words (not only a colour). */
export const ProgramStateBadge = ({
  program,
}: {
  program: Pick<Program, 'has_purchased' | 'has_completed' | 'has_canceled'>;
}) => {
  const t = useT();
  const state = programState(program);
  return state ? <Badge color={COLORS[state]}>{t(PROGRAM_STATE_LABELS[state])}</Badge> : null;
};
