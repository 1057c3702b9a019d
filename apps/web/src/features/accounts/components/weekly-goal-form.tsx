import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Badge, Button, Group, List, Slider, Stack, Text } from '@mantine/core';
import {
  DEFAULT_WEEKLY_GOAL,
  emptyWorkoutDays,
  type Level,
  levelForGoal,
  MAX_DAYS_PER_WEEK,
  type MessageId,
  MIN_WEEKLY_GOAL_TO_CONTINUE,
  RECOMMENDED_WEEKLY_GOALS,
  remainingWorkoutDays,
  toggleWorkoutDay,
  type WeekDay,
  type WeeklyGoal,
  WeeklyGoalSchema,
  type WorkoutDays,
} from '@studio/shared';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { worded } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import type { UpdateWeeklyGoalInput } from '../api/update-weekly-goal';
import { ServerErrorAlert } from './server-error-alert';
import { WorkoutDaysPicker } from './workout-days-picker';

export type WeeklyGoalValues = UpdateWeeklyGoalInput;

export type WeeklyGoalFormProps = {
  onSubmit: (values: WeeklyGoalValues) => void;
  /** The goal the slider starts at: 3 by default; a program's required days in program setup. */
  defaultGoal?: number;
  defaultDays?: WorkoutDays;
  submitLabel?: string;
  isPending?: boolean;
  /** The server's message, shown in a closable red chip; changing the goal or days clears it. */
  serverError?: string | null;
  onDismissError?: () => void;
};

const MARKS = Array.from({ length: MAX_DAYS_PER_WEEK + 1 }, (_, value) => ({ value, label: String(value) }));

const LEVELS: Record<Level, MessageId> = {
  beginner: 'onboarding.level.beginner',
  intermediate: 'onboarding.level.intermediate',
  advanced: 'onboarding.level.advanced',
};

/**
 * The weekly goal and workout days form (spec A5, M5): onboarding, the profile's weekly goal
 * dialog and a program's workout-days setup. Days stay blocked until a goal of at least 1 is set;
 * a changed goal clears them; days past the goal are refused; submit waits for an exact count.
 */
export const WeeklyGoalForm = ({
  onSubmit,
  defaultGoal = DEFAULT_WEEKLY_GOAL,
  defaultDays,
  submitLabel,
  isPending = false,
  serverError = null,
  onDismissError,
}: WeeklyGoalFormProps) => {
  const t = useT();
  const daysAWeek = (count: number): string => t('onboarding.goal.daysAWeek', { count });
  const goalLabelId = useId();
  const daysLabelId = useId();
  const { control, handleSubmit, setValue } = useForm<WeeklyGoal, unknown, WeeklyGoalValues>({
    resolver: standardSchemaResolver(worded(WeeklyGoalSchema)),
    defaultValues: { weekly_goal: defaultGoal, workout_days: defaultDays ?? emptyWorkoutDays() },
  });
  const goal = useWatch({ control, name: 'weekly_goal' });
  const days = { ...emptyWorkoutDays(), ...useWatch({ control, name: 'workout_days' }) };
  const remaining = remainingWorkoutDays(goal, days);
  const canPickDays = goal >= MIN_WEEKLY_GOAL_TO_CONTINUE;

  const changeGoal = (value: number) => {
    if (value === goal) return;
    onDismissError?.();
    setValue('weekly_goal', value);
    setValue('workout_days', emptyWorkoutDays());
  };
  const toggleDay = (day: WeekDay) => {
    onDismissError?.();
    setValue('workout_days', toggleWorkoutDay(goal, days, day));
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text id={goalLabelId} fw={600}>
            {t('onboarding.goal.label')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('shared.days.recommendation')}
          </Text>
          <List size="sm" c="dimmed" aria-label={t('onboarding.goal.recommended')}>
            {RECOMMENDED_WEEKLY_GOALS.map(({ level, days: range }) => (
              <List.Item key={level}>
                {t('onboarding.goal.range', { range, level: t(LEVELS[level]) })}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Group justify="space-between" aria-live="polite">
          <Text fw={600}>{daysAWeek(goal)}</Text>
          {canPickDays && <Badge variant="light">{t(LEVELS[levelForGoal(goal)])}</Badge>}
        </Group>
        <Slider
          min={0}
          max={MAX_DAYS_PER_WEEK}
          step={1}
          value={goal}
          onChange={changeGoal}
          marks={MARKS}
          label={null}
          thumbLabel={t('onboarding.goal.label')}
          thumbValueText={daysAWeek}
          thumbProps={{ 'aria-describedby': goalLabelId }}
          mb="md"
        />
        <Stack gap="xs">
          <Text id={daysLabelId} fw={600}>
            {t('onboarding.goal.days')}
          </Text>
          <WorkoutDaysPicker
            value={days}
            onToggle={toggleDay}
            disabled={!canPickDays}
            labelledBy={daysLabelId}
          />
          <Text size="sm" aria-live="polite" mih="1.5em">
            {/* The slider runs 0 to 7 (spec M5); at 0 the rule says why Save is off (issue 14). */}
            {!canPickDays
              ? t('shared.days.goalAtLeastOne')
              : remaining > 0
                ? t('shared.days.selectMore', { count: remaining })
                : ''}
          </Text>
        </Stack>
        <ServerErrorAlert message={serverError} onClose={() => onDismissError?.()} />
        <Button
          type="submit"
          loading={isPending}
          disabled={!canPickDays || remaining !== 0 || isPending || serverError !== null}
        >
          {submitLabel ?? t('onboarding.goal.finish')}
        </Button>
      </Stack>
    </form>
  );
};
