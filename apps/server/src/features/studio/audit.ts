import { desc, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { OfferAction } from '../billing';

/** Who changed something: a staff member, or null for the command line. */
export type Actor = { id: number; email: string } | null;

/**
 * Every action the audit log records, as `thing.verb`: a new one is added here, so a misspelt
 * action is a compile error rather than an entry nobody finds (the console's audit page reads them).
 */
export type AuditAction =
  | 'staff.role'
  | 'member.reset_link'
  | 'member.cancel_subscription'
  | 'member.delete'
  | 'member.refund'
  | 'member.grant_program'
  | `offer.${'premium' | 'program'}.${'create' | OfferAction}`
  | `trainer.${'create' | 'update' | 'hide' | 'show' | 'image' | 'reorder'}`
  | `list.${'create' | 'update' | 'items' | 'hide' | 'show' | 'image' | 'reorder'}`
  | `phrase.${'create' | 'update' | 'remove' | 'reorder'}`
  | `filter.${'create' | 'update' | 'hide' | 'show' | 'reorder'}`
  | `filter.option.${'create' | 'update' | 'remove' | 'reorder'}`
  | 'item.filters'
  | `workout.${'create' | 'update' | 'hide' | 'show' | 'video' | 'video_retry' | 'captions' | 'captions_remove'}`
  | `recipe.${'create' | 'update' | 'hide' | 'show'}`
  | `program.${'create' | 'update' | 'show' | 'hide' | 'recipes'}`
  | `live.${'create' | 'update' | 'cancel' | 'stream_key'}`
  | `live.chat.${'delete' | 'mute'}`
  | 'settings.language'
  | 'settings.replays'
  | `storefront.${'content' | 'hero_image' | 'invite_rewards'}`
  | 'gift.refund'
  | 'challenge.create'
  | 'challenge.update'
  | 'challenge.remove'
  | 'challenge.image';

export type AuditChange = {
  action: AuditAction;
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
