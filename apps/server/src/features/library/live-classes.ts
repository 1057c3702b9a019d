import crypto from 'node:crypto';
import { type LiveValues, liveMessages, type StudioLive } from '@studio/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, itemTrainers, trainers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { dayIn, wallTimeIn, zoned } from '../../lib/studio-time';
import { refreshTrainerLists, removeFromLists } from './list-membership';

/** Classes that ended longer ago than this leave the console's list (they stay in the catalogue). */
const SHOWN_AFTER_END_MS = 7 * 24 * 3_600_000;

export type LiveRow = typeof items.$inferSelect & { trainer: { id: number; name: string } | null };

/** A class's stream name at the engine, and its HLS folder: public (the key travels beside it). */
const streamName = (itemId: number) => `live-${itemId}`;
/** The class a stream name is of (null: not one of ours). */
export const itemOfStream = (name: string): number | null => {
  const match = /^live-([1-9]\d{0,14})$/.exec(name);
  return match ? Number(match[1]) : null;
};
/** The storage-like key of a class's live playlist, served from the engine's HLS folder (media routes). */
export const LIVE_MEDIA_PREFIX = 'live/hls/';
export const liveHlsKey = (itemId: number) => `${LIVE_MEDIA_PREFIX}${streamName(itemId)}/index.m3u8`;
/** A stream key: 144 random bits, in the characters an encoder's key field takes (as migration 0039's). */
const newStreamKey = () => crypto.randomBytes(18).toString('base64url');

/** Where the studio's engine takes streams (issue 37); null: no engine, pasted addresses only. */
export type LiveEngine = { ingestUrl: string } | null;

export const presentLive = (row: LiveRow, zone: string, engine: LiveEngine): StudioLive => {
  const start = row.event_date ?? row.published_at;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    event_date: start.toISOString(),
    date: dayIn(start, zone),
    time: zoned(start).tz(zone).format('HH:mm'),
    duration_minutes: Math.round(row.duration_seconds / 60),
    trainer: row.trainer,
    live_url: row.live_url ?? '',
    cancelled: row.removed_at !== null,
    stream:
      engine && row.stream_key
        ? {
            ingest_url: engine.ingestUrl,
            // OBS's "Stream Key" field: the stream's name, and the secret the engine asks Studio about.
            stream_key: `${streamName(row.id)}?key=${row.stream_key}`,
            on_air_since: row.on_air_since?.toISOString() ?? null,
          }
        : null,
  };
};

const liveRows = async (db: Db, where: ReturnType<typeof and>): Promise<LiveRow[]> => {
  const rows = await db
    .select({ item: items, trainerId: trainers.id, trainerName: trainers.name })
    .from(items)
    .leftJoin(itemTrainers, and(eq(itemTrainers.item_id, items.id), eq(itemTrainers.position, 0)))
    .leftJoin(trainers, eq(trainers.id, itemTrainers.trainer_id))
    .where(and(eq(items.kind, 'live_training'), where))
    .orderBy(asc(items.event_date), asc(items.id));
  return rows.map(({ item, trainerId, trainerName }) => ({
    ...item,
    trainer: trainerId === null ? null : { id: trainerId, name: trainerName ?? '' },
  }));
};

/** The classes to come and those of the last week, soonest first (cancelled ones included). */
export const listLives = (db: Db, now = new Date()): Promise<LiveRow[]> =>
  liveRows(
    db,
    and(
      gt(
        sql`${items.event_date} + make_interval(secs => ${items.duration_seconds})`,
        new Date(now.getTime() - SHOWN_AFTER_END_MS),
      ),
    ),
  );

export const findLive = async (db: Db, id: number): Promise<LiveRow> => {
  const [row] = await liveRows(db, and(eq(items.id, id)));
  if (!row) throw notFound(liveMessages.liveUnknown);
  return row;
};

export const trainerChoices = (db: Db) =>
  db.select({ id: trainers.id, name: trainers.name }).from(trainers).orderBy(asc(trainers.name));

/** The start of a class from its day and time in the studio's zone; a start already past is refused. */
const startOf = (values: LiveValues, zone: string, now: Date): Date => {
  const start = wallTimeIn(values.date, values.time, zone);
  if (start <= now) {
    throw new AppError('validation', liveMessages.inThePast, { date: [liveMessages.inThePast] });
  }
  return start;
};

