import {
  cataloguePaths,
  type ListInput,
  type PhraseInput,
  type StoreId,
  type StudioList,
  type StudioLists,
  type StudioPhrases,
  type StudioTrainer,
  type StudioTrainers,
  type TrainerInput,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { studioKeys } from './studio';

/** The console's catalogue (issue 17): trainers, categories and curated lists, daily phrases. */
const keys = {
  trainers: ['studio', 'trainers'] as const,
  lists: ['studio', 'lists'] as const,
  phrases: ['studio', 'phrases'] as const,
};

export const useTrainers = () =>
  useQuery({
    queryKey: keys.trainers,
    queryFn: ({ signal }) => apiFetch<StudioTrainers>(cataloguePaths.trainers, { signal }),
  });

export const useLists = () =>
  useQuery({
    queryKey: keys.lists,
    queryFn: ({ signal }) => apiFetch<StudioLists>(cataloguePaths.lists, { signal }),
  });

export const usePhrases = () =>
  useQuery({
    queryKey: keys.phrases,
    queryFn: ({ signal }) => apiFetch<StudioPhrases>(cataloguePaths.phrases, { signal }),
  });

/** A change of one part of the catalogue: that part and the audit log are read again after it. */
const useChange = <Input, Answer>(part: keyof typeof keys, send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorHandledLocally: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys[part] }),
        queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
      ]),
  });
};

const put = <T>(path: string, json: unknown) => apiFetch<T>(path, { method: 'PUT', json });
const post = <T>(path: string, json: unknown) => apiFetch<T>(path, { method: 'POST', json });
const uploadImage = <T>(path: string, file: File) => {
  const formData = new FormData();
  formData.append('image', file);
  return apiFetch<T>(path, { method: 'POST', formData });
};

/** Makes a trainer, or changes one (`id`: the key stays). */
export const useSaveTrainer = () =>
  useChange('trainers', ({ id, input }: { id?: number; input: TrainerInput }) =>
    id
      ? put<StudioTrainer>(cataloguePaths.trainer(id), {
          name: input.name,
          headline: input.headline,
          bio: input.bio,
        })
      : post<StudioTrainer>(cataloguePaths.trainers, input),
  );
export const useTrainerHidden = (id: number) =>
  useChange('trainers', (hidden: boolean) =>
    put<StudioTrainer>(cataloguePaths.trainerVisibility(id), { hidden }),
  );
export const useTrainerImage = (id: number) =>
  useChange('trainers', ({ slot, file }: { slot: string; file: File }) =>
    uploadImage<StudioTrainer>(cataloguePaths.trainerImage(id, slot), file),
  );
export const useOrderTrainers = () =>
  useChange('trainers', (ids: number[]) => put<StudioTrainers>(cataloguePaths.trainerOrder, { ids }));

/** Makes a list, or changes one's words (`id`: its key, store and kind stay). */
export const useSaveList = () =>
  useChange('lists', ({ id, input }: { id?: number; input: ListInput }) =>
    id
      ? put<StudioList>(cataloguePaths.list(id), {
          title: input.title,
          description: input.description,
          bio: input.bio,
        })
      : post<StudioList>(cataloguePaths.lists, input),
  );
export const useListHidden = (id: number) =>
  useChange('lists', (hidden: boolean) => put<StudioList>(cataloguePaths.listVisibility(id), { hidden }));
export const useListItems = (id: number) =>
  useChange('lists', (itemIds: number[]) =>
    put<StudioList>(cataloguePaths.listItems(id), { item_ids: itemIds }),
  );
export const useListImage = (id: number) =>
  useChange('lists', ({ slot, file }: { slot: string; file: File }) =>
    uploadImage<StudioList>(cataloguePaths.listImage(id, slot), file),
  );
export const useOrderLists = () =>
  useChange('lists', (order: { store: StoreId; kind: StudioList['kind']; ids: number[] }) =>
    put<StudioLists>(cataloguePaths.listOrder, order),
  );

export const useAddPhrase = () =>
  useChange('phrases', (input: PhraseInput) => post(cataloguePaths.phrases, input));
export const useEditPhrase = () =>
  useChange('phrases', ({ id, text }: { id: number; text: string }) =>
    put(cataloguePaths.phrase(id), { text }),
  );
export const useRemovePhrase = () =>
  useChange('phrases', (id: number) => apiFetch(cataloguePaths.phrase(id), { method: 'DELETE' }));
export const useOrderPhrases = () =>
  useChange('phrases', (ids: number[]) => put<StudioPhrases>(cataloguePaths.phraseOrder, { ids }));
