import crypto from 'node:crypto';
import { LIVE_EARLY_MINUTES, LIVE_LATE_MINUTES } from '@studio/shared';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, liveStreams } from '../../db/schema';
import { itemOfStream } from '../library';

/** Why the engine was told no: said in the log, never to the encoder (RTMP has no words for it). */
export type PublishRefusal = 'unknown_stream' | 'cancelled' | 'wrong_key' | 'outside_window';

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

/**
 * The engine asks whether to take a stream (`on_publish`): the stream's name must be a live class's,
 * the key its current one, the class not cancelled, and now within its window. A stream taken puts
 * the class on air (members see "Live now"); a stream of the class still open (the engine restarted
 * and never said it stopped) is closed first.
 */
export const startStream = async (
  db: Db,
  { name, key }: { name: string; key: string },
  now = new Date(),
): Promise<{ ok: true; itemId: number; streamId: number } | { ok: false; reason: PublishRefusal }> => {
  const itemId = itemOfStream(name);
  if (itemId === null) return { ok: false, reason: 'unknown_stream' };
  return db.transaction(async (tx) => {
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
    await tx
      .update(liveStreams)
      .set({ ended_at: now })
      .where(and(eq(liveStreams.item_id, itemId), isNull(liveStreams.ended_at)));
    const [stream] = await tx
      .insert(liveStreams)
      .values({ item_id: itemId, started_at: now })
      .returning({ id: liveStreams.id });
    if (!stream) throw new Error('live stream insert returned no row');
    await tx.update(items).set({ on_air_since: now }).where(eq(items.id, itemId));
    return { ok: true as const, itemId, streamId: stream.id };
  });
};

/** The engine says a stream stopped (`on_publish_done`): the class goes off air. Said twice, the same. */
export const endStream = async (db: Db, name: string, now = new Date()): Promise<void> => {
  const itemId = itemOfStream(name);
  if (itemId === null) return;
  await db.transaction(async (tx) => {
    await tx
      .update(liveStreams)
      .set({ ended_at: now })
      .where(and(eq(liveStreams.item_id, itemId), isNull(liveStreams.ended_at)));
    await tx
      .update(items)
      .set({ on_air_since: null })
      .where(and(eq(items.id, itemId), isNotNull(items.on_air_since)));
  });
};

/**
 * The engine wrote a stream's recording (`on_record_done`, after `on_publish_done`): it is the
 * class's latest stream without one. Answers the stream to make a replay of, or null when this
 * recording was already taken (the engine said it again) or no stream waits for one.
 */
export const takeRecording = async (db: Db, name: string, recording: string): Promise<number | null> => {
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
      .where(and(eq(liveStreams.item_id, itemId), isNull(liveStreams.recording)))
      .orderBy(desc(liveStreams.started_at), desc(liveStreams.id))
      .limit(1)
      .for('update');
    if (!stream) return null;
    const taken = await tx
      .update(liveStreams)
      .set({ recording })
      .where(and(eq(liveStreams.id, stream.id), isNull(liveStreams.recording)))
      .returning({ id: liveStreams.id });
    return taken.length > 0 ? stream.id : null;
  });
};

/** Every stream is over (this process's own engine starts: whatever was on air went with the last one). */
export const endAllStreams = async (db: Db, now = new Date()): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.update(liveStreams).set({ ended_at: now }).where(isNull(liveStreams.ended_at));
    await tx.update(items).set({ on_air_since: null }).where(isNotNull(items.on_air_since));
  });
};
