import { type MemberSearch, type StudioMember, studioPaths } from '@studio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const membersKey = ['studio', 'members'] as const;

export const useMemberSearch = (query: string) =>
  useQuery({
    queryKey: [...membersKey, 'search', query],
    queryFn: ({ signal }) =>
      apiFetch<MemberSearch>(`${studioPaths.members}?q=${encodeURIComponent(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStudioMember = (id: number) =>
  useQuery({
    queryKey: [...membersKey, id],
    queryFn: ({ signal }) => apiFetch<StudioMember>(studioPaths.member(id), { signal }),
  });

export const useSendReset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ message: string }>(studioPaths.memberReset(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
  });
};

export const useCancelMemberSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<StudioMember>(studioPaths.memberCancel(id), { method: 'POST' }),
    onSuccess: (member) => {
      queryClient.setQueryData([...membersKey, member.id], member);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...membersKey, 'search'] }),
        queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
      ]);
    },
  });
};

export const useDeleteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      apiFetch<{ message: string }>(studioPaths.memberDelete(id), { method: 'POST', json: { email } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...membersKey, 'search'] }),
        queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
      ]),
  });
};

export const useRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payment }: { id: number; payment: string }) =>
      apiFetch<StudioMember>(studioPaths.memberRefund(id), { method: 'POST', json: { payment } }),
    onSuccess: (member) => {
      queryClient.setQueryData([...membersKey, member.id], member);
      return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
    },
  });
};

export const useGrantProgram = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, programId }: { id: number; programId: number }) =>
      apiFetch<StudioMember>(studioPaths.memberGrantProgram(id), {
        method: 'POST',
        json: { program_id: programId },
      }),
    // The page says the server's word beside the button (a program running, one already owned).
    meta: { errorHandledLocally: true },
    onSuccess: (member) => {
      queryClient.setQueryData([...membersKey, member.id], member);
      return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
    },
  });
};
