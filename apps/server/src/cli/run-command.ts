import { DatabaseBusyError } from '../db/folder-lock';

/**
 * Runs a command's `main` and exits with its code. A database another process holds (the server
 * on the embedded PGlite) is said in one sentence, with what to do, not as a stack trace.
 */
export const runCommand = async (main: () => Promise<number>): Promise<void> => {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
};
