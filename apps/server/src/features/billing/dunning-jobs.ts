import { GRACE_REMINDER_DAYS, PAST_DUE_GRACE_DAYS } from '@studio/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db, Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { jobHandler, jobKind } from '../../jobs/queue';
import { queueGraceEnding, queuePaymentFailed, queuePremiumEnded } from './dunning-mails';
import { guardGateway } from './guard-gateway';
import type { MailContext } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

/**
 * A failed renewal's grace period (issue 18): premium stays on for PAST_DUE_GRACE_DAYS while the
 * member can update the card; a reminder goes GRACE_REMINDER_DAYS before its end, and at its end
 * an unpaid subscription expires. Both are jobs in the queue (decision 0018), timed when the
 * subscription goes past due, and each checks when it runs that the same grace period still runs
 * (the member may have paid meanwhile, or a later failure started another one).
 */

const DAY_MS = 86_400_000;

/**
 * One grace period of one subscription: its end names it, and `paidThrough` is the paid-through
 * date of the period that failed (absent from jobs queued before issue 33).
 */
export type GraceJob = { subscriptionId: number; graceEndsAt: string; paidThrough?: string };

const policy = { retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 15 * 60 } as const;
export const GRACE_REMINDER = jobKind<GraceJob>({ name: 'billing_grace_reminder', policy });
export const GRACE_END = jobKind<GraceJob>({ name: 'billing_grace_end', policy });

/**
 * The subscription has just gone past due (it was not before, or not for this period): its grace
 * period starts now, the member is told at once, and the reminder and the end are timed. `row`
 * carries the paid-through date of the period that failed. In the caller's transaction.
 */
export const startGracePeriod = async (
  tx: Tx,
  mail: MailContext,
  row: SubscriptionRow,
  now = new Date(),
): Promise<Date> => {
  const graceEndsAt = new Date(now.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
  const data: GraceJob = {
    subscriptionId: row.id,
    graceEndsAt: graceEndsAt.toISOString(),
    paidThrough: row.paid_through.toISOString(),
  };
  await queuePaymentFailed(tx, mail, row, graceEndsAt);
  await mail.jobs.send(GRACE_REMINDER, data, {
    db: tx,
    startAfter: new Date(graceEndsAt.getTime() - GRACE_REMINDER_DAYS * DAY_MS),
  });
  await mail.jobs.send(GRACE_END, data, { db: tx, startAfter: graceEndsAt });
  return graceEndsAt;
};

/**
 * The subscription, locked, if this job's grace period still runs: still past due, with the same
 * end, and not paid since (paid-through still the failed period's). A payment whose notice was
 * applied out of order, or a later failure, leaves it past due but no longer this episode.
 */
const stillInGrace = async (tx: Tx, { subscriptionId, graceEndsAt, paidThrough }: GraceJob) => {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'past_due')))
    .for('update');
  if (row?.grace_ends_at?.toISOString() !== graceEndsAt) return null;
  if (paidThrough !== undefined && row.paid_through.getTime() > new Date(paidThrough).getTime()) return null;
  return row;
};

export const graceReminderHandler = (db: Db, mail: MailContext) =>
  jobHandler(GRACE_REMINDER, async (data) => {
    await db.transaction(async (tx) => {
      const row = await stillInGrace(tx, data);
      if (row?.grace_ends_at) await queueGraceEnding(tx, mail, row, row.grace_ends_at);
    });
  });

/**
 * The grace period ended unpaid: premium ends as `subscription_expired` ends it. The provider's
 * subscription is canceled first (so nothing more is billed), under the row's lock, so a card
 * update at the same moment waits and then finds it expired.
 */
export const graceEndHandler = (
  db: Db,
  gateway: PaymentsGateway,
  mail: MailContext,
  log: FastifyBaseLogger,
) =>
  jobHandler(GRACE_END, async (data) => {
    await db.transaction(async (tx) => {
      const row = await stillInGrace(tx, data);
      if (!row) return;
      await gateway.cancelSubscription(row.provider_subscription_id);
      const now = new Date();
      await tx
        .update(subscriptions)
        .set({ status: 'expired', grace_ends_at: null, canceled_at: row.canceled_at ?? now, updated_at: now })
        .where(eq(subscriptions.id, row.id));
      await queuePremiumEnded(tx, mail, row, 'unpaid');
      log.info({ subscriptionId: row.id }, 'grace period ended unpaid: premium ended');
    });
  });

/** The grace period's jobs, as the process registers them. */
export const dunningJobHandlers = ({
  db,
  payments,
  mail,
  log,
}: {
  db: Db;
  payments: PaymentsGateway;
  mail: MailContext;
  log: FastifyBaseLogger;
}) => [graceReminderHandler(db, mail), graceEndHandler(db, guardGateway(payments, log), mail, log)];
