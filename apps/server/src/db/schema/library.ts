import type { ContentOrigin, ItemKind, ListStoreId, PhraseTranslations, StoreId } from '@studio/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The catalogue (issue 4): loaded from a catalogue file by `npm run catalog:import`, keyed by each
 * entity's `key` so that a re-import keeps ids. Media columns hold a storage key (`catalog/...`) or
 * an absolute URL; the presenter turns keys into the storage's URL.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** A full-text search document (PostgreSQL's `tsvector`), written by the database's own trigger. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ref = (name: string) => bigint(name, { mode: 'number' });

export const stores = pgTable('stores', {
  id: text('id').$type<StoreId>().primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  banner_image: text('banner_image'),
});

export const trainers = pgTable(
  'trainers',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    avatar: text('avatar'),
    background_image: text('background_image'),
    title_image: text('title_image'),
    /** Who owns the row: the catalogue file, or the studio console (an import leaves it alone). */
    origin: text('origin').$type<ContentOrigin>().notNull().default('catalog'),
  },
  (t) => [
    uniqueIndex('trainers_key_idx').on(t.key),
    check('trainers_origin_known', sql`${t.origin} in ('catalog', 'studio')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    product_url: text('product_url').notNull(),
    image: text('image'),
  },
  (t) => [uniqueIndex('products_key_idx').on(t.key)],
);

/** Every playable or readable thing: workouts, exercises, live classes, recipes (spec M3). */
export const items = pgTable(
  'items',
  {
    id: id(),
    key: text('key').notNull(),
    kind: text('kind').$type<ItemKind>().notNull(),
    store_id: text('store_id')
      .$type<StoreId>()
      .notNull()
      .references(() => stores.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    duration_seconds: integer('duration_seconds').notNull().default(0),
    video_hls: text('video_hls'),
    video_mp4: text('video_mp4'),
    live_url: text('live_url'),
    image: text('image'),
    thumb: text('thumb'),
    banner_image: text('banner_image'),
    is_new: boolean('is_new').notNull().default(false),
    published_at: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Live classes: upcoming until then. */
    event_date: timestamp('event_date', { withTimezone: true }),
    recipe_type: text('recipe_type'),
    preparation_time: smallint('preparation_time'),
    label: text('label'),
    diets: smallint('diets').array().notNull().default(sql`'{}'`),
    preparation_guide: jsonb('preparation_guide').$type<string[]>().notNull().default([]),
    /** A video's chapters, one per exercise where the catalogue gives them (issue 19). */
    chapters: jsonb('chapters').$type<{ start_seconds: number; title: string }[]>().notNull().default([]),
    /**
     * Hidden from members everywhere (gone from the catalogue file, hidden or not yet shown in the
     * console), kept so members' history still points at it.
     */
    removed_at: timestamp('removed_at', { withTimezone: true }),
    /**
     * Who owns the row: the catalogue file (its import hides what the file no longer names) or the
     * studio console (an import leaves it alone unless the file names its key).
     */
    origin: text('origin').$type<ContentOrigin>().notNull().default('catalog'),
    /**
     * Search (issue 36), kept by the trigger `items_search` of migration 0037 whenever the item,
     * its trainers or its filter options change: the title (weight A), trainers' names (B),
     * description (C) and filter options' names (D), unaccented and lower case: each word as
     * written ('simple', so a prefix typed matches) and stemmed in the catalogue's language
     * (migration 0038, `studio_search_config()`); `search_title` is the title for trigram similarity.
     */
    search_document: tsvector('search_document').notNull().default(sql`''::tsvector`),
    search_title: text('search_title').notNull().default(''),
    /**
     * A live class streamed through Studio (issue 37): the secret its coach's encoder sends with
     * the stream's name (`live-<id>?key=<stream_key>`); reset on demand. Null for other items.
     */
    stream_key: text('stream_key'),
    /** A live class on air through Studio's engine: since when (null when no stream is on). */
    on_air_since: timestamp('on_air_since', { withTimezone: true }),
    /**
     * The class's public preview (issue 38): an MP4 of TRAILER_SECONDS cut from its video from
     * `trailer_start_seconds` by the `trailer-cut` job, a public storage key (`catalog/trailers/`),
     * and what it was cut from (`<video>@<start>`): when that differs, the sweep cuts it again.
     */
    trailer: text('trailer'),
    trailer_start_seconds: integer('trailer_start_seconds').notNull().default(0),
    trailer_of: text('trailer_of'),
    /** A free sample (issue 38): any member, premium or not, may watch it; the storefront says so. */
    free_sample: boolean('free_sample').notNull().default(false),
  },
  (t) => [
    uniqueIndex('items_key_idx').on(t.key),
    uniqueIndex('items_stream_key_idx').on(t.stream_key),
    index('items_search_document_idx').using('gin', t.search_document),
    index('items_search_title_idx').using('gin', t.search_title.op('gin_trgm_ops')),
    index('items_latest_idx').on(t.store_id, t.kind, t.published_at.desc()),
    check('items_duration_non_negative', sql`${t.duration_seconds} >= 0`),
    check('items_trailer_start_non_negative', sql`${t.trailer_start_seconds} >= 0`),
  ],
);

export const itemTrainers = pgTable(
  'item_trainers',
  {
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    trainer_id: ref('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.trainer_id] }),
    index('item_trainers_trainer_idx').on(t.trainer_id),
  ],
);

export const itemProducts = pgTable(
  'item_products',
  {
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    product_id: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.product_id] })],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    display_name: text('display_name').notNull(),
    /** Where the shop keeps it (catalogue, optional): the shopping list groups by it. */
    aisle: text('aisle'),
  },
  (t) => [uniqueIndex('recipe_ingredients_item_position_idx').on(t.item_id, t.position)],
);

/** Categories, curated lists and one list per trainer, each with its items in order. */
export const lists = pgTable(
  'lists',
  {
    id: id(),
    key: text('key').notNull(),
    store_id: text('store_id')
      .$type<StoreId>()
      .notNull()
      .references(() => stores.id),
    kind: text('kind').$type<ListStoreId>().notNull(),
    trainer_id: ref('trainer_id').references(() => trainers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bio: text('bio').notNull().default(''),
    image: text('image'),
    background_image: text('background_image'),
    title_image: text('title_image'),
    position: integer('position').notNull(),
    /** Hidden by staff (a list, or a trainer's page): members neither see it nor open it. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    /** Who owns the row: the catalogue file, or the studio console (an import leaves it alone). */
    origin: text('origin').$type<ContentOrigin>().notNull().default('catalog'),
  },
  (t) => [
    uniqueIndex('lists_key_idx').on(t.key),
    check('lists_origin_known', sql`${t.origin} in ('catalog', 'studio')`),
    uniqueIndex('lists_trainer_idx').on(t.trainer_id),
    index('lists_store_kind_idx').on(t.store_id, t.kind, t.position),
  ],
);

/** Dense positions 0..n-1 (the importer rewrites them), so page N starts at `position >= offset`. */
export const listItems = pgTable(
  'list_items',
  {
    list_id: ref('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.list_id, t.position] }), index('list_items_item_idx').on(t.item_id)],
);

export const filterGroups = pgTable(
  'filter_groups',
  {
    id: id(),
    key: text('key').notNull(),
    store_id: text('store_id')
      .$type<StoreId>()
      .notNull()
      .references(() => stores.id),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** Who owns the row: the catalogue file, or the studio console (an import leaves it alone). */
    origin: text('origin').$type<ContentOrigin>().notNull().default('catalog'),
    /** Hidden by a coach: members do not see the group; its items keep their options (decision 0026). */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('filter_groups_store_key_idx').on(t.store_id, t.key),
    check('filter_groups_origin_known', sql`${t.origin} in ('catalog', 'studio')`),
  ],
);

export const filterOptions = pgTable(
  'filter_options',
  {
    id: id(),
    group_id: ref('group_id')
      .notNull()
      .references(() => filterGroups.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** An option a coach adds to a file's group stays through imports (decision 0026). */
    origin: text('origin').$type<ContentOrigin>().notNull().default('catalog'),
  },
  (t) => [
    uniqueIndex('filter_options_group_key_idx').on(t.group_id, t.key),
    check('filter_options_origin_known', sql`${t.origin} in ('catalog', 'studio')`),
  ],
);

export const itemFilterOptions = pgTable(
  'item_filter_options',
  {
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    option_id: ref('option_id')
      .notNull()
      .references(() => filterOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.option_id] }),
    index('item_filter_options_option_idx').on(t.option_id, t.item_id),
  ],
);

/** The home page's daily phrase, one a day in order. */
export const dailyPhrases = pgTable(
  'daily_phrases',
  {
    id: id(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    /** The phrase in other languages (issue 35): a member reading one of them gets its words. */
    translations: jsonb('translations').$type<PhraseTranslations>().notNull().default({}),
    position: integer('position').notNull(),
    /** Who owns the row: the catalogue file, or the studio console (an import leaves it alone). */
    origin: text('origin').$type<ContentOrigin>().notNull().default('catalog'),
  },
  (t) => [
    uniqueIndex('daily_phrases_key_idx').on(t.key),
    check('daily_phrases_origin_known', sql`${t.origin} in ('catalog', 'studio')`),
  ],
);

// ---------------------------------------------------------------------------------------------
/**
 * A video uploaded in the console (issue 17) and its transcode: the uploaded MP4 is kept under
 * `source_key` until a transcode succeeds; `upload` names this upload's files, so a job of an older
 * upload never overwrites a newer one.
 */
export const itemVideos = pgTable('item_videos', {
  item_id: ref('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  upload: text('upload').notNull(),
  state: text('state').$type<'processing' | 'ready' | 'failed'>().notNull(),
  source_key: text('source_key'),
  error: text('error'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** WebVTT caption tracks of an item, one per language (issue 17). */
export const itemCaptions = pgTable(
  'item_captions',
  {
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    storage_key: text('storage_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.language] })],
);

// A member's playback history and feedback (deleted with the member).

/** One play of an item: started on play, finished once past 80 % (spec M4). */
export const workoutSessions = pgTable(
  'workout_sessions',
  {
    id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** The item's duration when it was finished, for stats that must not move with the catalogue. */
    duration_seconds: integer('duration_seconds').notNull().default(0),
  },
  (t) => [
    index('workout_sessions_member_item_idx').on(t.user_id, t.item_id, t.started_at.desc()),
    index('workout_sessions_member_started_idx').on(t.user_id, t.started_at.desc()),
    // The dashboard's rollup reads one studio day of finished workouts (decision 0021), and its
    // weeks the members who trained: with the member in the index, a read of the heap is spared
    // per play (issue 40: 283 ms for a week of a million members' plays without it).
    index('workout_sessions_finished_idx')
      .on(t.finished_at, t.user_id)
      .where(sql`${t.finished_at} is not null`),
    index('workout_sessions_member_finished_idx')
      .on(t.user_id, t.finished_at)
      .where(sql`${t.finished_at} is not null`),
  ],
);

/**
 * Where a member stopped watching an item, one row per member and item (issue 19, "Resume
 * anywhere"). `session_id` is the play it was saved in and `played_at` when that play first saved
 * one: "continue watching" is ordered by it, and the change feed hears a row only when it enters,
 * leaves or moves in that list (migration 0024), not on each 10-second save of the same play.
 * A finish deletes the row, and no position is kept for a play already finished.
 */
export const playbackPositions = pgTable(
  'playback_positions',
  {
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    session_id: ref('session_id'),
    played_at: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.item_id] }),
    index('playback_positions_member_played_idx').on(t.user_id, t.played_at.desc()),
    check('playback_positions_seconds', sql`${t.seconds} between 0 and 86400`),
  ],
);

export const workoutFeedback = pgTable(
  'workout_feedback',
  {
    id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    difficulty: smallint('difficulty').notNull(),
    comment: text('comment').notNull(),
    trainable_type: text('trainable_type').$type<ItemKind>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workout_feedback_member_idx').on(t.user_id, t.created_at),
    check('workout_feedback_difficulty', sql`${t.difficulty} between 1 and 3`),
  ],
);

/**
 * A member's recent searches (issue 36): what they searched and opened or confirmed, newest first;
 * the app keeps RECENT_SEARCHES of them (older ones are deleted as new ones come).
 */
export const recentSearches = pgTable(
  'recent_searches',
  {
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    searched_at: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.query] }),
    index('recent_searches_user_idx').on(t.user_id, t.searched_at.desc()),
  ],
);
