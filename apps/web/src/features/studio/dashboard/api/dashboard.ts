import { type Dashboard, type DashboardWindow, studioPaths } from '@studio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The owner's dashboard over the last `days` studio days (issue 17). */
export const dashboardQuery = (days: DashboardWindow) =>
  queryOptions({
    queryKey: ['studio', 'dashboard', days] as const,
    queryFn: ({ signal }) => apiFetch<Dashboard>(`${studioPaths.dashboard}?days=${days}`, { signal }),
    // Another window keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useDashboard = (days: DashboardWindow) => useQuery(dashboardQuery(days));
