import crypto from 'node:crypto';
import { LIVE_EARLY_MINUTES, LIVE_LATE_MINUTES } from '@studio/shared';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { items, liveStreams } from '../../db/schema';
import type { Jobs } from '../../jobs/queue';
import { itemOfStream } from '../library';
import { LIVE_REMINDERS } from './reminders';
import { LIVE_REPLAY } from './replay';

/** Why the engine was told no: said in the log, never to the encoder (RTMP has no words for it). */
export type PublishRefusal = 'unknown_stream' | 'cancelled' | 'wrong_key' | 'outside_window';

type Send = Pick<Jobs, 'send'>;

/** A stream the engine names in its calls: the class's stream name, the key sent, the connection. */
export type EngineStream = { name: string; key: string; clientId: string };

/** An open stream the engine has not spoken of for this long is gone (the engine died or restarted). */
const STALE_AFTER_MS = 90_000;
/** Members who asked are mailed when the class starts, or at once when its stream starts later. */
const REMIND_BEFORE_START_MS = 2 * 60_000;

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/**
 * The class's window (issue 37): from LIVE_EARLY_MINUTES before its start to LIVE_LATE_MINUTES after
 * its scheduled end, so a coach can test the picture first and a class that overruns stays on air.
 */
export const publishWindow = (eventDate: Date, durationSeconds: number): { from: Date; until: Date } => ({
  from: new Date(eventDate.getTime() - LIVE_EARLY_MINUTES * 60_000),
  until: new Date(eventDate.getTime() + durationSeconds * 1000 + LIVE_LATE_MINUTES * 60_000),
});

/** Whether the engine may take (or keep) this stream: the class's current key, not cancelled, in its window. */
const judge = async (tx: Tx, { name, key }: EngineStream, now: Date) => {
  const itemId = itemOfStream(name);
  if (itemId === null) return { ok: false as const, reason: 'unknown_stream' as const };
  const [item] = await tx
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.kind, 'live_training')))
    .for('update');
  if (!item?.event_date) return { ok: false as const, reason: 'unknown_stream' as const };
  if (item.removed_at) return { ok: false as const, reason: 'cancelled' as const };
  if (!item.stream_key || !sameSecret(key, item.stream_key))
    return { ok: false as const, reason: 'wrong_key' as const };
  const window = publishWindow(item.event_date, item.duration_seconds);
  if (now < window.from || now > window.until)
    return { ok: false as const, reason: 'outside_window' as const };
  return { ok: true as const, item };
};

/** The class goes off air once none of its streams is open. */
const offAirUnlessOpen = async (tx: Tx, itemId: number) => {
  await tx
    .update(items)
    .set({ on_air_since: null })
    .where(
      and(
        eq(items.id, itemId),
        isNotNull(items.on_air_since),
        sql`not exists (select 1 from ${liveStreams} where ${liveStreams.item_id} = ${itemId} and ${liveStreams.ended_at} is null)`,
      ),
    );
};

/**
 * The engine asks whether to take a stream (`on_publish`). A stream taken puts the class on air
 * (members see "Live now") and times the reminder mails: at the class's start, or now when it
 * started already (a coach testing the picture 30 minutes early does not mail anyone). Streams of
 * the class the engine stopped speaking of (it died or restarted) are closed first.
 */
