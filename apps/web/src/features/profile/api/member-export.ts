import { type MemberExportAnswer, memberExportPaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const key = ['member-export'] as const;
/** How often the page asks while an export is being prepared. */
const POLL_MS = 2000;

/** GET /api/v4/users/me/exports: the latest export (issue 19), asked again while it is being prepared. */
export const useMemberExport = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<MemberExportAnswer>(memberExportPaths.exports, { signal }),
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? POLL_MS : false),
  });

/** POST: starts an export (one at a time, a few a day: a refusal's message is shown as it comes). */
export const useStartMemberExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<MemberExportAnswer>(memberExportPaths.exports, { method: 'POST' }),
    meta: { errorHandledLocally: true },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
};
