import type { MemberExtension } from '../accounts';
import { activeProgram } from './active-program';

/** Programs' part of the user object (DESIGN 3a): the running program and the days a week it asks. */
export const programsMemberExtension = (): MemberExtension => ({
  userFields: async ({ db, userId }) => {
    const running = await activeProgram(db, userId);
    const program = running ? { id: running.program.id, title: running.program.title } : null;
    return {
      has_program: program !== null,
      program,
      program_in_progress: program,
      program_week_required_days: running?.program.week_required_days ?? null,
    };
  },
});