export const startStream = async (
  db: Db,
  jobs: Send,
  stream: EngineStream,
  now = new Date(),
): Promise<{ ok: true; itemId: number; streamId: number } | { ok: false; reason: PublishRefusal }> =>
  db.transaction(async (tx) => {
    const judged = await judge(tx, stream, now);
    if (!judged.ok) return judged;
    const { item } = judged;
    await tx
      .update(liveStreams)
      .set({ ended_at: now })
      .where(
        and(
          eq(liveStreams.item_id, item.id),
          isNull(liveStreams.ended_at),
          lt(liveStreams.seen_at, new Date(now.getTime() - STALE_AFTER_MS)),
        ),
      );
    const [row] = await tx
      .insert(liveStreams)
      .values({ item_id: item.id, client_id: stream.clientId, started_at: now, seen_at: now })
      .returning({ id: liveStreams.id });
    if (!row) throw new Error('live stream insert returned no row');
    await tx
      .update(items)
      .set({ on_air_since: sql`coalesce(${items.on_air_since}, ${now.toISOString()}::timestamptz)` })
      .where(eq(items.id, item.id));
    const remindAt = new Date((item.event_date as Date).getTime() - REMIND_BEFORE_START_MS);
    await jobs.send(
      LIVE_REMINDERS,
      { itemId: item.id },
      { db: tx, startAfter: remindAt > now ? remindAt : undefined },
    );
    return { ok: true as const, itemId: item.id, streamId: row.id };
  });

/**
 * The engine asks every 30 s whether a stream goes on (`on_update`): no once its key was reset, the
 * class cancelled or its window over, and the engine cuts the encoder off.
 */
export const keepStream = async (
  db: Db,
  stream: EngineStream,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: PublishRefusal }> =>
  db.transaction(async (tx) => {
    const judged = await judge(tx, stream, now);
    if (!judged.ok) return judged;
    await tx
      .update(liveStreams)
      .set({ seen_at: now })
      .where(
        and(
          eq(liveStreams.item_id, judged.item.id),
          eq(liveStreams.client_id, stream.clientId),
          isNull(liveStreams.ended_at),
        ),
      );
    return { ok: true as const };
  });

/**
 * The engine says a stream stopped (`on_publish_done`, also for one it refused as a second publisher
 * of the name): that connection's stream ends, and the class goes off air once none is open. Said
 * twice, the same.
 */
export const endStream = async (db: Db, { name, clientId }: Omit<EngineStream, 'key'>, now = new Date()) => {
  const itemId = itemOfStream(name);
  if (itemId === null) return;
  await db.transaction(async (tx) => {
    await tx
      .update(liveStreams)
      .set({ ended_at: now })
      .where(
        and(
          eq(liveStreams.item_id, itemId),
          eq(liveStreams.client_id, clientId),
          isNull(liveStreams.ended_at),
        ),
      );
    await offAirUnlessOpen(tx, itemId);
  });
};

/**
 * The engine wrote a stream's recording (`on_record_done`): the latest stream of that connection
 * without one takes it, and its replay is queued with it. A recording said again changes nothing.
 */
export const takeRecording = async (
  db: Db,
  jobs: Send,
  { name, clientId }: Omit<EngineStream, 'key'>,
  recording: string,
): Promise<number | null> => {
  const itemId = itemOfStream(name);
  if (itemId === null) return null;
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: liveStreams.id })
      .from(liveStreams)
      .where(eq(liveStreams.recording, recording));
    if (known) return null;
    const [stream] = await tx
      .select({ id: liveStreams.id })
      .from(liveStreams)
      .where(
        and(
          eq(liveStreams.item_id, itemId),
          eq(liveStreams.client_id, clientId),
          isNull(liveStreams.recording),
        ),
      )
      .orderBy(desc(liveStreams.started_at), desc(liveStreams.id))
      .limit(1)
      .for('update');
    if (!stream) return null;
    await tx.update(liveStreams).set({ recording }).where(eq(liveStreams.id, stream.id));
    // In the transaction: the replay is queued exactly when the recording is taken.
    await jobs.send(LIVE_REPLAY, { streamId: stream.id }, { db: tx });
    return stream.id;
  });
};

/** Every stream is over (this process's own engine starts: whatever was on air went with the last one). */
export const endAllStreams = async (db: Db, now = new Date()): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.update(liveStreams).set({ ended_at: now }).where(isNull(liveStreams.ended_at));
    await tx.update(items).set({ on_air_since: null }).where(isNotNull(items.on_air_since));
  });
};
