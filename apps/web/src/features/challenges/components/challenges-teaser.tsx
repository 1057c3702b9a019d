import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useChallenges } from '../api/challenges';

/** Home's word on the studio's open challenges (issue 39): nothing when there is none. */
export const ChallengesTeaser = () => {
  const t = useT();
  const { data } = useChallenges();
  const open = data?.challenges ?? [];
  if (open.length === 0) return null;
  const joined = open.filter((challenge) => challenge.mine).length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="home-challenges">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={2} size="h4" id="home-challenges">
            {t('profile.challenges.title')}
          </Title>
          <Anchor component={Link} to={paths.challenges} size="sm">
            {t('profile.challenges.see')}
          </Anchor>
        </Group>
        <Text size="sm">
          {open[0]?.title}
          {open.length > 1 ? ` ${t('profile.challenges.andMore', { count: open.length - 1 })}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {t('profile.challenges.joinedCount', { count: joined })}
        </Text>
      </Stack>
    </Paper>
  );
};
