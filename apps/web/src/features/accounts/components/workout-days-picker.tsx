import { Button, Group } from '@mantine/core';
import {
  addDays,
  capitalised,
  formatShortWeekday,
  formatWeekday,
  WEEK_DAYS,
  type WeekDay,
  type WorkoutDays,
} from '@studio/shared';
import { useDisplay } from '../../../lib/i18n';

/** A Sunday: the calendar day each weekday's name is read from (WEEK_DAYS runs Sunday to Saturday). */
const A_SUNDAY = '2023-01-01';

type WorkoutDaysPickerProps = {
  value: WorkoutDays;
  onToggle: (day: WeekDay) => void;
  disabled: boolean;
  /** id of the visible text that names the group. */
  labelledBy: string;
};

/**
 * Seven toggle buttons, Sunday to Saturday; each is named by its day and reports aria-pressed. One
 * row: 44 px each where there is room, narrower where there is not (a sign card at 375 px leaves 321
 * px, where seven of 44 px and their gaps take 332), down to 36 px, then they wrap.
 */
export const WorkoutDaysPicker = ({ value, onToggle, disabled, labelledBy }: WorkoutDaysPickerProps) => {
  const display = useDisplay();
  return (
    <Group role="group" aria-labelledby={labelledBy} gap={4} wrap="wrap">
      {WEEK_DAYS.map((day, index) => {
        const date = addDays(A_SUNDAY, index);
        return (
          <Button
            key={day}
            type="button"
            aria-label={capitalised(formatWeekday(date, display), display)}
            aria-pressed={value[day]}
            variant={value[day] ? 'filled' : 'default'}
            disabled={disabled}
            onClick={() => onToggle(day)}
            px={0}
            h={44}
            style={{ flex: '1 0 0', minWidth: 36, maxWidth: 44 }}
          >
            {capitalised(formatShortWeekday(date, display), display)}
          </Button>
        );
      })}
    </Group>
  );
};
