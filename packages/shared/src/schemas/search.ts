import { z } from 'zod/mini';
import { ItemSchema, ListSummarySchema, STORE_IDS } from './library';

/**
 * Search (issue 36): one box over a store's workouts, live classes and recipes, its trainers and
 * lists, and (on demand) the programs; results as the member types, tolerant of typos.
 */

/** The longest search a member can type, and how many recent searches are kept for each member. */
export const MAX_SEARCH_LENGTH = 100;
export const RECENT_SEARCHES = 10;

/** A program as a search result: enough for its card; its page has the rest. */
export const SearchProgramSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Weeks. */
  duration: z.number(),
  banner_url: z.nullable(z.string()),
});
export type SearchProgram = z.output<typeof SearchProgramSchema>;

/**
 * GET a store's search (`?q=` and the library's `filters`): the items grouped by kind, the group of
 * the best match first and each group best first; trainers' pages, lists and programs beside.
 */
export const SearchResultsSchema = z.object({
  store_id: z.enum(STORE_IDS),
  query: z.string(),
  groups: z.array(z.object({ kind: ItemSchema.shape.kind, items: z.array(ItemSchema) })),
  trainers: z.array(ListSummarySchema),
  lists: z.array(ListSummarySchema),
  programs: z.array(SearchProgramSchema),
});
export type SearchResults = z.output<typeof SearchResultsSchema>;

/** The member's recent searches, newest first (at most RECENT_SEARCHES). */
export const RecentSearchesSchema = z.object({ searches: z.array(z.string()) });
export type RecentSearches = z.output<typeof RecentSearchesSchema>;
