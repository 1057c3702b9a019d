import { createHash } from 'node:crypto';
import type { SubscriptionStatus } from '@studio/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Charge,
  MalformedWebhook,
  type PaymentsGateway,
  type SignedNotification,
  type SubscriptionEvent,
} from '../../adapters/payments';
import type { Db, Tx } from '../../db/client';
import { formerProviderSubscriptions, payments, subscriptions, webhookEvents } from '../../db/schema';
import { notFound } from '../../errors';
import { translate } from '../../lib/i18n';
import { fieldsWithBadText } from '../../lib/text';
import { queueReceipt } from './dunning-mails';
import { decideInvite, revokeInviteRewards } from './invite-rewards';
import type { MailContext } from './member-mail';
import type { SubscriptionRow } from './subscriptions';
import { type DeclinedSettlementHandler, dunningEffects, reverseDeclinedSettlement } from './webhook-effects';

/**
 * The status after a notification. Expired is final; a canceled subscription can only expire;
 * anything else follows the provider.
 */
export const nextStatus = (
  current: SubscriptionStatus,
  reported: SubscriptionStatus | null,
): SubscriptionStatus => {
  // A paused subscription's provider side was canceled on purpose (decision 0028): its notices change nothing.
  if (!reported || current === 'expired' || current === 'paused') return current;
  if (current === 'canceled') return reported === 'expired' ? 'expired' : 'canceled';
  return reported;
};

/** What a notification changes on the subscription row (paid-through only ever moves forward). */
export const subscriptionChanges = (row: SubscriptionRow, event: SubscriptionEvent) => {
  const status = nextStatus(row.status, event.status);
  const paidThrough =
    event.paidThrough && event.paidThrough > row.paid_through ? event.paidThrough : row.paid_through;
  return {
    status,
    paid_through: paidThrough,
    canceled_at: status === 'canceled' && !row.canceled_at ? new Date() : row.canceled_at,
    updated_at: new Date(),
  };
};

/** `stale`: older than the last notification applied to its subscription, so acknowledged and ignored. */
export type WebhookOutcome = 'applied' | 'replayed' | 'stale';

/** The subscription whose provider id `providerSubscriptionId` was before a restart replaced it, locked. */
const formerOwner = async (tx: Tx, provider: string, providerSubscriptionId: string) => {
  const [found] = await tx
    .select({ row: subscriptions })
    .from(formerProviderSubscriptions)
    .innerJoin(subscriptions, eq(subscriptions.id, formerProviderSubscriptions.subscription_id))
    .where(
      and(
        eq(formerProviderSubscriptions.provider, provider),
        eq(formerProviderSubscriptions.provider_subscription_id, providerSubscriptionId),
      ),
    )
    .for('update', { of: subscriptions });
  return found?.row ?? null;
};

