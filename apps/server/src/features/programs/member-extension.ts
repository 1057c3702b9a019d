import { profileMessages } from '@studio/shared';
import { AppError } from '../../errors';
import type { MemberExtension } from '../accounts';
import { activeProgram } from './active-program';

/** Programs' part of the user object (DESIGN 3a): the running program and the days a week it asks. */
export const programsMemberExtension = (): MemberExtension => ({
  userFields: async ({ db, userId }) => {
    const running = await activeProgram(db, userId);
    const program = running ? { id: running.program.id, title: running.program.title } : null;
    return {
      fields: {
        has_program: program !== null,
        program,
        program_in_progress: program,
        program_week_required_days: running?.program.week_required_days ?? null,
      },
      // A rental ends when its weeks run out, with no write.
      validUntil: running?.purchase.ends_at ?? null,
    };
  },
  // Spec M6: the weekly goal and days are the program's while one runs (configure_days sets them).
  guardWeeklyGoal: async ({ db, userId }) => {
    if (await activeProgram(db, userId)) throw new AppError('conflict', profileMessages.goalLockedByProgram);
  },
});
