import type { CreateProfileSchema, WeeklyGoalSchema } from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { memberProfiles } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Onboarding: creates the member profile. Sent again (a double click, a second tab) it replaces the
 * goal and days, so the call is safe to repeat.
 */
export const createMemberProfile = async ({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: number;
  input: z.output<typeof CreateProfileSchema>;
}): Promise<void> => {
  const values = {
    weekly_goal: input.weekly_goal,
    workout_days: input.workout_days,
    nutrition: input.nutrition ?? null,
  };
  await db
    .insert(memberProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: memberProfiles.user_id, set: { ...values, updated_at: sql`now()` } });
};

/** Changes the weekly goal and the days together (DESIGN 3a); needs the profile made at onboarding. */
export const updateWeeklyGoal = async ({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: number;
  input: z.output<typeof WeeklyGoalSchema>;
}): Promise<void> => {
  const updated = await db
    .update(memberProfiles)
    .set({ weekly_goal: input.weekly_goal, workout_days: input.workout_days, updated_at: sql`now()` })
    .where(eq(memberProfiles.user_id, userId))
    .returning({ user_id: memberProfiles.user_id });
  if (updated.length === 0) throw new AppError('not_found', 'Set up your profile first');
};
