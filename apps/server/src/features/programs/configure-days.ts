import { countWorkoutDays, type WorkoutDays } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProfiles, users } from '../../db/schema';
import { AppError, validationError } from '../../errors';
import { activeProgram } from './active-program';

/**
 * The training days for the running program (A7 configure_days): as many days as the program
 * asks a week; they become the member's weekly goal and days, and day setup is done.
 */
export const configureProgramDays = async ({
  db,
  userId,
  programId,
  model,
}: {
  db: Db;
  userId: number;
  programId: number;
  model: { weekly_goal: number; workout_days: WorkoutDays };
}): Promise<void> => {
  const running = await activeProgram(db, userId);
  if (!running || running.program.id !== programId)
    throw new AppError('no_running_program', 'shared.programs.noProgramToConfigure');
  const required = running.program.week_required_days;
  if (model.weekly_goal !== required || countWorkoutDays(model.workout_days) !== required)
    throw validationError({ model: [{ id: 'shared.programs.daysMustMatch', values: { count: required } }] });
  await db.transaction(async (tx) => {
    await tx
      .insert(memberProfiles)
      .values({ user_id: userId, weekly_goal: required, workout_days: model.workout_days })
      .onConflictDoUpdate({
        target: memberProfiles.user_id,
        set: { weekly_goal: required, workout_days: model.workout_days, updated_at: new Date() },
      });
    await tx.update(users).set({ need_to_configure_days: false }).where(eq(users.id, userId));
  });
};
