import { Badge, Group } from '@mantine/core';
import type { StudioProgramSummary } from '@studio/shared';
import { useT } from '../../../../lib/i18n';

type Standing = Pick<StudioProgramSummary, 'purchases' | 'in_progress' | 'furthest_week'>;

/** Who is in a program: purchases, running rentals and the furthest week reached. */
export const standingText = (program: Standing, t: ReturnType<typeof useT>) =>
  program.purchases === 0
    ? t('studioPrograms.standing.none')
    : program.in_progress > 0
      ? t('studioPrograms.standing.inProgress', {
          purchases: program.purchases,
          members: program.in_progress,
          week: program.furthest_week,
        })
      : t('studioPrograms.standing.nobody', { purchases: program.purchases });

/** Whether members are offered it, and which source owns it (decision 0023); colours pass AA on white. */
export const ProgramBadges = ({
  program,
}: {
  program: Pick<StudioProgramSummary, 'visible' | 'removed' | 'origin'>;
}) => {
  const t = useT();
  return (
    <Group gap="xs" wrap="wrap">
      {program.visible ? (
        <Badge color="teal.9">{t('studioPrograms.badge.shown')}</Badge>
      ) : program.removed ? (
        <Badge color="red.9">{t('studioPrograms.badge.removed')}</Badge>
      ) : (
        <Badge color="dark.5">{t('studioPrograms.badge.hidden')}</Badge>
      )}
      <Badge color={program.origin === 'studio' ? 'grape.9' : 'indigo.8'} variant="outline">
        {program.origin === 'studio' ? t('studioPrograms.badge.studio') : t('studioPrograms.badge.catalog')}
      </Badge>
    </Group>
  );
};
