/**
 * The journeys' studio owner (issue 17), made as a studio makes its first one: a member signs up,
 * then `npm run staff:grant` makes them owner. Run before the journeys' server starts (one process
 * owns the embedded database), on its DATA_DIR, with the server's own functions.
 */
import path from 'node:path';
import { emptyWorkoutDays } from '@studio/shared';
import { openDatabase } from '../apps/server/src/db/client';
import { memberProfiles } from '../apps/server/src/db/schema';
import { registerMember } from '../apps/server/src/features/accounts/register-member';
import { grantRole } from '../apps/server/src/features/studio';
import { STUDIO_OWNER } from './studio-owner';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('seed-owner: DATA_DIR is required');
// PGlite in DATA_DIR, or the PostgreSQL of DATABASE_URL (the live bench's processes share one).
const database = openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: path.join(dataDir, 'pglite'),
  listen: false,
});
try {
  await database.migrate();
  const owner = await registerMember({
    db: database.db,
    input: {
      name: 'Olive',
      last_name: 'Owner',
      email: STUDIO_OWNER.email,
      password: STUDIO_OWNER.password,
      keep_session: false,
    },
  });
  // An owner is a member too: onboarded, so signing in lands on home.
  await database.db.insert(memberProfiles).values({
    user_id: owner.id,
    weekly_goal: 3,
    workout_days: { ...emptyWorkoutDays(), monday: true, wednesday: true, friday: true },
  });
  await grantRole(database.db, null, { email: STUDIO_OWNER.email, role: 'owner' });
} finally {
  await database.close();
}
