import {
  type Badges,
  type ChallengeDetail,
  type ChallengeList,
  challengePaths,
  type ShowAs,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const keys = {
  all: ['challenges'] as const,
  one: (id: number) => ['challenges', id] as const,
  badges: ['badges'] as const,
};

/** GET the open challenges with the member's part in each (issue 39). */
export const useChallenges = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => apiFetch<ChallengeList>(challengePaths.challenges, { signal }),
  });

/** GET one challenge with its leaderboard and team totals. */
export const useChallenge = (id: number) =>
  useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => apiFetch<ChallengeDetail>(challengePaths.challenge(id), { signal }),
  });

/** GET the member's badges (the profile shows them). */
export const useBadges = () =>
  useQuery({
    queryKey: keys.badges,
    queryFn: ({ signal }) => apiFetch<Badges>(challengePaths.badges, { signal }),
  });

/** PUT to join (or be shown differently), DELETE to leave; the answer is the challenge as it is now. */
export const useMembership = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ join, showAs }: { join: boolean; showAs: ShowAs | null }) =>
      apiFetch<ChallengeDetail>(challengePaths.membership(id), {
        method: join ? 'PUT' : 'DELETE',
        ...(join ? { json: { show_as: showAs } } : {}),
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.one(id), answer);
      return queryClient.invalidateQueries({ queryKey: keys.all, exact: true });
    },
  });
};
