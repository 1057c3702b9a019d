import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Streak, streakWords } from '@studio/shared';
import { IconFlame } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The weekly streak (issue 19, decision 0031) on home and the profile: weeks in a row with the
 * goal reached, the best, this week's days, the month's freeze, and the way to My week.
 */
export const StreakCard = ({ streak }: { streak: Streak }) => {
  const headingId = useId();
  const words = streakWords(streak);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconFlame size={24} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} size="h4" id={headingId}>
              Weekly streak
            </Title>
            <Text fw={700} fz="lg" data-testid="streak-title">
              {words.title}
            </Text>
          </Stack>
        </Group>
        <Anchor component={Link} to={paths.week()} fw={600}>
          My week
        </Anchor>
      </Group>
      <Stack gap={2} mt="sm">
        <Text size="sm">
          {words.week} · {words.best}
        </Text>
        <Text size="sm" c="dimmed">
          {words.freeze}
        </Text>
      </Stack>
    </Paper>
  );
};
