import { type LiveInput, type StudioLive, type StudioLives, studioPaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const livesKey = ['studio', 'lives'] as const;

export const useLives = () =>
  useQuery({
    queryKey: livesKey,
    queryFn: ({ signal }) => apiFetch<StudioLives>(studioPaths.lives, { signal }),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: livesKey }),
      queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
    ]);
};

/** Schedules a class, or changes one (`id`). */
export const useSaveLive = () => {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: LiveInput }) =>
      apiFetch<StudioLive>(id ? studioPaths.live(id) : studioPaths.lives, {
        method: id ? 'PUT' : 'POST',
        json: input,
      }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useCancelLive = () => {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<StudioLive>(studioPaths.cancelLive(id), { method: 'POST' }),
    onSuccess,
  });
};
