import type { MessageId } from '@lingui/core';
import { Center, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { formatWeekday, WEEK_DAYS, type WeekDay, type WeeklyProgress } from '@studio/shared';
import { IconCheck } from '@tabler/icons-react';
import { useDisplay, useT } from '../../../lib/i18n';

/** Each day's three letters in its circle. */
const SHORT_DAYS: Record<WeekDay, MessageId> = {
  sunday: 'profile.day.sunday',
  monday: 'profile.day.monday',
  tuesday: 'profile.day.tuesday',
  wednesday: 'profile.day.wednesday',
  thursday: 'profile.day.thursday',
  friday: 'profile.day.friday',
  saturday: 'profile.day.saturday',
};

/** A calendar day that is each weekday (January 2023 began on a Sunday), to name it through the format core. */
const WEEKDAY_DATES: Record<WeekDay, string> = {
  sunday: '2023-01-01',
  monday: '2023-01-02',
  tuesday: '2023-01-03',
  wednesday: '2023-01-04',
  thursday: '2023-01-05',
  friday: '2023-01-06',
  saturday: '2023-01-07',
};

// 7 × 36 px with 4 px gaps keep the week on one row inside a card at 375 px.
const SIZE = 36;

type WeekDaysProps = Pick<WeeklyProgress, 'week_days' | 'done_days'>;

/** The member's week, read-only: the chosen days filled, the days trained this week ticked. */
export const WeekDays = ({ week_days, done_days }: WeekDaysProps) => {
  const t = useT();
  const display = useDisplay();
  return (
    <Group component="ul" aria-label={t('profile.days.label')} gap={4} wrap="wrap" p={0} m={0}>
      {WEEK_DAYS.map((day) => {
        const planned = week_days[day];
        const done = done_days[day];
        const name = formatWeekday(WEEKDAY_DATES[day], display);
        const state = t(planned ? 'profile.days.workout' : 'profile.days.rest', {
          day: name.charAt(0).toLocaleUpperCase(display.locale) + name.slice(1),
          trained: done ? 'yes' : 'no',
        });
        return (
          <Center key={day} component="li" style={{ listStyle: 'none' }} data-day={day}>
            <ThemeIcon
              size={SIZE}
              radius="xl"
              variant={planned || done ? 'filled' : 'default'}
              color={done ? 'teal' : undefined}
              aria-hidden
            >
              {done ? (
                <IconCheck size={18} />
              ) : (
                <Text size="xs" fw={600} c={planned ? undefined : 'dimmed'}>
                  {t(SHORT_DAYS[day])}
                </Text>
              )}
            </ThemeIcon>
            <VisuallyHidden>{state}</VisuallyHidden>
          </Center>
        );
      })}
    </Group>
  );
};
