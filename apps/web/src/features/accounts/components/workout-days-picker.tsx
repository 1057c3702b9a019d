import { Button, Group } from '@mantine/core';
import { WEEK_DAYS, type WeekDay, type WorkoutDays } from '@studio/shared';

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

type WorkoutDaysPickerProps = {
  value: WorkoutDays;
  onToggle: (day: WeekDay) => void;
  disabled: boolean;
  /** id of the visible text that names the group. */
  labelledBy: string;
};

/** Seven toggle buttons, Sunday to Saturday; each is named by its day and reports aria-pressed. 7 × 44 px with 4 px gaps fit one row at 375 px. */
export const WorkoutDaysPicker = ({ value, onToggle, disabled, labelledBy }: WorkoutDaysPickerProps) => (
  <Group role="group" aria-labelledby={labelledBy} gap={4} wrap="wrap">
    {WEEK_DAYS.map((day) => (
      <Button
        key={day}
        type="button"
        aria-label={capitalise(day)}
        aria-pressed={value[day]}
        variant={value[day] ? 'filled' : 'default'}
        disabled={disabled}
        onClick={() => onToggle(day)}
        px={0}
        w={44}
        h={44}
      >
        {capitalise(day.slice(0, 3))}
      </Button>
    ))}
  </Group>
);
