import { z } from 'zod/mini';
import type { Wording } from '../i18n/wording';
import { catalogTextField, optionalCatalogKey } from './catalogue';
import { idValue } from './fields';
import { STORE_IDS } from './library';
import { CONTENT_ORIGINS } from './studio-programs';

/**
 * Filter groups in the console (issue 17, coach; decision 0026): a store's groups (Level,
 * Equipment, Diet…) with their options in order, and each workout's or recipe's options. The
 * catalogue file's `filter_groups` and items' `filters` are checked by the same fields.
 */
export const MAX_FILTER_OPTIONS = 50;
/** The most options one item carries (the file has no limit; a member's chips stay readable). */
export const MAX_ITEM_FILTERS = 30;

export const filterPaths = {
  groups: '/api/v4/studio/filters',
  group: (id: number | string) => `/api/v4/studio/filters/${id}`,
  groupVisibility: (id: number | string) => `/api/v4/studio/filters/${id}/visibility`,
  /** PUT: a store's groups in the order members see them. */
  groupOrder: '/api/v4/studio/filters/order',
  options: (groupId: number | string) => `/api/v4/studio/filters/${groupId}/options`,
  option: (groupId: number | string, id: number | string) =>
    `/api/v4/studio/filters/${groupId}/options/${id}`,
  optionOrder: (groupId: number | string) => `/api/v4/studio/filters/${groupId}/options/order`,
  /** GET / PUT: the options a workout or recipe carries. */
  itemFilters: (itemId: number | string) => `/api/v4/studio/items/${itemId}/filters`,
} as const;

export const filterMessages = {
  groupUnknown: 'studio.schema.filter.groupUnknown',
  optionUnknown: 'studio.schema.filter.optionUnknown',
  itemUnknown: 'studio.schema.filter.itemUnknown',
  tooManyOptions: 'studio.schema.filter.tooManyOptions',
  tooManyItemFilters: 'studio.schema.filter.tooManyItemFilters',
  optionOfOtherStore: (id: number): Wording => ({
    id: 'studio.schema.filter.optionOfOtherStore',
    values: { id },
  }),
} as const;

/** A group's title (what an edit changes). */
export const FilterGroupFieldsSchema = z.object({ title: catalogTextField() });
export type FilterGroupFields = z.output<typeof FilterGroupFieldsSchema>;

/** A new group of a store: its key is given or made from the title, and kept. */
export const FilterGroupInputSchema = z.extend(FilterGroupFieldsSchema, {
  key: optionalCatalogKey,
  store: z.enum(STORE_IDS),
});
export type FilterGroupInput = z.input<typeof FilterGroupInputSchema>;
export type FilterGroupValues = z.output<typeof FilterGroupInputSchema>;

export const FilterOptionFieldsSchema = z.object({ title: catalogTextField() });
export const FilterOptionInputSchema = z.extend(FilterOptionFieldsSchema, { key: optionalCatalogKey });
export type FilterOptionInput = z.input<typeof FilterOptionInputSchema>;
export type FilterOptionValues = z.output<typeof FilterOptionInputSchema>;

export const FilterGroupOrderInputSchema = z.object({
  store: z.enum(STORE_IDS),
  ids: z.array(idValue()).check(z.maxLength(1000)),
});

export const ItemFiltersInputSchema = z.object({
  option_ids: z
    .array(idValue())
    .check(z.maxLength(MAX_ITEM_FILTERS, { error: filterMessages.tooManyItemFilters })),
});
export type ItemFiltersInput = z.input<typeof ItemFiltersInputSchema>;

export const StudioFilterOptionSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  origin: z.enum(CONTENT_ORIGINS),
  /** Items (shown or hidden) that carry it. */
  items: z.number(),
});
export type StudioFilterOption = z.output<typeof StudioFilterOptionSchema>;

export const StudioFilterGroupSchema = z.object({
  id: z.number(),
  key: z.string(),
  store: z.enum(STORE_IDS),
  title: z.string(),
  /** Hidden: members do not see it in the library; items keep their options. */
  hidden: z.boolean(),
  origin: z.enum(CONTENT_ORIGINS),
  options: z.array(StudioFilterOptionSchema),
});
export type StudioFilterGroup = z.output<typeof StudioFilterGroupSchema>;
export const StudioFilterGroupsSchema = z.object({ groups: z.array(StudioFilterGroupSchema) });
export type StudioFilterGroups = z.output<typeof StudioFilterGroupsSchema>;

export const ItemFiltersSchema = z.object({ option_ids: z.array(z.number()) });
export type ItemFilters = z.output<typeof ItemFiltersSchema>;
