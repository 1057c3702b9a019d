import {
  type CancellationAnswer,
  cancellationMessages,
  formatCents,
  PERIOD_MONTHS,
  RETENTION_OFFER_ONCE_PER_MONTHS,
  type RetentionOffer,
  retentionOfferFor,
  type SubscriptionDiscount,
} from '@studio/shared';
import dayjs from 'dayjs';
import { and, desc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { cancellations } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { createPromoCode } from './create-promo-code';
import { redeemPromo } from './promo-codes';
import { isLive, liveSubscription, type SubscriptionRow } from './subscriptions';

/**
 * The one offer before a cancellation (issue 18, decision 0029): RETENTION_OFFER_PERCENT % off the
 * next RETENTION_OFFER_MONTHS months of the same plan, made once in RETENTION_OFFER_ONCE_PER_MONTHS
 * months. It is "made" when the member answers with it open to them: by accepting it, or by
 * cancelling anyway (the dialog shows it before the cancel button).
 */

/** Only a running subscription that bills (in trial or active) can be kept at a lower price. */
const OFFER_STATUSES: readonly SubscriptionRow['status'][] = ['trial', 'active'];

/** The blank text of a form is no text. */
export const cleanAnswer = (answer: CancellationAnswer | undefined) => ({
  reason: answer?.reason ?? null,
  text: answer?.text?.trim() ? answer.text.trim() : null,
});

/** Whether the member may be offered the discount now on `live`. */
export const offerOpen = async (db: Db, userId: number, live: SubscriptionRow | null, now = new Date()) => {
  if (!live || !OFFER_STATUSES.includes(live.status)) return false;
  const since = dayjs(now).subtract(RETENTION_OFFER_ONCE_PER_MONTHS, 'month').toDate();
  const [made] = await db
    .select({ id: cancellations.id })
    .from(cancellations)
    .where(
      or(
        and(
          eq(cancellations.user_id, userId),
          eq(cancellations.offer_made, true),
          gt(cancellations.created_at, since),
        ),
        // One accepted offer per subscription ever (its code is `STAY-<id>`): a year later the same
        // subscription is not offered what it could not take.
        and(eq(cancellations.subscription_id, live.id), isNotNull(cancellations.offer_accepted_at)),
      ),
    )
    .limit(1);
  return made === undefined;
};

const presentOffer = (live: SubscriptionRow, currency: string): RetentionOffer => {
  const offer = retentionOfferFor(live.plan, live.price_cents);
  return {
    percent: offer.percent,
    months: offer.months,
    billing_cycles: offer.billingCycles,
    price: formatCents(offer.priceCents, currency),
    discounted_price: formatCents(offer.discountedCents, currency),
  };
};

/** The offer the member would get if they cancelled now, or null. */
export const currentOffer = async (
  db: Db,
  userId: number,
  currency: string,
): Promise<RetentionOffer | null> => {
  const live = await liveSubscription(db, userId);
  if (!live || !(await offerOpen(db, userId, live))) return null;
  return presentOffer(live, currency);
};

/** The accepted offer running on the member's subscription (for the subscription page), or null. */
export const runningDiscount = async (
  db: Db,
  subscription: SubscriptionRow | null | undefined,
  currency: string,
  now = new Date(),
): Promise<SubscriptionDiscount | null> => {
  if (!subscription || !isLive(subscription.status)) return null;
  const [row] = await db
    .select()
    .from(cancellations)
    .where(
      and(eq(cancellations.subscription_id, subscription.id), isNotNull(cancellations.offer_accepted_at)),
    )
    .orderBy(desc(cancellations.id))
    .limit(1);
  if (!row?.discount_until || row.discounted_cents === null || row.discount_until <= now) return null;
  return {
    discounted_price: formatCents(row.discounted_cents, currency),
    billing_cycles: row.billing_cycles ?? 0,
    until: row.discount_until.toISOString(),
  };
};

/**
 * Accepts the offer: the subscription runs on, the provider takes the discount off its next
 * charges, and the member's own single-use promo code records it. Idempotent: a double click or a
 * retry (also after the provider answered and the answer was lost) accepts once, makes one code.
 */
export const acceptRetentionOffer = async ({
  db,
  gateway,
  userId,
  answer,
}: {
  db: Db;
  gateway: PaymentsGateway;
  userId: number;
  answer?: CancellationAnswer;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const live = await liveSubscription(tx, userId);
    if (!live) throw notFound('shared.billing.noSubscription');
    const [accepted] = await tx
      .select({ id: cancellations.id })
      .from(cancellations)
      .where(and(eq(cancellations.subscription_id, live.id), isNotNull(cancellations.offer_accepted_at)))
      .limit(1);
    if (accepted) return;
    if (!(await offerOpen(tx, userId, live))) throw new AppError('conflict', cancellationMessages.noOffer);

    const offer = retentionOfferFor(live.plan, live.price_cents);
    // The member's own code, one per subscription (at most one accepted offer each), used up at once.
    const promo = await createPromoCode(tx, {
      code: `STAY-${live.id}`,
      percent: offer.percent,
      max_redemptions: 1,
    });
    await redeemPromo(tx, promo.id);
    const until = dayjs(live.paid_through)
      .add(offer.billingCycles * PERIOD_MONTHS[live.plan], 'month')
      .toDate();
    await tx.insert(cancellations).values({
      user_id: userId,
      subscription_id: live.id,
      ...cleanAnswer(answer),
      offer_made: true,
      offer_accepted_at: new Date(),
      promo_code_id: promo.id,
      discounted_cents: offer.discountedCents,
      billing_cycles: offer.billingCycles,
      discount_until: until,
    });
    // Last, so that a refusal rolls everything back; the adapters add the discount once per subscription.
    await gateway.applyDiscount(live.provider_subscription_id, {
      amountCents: offer.discountCents,
      billingCycles: offer.billingCycles,
    });
  });
};

/**
 * A restarted subscription (a resume, an undone cancellation; decision 0028) is a new one at the
 * provider, which does not inherit the old one's discount: the accepted offer's charges still to
 * come (those before its `discount_until`, from `firstCharge` on) are added to it again, so the
 * member pays what the page shows. Idempotent as `applyDiscount` is (once per subscription).
 */
export const carryDiscount = async (
  db: Db,
  gateway: PaymentsGateway,
  row: SubscriptionRow,
  providerSubscriptionId: string,
  firstCharge: Date,
): Promise<void> => {
  const [offer] = await db
    .select()
    .from(cancellations)
    .where(and(eq(cancellations.subscription_id, row.id), isNotNull(cancellations.offer_accepted_at)))
    .orderBy(desc(cancellations.id))
    .limit(1);
  if (!offer?.discount_until || offer.discounted_cents === null || offer.billing_cycles === null) return;
  let remaining = 0;
  for (
    let at = dayjs(firstCharge);
    at.isBefore(offer.discount_until) && remaining < offer.billing_cycles;
    at = at.add(PERIOD_MONTHS[row.plan], 'month')
  )
    remaining += 1;
  if (remaining === 0) return;
  await gateway.applyDiscount(providerSubscriptionId, {
    amountCents: row.price_cents - offer.discounted_cents,
    billingCycles: remaining,
  });
};
