import { Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { useChallenges } from '../api/challenges';
import { ChallengeCard } from '../components/challenge-card';

/** /page/challenges (issue 39): the studio's open challenges, to join, follow and finish. */
export const ChallengesPage = () => {
  const t = useT();
  const challenges = useChallenges();
  return (
    <Stack gap="lg" maw={720} w="100%" mx="auto">
      <Title order={1} size="h2">
        {t('profile.challenges.title')}
      </Title>
      {challenges.isError ? (
        <LoadError
          what={t('profile.challenges.what')}
          onRetry={() => challenges.refetch()}
          retrying={challenges.isFetching}
        />
      ) : challenges.data ? (
        challenges.data.challenges.length === 0 ? (
          <Text c="dimmed">{t('profile.challenges.none')}</Text>
        ) : (
          challenges.data.challenges.map((challenge) => (
            <ChallengeCard key={challenge.id} challenge={challenge} />
          ))
        )
      ) : null}
    </Stack>
  );
};
