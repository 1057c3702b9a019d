import type { ItemDetails, Library, ListPage } from '@studio/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { libraryKeys } from './api/query-keys';
import { markItemCompleted } from './mark-completed';
import { aLibrary, aList, anItem, aPage, details, items } from './testing';

describe('markItemCompleted (spec M4: marked completed, status updated in its store)', () => {
  it('checks the item in every cached library, list page and its details, and reloads libraries', () => {
    const client = createQueryClient();
    const done = { kind: 'workout', id: 2 };
    client.setQueryData<Library>(
      libraryKeys.store('on_demand'),
      aLibrary({
        latest: items(3),
        picks_for_you: items(2),
        continue_watching: items(3).map((item) => ({ ...item, position_seconds: 30 })),
      }),
    );
    client.setQueryData<InfiniteData<ListPage>>(libraryKeys.list('on_demand', 'categories', '12', []), {
      pages: [aPage(aList(), [...items(2), anItem({ id: 2, kind: 'recipe' })])],
      pageParams: [0],
    });
    client.setQueryData<ItemDetails>(libraryKeys.item('workout', 2), details({ id: 2 }));

    markItemCompleted(client, done);

    const library = client.getQueryData<Library>(libraryKeys.store('on_demand'));
    expect(library?.latest.map((item) => item.completed)).toEqual([false, true, false]);
    expect(library?.picks_for_you.map((item) => item.completed)).toEqual([false, true]);
    // A finished play leaves "continue watching" (issue 19).
    expect(library?.continue_watching.map((item) => item.id)).toEqual([1, 3]);
    const list = client.getQueryData<InfiniteData<ListPage>>(
      libraryKeys.list('on_demand', 'categories', '12', []),
    );
    // Same id, other kind: another item.
    expect(list?.pages[0]?.items.map((item) => item.completed)).toEqual([false, true, false]);
    expect(client.getQueryData<ItemDetails>(libraryKeys.item('workout', 2))?.completed).toBe(true);
    expect(client.getQueryState(libraryKeys.store('on_demand'))?.isInvalidated).toBe(true);
  });
});
