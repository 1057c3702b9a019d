import { addDays, type PlannedWorkout, WEEK_RANGE, weekOf } from '@studio/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, plannedWorkouts } from '../../db/schema';
import { notFound, validationError } from '../../errors';

/** A calendar day ("2026-11-01") as the date a refusal words in the reader's language. */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The first and last day My week reaches from this week (`today`, the member's day). */
export const weekRange = (today: string): { first: string; last: string } => {
  const week = weekOf(today);
  return { first: addDays(week, -7 * WEEK_RANGE), last: addDays(week, 7 * (WEEK_RANGE + 1) - 1) };
};

/**
 * Puts a library workout on a day of the member's week (within the weeks My week shows). The
 * same workout on the same day twice is one entry.
 */
export const addPlannedWorkout = async (
  db: Db,
  { userId, day, itemId, today }: { userId: number; day: string; itemId: number; today: string },
): Promise<PlannedWorkout> => {
  const { first, last } = weekRange(today);
  if (day < first || day > last)
    throw validationError({
      day: [{ id: 'server.week.dayOutside', values: { first: dayDate(first), last: dayDate(last) } }],
    });
  const [item] = await db
    .select({ id: items.id, title: items.title, duration_seconds: items.duration_seconds })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.kind, 'workout'), sql`${items.removed_at} is null`));
  if (!item) throw validationError({ item_id: ['server.week.notAWorkout'] });
  const [row] = await db
    .insert(plannedWorkouts)
    .values({ user_id: userId, day, item_id: itemId })
    .onConflictDoUpdate({
      target: [plannedWorkouts.user_id, plannedWorkouts.day, plannedWorkouts.item_id],
      set: { day },
    })
    .returning({ id: plannedWorkouts.id });
  return {
    id: row?.id ?? 0,
    day,
    item_id: item.id,
    title: item.title,
    duration_minutes: Math.round(item.duration_seconds / 60),
  };
};

/** Takes a planned workout off its day; another member's (or none) is a 404. */
export const removePlannedWorkout = async (db: Db, { userId, id }: { userId: number; id: number }) => {
  const removed = await db
    .delete(plannedWorkouts)
    .where(and(eq(plannedWorkouts.id, id), eq(plannedWorkouts.user_id, userId)))
    .returning({ id: plannedWorkouts.id });
  if (removed.length === 0) throw notFound();
};