/** A charge the provider reports, once per transaction; answers its new payment's id, or null when known already. */
const recordCharge = async (tx: Tx, row: SubscriptionRow, charge: Charge): Promise<number | null> => {
  const inserted = await tx
    .insert(payments)
    .values({
      subscription_id: row.id,
      user_id: row.user_id,
      amount_cents: charge.amountCents,
      status: charge.status,
      provider_transaction_id: charge.transactionId,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted[0]?.id ?? null;
};

/**
 * A notification whose news is not the subscription's any more: about a provider subscription a
 * resume or an undone cancellation replaced (decision 0028; the member's subscription now bills
 * through another one, whose cancel this must not be), or older than the last one applied (issue
 * 33). What it says of status, paid-through or a failure changes nothing. Only a charge it carries
 * is money that moved: it is recorded on the subscription, with its receipt when settled.
 */
const recordChargeOnly = async (
  tx: Tx,
  mail: MailContext,
  row: SubscriptionRow,
  event: SubscriptionEvent,
  log: FastifyBaseLogger,
  why: 'replaced provider subscription' | 'stale',
) => {
  const charge = event.charge;
  if (!charge || (await recordCharge(tx, row, charge)) === null) {
    log.info({ kind: event.kind, subscriptionId: row.id, why }, 'webhook ignored: no change');
    return;
  }
  if (charge.status === 'settled') {
    await queueReceipt(tx, mail, row, charge);
    // On a replaced provider subscription, possibly a second charge for a period the new one bills
    // too: for a person to look at.
    log.warn(
      { kind: event.kind, subscriptionId: row.id, transactionId: charge.transactionId, why },
      'webhook ignored but its charge recorded',
    );
  }
};

/** Older than the last notification applied to `row`: one of the same moment still applies (Braintree stamps whole seconds). */
const isStale = (row: SubscriptionRow, event: SubscriptionEvent): boolean =>
  row.last_notified_at !== null && event.timestamp < row.last_notified_at;

/**
 * Verifies a provider notification (a bad signature throws) and applies it once: the payload's
 * digest is recorded in the same transaction as its effect, so a replay changes nothing. One older
 * than the last applied to its subscription, or about a provider id a restart replaced, is
 * acknowledged and changes nothing but the charge it carries (`recordChargeOnly`); one about a
 * subscription we don't have is a 404, for the provider to retry.
 */
export const applyWebhook = async ({
  db,
  gateway,
  notification,
  log,
  mail,
  onSettlementDeclined = [],
}: {
  db: Db;
  gateway: PaymentsGateway;
  notification: SignedNotification;
  log: FastifyBaseLogger;
  /** The mails a notification sends (issue 18), queued in its transaction. */
  mail: MailContext;
  /** Other features' charges a settlement decline takes back (program purchases). */
  onSettlementDeclined?: readonly DeclinedSettlementHandler[];
}): Promise<WebhookOutcome> => {
  const event = await gateway.parseWebhook(notification);
  // Signed is not well-formed: text no column can hold (a NUL in an id) is refused like the rest.
  const badText = fieldsWithBadText(event);
  if (badText.length > 0) {
    // Told to the provider, which reads English (as its own notifications are written).
    throw new MalformedWebhook(
      badText.map(([field, problems]) => `${field}: ${problems.map((id) => translate('en', id)).join(' ')}`),
    );
  }
  const digest = createHash('sha256').update(notification.payload).digest('hex');
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({
        provider: gateway.provider,
        digest,
        kind: event.kind,
        provider_subscription_id: event.providerSubscriptionId,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!fresh) return 'replayed';
    if (event.kind === 'transaction_settlement_declined' && event.transactionId) {
      await reverseDeclinedSettlement({
        tx,
        gateway,
        mail,
        transactionId: event.transactionId,
        log,
        others: onSettlementDeclined,
      });
    }
    if (event.kind === 'dispute_lost' && event.transactionId) {
      // A chargeback the studio lost: the money went back, and an invite's reward with it (decision 0047).
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.provider_transaction_id, event.transactionId));
      if (payment) await revokeInviteRewards(tx, { gateway, mail }, payment.id);
    }
    if (!event.providerSubscriptionId) return 'applied';

    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, gateway.provider),
          eq(subscriptions.provider_subscription_id, event.providerSubscriptionId),
        ),
      )
      .for('update');
    if (!row) {
      const former = await formerOwner(tx, gateway.provider, event.providerSubscriptionId);
      if (former) {
        await recordChargeOnly(tx, mail, former, event, log, 'replaced provider subscription');
        return 'applied';
      }
      // Perhaps a purchase not yet committed: not recorded (the transaction rolls back) and not a
      // 2xx, so that the provider sends it again later, when the subscription is there.
      log.warn(
        { kind: event.kind, subscription: event.providerSubscriptionId },
        'webhook for an unknown subscription',
      );
      throw notFound('server.webhook.unknownSubscription');
    }
    if (isStale(row, event)) {
      // Acknowledged (a 2xx), so that the provider stops sending it: a newer state stands.
      log.warn(
        {
          kind: event.kind,
          subscriptionId: row.id,
          timestamp: event.timestamp,
          lastNotifiedAt: row.last_notified_at,
        },
        'stale webhook: older than the last applied',
      );
      await recordChargeOnly(tx, mail, row, event, log, 'stale');
      return 'stale';
    }
    const changes = subscriptionChanges(row, event);
    const graceEndsAt = await dunningEffects(tx, mail, row, event, changes);
    await tx
      .update(subscriptions)
      .set({ ...changes, grace_ends_at: graceEndsAt, last_notified_at: event.timestamp })
      .where(eq(subscriptions.id, row.id));
    const paymentId = event.charge ? await recordCharge(tx, row, event.charge) : null;
    // An invitee's first paid charge settling decides their invite (decision 0047).
    if (paymentId !== null && event.charge?.status === 'settled') {
      await decideInvite(tx, mail, {
        id: paymentId,
        user_id: row.user_id,
        amount_cents: event.charge.amountCents,
      });
    }
    log.info({ kind: event.kind, subscriptionId: row.id }, 'webhook applied');
    return 'applied';
  });
};
