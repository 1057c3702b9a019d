import {
  AspectRatio,
  Box,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { durationMinutes, type ProgramDetails } from '@studio/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { itemParamValue, minutesText } from '../../library';

type Week = ProgramDetails['weeks'][number];
type Day = Week['days'][number];

/** One day's workout; opens the library's item details (and its player) over this page. */
const DayCard = ({ day }: { day: Day }) => {
  const t = useT();
  const { pathname } = useLocation();
  const { exercise } = day;
  return (
    <Card
      component={Link}
      to={{ pathname, search: `?item=${itemParamValue(exercise)}` }}
      withBorder
      padding="xs"
      radius="md"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <Box w={112} style={{ flexShrink: 0 }}>
          <AspectRatio ratio={16 / 9}>
            {exercise.thumb ? (
              <Image src={exercise.thumb} alt="" radius="sm" />
            ) : (
              <Box bg="var(--studio-color-empty-art)" />
            )}
          </AspectRatio>
        </Box>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('programs.week.day', { day: day.day })}
          </Text>
          <Text fw={600} lineClamp={2}>
            {exercise.title}
          </Text>
          <Text size="sm" c="dimmed">
            {minutesText(t, durationMinutes(exercise.duration))}
          </Text>
        </Stack>
        {exercise.completed ? (
          <ThemeIcon
            color="teal.9"
            radius="xl"
            title={t('programs.week.completed')}
            style={{ flexShrink: 0 }}
          >
            <IconCircleCheck size={18} aria-hidden />
            <VisuallyHidden>{t('programs.week.completed')}</VisuallyHidden>
          </ThemeIcon>
        ) : null}
      </Group>
    </Card>
  );
};

const WeekSection = ({ week }: { week: Week }) => {
  const t = useT();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('programs.week.heading', { week: week.week, range: week.range_days })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {week.days.map((day) => (
          <DayCard key={day.day} day={day} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};

/** The program's weeks, "Week N (day range)" each with its workouts (spec M2). */
export const ProgramWeeks = ({ weeks }: { weeks: ProgramDetails['weeks'] }) => (
  <Stack gap="xl">
    {weeks.map((week) => (
      <WeekSection key={week.week} week={week} />
    ))}
  </Stack>
);
