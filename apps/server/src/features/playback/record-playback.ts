import { type ItemKind, localDay } from '@studio/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playbackPositions, users, workoutFeedback, workoutSessions } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import { type ItemRow, isOpenKind } from '../library';
import { recordActivity } from '../profile';

/** Only what the member may watch, and no live class before it starts, can be played (DESIGN 3). */
export const assertPlayable = (item: ItemRow, { canWatch, now }: { canWatch: boolean; now: Date }) => {
  // Recipes are read, not played: they never count as workouts (nor in "recently watched").
  if (isOpenKind(item.kind)) throw validationError({ kind: ['shared.library.notPlayable'] });
  if (!canWatch) throw new AppError('premium_required', 'shared.library.premiumRequired');
  if (item.kind === 'live_training' && item.event_date && item.event_date > now)
    throw new AppError('upcoming', 'shared.library.upcoming');
};

/** A play event (spec M4): one session row, the start of what `finished` may count. */
export const recordStart = async ({ db, userId, itemId }: { db: Db; userId: number; itemId: number }) => {
  await db.insert(workoutSessions).values({ user_id: userId, item_id: itemId });
};

/** A member's feedback on a workout they could play: its difficulty (the one-item list's item) and comment. */
export const recordFeedback = async ({
  db,
  userId,
  itemId,
  kind,
  feedback,
}: {
  db: Db;
  userId: number;
  itemId: number;
  kind: ItemKind;
  feedback: { difficulty: readonly number[]; comment: string };
}) => {
  await db.insert(workoutFeedback).values({
    user_id: userId,
    item_id: itemId,
    difficulty: feedback.difficulty[0] as number,
    comment: feedback.comment,
    trainable_type: kind,
  });
};

/**
 * Finished once past 80 % (spec M4): marks the member's latest session of the item finished.
 * A repeated or parallel call finds it finished and counts nothing: the member's row is locked
 * for the check, so two calls cannot both see it open. Without any start, one finished session is recorded.
 */
export const recordFinish = async ({
  db,
  userId,
  item,
}: {
  db: Db;
  userId: number;
  item: Pick<ItemRow, 'id' | 'duration_seconds'>;
}): Promise<{ counted: boolean }> =>
  db.transaction(async (tx) => {
    const [member] = await tx
      .select({ time_zone: users.time_zone })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [latest] = await tx
      .select({ id: workoutSessions.id, finished_at: workoutSessions.finished_at })
      .from(workoutSessions)
      .where(and(eq(workoutSessions.user_id, userId), eq(workoutSessions.item_id, item.id)))
      .orderBy(desc(workoutSessions.started_at), desc(workoutSessions.id))
      .limit(1);
    // A finished play leaves "continue watching" and keeps no position: opening it again starts
    // over (decision 0030). Also when this play was counted already (a second device's finish).
    await tx
      .delete(playbackPositions)
      .where(and(eq(playbackPositions.user_id, userId), eq(playbackPositions.item_id, item.id)));
    if (latest?.finished_at) return { counted: false };
    if (latest) {
      await tx
        .update(workoutSessions)
        .set({ finished_at: sql`now()`, duration_seconds: item.duration_seconds })
        .where(eq(workoutSessions.id, latest.id));
    } else {
      await tx.insert(workoutSessions).values({
        user_id: userId,
        item_id: item.id,
        finished_at: sql`now()`,
        duration_seconds: item.duration_seconds,
      });
    }
    // The member's stats count the finished workout on their day (profile's activity counters).
    await recordActivity(tx, {
      userId,
      day: localDay(new Date(), member?.time_zone ?? 'UTC').date,
      workouts: 1,
      seconds: item.duration_seconds,
    });
    return { counted: true };
  });
