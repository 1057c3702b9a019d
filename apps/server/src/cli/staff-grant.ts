/**
 * `npm run staff:grant -- --email owner@example.com --role owner`
 * Gives a member (signed up as usual first) a role in the studio console: `owner`, `coach`, or
 * `member` to take it away. The first owner is made this way; owners then grant roles in the
 * console. Written to the audit log with no actor (the command line). Uses the server's database
 * (DATABASE_URL, or PGlite in DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_LOCALE, fieldErrors, GrantRoleSchema } from '@studio/shared';
import { safeParse } from 'zod/v4/core';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../errors';
import { grantRole } from '../features/studio';
import { say, translator } from '../lib/i18n';
import { runCommand } from './run-command';

const main = async (): Promise<number> => {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      options: { email: { type: 'string' }, role: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const parsed = safeParse(GrantRoleSchema, values);
  if (!parsed.success) {
    for (const [field, problems] of Object.entries(fieldErrors(parsed.error, translator(DEFAULT_LOCALE)))) {
      console.error(`--${field}: ${problems.join('; ')}`);
    }
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    await database.exclusively(() => database.migrate());
    const staff = await grantRole(database.db, null, parsed.data);
    console.log(`${staff.email} is now ${staff.role}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(say(DEFAULT_LOCALE, error.text));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

await runCommand(main);
