import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDay, formatWeekday, MEAL_TYPE_NAMES, type WeekDayEntry } from '@studio/shared';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';

type DayCardProps = {
  day: WeekDayEntry;
  onAdd: (date: string) => void;
  onRemove: (id: number) => void;
  removing: boolean;
};

/** One day of My week: program day, live classes, planned workouts and meals, and "Add workout". */
export const DayCard = ({ day, onAdd, onRemove, removing }: DayCardProps) => {
  const headingId = useId();
  const weekday = formatWeekday(day.date);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={headingId}
      bg={day.today ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid={`day-${day.date}`}
    >
      <Stack gap="xs">
        <Stack gap={0}>
          <Title order={2} size="h5" id={headingId}>
            {weekday}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Text c="dimmed" size="sm">
              {formatDay(day.date)}
            </Text>
            {day.today ? <Badge size="sm">Today</Badge> : null}
          </Group>
        </Stack>
        {day.workout_day ? (
          <Text size="xs" c="dimmed">
            Workout day
          </Text>
        ) : null}
        {day.program_day ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            {day.program_day.done ? <IconCheck size={16} aria-label="Done" /> : null}
            <Text size="sm" fw={600}>
              Week {day.program_day.week}, day {day.program_day.day}: {day.program_day.title}
            </Text>
          </Group>
        ) : null}
        {day.live_classes.map((live) => (
          <Text key={live.id} size="sm">
            <Text span fw={600}>
              {live.time}
            </Text>{' '}
            Live: {live.title}
          </Text>
        ))}
        {day.planned.map((planned) => (
          <Group key={planned.id} gap={4} wrap="nowrap" justify="space-between">
            <Text size="sm">
              {planned.title} · {planned.duration_minutes} min
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Remove ${planned.title} from ${weekday}`}
              onClick={() => onRemove(planned.id)}
              disabled={removing}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {day.meals.length > 0 ? (
          <Stack gap={0}>
            {day.meals.map((meal) => (
              <Text key={meal.meal_type} size="xs" c="dimmed">
                {MEAL_TYPE_NAMES[meal.meal_type]}: {meal.title}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onAdd(day.date)}
          aria-label={`Add a workout on ${weekday}`}
          justify="flex-start"
          px={4}
        >
          {/* Seven columns on a desktop leave room for "Add" only; the name says the rest. */}
          <Text span inherit hiddenFrom="md">
            Add workout
          </Text>
          <Text span inherit visibleFrom="md">
            Add
          </Text>
        </Button>
      </Stack>
    </Paper>
  );
};
