import { type NotificationSettings, notificationPaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const key = ['notification-settings'] as const;

/** GET /api/v4/users/me/notification-settings: what the member is told, when and how (issue 39). */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<NotificationSettings>(notificationPaths.settings, { signal }),
  });

/** PUT: the whole settings; the page shows the server's answer. */
export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiFetch<NotificationSettings>(notificationPaths.settings, { method: 'PUT', json: settings }),
    meta: { errorHandledLocally: true },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
};
