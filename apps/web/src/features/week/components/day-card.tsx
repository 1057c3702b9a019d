import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { capitalised, formatDay, formatWeekday, MEAL_TYPE_NAMES, type WeekDayEntry } from '@studio/shared';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useDisplay, useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';

type DayCardProps = {
  day: WeekDayEntry;
  onAdd: (date: string) => void;
  onRemove: (id: number) => void;
  removing: boolean;
};

/** One day of My week: program day, live classes, planned workouts and meals, and "Add workout". */
export const DayCard = ({ day, onAdd, onRemove, removing }: DayCardProps) => {
  const t = useT();
  const display = useDisplay();
  const headingId = useId();
  const weekday = formatWeekday(day.date, display);
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
            {capitalised(weekday, display)}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Text c="dimmed" size="sm">
              {formatDay(day.date, display)}
            </Text>
            {day.today ? <Badge size="sm">{t('week.day.today')}</Badge> : null}
          </Group>
        </Stack>
        {day.workout_day ? (
          <Text size="xs" c="dimmed">
            {t('week.day.workoutDay')}
          </Text>
        ) : null}
        {day.program_day ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            {day.program_day.done ? <IconCheck size={16} aria-label={t('week.day.done')} /> : null}
            <Text size="sm" fw={600}>
              {t('week.day.programDay', {
                week: day.program_day.week,
                day: day.program_day.day,
                title: day.program_day.title,
              })}
            </Text>
          </Group>
        ) : null}
        {day.live_classes.map((live) => (
          <Text key={live.id} size="sm">
            <Trans
              id="week.day.live"
              values={{ time: live.time, title: live.title }}
              components={{ 0: <Text span fw={600} /> }}
            />
          </Text>
        ))}
        {day.planned.map((planned) => (
          <Group key={planned.id} gap={4} wrap="nowrap" justify="space-between">
            <Text size="sm">
              {t('week.day.planned', { title: planned.title, minutes: planned.duration_minutes })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('week.day.remove', { title: planned.title, weekday })}
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
          aria-label={t('week.day.addLabel', { weekday })}
          justify="flex-start"
          px={4}
        >
          {/* Seven columns on a desktop leave room for "Add" only; the name says the rest. */}
          <Text span inherit hiddenFrom="md">
            {t('week.day.addWorkout')}
          </Text>
          <Text span inherit visibleFrom="md">
            {t('week.day.add')}
          </Text>
        </Button>
      </Stack>
    </Paper>
  );
};
