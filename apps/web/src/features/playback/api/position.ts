import { type ItemKind, libraryPaths, type WorkoutStatus } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Kinds whose position the server keeps (on-demand videos; a live class plays where the stream is). */
export const RESUMABLE_KINDS: readonly ItemKind[] = ['workout', 'exercise', 'suggestion_training'];

export const statusKey = (kind: string, id: number) => ['playback', 'status', kind, id] as const;

/**
 * GET the member's status of an item, with where they stopped watching it on any device (issue
 * 19). Not a kept answer on the server: a position saved on a phone a minute ago is here.
 */
export const useWorkoutStatus = (item: { kind: ItemKind; id: number }, enabled: boolean) =>
  useQuery({
    queryKey: statusKey(item.kind, item.id),
    queryFn: ({ signal }) => apiFetch<WorkoutStatus>(libraryPaths.status(item.kind, item.id), { signal }),
    enabled,
    staleTime: 0,
    // Without it the player still plays from the start: no error on the screen for a lost status.
    meta: { errorHandledLocally: true },
  });

/**
 * PUT where the member is in the video. Best effort and silent: a lost save costs a few seconds of
 * resume, never an error on the screen. `keepalive` lets the one sent as the page goes finish.
 */
export const savePosition = (
  item: { kind: ItemKind; id: number },
  seconds: number,
  options: { keepalive?: boolean } = {},
): Promise<void> =>
  apiFetch(libraryPaths.position(item.kind, item.id), {
    method: 'PUT',
    json: { seconds: Math.max(0, Math.floor(seconds)) },
    keepalive: options.keepalive,
  }).then(
    () => undefined,
    () => undefined,
  );