/** A class with no address streams through Studio, which needs the engine. */
const liveUrlOf = (values: LiveValues, engine: LiveEngine): string | null => {
  if (values.live_url !== '') return values.live_url;
  if (engine) return null;
  throw new AppError('validation', liveMessages.urlRequired, { live_url: [liveMessages.urlRequired] });
};

const trainerOf = async (db: Db, values: LiveValues): Promise<number> => {
  const id = Number(values.trainer_id);
  const [found] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, id));
  if (!found) {
    throw new AppError('validation', liveMessages.trainerUnknown, {
      trainer_id: [liveMessages.trainerUnknown],
    });
  }
  return found.id;
};

/** A new key, as the catalogue file keys items: the title's words and a random tail. */
const newKey = (title: string) =>
  `live-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}-${crypto.randomBytes(3).toString('hex')}`;

/** Schedules a class on the on-demand page (its image: the trainer's, until the console sets one). */
export const createLive = async (
  db: Db,
  values: LiveValues,
  zone: string,
  engine: LiveEngine,
  now = new Date(),
): Promise<LiveRow> => {
  const start = startOf(values, zone, now);
  const liveUrl = liveUrlOf(values, engine);
  const trainerId = await trainerOf(db, values);
  const [trainer] = await db.select().from(trainers).where(eq(trainers.id, trainerId));
  const [item] = await db
    .insert(items)
    .values({
      key: newKey(values.title),
      kind: 'live_training',
      store_id: 'on_demand',
      title: values.title,
      description: values.description,
      duration_seconds: values.duration_minutes * 60,
      live_url: liveUrl,
      stream_key: newStreamKey(),
      event_date: start,
      published_at: now,
      image: trainer?.background_image ?? trainer?.avatar ?? null,
      // The console's: a later catalogue import leaves it alone.
      origin: 'studio',
    })
    .returning();
  if (!item) throw new Error('live insert returned no row');
  await db.insert(itemTrainers).values({ item_id: item.id, trainer_id: trainerId, position: 0 });
  await refreshTrainerLists(db, [trainerId]);
  return findLive(db, item.id);
};

/** Changes a class still to come (a cancelled one is refused). */
export const updateLive = async (
  db: Db,
  id: number,
  values: LiveValues,
  zone: string,
  engine: LiveEngine,
  now = new Date(),
): Promise<{ before: LiveRow; after: LiveRow }> => {
  const before = await findLive(db, id);
  if (before.removed_at) throw new AppError('conflict', liveMessages.cancelled);
  const start = startOf(values, zone, now);
  const liveUrl = liveUrlOf(values, engine);
  const trainerId = await trainerOf(db, values);
  await db
    .update(items)
    .set({
      title: values.title,
      description: values.description,
      duration_seconds: values.duration_minutes * 60,
      live_url: liveUrl,
      event_date: start,
    })
    .where(eq(items.id, id));
  await db.delete(itemTrainers).where(eq(itemTrainers.item_id, id));
  await db.insert(itemTrainers).values({ item_id: id, trainer_id: trainerId, position: 0 });
  await refreshTrainerLists(db, [trainerId, ...(before.trainer ? [before.trainer.id] : [])]);
  return { before, after: await findLive(db, id) };
};

/** Cancels a class: members no longer see it; it stays for the history that points at it. */
export const cancelLive = async (
  db: Db,
  id: number,
  now = new Date(),
): Promise<{ before: LiveRow; after: LiveRow }> => {
  const before = await findLive(db, id);
  if (before.removed_at) throw new AppError('conflict', liveMessages.cancelled);
  await db.update(items).set({ removed_at: now }).where(eq(items.id, id));
  await removeFromLists(db, id);
  return { before, after: await findLive(db, id) };
};

/** A new stream key for a class (issue 37): an encoder with the old one is refused from now on. */
export const resetStreamKey = async (db: Db, id: number): Promise<{ before: LiveRow; after: LiveRow }> => {
  const before = await findLive(db, id);
  if (before.removed_at) throw new AppError('conflict', liveMessages.cancelled);
  await db.update(items).set({ stream_key: newStreamKey() }).where(eq(items.id, id));
  return { before, after: await findLive(db, id) };
};
