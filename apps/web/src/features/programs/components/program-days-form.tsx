import { Button, Stack, Text } from '@mantine/core';
import {
  emptyWorkoutDays,
  remainingWorkoutDays,
  toggleWorkoutDay,
  type WeekDay,
  type WorkoutDays,
} from '@studio/shared';
import { type FormEvent, useId, useState } from 'react';
import { isSubmitBlocked } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { ServerErrorAlert, WorkoutDaysPicker } from '../../accounts';

type ProgramDaysFormProps = {
  /** The days a week the program asks for: the goal, which the member does not choose here. */
  goal: number;
  defaultDays?: WorkoutDays;
  onSubmit: (model: { weekly_goal: number; workout_days: WorkoutDays }) => void;
  isPending: boolean;
  serverError: string | null;
  onDismissError: () => void;
};

/**
 * A program's weekly goal and days (spec A5, M5). The goal is the program's (DESIGN 3a; the server
 * refuses any other), so it shows as text (DESIGN 6: read-only fields as text); the days follow the
 * onboarding's rules: no more than the goal, and submit waits for exactly that many.
 */
export const ProgramDaysForm = ({
  goal,
  defaultDays,
  onSubmit,
  isPending,
  serverError,
  onDismissError,
}: ProgramDaysFormProps) => {
  const t = useT();
  const daysLabelId = useId();
  const [days, setDays] = useState<WorkoutDays>(defaultDays ?? emptyWorkoutDays());
  const remaining = remainingWorkoutDays(goal, days);

  const toggle = (day: WeekDay) => {
    onDismissError();
    setDays((current) => toggleWorkoutDay(goal, current, day));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remaining !== 0 || isPending) return;
    onSubmit({ weekly_goal: goal, workout_days: days });
  };
  const blocked = isSubmitBlocked({ pending: isPending, serverError }) || remaining !== 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={2}>
          <Text fw={600}>{t('programs.days.goalTitle')}</Text>
          <Text>{t('programs.days.goal', { count: goal })}</Text>
        </Stack>
        <Stack gap="xs">
          <Text id={daysLabelId} fw={600}>
            {t('programs.days.title')}
          </Text>
          <WorkoutDaysPicker value={days} onToggle={toggle} disabled={isPending} labelledBy={daysLabelId} />
          <Text size="sm" aria-live="polite" mih="1.5em">
            {remaining > 0 ? t('shared.days.selectMore', { count: remaining }) : ''}
          </Text>
        </Stack>
        <ServerErrorAlert message={serverError} onClose={onDismissError} />
        <Button type="submit" loading={isPending} disabled={blocked}>
          {t('programs.days.save')}
        </Button>
      </Stack>
    </form>
  );
};
