import fs from 'node:fs';
import path from 'node:path';

/**
 * A second server whose clock the journeys move (libfaketime, Debian's `faketime`): a program day
 * is done at most once a calendar day (decision 0015), so completing a program takes days.
 */
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
export const hasFaketime = fs.existsSync(LIBFAKETIME);

const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
export const clockServer = {
  port: Number(process.env.E2E_CLOCK_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1),
  dataDir: `${dataDir}-clock`,
  /** Read by libfaketime at every clock call: `+Nd` puts the server N days ahead. */
  offsetFile: path.resolve(`${dataDir}-clock.offset`),
};

/** Puts the clock server `days` days after the real time. */
export const setServerDays = (days: number): void => {
  fs.writeFileSync(clockServer.offsetFile, `+${days}d\n`);
};
