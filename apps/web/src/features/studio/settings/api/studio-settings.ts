import {
  type ReplaySetting,
  type StudioSettings,
  studioSettingsPaths,
  type UpdateStudioSettings,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const settingsKey = ['studio', 'settings'] as const;

/** GET the studio's settings: its default language, its currency, whether replays publish themselves. */
export const useStudioSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiFetch<StudioSettings>(studioSettingsPaths.settings, { signal }),
  });

/** PUT the studio's default language (owner); the settings and the audit log are read again. */
export const useSaveStudioSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStudioSettings) =>
      apiFetch<StudioSettings>(studioSettingsPaths.settings, { method: 'PUT', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
    },
  });
};

/** PUT whether live classes' replays are shown by themselves (owner, issue 37); as the language. */
export const useSaveReplaySetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaySetting) =>
      apiFetch<StudioSettings>(studioSettingsPaths.replays, { method: 'PUT', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
    },
  });
};
