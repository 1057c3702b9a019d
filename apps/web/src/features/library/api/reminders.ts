import { livePaths, type Reminders } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './query-keys';

/** The live classes this member asked to be mailed about when they go live (issue 37). */
export const useReminders = (enabled: boolean) =>
  useQuery({
    queryKey: libraryKeys.reminders,
    queryFn: ({ signal }) => apiFetch<Reminders>(livePaths.reminders, { signal }),
    enabled,
  });

/** Asks for a class's reminder, or no longer: the answer is the whole list, kept as it comes. */
export const useToggleReminder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      apiFetch<Reminders>(livePaths.reminder(id), { method: on ? 'PUT' : 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(libraryKeys.reminders, answer),
  });
};
