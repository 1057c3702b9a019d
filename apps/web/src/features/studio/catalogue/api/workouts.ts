import { type StudioWorkout, type StudioWorkouts, type WorkoutInput, workoutPaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';
import { apiUpload } from '../../shared/api/upload';

const workoutsKey = ['studio', 'workouts'] as const;
const workoutKey = (id: number) => ['studio', 'workouts', id] as const;

/** How often a page with a video being transcoded asks again (ms). */
const PROCESSING_POLL_MS = 2000;

export const useWorkouts = () =>
  useQuery({
    queryKey: workoutsKey,
    queryFn: ({ signal }) => apiFetch<StudioWorkouts>(workoutPaths.workouts, { signal }),
  });

/** One workout; asked again every 2 s while its video is processing, until ready or failed. */
export const useWorkout = (id: number) =>
  useQuery({
    queryKey: workoutKey(id),
    queryFn: ({ signal }) => apiFetch<StudioWorkout>(workoutPaths.workout(id), { signal }),
    refetchInterval: (query) => (query.state.data?.video.state === 'processing' ? PROCESSING_POLL_MS : false),
  });

/** After a change: the workout's answer in place, the list and the audit log read again. */
const useSettle = () => {
  const queryClient = useQueryClient();
  return (workout: StudioWorkout) => {
    queryClient.setQueryData(workoutKey(workout.id), workout);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: workoutsKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
    ]);
  };
};

/** Makes a workout, or changes one (`id`). */
export const useSaveWorkout = () => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: WorkoutInput }) =>
      apiFetch<StudioWorkout>(id ? workoutPaths.workout(id) : workoutPaths.workouts, {
        method: id ? 'PUT' : 'POST',
        json: input,
      }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useSetHidden = (id: number) => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      apiFetch<StudioWorkout>(workoutPaths.visibility(id), { method: 'PUT', json: { hidden } }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

/** Uploads the workout's MP4, reporting how much is sent (0–1). */
export const useUploadVideo = (id: number, onProgress: (fraction: number) => void) => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('video', file);
      return apiUpload<StudioWorkout>(workoutPaths.video(id), form, { onProgress });
    },
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useRetryVideo = (id: number) => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: () => apiFetch<StudioWorkout>(workoutPaths.retryVideo(id), { method: 'POST' }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useAddCaptions = (id: number) => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: ({ language, label, file }: { language: string; label: string; file: File }) => {
      // The fields come before the file, as the server reads them.
      const form = new FormData();
      form.append('language', language);
      form.append('label', label);
      form.append('captions', file);
      return apiUpload<StudioWorkout>(workoutPaths.captions(id), form);
    },
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useRemoveCaptions = (id: number) => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: (language: string) =>
      apiFetch<StudioWorkout>(workoutPaths.caption(id, language), { method: 'DELETE' }),
    onSuccess,
  });
};
