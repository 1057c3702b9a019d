import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Streak } from '@studio/shared';
import { IconFlame } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/**
 * The weekly streak (issue 19, decision 0031) on home and the profile: weeks in a row with the
 * goal reached, the best, this week's days, the month's freeze, and the way to My week.
 */
export const StreakCard = ({ streak }: { streak: Streak }) => {
  const t = useT();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconFlame size={24} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} size="h4" id={headingId}>
              {t('profile.streak.title')}
            </Title>
            <Text fw={700} fz="lg" data-testid="streak-title">
              {streak.current > 0
                ? t('profile.streak.inARow', { weeks: streak.current })
                : t('profile.streak.none')}
            </Text>
          </Stack>
        </Group>
        <Anchor component={Link} to={paths.week()} fw={600}>
          {t('profile.streak.myWeek')}
        </Anchor>
      </Group>
      <Stack gap={2} mt="sm">
        <Text size="sm">
          {t('profile.streak.week', {
            days: streak.week_days,
            goal: Math.max(streak.goal, 1),
            best: streak.best,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {streak.freeze_used ? t('profile.streak.freezeUsed') : t('profile.streak.freeze')}
        </Text>
      </Stack>
    </Paper>
  );
};
