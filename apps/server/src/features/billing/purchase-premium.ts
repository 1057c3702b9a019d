import { type PremiumPeriod, periodTotal, pricesAfterPromo, toCents, trialDaysFor } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { payments, subscriptions } from '../../db/schema';
import { AppError, verbatim } from '../../errors';
import type { Member } from '../accounts';
import { queueReceipt } from './dunning-mails';
import { decideInvite, keepCardFingerprint } from './invite-rewards';
import type { MailContext } from './member-mail';
import { loadPlanPrices } from './plans';
import { knownPromo, promoDiscounts, redeemPromo, usablePromo } from './promo-codes';
import { subscriptionKey } from './purchase-key';
import { emailHash, isLive, premiumSubscription, type SubscriptionRow } from './subscriptions';
import { queueWelcome } from './welcome-mails';

const purchaseKey = (member: Member, n: number): string =>
  subscriptionKey({ id: member.userId, createdAt: member.user.created_at.toISOString() }, n);

export type PremiumPurchase = {
  nonce: string;
  plan: PremiumPeriod;
  /** What the app showed as the amount billed each period; refused unless it is the server's own. */
  planPrice: string | number;
  promoCodeId: number | null;
};

/**
 * The amount billed each period for a plan and promo, from the server's own prices (DESIGN 3a).
 * A promo counts only if this member validated its code: ids are guessable, codes are not.
 */
const expectedPrice = async (db: Db, userId: number, plan: PremiumPeriod, promoCodeId: number | null) => {
  const plans = await loadPlanPrices(db);
  const promo =
    promoCodeId === null
      ? null
      : usablePromo(await knownPromo(db, userId, promoCodeId), 'subscription_discount_id');
  const perMonth = pricesAfterPromo(plans, promoDiscounts(promo))[plan];
  return { promo, priceCents: periodTotal(perMonth, plan) };
};

/**
 * Buys premium: checks the price, stores the card and starts the subscription with its trial at
 * the provider, and records it, so the member is premium at once. One member's purchases run one
 * at a time (a row lock on the member): a double click or a retry finds the subscription the first
 * one made and answers it, without a second charge. A decline changes nothing.
 */
export const purchasePremium = async ({
  db,
  gateway,
  member,
  purchase,
  specialCode,
  currency,
  log,
  mail,
}: {
  db: Db;
  gateway: PaymentsGateway;
  member: Member;
  purchase: PremiumPurchase;
  specialCode: string | undefined;
  /** The studio's currency (issue 35): the member's `plan_price` is read in its decimals. */
  currency: string;
  log: FastifyBaseLogger;
  /** The welcome mail, the trial's reminder and a first charge's receipt go with the purchase's transaction. */
  mail: MailContext;
}): Promise<SubscriptionRow> => {
  const { userId, user } = member;
  const hash = emailHash(user.email);
  const replaced: SubscriptionRow[] = [];

  const row = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    // Checked first, so that the second of a double submit answers the first one's subscription.
    const current = await premiumSubscription(tx, userId);
    if (current && isLive(current.status)) return current;
    if (current) {
      const until = current.paid_through;
      throw new AppError('premium_active', { id: 'shared.billing.premiumUntil', values: { date: until } });
    }

    const { promo, priceCents } = await expectedPrice(tx, userId, purchase.plan, purchase.promoCodeId);
    if (toCents(purchase.planPrice, currency) !== priceCents) {
      throw new AppError('price_changed', 'shared.billing.priceMismatch', {
        plan_price: ['shared.billing.priceMismatch'],
      });
    }

    const previous = await tx.select().from(subscriptions).where(eq(subscriptions.user_id, userId));
    // A past-due subscription still bills but gives no premium: the new one replaces it. It is ended
    // here (so the one-live-subscription index admits the new row) and at the provider only once the
    // new one exists, so that a decline leaves it as it was.
    for (const old of previous.filter((s) => isLive(s.status))) {
      replaced.push(old);
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceled_at: new Date(), updated_at: new Date() })
        .where(eq(subscriptions.id, old.id));
    }
    if (promo) await redeemPromo(tx, promo.id);

    const [earlierByEmail] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.email_hash, hash))
      .limit(1);
    const trialDays = trialDaysFor({
      code: promo?.code,
      specialCode,
      promoTrialDays: promo?.trial_days,
      hadSubscriptionBefore: previous.length > 0 || earlierByEmail !== undefined,
    });
    const created = await gateway.createSubscription({
      customer: { memberId: userId, email: user.email, firstName: user.name, lastName: user.last_name },
      nonce: purchase.nonce,
      plan: purchase.plan,
      priceCents,
      trialDays,
      idempotencyKey: purchaseKey(member, previous.length + 1),
    });
    if (!created.ok) throw new AppError('payment_declined', verbatim(created.message));
    if (created.plan !== purchase.plan || created.priceCents !== priceCents) {
      // A retry found an earlier attempt made for another plan: record what the provider bills.
      log.warn({ userId, asked: purchase.plan, billed: created.plan }, 'purchase retried with another plan');
    }

    // If recording fails, the provider's subscription stays: the member's retry has the same key
    // and finds it, instead of a second charge (canceling it here could not refund a first charge).
    const [inserted] = await tx
      .insert(subscriptions)
      .values({
        user_id: userId,
        plan: created.plan,
        status: created.status,
        price_cents: created.priceCents,
        trial_ends_at: created.trialEndsAt,
        paid_through: created.paidThrough,
        card_type: created.card.cardType,
        last_four: created.card.lastFour,
        promo_code_id: promo?.id ?? null,
        referral_token: user.referral_token,
        email_hash: hash,
        provider: gateway.provider,
        provider_customer_id: created.providerCustomerId,
        provider_subscription_id: created.providerSubscriptionId,
        payment_method_token: created.paymentMethodToken,
      })
      .returning();
    if (!inserted) throw new Error('subscription insert returned no row');
    await keepCardFingerprint(tx, userId, created.card);
    if (created.charge) {
      const [payment] = await tx
        .insert(payments)
        .values({
          subscription_id: inserted.id,
          user_id: userId,
          amount_cents: created.charge.amountCents,
          status: created.charge.status,
          provider_transaction_id: created.charge.transactionId,
        })
        .returning();
      await queueReceipt(tx, mail, inserted, created.charge);
      // No trial: this is the first paid charge, and an invite is decided by it (decision 0047).
      if (payment?.status === 'settled') await decideInvite(tx, mail, payment);
    }
    await queueWelcome(tx, mail, inserted);
    return inserted;
  });

  for (const old of replaced) {
    await gateway
      .cancelSubscription(old.provider_subscription_id)
      .catch((error: unknown) =>
        log.error(
          { err: error, subscriptionId: old.id },
          'replaced past-due subscription not canceled at the provider',
        ),
      );
  }
  return row;
};
