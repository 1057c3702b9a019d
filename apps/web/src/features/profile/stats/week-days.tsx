import { Center, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { WEEK_DAYS, type WeeklyProgress } from '@studio/shared';
import { IconCheck } from '@tabler/icons-react';

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

// 7 × 36 px with 4 px gaps keep the week on one row inside a card at 375 px.
const SIZE = 36;

type WeekDaysProps = Pick<WeeklyProgress, 'week_days' | 'done_days'>;

/** The member's week, read-only: the chosen days filled, the days trained this week ticked. */
export const WeekDays = ({ week_days, done_days }: WeekDaysProps) => (
  <Group component="ul" aria-label="Your workout days" gap={4} wrap="wrap" p={0} m={0}>
    {WEEK_DAYS.map((day) => {
      const planned = week_days[day];
      const done = done_days[day];
      const state = `${planned ? 'workout day' : 'rest day'}${done ? ', trained' : ''}`;
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
                {capitalise(day.slice(0, 3))}
              </Text>
            )}
          </ThemeIcon>
          <VisuallyHidden>{`${capitalise(day)}: ${state}`}</VisuallyHidden>
        </Center>
      );
    })}
  </Group>
);
