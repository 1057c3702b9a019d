import { createHash } from 'node:crypto';
import { PERIOD_MONTHS } from '@studio/shared';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Tx } from '../../db/client';
import { formerProviderSubscriptions, payments, subscriptions } from '../../db/schema';
import { AppError, verbatim } from '../../errors';
import { queueReceipt } from './dunning-mails';
import type { MailContext } from './member-mail';
import { carryDiscount } from './retention-offer';
import type { SubscriptionRow } from './subscriptions';

/**
 * The provider id of the subscription that follows `previous`: the same for every attempt at one
 * restart (a retry finds the first), another for the next restart (which follows a new id).
 */
const restartKey = (previous: string): string =>
  `r${createHash('sha256').update(`restart:${previous}`).digest('hex').slice(0, 32)}`;

/**
 * Bills the subscription again (decision 0028): a paused one's resume or an undone cancellation.
 * A new provider subscription on the stored card, same plan and price, no trial, first billed at
 * the end of the paid period (nothing is charged twice) or now when that end has passed. The row
 * stays the member's subscription (its payments, its trial, its place in the dashboard's counts);
 * only the provider id behind it changes. Run in `tx` with the member locked, after re-reading `row`.
 */
export const restartBilling = async (
  tx: Tx,
  { gateway, mail }: { gateway: PaymentsGateway; mail: MailContext },
  row: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow> => {
  const created = await gateway.restartSubscription({
    paymentMethodToken: row.payment_method_token,
    previousSubscriptionId: row.provider_subscription_id,
    plan: row.plan,
    priceCents: row.price_cents,
    firstBillingDate: row.paid_through > now ? row.paid_through : null,
    idempotencyKey: restartKey(row.provider_subscription_id),
  });
  if (!created.ok) throw new AppError('payment_declined', verbatim(created.message));
  // The id replaced is kept: its late notifications (the cancellation behind a pause or a cancel,
  // a charge it made) are acknowledged rather than answered 404 for days (see applyWebhook).
  await tx
    .insert(formerProviderSubscriptions)
    .values({
      provider: row.provider,
      provider_subscription_id: row.provider_subscription_id,
      subscription_id: row.id,
    })
    .onConflictDoNothing();
  // An accepted retention offer's charges still to come keep their discount (decision 0029).
  const firstBilled = created.charge
    ? dayjs(now).add(PERIOD_MONTHS[row.plan], 'month').toDate()
    : row.paid_through > now
      ? row.paid_through
      : now;
  await carryDiscount(tx, gateway, row, created.providerSubscriptionId, firstBilled);
  // A trial cancelled and undone stays that trial (its end is the first charge); a paid period does not.
  const inTrial =
    row.trial_ends_at !== null && row.trial_ends_at > now && row.paid_through <= row.trial_ends_at;
  const [updated] = await tx
    .update(subscriptions)
    .set({
      status: inTrial ? 'trial' : 'active',
      provider_subscription_id: created.providerSubscriptionId,
      provider_customer_id: created.providerCustomerId || row.provider_customer_id,
      payment_method_token: created.paymentMethodToken ?? row.payment_method_token,
      paid_through: created.paidThrough > row.paid_through ? created.paidThrough : row.paid_through,
      canceled_at: null,
      updated_at: now,
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (!updated) throw new Error(`subscription ${row.id} vanished during its restart`);
  if (created.charge) {
    await tx
      .insert(payments)
      .values({
        subscription_id: row.id,
        user_id: row.user_id,
        amount_cents: created.charge.amountCents,
        status: created.charge.status,
        provider_transaction_id: created.charge.transactionId,
      })
      .onConflictDoNothing();
    await queueReceipt(tx, mail, updated, created.charge);
  }
  return updated;
};
