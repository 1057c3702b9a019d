import { type AuditPage, type GrantRole, type StaffMember, studioPaths } from '@studio/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

export const useStaff = () =>
  useQuery({
    queryKey: studioKeys.staff,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ staff: StaffMember[] }>(studioPaths.staff, { signal })).staff,
  });

/** PUT a role; the staff list and the audit log are read again. */
export const useGrantRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantRole) =>
      apiFetch<StaffMember>(studioPaths.staff, { method: 'PUT', json: input }),
    meta: { errorHandledLocally: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioKeys.staff }),
        queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
        queryClient.invalidateQueries({ queryKey: studioKeys.me }),
      ]),
  });
};

export const useAuditLog = () =>
  useInfiniteQuery({
    queryKey: studioKeys.audit,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AuditPage>(pageParam ? `${studioPaths.audit}?before=${pageParam}` : studioPaths.audit, {
        signal,
      }),
    getNextPageParam: (last) => last.next,
  });
