import { Button, Stack, Text } from '@mantine/core';
import type { User } from '@studio/shared';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { ProfileSection } from '../components/profile-section';
import { WeekDays } from './week-days';
import { WeeklyGoalDialog } from './weekly-goal-dialog';

type WeeklyWorkoutsCardProps = { user: User };

/**
 * Spec M2, M6: the week's days read-only with the progress title and subtitle; editing the goal is
 * offered only to a member with no program and none in progress (a program sets the days).
 */
export const WeeklyWorkoutsCard = ({ user }: WeeklyWorkoutsCardProps) => {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const profile = user.profile;
  const progress = profile?.weekly_progress;
  if (!profile || !progress) return null;
  const canEdit = !user.has_program && !user.program_in_progress;

  const edit = canEdit && (
    <Button
      variant="subtle"
      size="compact-sm"
      // The title wraps beside it; the button keeps its whole label (Portuguese and Spanish run longer).
      style={{ flexShrink: 0 }}
      leftSection={<IconPencil size={16} aria-hidden />}
      onClick={() => setEditing(true)}
      aria-label={t('profile.goal.edit')}
    >
      {t('profile.edit')}
    </Button>
  );

  return (
    <ProfileSection title={t('profile.goal.card')} action={edit}>
      <WeekDays week_days={progress.week_days} done_days={progress.done_days} />
      <Stack gap={2}>
        <Text fw={600}>{progress.title}</Text>
        <Text size="sm" c="dimmed">
          {progress.subtitle}
        </Text>
      </Stack>
      {canEdit && <WeeklyGoalDialog profile={profile} opened={editing} onClose={() => setEditing(false)} />}
    </ProfileSection>
  );
};
