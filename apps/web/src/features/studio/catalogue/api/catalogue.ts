import {
  cataloguePaths,
  type FilterGroupInput,
  type FilterOptionInput,
  filterPaths,
  type ItemFilters,
  type ListInput,
  type PhraseInput,
  type StoreId,
  type StudioFilterGroup,
  type StudioFilterGroups,
  type StudioList,
  type StudioLists,
  type StudioPhrases,
  type StudioTrainer,
  type StudioTrainers,
  type TrainerInput,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

/** The console's catalogue (issue 17): trainers, categories and curated lists, phrases, filters. */
const keys = {
  trainers: ['studio', 'trainers'] as const,
  lists: ['studio', 'lists'] as const,
  phrases: ['studio', 'phrases'] as const,
  filters: ['studio', 'filters'] as const,
};
const itemFiltersKey = (itemId: number) => ['studio', 'item-filters', itemId] as const;

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

export const useFilterGroups = () =>
  useQuery({
    queryKey: keys.filters,
    queryFn: ({ signal }) => apiFetch<StudioFilterGroups>(filterPaths.groups, { signal }),
  });

export const useItemFilters = (itemId: number) =>
  useQuery({
    queryKey: itemFiltersKey(itemId),
    queryFn: ({ signal }) => apiFetch<ItemFilters>(filterPaths.itemFilters(itemId), { signal }),
  });

/** A change of one part of the catalogue: that part (and `also`) and the audit log are read again after it. */
const useChange = <Input, Answer>(
  part: keyof typeof keys,
  send: (input: Input) => Promise<Answer>,
  also?: readonly unknown[],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorHandledLocally: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys[part] }),
        queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
        also ? queryClient.invalidateQueries({ queryKey: also }) : null,
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
  useChange('phrases', ({ id, ...input }: PhraseInput & { id: number }) =>
    put(cataloguePaths.phrase(id), input),
  );
export const useRemovePhrase = () =>
  useChange('phrases', (id: number) => apiFetch(cataloguePaths.phrase(id), { method: 'DELETE' }));
export const useOrderPhrases = () =>
  useChange('phrases', (ids: number[]) => put<StudioPhrases>(cataloguePaths.phraseOrder, { ids }));

export const useAddFilterGroup = () =>
  useChange('filters', (input: FilterGroupInput) => post<StudioFilterGroup>(filterPaths.groups, input));
export const useRenameFilterGroup = (id: number) =>
  useChange('filters', (title: string) => put<StudioFilterGroup>(filterPaths.group(id), { title }));
export const useFilterGroupHidden = (id: number) =>
  useChange('filters', (hidden: boolean) =>
    put<StudioFilterGroup>(filterPaths.groupVisibility(id), { hidden }),
  );
export const useOrderFilterGroups = () =>
  useChange('filters', (order: { store: StoreId; ids: number[] }) =>
    put<StudioFilterGroups>(filterPaths.groupOrder, order),
  );
export const useAddFilterOption = (groupId: number) =>
  useChange('filters', (input: FilterOptionInput) =>
    post<StudioFilterGroup>(filterPaths.options(groupId), input),
  );
export const useRenameFilterOption = (groupId: number) =>
  useChange('filters', ({ id, title }: { id: number; title: string }) =>
    put<StudioFilterGroup>(filterPaths.option(groupId, id), { title }),
  );
/** Removing an option takes it from every item: their pages read their options again. */
export const useRemoveFilterOption = (groupId: number) =>
  useChange(
    'filters',
    (id: number) => apiFetch<StudioFilterGroup>(filterPaths.option(groupId, id), { method: 'DELETE' }),
    ['studio', 'item-filters'],
  );
export const useOrderFilterOptions = (groupId: number) =>
  useChange('filters', (ids: number[]) => put<StudioFilterGroup>(filterPaths.optionOrder(groupId), { ids }));
/** An item's options; the groups' counts follow. */
export const useSaveItemFilters = (itemId: number) =>
  useChange(
    'filters',
    (optionIds: number[]) => put<ItemFilters>(filterPaths.itemFilters(itemId), { option_ids: optionIds }),
    itemFiltersKey(itemId),
  );
