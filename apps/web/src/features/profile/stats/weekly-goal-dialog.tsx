import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_WEEKLY_GOAL, type Profile } from '@studio/shared';
import { useT } from '../../../lib/i18n';
import { useUpdateWeeklyGoal, WeeklyGoalForm, type WeeklyGoalValues } from '../../accounts';

type WeeklyGoalDialogProps = { profile: Profile; opened: boolean; onClose: () => void };

/**
 * Spec M2: the profile's weekly workout goal form in a dialog, seeded with the member's goal and
 * days (3 when there is no goal). A failure, such as a program's lock, goes to the shared handler.
 */
export const WeeklyGoalDialog = ({ profile, opened, onClose }: WeeklyGoalDialogProps) => {
  const t = useT();
  const update = useUpdateWeeklyGoal();
  // The seven 44 px day buttons need the whole width of a phone.
  const narrow = useMediaQuery('(max-width: 30em)');
  const goal = profile.weekly_goal > 0 ? profile.weekly_goal : DEFAULT_WEEKLY_GOAL;
  const save = (values: WeeklyGoalValues) => update.mutate(values, { onSuccess: onClose });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.goal.title')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
      centered
      fullScreen={narrow}
    >
      <WeeklyGoalForm
        onSubmit={save}
        defaultGoal={goal}
        defaultDays={goal === profile.weekly_goal ? profile.workout_days : undefined}
        submitLabel={t('profile.save')}
        isPending={update.isPending}
      />
    </Modal>
  );
};
