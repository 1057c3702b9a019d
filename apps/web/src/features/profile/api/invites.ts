import { type Invites, invitePaths } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET the member's invite code and link, and who joined with it (issue 38). */
export const useInvites = () =>
  useQuery({
    queryKey: ['invites'],
    queryFn: ({ signal }) => apiFetch<Invites>(invitePaths.invites, { signal }),
  });
