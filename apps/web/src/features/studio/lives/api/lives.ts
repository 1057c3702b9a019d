import { type LiveInput, type StudioLive, type StudioLives, studioPaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';
import { livesPollMs } from '../stream-window';

const livesKey = ['studio', 'lives'] as const;

/** The classes; asked again every 10 s while one streamed through Studio may be on air. */
export const useLives = () =>
  useQuery({
    queryKey: livesKey,
    queryFn: ({ signal }) => apiFetch<StudioLives>(studioPaths.lives, { signal }),
    refetchInterval: (query) => livesPollMs(query.state.data?.lives ?? [], Date.now()),
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

/** A new stream key for a class (issue 37): an encoder with the old one is refused from then on. */
export const useResetStreamKey = () => {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<StudioLive>(studioPaths.liveStreamKey(id), { method: 'POST' }),
    onSuccess: (changed) => {
      // The new key at once, before the list is read again.
      queryClient.setQueryData<StudioLives>(
        livesKey,
        (lives) =>
          lives && {
            ...lives,
            lives: lives.lives.map((live) => (live.id === changed.id ? changed : live)),
          },
      );
      return refresh();
    },
  });
};
