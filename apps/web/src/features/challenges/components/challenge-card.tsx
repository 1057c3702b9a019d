import {
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  type ChallengeCard as Card,
  type ChallengeGoal,
  formatFullDay,
  type MessageId,
} from '@studio/shared';
import { useState } from 'react';
import { useDisplay, useT } from '../../../lib/i18n';
import { useChallenge, useMembership } from '../api/challenges';

const UNITS: Record<ChallengeGoal, MessageId> = {
  workouts: 'profile.challenges.units.workouts',
  minutes: 'profile.challenges.units.minutes',
  days: 'profile.challenges.units.days',
  list: 'profile.challenges.units.workouts',
  program: 'profile.challenges.units.program',
};

/** The leaderboard and team totals of a challenge the member joined. */
const Standings = ({ id }: { id: number }) => {
  const t = useT();
  const detail = useChallenge(id);
  if (!detail.data) return null;
  const { leaderboard, teams_progress } = detail.data;
  return (
    <Stack gap="xs">
      {teams_progress.length > 0 ? (
        <Group gap="xs">
          {teams_progress.map((team) => (
            <Badge key={team.team} variant="light" color="indigo">
              {t('profile.challenges.team', {
                team: team.team,
                progress: team.progress,
                members: team.members,
              })}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Table aria-label={t('profile.challenges.leaderboard')} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('profile.challenges.who')}</Table.Th>
            <Table.Th ta="right">{t('profile.challenges.score')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leaderboard.map((row) => (
            <Table.Tr key={`${row.rank}-${row.name}-${row.me}`} fw={row.me ? 700 : undefined}>
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td>{row.me ? t('profile.challenges.you', { name: row.name }) : row.name}</Table.Td>
              <Table.Td ta="right">{row.progress}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};

/**
 * One challenge (issue 39): its goal and dates, join with the choice to be shown on its
 * leaderboard (off by default), the member's progress, the standings, and the badge once done.
 */
export const ChallengeCard = ({ challenge }: { challenge: Card }) => {
  const t = useT();
  const display = useDisplay();
  const membership = useMembership(challenge.id);
  const [tapped, setTapped] = useState<boolean | null>(null);
  const mine = challenge.mine;
  const done = Boolean(mine?.finished_at);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`challenge-${challenge.id}`}>
      <Stack gap="sm">
        {challenge.image ? <Image src={challenge.image} alt="" h={140} radius="sm" fit="cover" /> : null}
        {/* The badge goes under the title on a phone rather than being cut short. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={`challenge-${challenge.id}`} style={{ overflowWrap: 'anywhere' }}>
              {challenge.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.challenges.dates', {
                from: formatFullDay(challenge.starts_on, display),
                to: formatFullDay(challenge.ends_on, display),
              })}
            </Text>
          </Stack>
          {done ? <Badge color="teal.9">{challenge.badge}</Badge> : null}
        </Group>
        {challenge.description ? <Text size="sm">{challenge.description}</Text> : null}
        <Text size="sm">
          {t('profile.challenges.goal', {
            target: challenge.target,
            units: t(UNITS[challenge.goal], { count: challenge.target }),
          })}
          {' · '}
          {t('profile.challenges.participants', { count: challenge.participants })}
        </Text>
        {mine ? (
          <>
            <Progress
              value={Math.min(100, (mine.progress / Math.max(1, challenge.target)) * 100)}
              aria-label={t('profile.challenges.progress', {
                progress: mine.progress,
                target: challenge.target,
              })}
            />
            <Text size="sm">
              {done
                ? t('profile.challenges.finished', { badge: challenge.badge })
                : t('profile.challenges.progress', { progress: mine.progress, target: challenge.target })}
              {mine.team !== null ? ` · ${t('profile.challenges.yourTeam', { team: mine.team })}` : ''}
            </Text>
            <Checkbox
              label={t('profile.challenges.showMe')}
              description={t('profile.challenges.showMeText')}
              // Moves in the tap's own render and holds until the save settles (as the mail switch).
              checked={tapped ?? mine.show_as !== null}
              disabled={membership.isPending}
              onChange={(event) => {
                const shown = event.currentTarget.checked;
                setTapped(shown);
                membership.mutate(
                  { join: true, showAs: shown ? 'name' : null },
                  { onSettled: () => setTapped(null) },
                );
              }}
            />
            <Standings id={challenge.id} />
            <Group>
              <Button
                variant="default"
                size="xs"
                loading={membership.isPending}
                onClick={() => membership.mutate({ join: false, showAs: null })}
              >
                {t('profile.challenges.leave')}
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button
              loading={membership.isPending}
              onClick={() => membership.mutate({ join: true, showAs: null })}
            >
              {t('profile.challenges.join')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
