import {
  FilterGroupsSchema,
  ITEM_KINDS,
  ItemDetailsSchema,
  LIST_STORE_IDS,
  LibrarySchema,
  ListPageSchema,
  type ListStoreId,
  libraryPaths,
  MAX_LIST_OFFSET,
  STORE_IDS,
  type StoreId,
} from '@studio/shared';
import { z } from 'zod';
import { notFound } from '../../errors';
import { pathId } from '../../lib/route-params';
import { cachedAnswer, currentMember, memberRoutes } from '../accounts';
import { loadFilterGroups } from './load-filters';
import { loadItemDetails } from './load-item';
import { loadLibrary } from './load-library';
import { loadListPage } from './load-list-page';
import { presentItem, presentItemDetails, presentLibrary, presentList } from './present';
import { type WatchGrant, watchPresenter } from './watch-access';

const tags = ['library'];

const storeParam = z.string().max(40);
const asStore = (value: string): StoreId => {
  const store = STORE_IDS.find((s) => s === value);
  if (!store) throw notFound('shared.library.storeUnknown');
  return store;
};
const asListStore = (value: string): ListStoreId => {
  const kind = LIST_STORE_IDS.find((s) => s === value);
  if (!kind) throw notFound();
  return kind;
};

const ListQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'server.library.offsetInvalid' })
    .int('server.library.offsetInvalid')
    .min(0, 'server.library.offsetInvalid')
    .max(MAX_LIST_OFFSET)
    .default(0),
  filters: z
    .string()
    .regex(/^(\d{1,15}(,\d{1,15}){0,49})?$/, 'shared.library.filtersInvalid')
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : [])),
});

/** The library: a store's sections, its filters, a list's pages and an item's details (issue 4). */
export type LibraryOptions = { watchGrants?: readonly WatchGrant[] };

export const libraryRoutes = memberRoutes<LibraryOptions>(
  { tags, errors: [400, 404] },
  async (app, options) => {
    const grants = options.watchGrants ?? [];
    const { db } = app.deps.database;

    app.get(libraryPaths.library(':store_id'), {
      ...cachedAnswer,
      schema: {
        summary:
          "A store's library: banner, categories, upcoming lives, picks, curated lists, latest, recently watched, trainers",
        params: z.object({ store_id: storeParam }),
        response: { 200: LibrarySchema },
      },
      handler: async (request) => {
        const member = currentMember(request);
        const { userId } = member;
        const storeId = asStore(request.params.store_id);
        const p = watchPresenter(app, member, grants);
        const weeklyGoal = member.profile?.weekly_goal ?? null;
        const library = await loadLibrary({ db, userId, weeklyGoal, storeId, now: p.now });
        return presentLibrary(storeId, library, p);
      },
    });

    app.get(libraryPaths.filters(':store_id'), {
      ...cachedAnswer,
      schema: {
        summary: "A store's filter groups with their options",
        params: z.object({ store_id: storeParam }),
        response: { 200: FilterGroupsSchema },
      },
      handler: async (request) => ({ groups: await loadFilterGroups(db, asStore(request.params.store_id)) }),
    });

    app.get(libraryPaths.list(':store_id', ':list_store_id', ':id'), {
      ...cachedAnswer,
      schema: {
        summary:
          'One page (10 items from offset) of a category, curated list or trainer; filters are option ids',
        params: z.object({ store_id: storeParam, list_store_id: z.string().max(40), id: pathId }),
        querystring: ListQuerySchema,
        response: { 200: ListPageSchema },
      },
      handler: async (request) => {
        const member = currentMember(request);
        const { userId } = member;
        const storeId = asStore(request.params.store_id);
        const { offset, filters } = request.query;
        const { list, items } = await loadListPage({
          db,
          userId,
          storeId,
          listStoreId: asListStore(request.params.list_store_id),
          id: request.params.id,
          offset,
          optionIds: filters,
        });
        const p = watchPresenter(app, member, grants);
        return { list: presentList(list, p), items: items.map((row) => presentItem(row, p)), offset };
      },
    });

    app.get(libraryPaths.item(':kind', ':id'), {
      ...cachedAnswer,
      schema: {
        summary: 'Item details: banner, instructors, equipment products, ingredients, preparation guide',
        params: z.object({ kind: z.enum(ITEM_KINDS), id: pathId }),
        response: { 200: ItemDetailsSchema },
      },
      handler: async (request) => {
        const member = currentMember(request);
        const details = await loadItemDetails({
          db,
          userId: member.userId,
          kind: request.params.kind,
          id: request.params.id,
        });
        return presentItemDetails(details.row, details, watchPresenter(app, member, grants));
      },
    });
  },
);
