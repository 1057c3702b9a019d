import { type ShoppingList, shoppingListPaths } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, QueuedWrite } from '../../../lib/api-client';
import { nutritionKeys } from './query-keys';

/** GET /api/v4/users/me/shopping_list: this week's list from the meal plan (issue 19). */
export const useShoppingList = () =>
  useQuery({
    queryKey: nutritionKeys.shoppingList,
    queryFn: ({ signal }) => apiFetch<ShoppingList>(shoppingListPaths.list, { signal }),
  });

/** Every change answers the whole list, which replaces the kept one. */
const useListChange = <T>(
  send: (input: T) => Promise<ShoppingList>,
  optimistic?: (list: ShoppingList, input: T) => ShoppingList,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorHandledLocally: true },
    onMutate: async (input: T) => {
      if (!optimistic) return;
      await queryClient.cancelQueries({ queryKey: nutritionKeys.shoppingList });
      const before = queryClient.getQueryData<ShoppingList>(nutritionKeys.shoppingList);
      if (before) queryClient.setQueryData(nutritionKeys.shoppingList, optimistic(before, input));
    },
    // A change kept for when the network is back (decision 0034) stays shown as made; the list is
    // read again once it is sent.
    onError: (error) => {
      if (!(error instanceof QueuedWrite))
        void queryClient.invalidateQueries({ queryKey: nutritionKeys.shoppingList });
    },
    onSuccess: (list) => queryClient.setQueryData(nutritionKeys.shoppingList, list),
  });
};

type Tick = { key: string; ticked: boolean };
const withTick = (list: ShoppingList, { key, ticked }: Tick): ShoppingList => ({
  ...list,
  aisles: list.aisles.map((group) => ({
    ...group,
    lines: group.lines.map((line) => (line.key === key ? { ...line, ticked } : line)),
  })),
  own_items: list.own_items.map((item) => (item.key === key ? { ...item, ticked } : item)),
});

/** PUT the ticked state of a line (shown at once; a repeat changes nothing on the server). */
export const useTickShoppingLine = () =>
  useListChange(
    ({ key, ticked }: Tick) =>
      apiFetch<ShoppingList>(shoppingListPaths.line(key), {
        method: 'PUT',
        json: { ticked },
        repeatable: true,
      }),
    withTick,
  );

/** POST an item of the member's own. */
export const useAddOwnItem = () =>
  useListChange((name: string) =>
    apiFetch<ShoppingList>(shoppingListPaths.ownItems, { method: 'POST', json: { name } }),
  );

/** DELETE one of the member's own items. */
export const useRemoveOwnItem = () =>
  useListChange(
    (key: string) =>
      apiFetch<ShoppingList>(shoppingListPaths.ownItem(key), { method: 'DELETE', repeatable: true }),
    (list, key) => ({ ...list, own_items: list.own_items.filter((item) => item.key !== key) }),
  );

/** PUT how many people the week is for. */
export const useSetShoppingServings = () =>
  useListChange((servings: number) =>
    apiFetch<ShoppingList>(shoppingListPaths.servings, {
      method: 'PUT',
      json: { servings },
      repeatable: true,
    }),
  );
