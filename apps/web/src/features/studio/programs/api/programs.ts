import {
  type ProgramCreateInput,
  type ProgramUpdateInput,
  type StudioProgram,
  type StudioProgramList,
  type StudioProgramWorkouts,
  studioPaths,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const programsKey = ['studio', 'programs'] as const;
const programKey = (id: number) => [...programsKey, id] as const;

export const useStudioPrograms = () =>
  useQuery({
    queryKey: programsKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<StudioProgramList>(studioPaths.programs, { signal })).programs,
  });

export const useStudioProgram = (id: number | null) =>
  useQuery({
    queryKey: programKey(id ?? 0),
    queryFn: ({ signal }) => apiFetch<StudioProgram>(studioPaths.program(id ?? 0), { signal }),
    enabled: id !== null,
  });

/** The on-demand workouts a day may be, by title. */
export const useProgramWorkouts = () =>
  useQuery({
    queryKey: ['studio', 'program-workouts'],
    queryFn: async ({ signal }) =>
      (await apiFetch<StudioProgramWorkouts>(studioPaths.programWorkouts, { signal })).workouts,
  });

/** After a change: the program is the answer; the list, the offers' programs and the audit log are read again. */
const useSaved = () => {
  const queryClient = useQueryClient();
  return (program: StudioProgram) => {
    queryClient.setQueryData(programKey(program.id), program);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: programsKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: ['studio', 'offers'] }),
      queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
    ]);
  };
};

/** Makes a program (a hidden draft), or changes one (`id`: its key stays). */
export const useSaveProgram = () => {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ProgramCreateInput | ProgramUpdateInput }) =>
      apiFetch<StudioProgram>(id ? studioPaths.program(id) : studioPaths.programs, {
        method: id ? 'PUT' : 'POST',
        json: input,
      }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useProgramVisibility = () => {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: ({ id, visible }: { id: number; visible: boolean }) =>
      apiFetch<StudioProgram>(studioPaths.programVisibility(id), { method: 'PUT', json: { visible } }),
    onSuccess,
  });
};
