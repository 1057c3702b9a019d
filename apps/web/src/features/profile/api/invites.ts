import { type Invites, invitePaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const invitesKey = ['invites'] as const;

/** GET the member's invite code and link, who joined with it, and who was mailed (issue 38). */
export const useInvites = () =>
  useQuery({
    queryKey: invitesKey,
    queryFn: ({ signal }) => apiFetch<Invites>(invitePaths.invites, { signal }),
  });

/** POST a friend's address: the invite is mailed; the answer is the invites as they are now. */
export const useMailInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<Invites>(invitePaths.invites, { method: 'POST', json: { email } }),
    meta: { errorHandledLocally: true },
    onSuccess: (invites) => queryClient.setQueryData(invitesKey, invites),
  });
};
