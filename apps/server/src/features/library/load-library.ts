import { PAGE_SIZE, SECTION_SIZE, type StoreId } from '@studio/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, lists, stores, trainers } from '../../db/schema';
import { notFound } from '../../errors';
import { type ItemRow, itemFields } from './item-query';
import { pickForMember } from './pick-for-member';

const VIDEO_KINDS = ['workout', 'exercise', 'suggestion_training'] as const;

/** How far back "recently watched" looks, so that it costs the same for a long history as a short one. */
const RECENT_SESSIONS = 200;
/** Every category and curated list of a store is one tile; a store this size is far beyond ours. */
const MAX_SECTION_LISTS = 100;

/** The sections of a store's library (spec M2), each one bounded statement. */
export const loadLibrary = async ({
  db,
  userId,
  storeId,
  now,
}: {
  db: Db;
  userId: number;
  storeId: StoreId;
  now: Date;
}) => {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
  const fields = itemFields(userId);
  const listsOf = (kind: 'categories' | 'curated_lists') =>
    db
      .select()
      .from(lists)
      .where(and(eq(lists.store_id, storeId), eq(lists.kind, kind)))
      .orderBy(asc(lists.position))
      .limit(MAX_SECTION_LISTS);
  const onDemand = storeId === 'on_demand';

  const categories = await listsOf('categories');
  const curated = await listsOf('curated_lists');
  const upcoming = onDemand
    ? ((await db
        .select(fields)
        .from(items)
        .where(
          and(
            eq(items.store_id, storeId),
            eq(items.kind, 'live_training'),
            isNull(items.removed_at),
            // A class stays here while it runs, so members can join it once it has started.
            sql`${items.event_date} + ${items.duration_seconds} * interval '1 second' > ${now}`,
          ),
        )
        .orderBy(asc(items.event_date))
        .limit(SECTION_SIZE)) as ItemRow[])
    : [];
  const latest = (await db
    .select(fields)
    .from(items)
    .where(
      and(
        eq(items.store_id, storeId),
        inArray(items.kind, onDemand ? [...VIDEO_KINDS] : ['recipe']),
        isNull(items.removed_at),
      ),
    )
    .orderBy(desc(items.published_at), desc(items.id))
    .limit(SECTION_SIZE)) as ItemRow[];
  const recent = onDemand ? await recentlyWatched(db, userId) : [];
  const picks = onDemand ? await pickForMember({ db, userId, limit: SECTION_SIZE }) : [];
  const trainerRows = onDemand
    ? await db
        .select({ trainer: trainers })
        .from(lists)
        .innerJoin(trainers, eq(trainers.id, lists.trainer_id))
        .where(and(eq(lists.store_id, storeId), eq(lists.kind, 'trainers')))
        .orderBy(asc(lists.position))
        .limit(MAX_SECTION_LISTS)
    : [];
  return {
    store,
    categories,
    curated,
    upcoming,
    latest,
    recent,
    picks,
    trainers: trainerRows.map((r) => r.trainer),
  };
};

/** The member's last watched items, newest first, one tile each. */
const recentlyWatched = async (db: Db, userId: number): Promise<ItemRow[]> => {
  const recent = sql`(
    select item_id, max(started_at) as last_started from (
      select item_id, started_at from workout_sessions
      where user_id = ${userId} order by started_at desc limit ${RECENT_SESSIONS}
    ) latest group by item_id
  )`;
  return (await db
    .select(itemFields(userId))
    .from(sql`${recent} as recent`)
    .innerJoin(items, sql`${items.id} = recent.item_id`)
    .where(and(isNull(items.removed_at), eq(items.store_id, 'on_demand')))
    .orderBy(sql`recent.last_started desc`)
    .limit(PAGE_SIZE)) as ItemRow[];
};
