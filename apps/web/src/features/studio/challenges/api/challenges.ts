import { type ChallengeInput, challengePaths, type StudioChallenge } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const challengesKey = ['studio', 'challenges'] as const;

/** GET every challenge with its participants and finishers (coach, issue 39). */
export const useStudioChallenges = () =>
  useQuery({
    queryKey: challengesKey,
    queryFn: ({ signal }) =>
      apiFetch<{ challenges: StudioChallenge[] }>(challengePaths.studioChallenges, { signal }),
  });

/** POST a new challenge; the list and the audit log are read again. */
export const useCreateChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChallengeInput) =>
      apiFetch<StudioChallenge>(challengePaths.studioChallenges, { method: 'POST', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: challengesKey }),
        queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
      ]),
  });
};

/** POST a challenge's picture (a file), or DELETE it (null); the list is read again. */
export const useChallengeImage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file)
        return apiFetch<StudioChallenge>(challengePaths.studioChallengeImage(id), { method: 'DELETE' });
      const formData = new FormData();
      formData.append('image', file);
      return apiFetch<StudioChallenge>(challengePaths.studioChallengeImage(id), { method: 'POST', formData });
    },
    meta: { errorHandledLocally: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: challengesKey }),
        queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
      ]),
  });
};

/** DELETE a challenge: members no longer see it. */
export const useRemoveChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ challenges: StudioChallenge[] }>(challengePaths.studioChallenge(id), { method: 'DELETE' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(challengesKey, answer);
      return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
    },
  });
};
