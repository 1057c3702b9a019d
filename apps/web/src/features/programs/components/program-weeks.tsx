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
import { WeekDownload } from '../../playback';

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

const WeekSection = ({ week, downloadable }: { week: Week; downloadable: boolean }) => {
  const t = useT();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('programs.week.heading', { week: week.week, range: week.range_days })}
      </Title>
      {/* Issue 36: a member following the program takes a week's classes offline. */}
      {downloadable ? <WeekDownload week={week.week} items={week.days.map((day) => day.exercise)} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {week.days.map((day) => (
          <DayCard key={day.day} day={day} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};

/**
 * The program's weeks, "Week N (day range)" each with its workouts (spec M2); `downloadable` (the
 * member follows it) offers each week's download for offline.
 */
export const ProgramWeeks = ({
  weeks,
  downloadable = false,
}: {
  weeks: ProgramDetails['weeks'];
  downloadable?: boolean;
}) => (
  <Stack gap="xl">
    {weeks.map((week) => (
      <WeekSection key={week.week} week={week} downloadable={downloadable} />
    ))}
  </Stack>
);
