import { LIST_STORE_IDS, PAGE_SIZE, SECTION_SIZE, STORE_IDS, type StoreId } from '@studio/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { items, lists, stores, trainers } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { notFound } from '../../errors';
import { continueWatchingJson, continueWatchingRows } from './continue-watching';
import { itemJson, itemRows } from './item-query';
import { picksFor, picksJson } from './pick-for-member';

/** How far back "recently watched" looks, so that it costs the same for a long history as a short one. */
const RECENT_SESSIONS = 200;
/** Every category and curated list of a store is one tile; a store this size is far beyond ours. */
const MAX_SECTION_LISTS = 100;

const userId = sql.placeholder('userId');
const onDemand = sql`${col(stores.id)} = 'on_demand'`;

/** A section of items as a JSON array, in the order `order` names among the selected `rows`. */
const section = (rows: SQL, when?: SQL) => {
  const json = sql`coalesce((select json_agg(section.item order by section.rank) from (${rows}) section), '[]'::json)`;
  return when ? sql`case when ${when} then ${json} else '[]'::json end` : json;
};

/** A store's lists of one kind (categories, curated lists) as a JSON array, in catalogue order. */
const listsOf = (kind: 'categories' | 'curated_lists') => sql`coalesce((
  select json_agg(row_to_json(l) order by l.position) from (
    select * from ${lists} where ${col(lists.store_id)} = ${col(stores.id)} and ${col(lists.kind)} = ${kind}
      and ${col(lists.hidden_at)} is null
    order by ${col(lists.position)} limit ${MAX_SECTION_LISTS}) l), '[]'::json)`;

const VIDEO_KINDS = sql`('workout', 'exercise', 'suggestion_training')`;
const liveEnd = sql`${col(items.event_date)} + ${col(items.duration_seconds)} * interval '1 second'`;

/**
 * A store's library (spec M2) in one prepared statement: every section a bounded subquery, read
 * as JSON (the member's level for their picks, and the clock for live classes, are placeholders).
 */
const libraryQuery = preparedOnce((db) =>
  db
    .select({
      store: stores,
      categories: listsOf('categories'),
      curated: listsOf('curated_lists'),
      // A class stays here while it runs, so members can join it once it has started.
      upcoming: section(
        sql`select ${itemJson(userId)} as item, row_number() over (order by ${col(items.event_date)}) as rank
          from ${items} where ${col(items.store_id)} = ${col(stores.id)} and ${col(items.kind)} = 'live_training'
            and ${col(items.removed_at)} is null and ${liveEnd} > ${sql.placeholder('now')}::timestamptz
          order by ${col(items.event_date)} limit ${SECTION_SIZE}`,
        onDemand,
      ),
      latest: section(
        sql`select ${itemJson(userId)} as item,
            row_number() over (order by ${col(items.published_at)} desc, ${col(items.id)} desc) as rank
          from ${items} where ${col(items.store_id)} = ${col(stores.id)} and ${col(items.removed_at)} is null
            and (case when ${onDemand} then ${col(items.kind)} in ${VIDEO_KINDS} else ${col(items.kind)} = 'recipe' end)
          order by ${col(items.published_at)} desc, ${col(items.id)} desc limit ${SECTION_SIZE}`,
      ),
      // The member's last watched items, newest first, one tile each.
      recent: section(
        sql`select ${itemJson(userId)} as item, row_number() over (order by recent.last_started desc) as rank
          from (select item_id, max(started_at) as last_started from (
              select item_id, started_at from workout_sessions
              where user_id = ${userId} order by started_at desc nulls last limit ${RECENT_SESSIONS}
            ) latest group by item_id) recent
          inner join ${items} on ${col(items.id)} = recent.item_id
          where ${col(items.removed_at)} is null and ${col(items.store_id)} = 'on_demand'
          order by recent.last_started desc limit ${PAGE_SIZE}`,
        onDemand,
      ),
      continueWatching: sql`case when ${onDemand} then ${continueWatchingJson(userId)} else '[]'::json end`,
      picks: sql`case when ${onDemand} then ${picksJson({
        userId,
        level: sql`${sql.placeholder('level')}`,
        targetSeconds: sql`${sql.placeholder('targetSeconds')}`,
        limit: SECTION_SIZE,
      })} else '[]'::json end`,
      trainers: sql`case when ${onDemand} then coalesce((
          select json_agg(row_to_json(t) order by t.position) from (
            select ${trainers}.*, ${col(lists.position)} as position from ${lists}
            inner join ${trainers} on ${col(trainers.id)} = ${col(lists.trainer_id)}
            where ${col(lists.store_id)} = ${col(stores.id)} and ${col(lists.kind)} = 'trainers'
              and ${col(lists.hidden_at)} is null
            order by ${col(lists.position)} limit ${MAX_SECTION_LISTS}) t), '[]'::json) else '[]'::json end`,
    })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('storeId')))
    .prepare('member_library'),
);

/** A store's list rows as a statement's JSON column gives them (search reads its lists alike). */
export const ListsJson = z.array(
  z.object({
    id: z.number(),
    key: z.string(),
    store_id: z.enum(STORE_IDS),
    kind: z.enum(LIST_STORE_IDS),
    trainer_id: z.number().nullable(),
    title: z.string(),
    description: z.string(),
    bio: z.string(),
    image: z.string().nullable(),
    background_image: z.string().nullable(),
    title_image: z.string().nullable(),
    position: z.number(),
  }),
);

const TrainersJson = z.array(
  z.object({
    id: z.number(),
    key: z.string(),
    name: z.string(),
    headline: z.string(),
    bio: z.string(),
    avatar: z.string().nullable(),
    background_image: z.string().nullable(),
    title_image: z.string().nullable(),
    position: z.number(),
  }),
);

/** The sections of a store's library (spec M2), in one statement. */
export const loadLibrary = async ({
  db,
  userId: member,
  weeklyGoal,
  storeId,
  now,
}: {
  db: Db;
  userId: number;
  /** The member's weekly goal (null: no profile yet): their picks lean to its level. */
  weeklyGoal: number | null;
  storeId: StoreId;
  now: Date;
}) => {
  const [row] = await libraryQuery(db).execute({ userId: member, storeId, now, ...picksFor(weeklyGoal) });
  if (!row) throw notFound();
  return {
    store: row.store,
    categories: ListsJson.parse(row.categories),
    curated: ListsJson.parse(row.curated),
    upcoming: itemRows(row.upcoming),
    latest: itemRows(row.latest),
    recent: itemRows(row.recent),
    continueWatching: continueWatchingRows(row.continueWatching),
    picks: itemRows(row.picks),
    trainers: TrainersJson.parse(row.trainers).map(({ position: _, ...trainer }) => trainer),
  };
};
