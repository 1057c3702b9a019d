import { desc, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who changed something: a staff member, or null for the command line. */
export type Actor = { id: number; email: string } | null;

export type AuditChange = {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
};

/** Writes one entry, in the transaction of the change it records (never without it). */
export const recordAudit = async (tx: Tx, actor: Actor, change: AuditChange): Promise<void> => {
  await tx.insert(auditLog).values({
    actor_id: actor?.id ?? null,
    actor_email: actor?.email ?? null,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
};

/**
 * Runs a staff change in one transaction with its audit entry: `change` makes the change and says
 * what it was (and what to answer); the entry is written only if the change commits.
 */
export const audited = <T>(
  db: Db,
  actor: Actor,
  change: (tx: Tx) => Promise<AuditChange & { answer: T }>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const { answer, ...entry } = await change(tx);
    await recordAudit(tx, actor, entry);
    return answer;
  });

export const AUDIT_PAGE = 50;

/** The newest entries first, `AUDIT_PAGE` at a time; `before` is the last id of the page before. */
export const listAudit = async (db: Db, before?: number) => {
  const rows = await db
    .select()
    .from(auditLog)
    .where(before ? lt(auditLog.id, before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor_email === null ? null : { id: row.actor_id, email: row.actor_email },
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    next: rows.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
};
