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
import { itemParamValue } from '../../library';
import { weekHeading } from '../program-words';

type Week = ProgramDetails['weeks'][number];
type Day = Week['days'][number];

/** One day's workout; opens the library's item details (and its player) over this page. */
const DayCard = ({ day }: { day: Day }) => {
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
            Day {day.day}
          </Text>
          <Text fw={600} lineClamp={2}>
            {exercise.title}
          </Text>
          <Text size="sm" c="dimmed">
            {durationMinutes(exercise.duration)} min
          </Text>
        </Stack>
        {exercise.completed ? (
          <ThemeIcon color="teal.9" radius="xl" title="Completed" style={{ flexShrink: 0 }}>
            <IconCircleCheck size={18} aria-hidden />
            <VisuallyHidden>Completed</VisuallyHidden>
          </ThemeIcon>
        ) : null}
      </Group>
    </Card>
  );
};

const WeekSection = ({ week }: { week: Week }) => {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {weekHeading(week)}
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
