import { type MailSettings, mailSettingsPaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const key = ['mail-settings'] as const;

/** GET /api/v4/users/me/mail-settings: whether reminder mails are on (issue 18). */
export const useMailSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<MailSettings>(mailSettingsPaths.settings, { signal }),
  });

/** PUT: turns reminders on or off; the page shows the server's answer. */
export const useSaveMailSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettings) =>
      apiFetch<MailSettings>(mailSettingsPaths.settings, { method: 'PUT', json: settings }),
    meta: { errorHandledLocally: true },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
};
