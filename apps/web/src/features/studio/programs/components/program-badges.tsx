import { Badge, Group } from '@mantine/core';
import type { StudioProgramSummary } from '@studio/shared';

type Standing = Pick<StudioProgramSummary, 'purchases' | 'in_progress' | 'furthest_week'>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Who is in a program: purchases, running rentals and the furthest week reached. */
export const standingText = (program: Standing) =>
  program.purchases === 0
    ? 'No purchases yet'
    : [
        plural(program.purchases, 'purchase'),
        program.in_progress > 0
          ? `${plural(program.in_progress, 'member')} in it now, the furthest in week ${program.furthest_week}`
          : 'nobody in it now',
      ].join(' · ');

/** Whether members are offered it, and which source owns it (decision 0023); colours pass AA on white. */
export const ProgramBadges = ({
  program,
}: {
  program: Pick<StudioProgramSummary, 'visible' | 'removed' | 'origin'>;
}) => (
  <Group gap="xs" wrap="wrap">
    {program.visible ? (
      <Badge color="teal.9">Shown to members</Badge>
    ) : program.removed ? (
      <Badge color="red.9">Gone from the catalogue file</Badge>
    ) : (
      <Badge color="dark.5">Hidden</Badge>
    )}
    <Badge color={program.origin === 'studio' ? 'grape.9' : 'indigo.8'} variant="outline">
      {program.origin === 'studio' ? 'Made in the console' : 'Catalogue file'}
    </Badge>
  </Group>
);
