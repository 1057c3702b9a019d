import { isNotNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { passwordResets, sessions } from '../../db/schema';
import { jobHandler, jobKind } from '../../jobs/queue';
import { purgeIdempotencyKeys } from '../../lib/idempotency';

/**
 * Removes sessions past their end and reset links used or expired (issue 16), and Idempotency-Keys
 * a day old (decision 0019): rows that can never be used again and would otherwise grow without end.
 * A session still in force is never touched.
 */
export const purgeSpentTokens = async (
  db: Db,
): Promise<{ sessions: number; resets: number; keys: number }> => {
  const gone = await db
    .delete(sessions)
    .where(lte(sessions.expires_at, sql`now()`))
    .returning({ id: sessions.id });
  const used = await db
    .delete(passwordResets)
    .where(or(isNotNull(passwordResets.used_at), lte(passwordResets.expires_at, sql`now()`)))
    .returning({ id: passwordResets.id });
  return { sessions: gone.length, resets: used.length, keys: await purgeIdempotencyKeys(db) };
};

/** The purge, every hour. */
export const PURGE_SPENT_TOKENS = jobKind<Record<string, never>>({
  name: 'purge_spent_tokens',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: '23 * * * *',
});

export const purgeSpentTokensHandler = ({ db, log }: { db: Db; log: FastifyBaseLogger }) =>
  jobHandler(PURGE_SPENT_TOKENS, async () => {
    const purged = await purgeSpentTokens(db);
    if (purged.sessions + purged.resets + purged.keys > 0)
      log.info(purged, 'accounts: purged ended sessions, spent reset links and old Idempotency-Keys');
  });
