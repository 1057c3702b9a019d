import { ITEM_KINDS, type ItemKind } from '@studio/shared';
import { useCallback, useMemo } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';
import type { ItemRef } from '../api/get-item';

/** The search parameter that opens item details over any library page: `?item=workout-12`. */
export const ITEM_PARAM = 'item';

/** Marks a history entry pushed by opening a tile, so closing can go back instead of piling up. */
const OPENED_HERE = 'itemOpenedHere';

export const itemParamValue = (item: { kind: string; id: number }): string => `${item.kind}-${item.id}`;

/** `live_training-12` → { kind, id }; anything else (unknown kind, bad id) is no item. */
export const parseItemParam = (value: string | null): ItemRef | null => {
  if (!value) return null;
  const cut = value.lastIndexOf('-');
  const kind = value.slice(0, cut);
  const id = Number(value.slice(cut + 1));
  if (cut < 1 || !ITEM_KINDS.includes(kind as ItemKind) || !Number.isSafeInteger(id) || id <= 0) return null;
  return { kind, id };
};

/**
 * Item details live in the address, so the back button closes them, a link can share them, and
 * they open on every library page without each page keeping state.
 */
export const useItemParam = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const current = parseItemParam(search.get(ITEM_PARAM));

  const linkTo = useCallback(
    (item: { kind: string; id: number }): { to: To; state: Record<string, boolean> } => {
      const next = new URLSearchParams(search);
      next.set(ITEM_PARAM, itemParamValue(item));
      return { to: { pathname: location.pathname, search: `?${next}` }, state: { [OPENED_HERE]: true } };
    },
    [location.pathname, search],
  );

  const close = useCallback(() => {
    const openedHere = (location.state as Record<string, unknown> | null)?.[OPENED_HERE] === true;
    if (openedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(search);
    next.delete(ITEM_PARAM);
    const rest = next.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [location.pathname, location.state, navigate, search]);

  return { current, linkTo, close };
};
