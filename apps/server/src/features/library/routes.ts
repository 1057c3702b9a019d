import {
  FilterGroupsSchema,
  ITEM_KINDS,
  type Item,
  ItemDetailsSchema,
  LIST_STORE_IDS,
  LibrarySchema,
  ListPageSchema,
  type ListStoreId,
  libraryPaths,
  MAX_LIST_OFFSET,
  MAX_SEARCH_LENGTH,
  RecentSearchesSchema,
  SearchResultsSchema,
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
import { clearRecentSearches, loadRecentSearches, recordSearch } from './recent-searches';
import { search, searchText } from './search';
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

const filtersParam = z
  .string()
  .regex(/^(\d{1,15}(,\d{1,15}){0,49})?$/, 'shared.library.filtersInvalid')
  .optional()
  .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []));

const ListQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'server.library.offsetInvalid' })
    .int('server.library.offsetInvalid')
    .min(0, 'server.library.offsetInvalid')
    .max(MAX_LIST_OFFSET)
    .default(0),
  filters: filtersParam,
});

const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'server.library.searchInvalid' })
    .max(MAX_SEARCH_LENGTH * 2, 'server.library.searchInvalid'),
  filters: filtersParam,
});

/** The items of a search in groups of one kind: the group of the best match first, each best first. */
const byKind = (found: Item[]) => {
  const groups = new Map<Item['kind'], Item[]>();
  for (const item of found) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  return [...groups].map(([kind, members]) => ({ kind, items: members }));
};

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
        const library = await loadLibrary({
          db: await app.reads(userId),
          userId,
          weeklyGoal,
          storeId,
          now: p.now,
        });
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
      handler: async (request) => ({
        groups: await loadFilterGroups(
          await app.reads(currentMember(request).userId),
          asStore(request.params.store_id),
        ),
      }),
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
          db: await app.reads(userId),
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

    app.get(libraryPaths.search(':store_id'), {
      ...cachedAnswer,
      schema: {
        summary:
          "A store's search (issue 36): items by kind, trainers' pages, lists and programs whose words start with what was typed, or close to it (typos)",
        description:
          'Each word of `q` must start a word of an item (title, trainers, description, filter options; accents and case ignored), or `q` must be close to part of its title (pg_trgm word similarity ≥ 0.4). `filters` narrows as on a list page. Premium items come with `can_watch` false for a member without premium, as everywhere.',
        params: z.object({ store_id: storeParam }),
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema },
      },
      handler: async (request) => {
        const member = currentMember(request);
        const storeId = asStore(request.params.store_id);
        const p = watchPresenter(app, member, grants);
        const text = searchText('q', request.query.q);
        const found = await search({
          db: await app.reads(member.userId),
          userId: member.userId,
          storeId,
          text,
          optionIds: request.query.filters,
          now: p.now,
        });
        return {
          store_id: storeId,
          query: text,
          groups: byKind(found.items.map((row) => presentItem(row, p))),
          trainers: found.trainers.map((row) => presentList(row, p)),
          lists: found.lists.map((row) => presentList(row, p)),
          programs: found.programs.map((row) => ({
            id: row.id,
            title: row.title,
            description: row.description,
            duration: row.weeks,
            banner_url: p.media(row.banner_image),
          })),
        };
      },
    });

    app.get(libraryPaths.recentSearches, {
      schema: {
        summary: "The member's recent searches, newest first (issue 36)",
        response: { 200: RecentSearchesSchema },
      },
      handler: async (request) => ({ searches: await loadRecentSearches(db, currentMember(request).userId) }),
    });

    app.post(libraryPaths.recentSearches, {
      schema: {
        summary:
          "Keeps a search among the member's recent ones (the app sends one the member opened or confirmed)",
        body: z.object({ query: z.string({ error: 'server.library.searchInvalid' }) }),
        response: { 200: RecentSearchesSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        return { searches: await recordSearch(db, userId, searchText('query', request.body.query)) };
      },
    });

    app.delete(libraryPaths.recentSearches, {
      schema: {
        summary: "Forgets the member's recent searches",
        response: { 200: RecentSearchesSchema },
      },
      handler: async (request) => {
        await clearRecentSearches(db, currentMember(request).userId);
        return { searches: [] };
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
          db: await app.reads(member.userId),
          userId: member.userId,
          kind: request.params.kind,
          id: request.params.id,
        });
        return presentItemDetails(details.row, details, watchPresenter(app, member, grants));
      },
    });
  },
);
