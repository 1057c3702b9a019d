import {
  type InviteRewards,
  type StorefrontContentInput,
  type StorefrontPreview,
  type StorefrontPreviewInput,
  type StorefrontSettings,
  storefrontSettingsPaths,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const storefrontKey = ['studio', 'storefront'] as const;

/** GET the storefront's content as the owner wrote it (issue 38), and the programs to feature. */
export const useStorefrontSettings = () =>
  useQuery({
    queryKey: storefrontKey,
    queryFn: ({ signal }) => apiFetch<StorefrontSettings>(storefrontSettingsPaths.settings, { signal }),
  });

const useSaved = () => {
  const queryClient = useQueryClient();
  return (saved: StorefrontSettings) => {
    queryClient.setQueryData(storefrontKey, saved);
    return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
  };
};

/** PUT the content (owner); the audit log is read again. */
export const useSaveStorefront = () => {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: StorefrontContentInput) =>
      apiFetch<StorefrontSettings>(storefrontSettingsPaths.settings, { method: 'PUT', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess: saved,
  });
};

/** PUT what an invite gives (owner, decision 0047); the audit log is read again. */
export const useSaveInviteRewards = () => {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: InviteRewards) =>
      apiFetch<StorefrontSettings>(storefrontSettingsPaths.inviteRewards, { method: 'PUT', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess: saved,
  });
};

/** POST the hero picture (multipart `image`), or DELETE it (`null`). */
export const useHeroImage = () => {
  const saved = useSaved();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return apiFetch<StorefrontSettings>(storefrontSettingsPaths.heroImage, { method: 'DELETE' });
      const body = new FormData();
      body.append('image', file);
      return apiFetch<StorefrontSettings>(storefrontSettingsPaths.heroImage, {
        method: 'POST',
        formData: body,
      });
    },
    meta: { errorHandledLocally: true },
    onSuccess: saved,
  });
};

/** POST unsaved content: the landing page it would make, as HTML for the preview frame. */
export const usePreview = () =>
  useMutation({
    mutationFn: (input: StorefrontPreviewInput) =>
      apiFetch<StorefrontPreview>(storefrontSettingsPaths.preview, { method: 'POST', json: input }),
    meta: { errorHandledLocally: true },
  });
