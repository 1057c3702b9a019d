import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useBadges } from '../api/challenges';

/** The profile's badges (issue 39): one per challenge the member finished, newest first. */
export const BadgesCard = () => {
  const t = useT();
  const { data } = useBadges();
  return (
    <Stack gap="xs" component="section" aria-labelledby="profile-badges">
      <Group justify="space-between">
        <Title order={2} size="h4" id="profile-badges">
          {t('profile.challenges.badges')}
        </Title>
        <Anchor component={Link} to={paths.challenges} size="sm">
          {t('profile.challenges.see')}
        </Anchor>
      </Group>
      {data && data.badges.length > 0 ? (
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.badges.map((badge) => (
            <Badge key={badge.challenge_id} component="li" color="teal.9" size="lg" title={badge.title}>
              {badge.badge}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
};
