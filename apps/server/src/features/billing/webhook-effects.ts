import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsGateway, SubscriptionEvent } from '../../adapters/payments';
import type { Tx } from '../../db/client';
import { payments, subscriptions } from '../../db/schema';
import { startGracePeriod } from './dunning-jobs';
import { queuePremiumEnded, queueReceipt } from './dunning-mails';
import { revokeInviteRewards } from './invite-rewards';
import type { MailContext } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

/**
 * What a notification does beyond the status (issue 18), in its transaction, so a replay (which
 * the webhook's digest stops) does none of it again: going past due starts the grace period; leaving
 * it ends it; a charge that went through sends its receipt; expiring tells the member premium ended.
 * `after` is the row's status and paid-through once the notification is applied. Answers the row's
 * grace period after the notification.
 */
export const dunningEffects = async (
  tx: Tx,
  mail: MailContext,
  row: SubscriptionRow,
  event: SubscriptionEvent,
  after: Pick<SubscriptionRow, 'status' | 'paid_through'>,
): Promise<Date | null> => {
  if (event.charge?.status === 'settled') await queueReceipt(tx, mail, row, event.charge);
  if (after.status === 'expired' && row.status !== 'expired')
    await queuePremiumEnded(tx, mail, row, 'expired');
  if (after.status !== 'past_due') return null;
  // The same unpaid period (a second notice of one failure, a failed retry) keeps its grace period.
  // Past due again but paid through a later date: the period that failed was paid since (its notice
  // may still be on its way) and this is the next one failing, with a grace period of its own.
  const samePeriod = after.paid_through.getTime() === row.paid_through.getTime();
  if (row.status === 'past_due' && row.grace_ends_at && samePeriod) return row.grace_ends_at;
  return startGracePeriod(tx, mail, { ...row, paid_through: after.paid_through });
};

/**
 * Another feature's charge (a program purchase) declined at settlement: it takes back what the
 * charge bought, in the webhook's transaction, and answers whether the transaction was one of its
 * (true also when it was reversed before: a later notice of the same decline changes nothing).
 */
export type DeclinedSettlementHandler = (input: {
  tx: Tx;
  provider: PaymentsGateway['provider'];
  transactionId: string;
  mail: MailContext;
  log: FastifyBaseLogger;
}) => Promise<boolean>;

/**
 * `transaction_settlement_declined`: the bank refused, at settlement, a charge we recorded as
 * settled. A premium payment is marked failed; if it was its subscription's first charge (a
 * purchase with no trial, or the charge that ended the trial), what it granted is taken back: the
 * provider's subscription is canceled and premium ends at once. A transaction that is no premium
 * payment is offered to `others` (the programs' purchases); one nobody knows changes nothing.
 */
export const reverseDeclinedSettlement = async ({
  tx,
  gateway,
  mail,
  transactionId,
  log,
  others = [],
}: {
  tx: Tx;
  gateway: PaymentsGateway;
  mail: MailContext;
  transactionId: string;
  log: FastifyBaseLogger;
  others?: readonly DeclinedSettlementHandler[];
}): Promise<void> => {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.provider_transaction_id, transactionId))
    .for('update');
  if (!payment) {
    for (const reverse of others) {
      if (await reverse({ tx, provider: gateway.provider, transactionId, mail, log })) return;
    }
    log.warn({ transactionId }, 'settlement declined for a transaction we do not know');
    return;
  }
  if (payment.status !== 'settled') return;
  await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
  // The charge that earned an invite's rewards is reversed: the inviter's months go back (decision 0047).
  await revokeInviteRewards(tx, { gateway, mail }, payment.id);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscription_id))
    .for('update');
  const [first] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.subscription_id, payment.subscription_id))
    .orderBy(asc(payments.created_at), asc(payments.id))
    .limit(1);
  log.warn({ transactionId, subscriptionId: payment.subscription_id }, 'settlement declined: payment failed');
  if (!row || first?.id !== payment.id || row.status === 'expired') return;
  await gateway.cancelSubscription(row.provider_subscription_id);
  const now = new Date();
  await tx
    .update(subscriptions)
    .set({ status: 'expired', grace_ends_at: null, canceled_at: row.canceled_at ?? now, updated_at: now })
    .where(eq(subscriptions.id, row.id));
  await queuePremiumEnded(tx, mail, row, 'declined');
};
