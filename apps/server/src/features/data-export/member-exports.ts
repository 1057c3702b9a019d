import fs from 'node:fs/promises';
import { EXPORT_KEEP_HOURS, formatDateTime, type MemberExport, memberExportMessages } from '@studio/shared';
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { memberExports } from '../../db/schema';
import { AppError } from '../../errors';
import { type Jobs, jobHandler, jobKind } from '../../jobs/queue';
import { type MailContext, queueMemberMail } from '../billing';
import { buildExportFile } from './build-export';

/**
 * Export my data (issue 19, decision 0033): a request makes a pending row and queues its job in
 * one transaction; the job builds the ZIP, stores it as a private file, marks the row ready and
 * queues the mail with its link; an hourly job removes what has expired.
 */

export const MEMBER_EXPORT = jobKind<{ exportId: number }>({
  name: 'member_export',
  policy: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  concurrency: 1,
});

export const EXPORT_CLEANUP = jobKind<Record<string, never>>({
  name: 'member_export_cleanup',
  policy: { retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 },
  schedule: '23 * * * *',
});

/** A pending export older than this is taken as lost (its job dead): a new request replaces it. */
const STALE_PENDING_MS = 60 * 60 * 1000;
const STALE_PENDING = sql`interval '1 hour'`;
const KEEP_MS = EXPORT_KEEP_HOURS * 60 * 60 * 1000;

type Row = typeof memberExports.$inferSelect;

/** The signed, expiring link of a ready export: it works until the file goes. */
const downloadPath = (storage: Storage, row: Row) =>
  row.status === 'ready' && row.storage_key && row.expires_at
    ? storage.signer.pathUntil(row.storage_key, row.expires_at.getTime())
    : null;

export const presentExport = (storage: Storage, row: Row): MemberExport => ({
  id: row.id,
  status:
    row.status === 'pending' && Date.now() - row.requested_at.getTime() > STALE_PENDING_MS
      ? 'failed'
      : row.status,
  requested_at: row.requested_at.toISOString(),
  download_url: downloadPath(storage, row),
  expires_at: row.expires_at?.toISOString() ?? null,
  size_bytes: row.size_bytes,
});

/** The member's latest export that is not past its time, or null. */
export const latestExport = async (db: Db, userId: number): Promise<Row | null> => {
  const [row] = await db
    .select()
    .from(memberExports)
    .where(
      and(
        eq(memberExports.user_id, userId),
        sql`(${memberExports.expires_at} is null or ${memberExports.expires_at} > now())`,
      ),
    )
    .orderBy(desc(memberExports.requested_at), desc(memberExports.id))
    .limit(1);
  return row ?? null;
};

/** Whether the member has an export being prepared (one not yet taken as lost). */
export const exportInProgress = async (db: Db, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: memberExports.id })
    .from(memberExports)
    .where(
      and(
        eq(memberExports.user_id, userId),
        eq(memberExports.status, 'pending'),
        gte(memberExports.requested_at, sql`now() - ${STALE_PENDING}`),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The refusal of a second export while one is being prepared. */
export const exportRunning = () => new AppError('export_in_progress', memberExportMessages.alreadyRunning);

/**
 * Starts an export, one at a time (issue 33): while one is being prepared, asking again is refused
 * with `export_in_progress` and starts nothing.
 */
export const requestExport = async ({
  db,
  jobs,
  userId,
}: {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  userId: number;
}) =>
  db.transaction(async (tx) => {
    await tx
      .delete(memberExports)
      .where(
        and(
          eq(memberExports.user_id, userId),
          eq(memberExports.status, 'pending'),
          lt(memberExports.requested_at, sql`now() - ${STALE_PENDING}`),
        ),
      );
    const [made] = await tx
      .insert(memberExports)
      .values({ user_id: userId })
      .onConflictDoNothing({ target: memberExports.user_id, where: sql`status = 'pending'` })
      .returning();
    if (!made) throw exportRunning();
    await jobs.send(MEMBER_EXPORT, { exportId: made.id }, { db: tx });
    return made;
  });

/** Builds one export (idempotent: a ready or gone export is left as it is). */
export const runExport = async ({
  db,
  storage,
  mail,
  exportId,
}: {
  db: Db;
  storage: Storage;
  mail: MailContext;
  exportId: number;
}): Promise<void> => {
  const [row] = await db.select().from(memberExports).where(eq(memberExports.id, exportId));
  if (row?.status !== 'pending') return;
  const userId = row.user_id;
  const { file, folder } = await buildExportFile({ db, storage, userId });
  const key = `members/${userId}/exports/${exportId}-${Date.now().toString(36)}.zip`;
  try {
    const { size } = await fs.stat(file);
    await storage.putFile(key, file, 'application/zip');
    const expires = new Date(Math.floor((Date.now() + KEEP_MS) / 1000) * 1000);
    const ready = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(memberExports)
        .set({
          status: 'ready',
          storage_key: key,
          size_bytes: size,
          ready_at: sql`now()`,
          expires_at: expires,
        })
        .where(and(eq(memberExports.id, exportId), eq(memberExports.status, 'pending')))
        .returning();
      if (!done) return null;
      const link = downloadPath(storage, done) as string;
      await queueMemberMail(tx, mail, {
        userId,
        kind: 'data_export',
        eventKey: `export:${exportId}`,
        content: ({ t, display }) => ({
          subject: t('mail.dataExport.subject'),
          paragraphs: [
            t('mail.dataExport.ready'),
            t('mail.dataExport.linkUntil', { date: formatDateTime(expires, display) }),
          ],
          action: { label: t('mail.dataExport.download'), path: link },
        }),
      });
      return done;
    });
    // The member (or the export) went meanwhile: the file has no row to be found by.
    if (!ready) await storage.remove(key);
    else await removeOlderExports(db, storage, userId, exportId);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
};

/** A new export replaces the member's older ones: their files and rows go. */
const removeOlderExports = async (db: Db, storage: Storage, userId: number, keepId: number) => {
  const gone = await db
    .delete(memberExports)
    .where(
      and(
        eq(memberExports.user_id, userId),
        ne(memberExports.id, keepId),
        ne(memberExports.status, 'pending'),
      ),
    )
    .returning({ key: memberExports.storage_key });
  for (const { key } of gone) if (key) await storage.remove(key);
};

/** Removes expired exports, file first (a file left by a failed removal is the orphan sweep's). */
export const cleanUpExports = async (db: Db, storage: Storage, now = new Date()): Promise<number> => {
  const expired = await db
    .select({ id: memberExports.id, key: memberExports.storage_key })
    .from(memberExports)
    .where(lt(memberExports.expires_at, now));
  for (const row of expired) {
    if (row.key) await storage.remove(row.key);
    await db.delete(memberExports).where(eq(memberExports.id, row.id));
  }
  return expired.length;
};

export const memberExportHandlers = ({
  db,
  storage,
  mail,
  log,
}: {
  db: Db;
  storage: Storage;
  mail: MailContext;
  log: FastifyBaseLogger;
}) => [
  jobHandler(MEMBER_EXPORT, async ({ exportId }) => runExport({ db, storage, mail, exportId })),
  jobHandler(EXPORT_CLEANUP, async () => {
    const removed = await cleanUpExports(db, storage);
    if (removed > 0) log.info({ removed }, 'member exports: removed expired exports');
  }),
];
