/**
 * `npm run promo:create -- --code SPRING --percent 20 [--yearly 30] [--trial-days 21]
 *   [--valid-from 2027-03-01] [--valid-until 2027-04-01] [--max-redemptions 100]`
 * Makes a promo code in the database the server uses (DATABASE_URL, or PGlite in DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../errors';
import { createPromoCode } from '../features/billing';
import { say } from '../lib/i18n';
import { runCommand } from './run-command';

const options = {
  code: { type: 'string' },
  percent: { type: 'string' },
  montly: { type: 'string' },
  biannually: { type: 'string' },
  yearly: { type: 'string' },
  'trial-days': { type: 'string' },
  'valid-from': { type: 'string' },
  'valid-until': { type: 'string' },
  'max-redemptions': { type: 'string' },
} as const;

const main = async (): Promise<number> => {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({ options, strict: true }).values;
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    await database.exclusively(() => database.migrate());
    const row = await createPromoCode(database.db, {
      code: values.code ?? '',
      percent: values.percent,
      montly: values.montly,
      biannually: values.biannually,
      yearly: values.yearly,
      trial_days: values['trial-days'],
      valid_from: values['valid-from'],
      valid_until: values['valid-until'],
      max_redemptions: values['max-redemptions'],
    });
    console.log(JSON.stringify(row));
    return 0;
  } catch (error) {
    if (error instanceof z.ZodError) {
      for (const issue of error.issues)
        console.error(`--${String(issue.path[0]).replace('_', '-')}: ${issue.message}`);
      return 2;
    }
    if (error instanceof AppError) {
      // The operator's words: English (the catalogues' `en`).
      console.error(say('en', error.text));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

await runCommand(main);
