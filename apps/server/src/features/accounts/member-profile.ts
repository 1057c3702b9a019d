import type { CreateProfileSchema, WeeklyGoalSchema } from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { memberProfiles } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Onboarding: creates the member profile. Sent again (a double click, a second tab, /sign/workout
 * opened by a member who has one) it replaces the goal and days, so the call is safe to repeat; but
 * a replacement meets the same refusals as a change of the goal (`guard`: a running program sets
 * them), under the same lock on the member's row (issue 14: it overrode a program's 4 days with 2).
 */
export const createMemberProfile = async ({
  db,
  userId,
  input,
  guard = async () => {},
}: {
  db: Db;
  userId: number;
  input: z.output<typeof CreateProfileSchema>;
  guard?: (tx: Db) => Promise<void>;
}): Promise<void> => {
  const values = {
    weekly_goal: input.weekly_goal,
    workout_days: input.workout_days,
    nutrition: input.nutrition ?? null,
  };
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [existing] = await tx
      .select({ user_id: memberProfiles.user_id })
      .from(memberProfiles)
      .where(eq(memberProfiles.user_id, userId));
    if (existing) await guard(tx);
    await tx
      .insert(memberProfiles)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: memberProfiles.user_id, set: { ...values, updated_at: sql`now()` } });
  });
};

/**
 * Changes the weekly goal and the days together (DESIGN 3a); needs the profile made at onboarding.
 * `guard` (the features' refusals, such as a running program) runs under a lock on the member's
 * row, the lock a program purchase takes: a purchase cannot slip in between.
 */
export const updateWeeklyGoal = async ({
  db,
  userId,
  input,
  guard = async () => {},
}: {
  db: Db;
  userId: number;
  input: z.output<typeof WeeklyGoalSchema>;
  guard?: (tx: Db) => Promise<void>;
}): Promise<void> =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await guard(tx);
    const updated = await tx
      .update(memberProfiles)
      .set({ weekly_goal: input.weekly_goal, workout_days: input.workout_days, updated_at: sql`now()` })
      .where(eq(memberProfiles.user_id, userId))
      .returning({ user_id: memberProfiles.user_id });
    if (updated.length === 0) throw new AppError('not_found', 'server.profile.setUpFirst');
  });
