import { type MessageId, subscriptionLifeMessages } from '@studio/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { payments, subscriptions } from '../../db/schema';
import { AppError, notFound, verbatim } from '../../errors';
import type { Member } from '../accounts';
import { queueCardUpdated, queueReceipt } from './dunning-mails';
import { keepCardFingerprint } from './invite-rewards';
import type { MailContext } from './member-mail';
import { LIVE_STATUSES, type SubscriptionRow } from './subscriptions';

/**
 * A new card for the member's running subscription (issue 18): it becomes the subscription's
 * payment method at the provider, and a past-due charge is retried at once; paid, the subscription
 * is active again, paid through a later date, and a receipt goes with the card-updated mail. A
 * declined card changes nothing. The subscription's row stays locked throughout, so the grace
 * period's end (or a second submit) waits for it and then sees what it did.
 */
export const updateCard = async ({
  db,
  gateway,
  mail,
  member,
  nonce,
  log,
}: {
  db: Db;
  gateway: PaymentsGateway;
  mail: MailContext;
  member: Member;
  nonce: string;
  log: FastifyBaseLogger;
}): Promise<{ subscription: SubscriptionRow; message: string }> =>
  db.transaction(async (tx) => {
    // As a resume does: a resume running now must not bill the card this replaces.
    await lockMember(tx, member.userId);
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, member.userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
      .for('update');
    if (!row) throw notFound(subscriptionLifeMessages.noRunningSubscription);
    const { user } = member;
    const method = await gateway.updatePaymentMethod({
      customer: {
        memberId: member.userId,
        email: user.email,
        firstName: user.name,
        lastName: user.last_name,
      },
      providerCustomerId: row.provider_customer_id,
      providerSubscriptionId: row.provider_subscription_id,
      nonce,
      // A paused subscription has no running provider side: the card waits for the resume.
      switchSubscription: row.status !== 'paused',
    });
    if (!method.ok) throw new AppError('payment_declined', verbatim(method.message));
    await keepCardFingerprint(tx, member.userId, method.card);

    let next: SubscriptionRow = { ...row, card_type: method.card.cardType, last_four: method.card.lastFour };
    let message: MessageId = subscriptionLifeMessages.cardUpdated;
    if (row.status === 'past_due') {
      const retry = await gateway.retryCharge({
        providerSubscriptionId: row.provider_subscription_id,
        plan: row.plan,
        priceCents: row.price_cents,
        paidThrough: row.paid_through,
      });
      if (retry.ok) {
        await tx
          .insert(payments)
          .values({
            subscription_id: row.id,
            user_id: row.user_id,
            amount_cents: retry.charge.amountCents,
            status: 'settled',
            provider_transaction_id: retry.charge.transactionId,
          })
          .onConflictDoNothing();
        next = {
          ...next,
          status: 'active',
          paid_through: retry.paidThrough > row.paid_through ? retry.paidThrough : row.paid_through,
          grace_ends_at: null,
        };
        await queueReceipt(tx, mail, next, retry.charge);
        message = subscriptionLifeMessages.cardUpdatedAndPaid;
      } else {
        // The card is the subscription's now (the provider verified it); the charge may go through later.
        log.warn(
          { subscriptionId: row.id, reason: retry.message },
          'retried charge declined after a card update',
        );
        message = subscriptionLifeMessages.cardUpdatedRetryDeclined;
      }
    }
    await queueCardUpdated(tx, mail, next, method.token);
    const [saved] = await tx
      .update(subscriptions)
      .set({
        card_type: next.card_type,
        last_four: next.last_four,
        // A resume or an undone cancellation bills this card (decision 0028).
        payment_method_token: method.token,
        status: next.status,
        paid_through: next.paid_through,
        grace_ends_at: next.grace_ends_at,
        updated_at: new Date(),
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    return { subscription: saved ?? next, message };
  });
