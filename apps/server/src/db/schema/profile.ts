import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { items } from './library';

/**
 * The member's own space (issue 7): saved lists, measurement sets, progress photos, and the
 * activity counters that keep stats at a constant cost (DESIGN 5). Every row goes with the member.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const member = () =>
  ref('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const savedLists = pgTable(
  'saved_lists',
  {
    id: id(),
    user_id: member(),
    kind: text('kind').$type<'workout' | 'recipe'>().notNull(),
    name: text('name').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('saved_lists_member_idx').on(t.user_id, t.created_at.desc()),
    uniqueIndex('saved_lists_member_name_idx').on(t.user_id, t.kind, sql`lower(${t.name})`),
    check('saved_lists_kind', sql`${t.kind} in ('workout', 'recipe')`),
  ],
);

export const savedListItems = pgTable(
  'saved_list_items',
  {
    list_id: ref('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.list_id, t.item_id] }),
    index('saved_list_items_list_time_idx').on(t.list_id, t.created_at.desc()),
  ],
);

const measure = (name: string) => doublePrecision(name);

/** A measurement set ("profile" in the spec's calls): standard 1 kg/cm or 2 lbs/in, ten measures. */
export const measurementSets = pgTable(
  'measurement_sets',
  {
    id: id(),
    user_id: member(),
    measurement_standard: smallint('measurement_standard').notNull(),
    weight: measure('weight'),
    left_biceps: measure('left_biceps'),
    right_biceps: measure('right_biceps'),
    left_thigh: measure('left_thigh'),
    right_thigh: measure('right_thigh'),
    upper_ab: measure('upper_ab'),
    lower_ab: measure('lower_ab'),
    waist: measure('waist'),
    chest: measure('chest'),
    hips: measure('hips'),
    created_at: createdAt(),
    /** The client's Idempotency-Key (decision 0019): a set sent again with it is not added twice. */
    request_key: text('request_key'),
  },
  (t) => [
    index('measurement_sets_member_idx').on(t.user_id, t.created_at),
    uniqueIndex('measurement_sets_request_key').on(t.user_id, t.request_key),
    check('measurement_sets_standard', sql`${t.measurement_standard} in (1, 2)`),
  ],
);

/** A progress photo: the stored file's key (storage port), deleted with the row, and its size. */
export const progressPictures = pgTable(
  'progress_pictures',
  {
    id: id(),
    user_id: member(),
    storage_key: text('storage_key').notNull(),
    /** The stored file's bytes, counted against the member's quota (0 for photos from before it). */
    size_bytes: integer('size_bytes').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('progress_pictures_member_idx').on(t.user_id, t.created_at)],
);

/**
 * One row per member and calendar day (their time zone) with something done: finished workouts,
 * seconds exercised, meals eaten. Week and month stats read at most 31 rows.
 */
export const memberActivityDays = pgTable(
  'member_activity_days',
  {
    user_id: member(),
    day: date('day', { mode: 'string' }).notNull(),
    workouts: integer('workouts').notNull().default(0),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
    meals: integer('meals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);

/** All-time totals per member, kept with the days above, so that "all time" is one row. */
export const memberTotals = pgTable('member_totals', {
  user_id: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workouts: integer('workouts').notNull().default(0),
  seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  meals: integer('meals').notNull().default(0),
  days_active: integer('days_active').notNull().default(0),
});

/**
 * The member's weekly streak (issue 19, decision 0031): true up to `open_week`, moved on when a
 * workout day is recorded; a read closes the weeks since in memory (shared `streakOn`).
 */
export const memberStreaks = pgTable('member_streaks', {
  user_id: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  open_week: date('open_week', { mode: 'string' }),
  open_days: smallint('open_days').notNull().default(0),
  current: integer('current').notNull().default(0),
  best: integer('best').notNull().default(0),
  /** YYYY-MM of the month whose freeze bridged a missed week last. */
  freeze_month: text('freeze_month'),
});

/**
 * A library workout the member put on a day of their week (issue 19, "My week"); one per item a day.
 */
export const plannedWorkouts = pgTable(
  'planned_workouts',
  {
    id: id(),
    user_id: member(),
    day: date('day', { mode: 'string' }).notNull(),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('planned_workouts_member_day_item').on(t.user_id, t.day, t.item_id)],
);

/** The secret of a member's calendar feed (ICS): its SHA-256 only; a reset replaces it. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    user_id: ref('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The token's SHA-256 only, as for sessions: the URL is shown once, when it is made (issue 33). */
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash').on(t.token_hash)],
);
