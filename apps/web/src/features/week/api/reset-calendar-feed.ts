import { type CalendarFeed, weekPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { weekKeys } from './get-week';

/** POST: make the private calendar feed URL, or replace it (the old one stops working). */
export const resetCalendarFeed = (): Promise<CalendarFeed> =>
  apiFetch<CalendarFeed>(weekPaths.calendarFeed, { method: 'POST' });

export const useResetCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: weekKeys.all }),
  });
};
