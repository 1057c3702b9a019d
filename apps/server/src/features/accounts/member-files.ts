import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { memberExports, progressPictures, users } from '../../db/schema';
import { jobHandler, jobKind } from '../../jobs/queue';

/** How old an unreferenced member file must be to be removed: no upload in flight is older. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes member files no row refers to (issue 14): what a process killed between writing a file
 * and committing its row left, a draft a full disk or a kill cut short, a replaced avatar whose
 * removal failed. A file younger than the grace period is left alone: its request may still be
 * committing. Safe to run in several processes at once (removing twice is no error). Answers how
 * many files went.
 */
export const sweepMemberFiles = async (
  db: Db,
  storage: Storage,
  options: { now?: number; graceMs?: number } = {},
): Promise<number> => {
  const before = (options.now ?? Date.now()) - (options.graceMs ?? ORPHAN_GRACE_MS);
  const old = (await storage.list('members/')).filter((file) => file.modifiedAt.getTime() < before);
  let removed = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const keys = old.slice(i, i + BATCH).map((file) => file.key);
    const [avatars, photos, exports] = await Promise.all([
      db.select({ key: users.avatar_key }).from(users).where(inArray(users.avatar_key, keys)),
      db
        .select({ key: progressPictures.storage_key })
        .from(progressPictures)
        .where(inArray(progressPictures.storage_key, keys)),
      db
        .select({ key: memberExports.storage_key })
        .from(memberExports)
        .where(inArray(memberExports.storage_key, keys)),
    ]);
    const kept = new Set([...avatars, ...photos, ...exports].map((row) => row.key));
    for (const key of keys.filter((k) => !kept.has(k))) {
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
};

/** The sweep, every six hours (and once at start-up) on whichever process is free. */
export const MEMBER_FILE_SWEEP = jobKind<Record<string, never>>({
  name: 'member_file_sweep',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: '7 */6 * * *',
});

export const memberFileSweepHandler = ({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}) =>
  jobHandler(MEMBER_FILE_SWEEP, async () => {
    const removed = await sweepMemberFiles(db, storage);
    if (removed > 0) log.warn({ removed }, 'member files: removed files no row refers to');
  });
