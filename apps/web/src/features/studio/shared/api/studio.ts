import { type StudioMe, studioPaths } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The console's own reads: who is signed in, the staff, the audit log (each room's changes renew it). */
export const studioKeys = {
  me: ['studio', 'me'] as const,
  staff: ['studio', 'staff'] as const,
  audit: ['studio', 'audit'] as const,
};

/** The signed-in staff member; a member's 403 is the console's own page, not a toast. */
export const useStudioMe = () =>
  useQuery({
    queryKey: studioKeys.me,
    queryFn: ({ signal }) => apiFetch<StudioMe>(studioPaths.me, { signal }),
    meta: { errorHandledLocally: true },
    retry: false,
  });
