import { INVITE_REWARD_DEFAULTS } from '@studio/shared';
import dayjs from 'dayjs';
import { and, desc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CardSummary, PaymentsGateway } from '../../adapters/payments';
import type { Db, Tx } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import {
  cardFingerprints,
  invites,
  payments,
  premiumGrants,
  storefrontSettings,
  subscriptions,
} from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { jobHandler, jobKind } from '../../jobs/queue';
import { guardGateway } from './guard-gateway';
import type { MailContext } from './member-mail';
import { restartBilling } from './restart-billing';
import { premiumEndSql, type SubscriptionRow } from './subscriptions';

/**
 * Invite a friend's rewards (issue 38, decision 0047). When an invitee's first paid charge settles,
 * the invite is decided in that charge's transaction: refused if the invitee paid with a card the
 * inviter has paid with, or if the inviter already had the studio's number of rewards this month;
 * otherwise rewarded, and a job gives both rewards: the invitee's first-period discount, as a part
 * of that charge given back to their card, and the inviter's free months, as a premium grant (a
 * running subscription's billing moves by the same months). A refund or a reversal of that charge
 * takes the inviter's months back (the invitee's discount goes back with the rest of the charge).
 */

const policy = { retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 15 * 60 } as const;
export const INVITE_REWARD = jobKind<{ inviteId: number }>({ name: 'invite_reward', policy });

/** Keeps the fingerprint of a card the member paid with (nothing when the provider gave none). */
export const keepCardFingerprint = async (tx: Db | Tx, userId: number, card: CardSummary): Promise<void> => {
  if (!card.fingerprint) return;
  await tx
    .insert(cardFingerprints)
    .values({ user_id: userId, fingerprint: card.fingerprint })
    .onConflictDoNothing();
};

const rewardSettings = async (tx: Tx) => {
  const [row] = await tx
    .select({
      months: storefrontSettings.invite_months,
      percent: storefrontSettings.invite_discount_percent,
      cap: storefrontSettings.invite_monthly_cap,
    })
    .from(storefrontSettings);
  return (
    row ?? {
      months: INVITE_REWARD_DEFAULTS.months,
      percent: INVITE_REWARD_DEFAULTS.discountPercent,
      cap: INVITE_REWARD_DEFAULTS.monthlyCap,
    }
  );
};

/** The start of `now`'s calendar month, UTC: the cap counts rewards from it. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * A premium charge of `payment.user_id` has just been recorded as settled (in its transaction). If
 * it is the member's first settled charge and they joined with an invite, the invite is decided.
 */
export const decideInvite = async (
  tx: Tx,
  mail: MailContext,
  payment: { id: number; user_id: number | null; amount_cents: number },
  now = new Date(),
): Promise<void> => {
  if (payment.user_id === null || payment.amount_cents <= 0) return;
  const [invite] = await tx
    .select()
    .from(invites)
    .where(and(eq(invites.invitee_id, payment.user_id), eq(invites.status, 'joined')));
  if (!invite) return;
  const [earlier] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.user_id, payment.user_id), eq(payments.status, 'settled'), ne(payments.id, payment.id)),
    )
    .limit(1);
  // Not the first paid charge: the invite was decided at the first (or joined after it).
  if (earlier) return;
  // The inviter's rewards this month are counted under the inviter's lock: two invitees paying at
  // once cannot both pass the cap.
  await lockMember(tx, invite.inviter_id);
  const settings = await rewardSettings(tx);
  const [sameCard] = await tx
    .select({ fingerprint: cardFingerprints.fingerprint })
    .from(cardFingerprints)
    .where(
      and(
        eq(cardFingerprints.user_id, payment.user_id),
        inArray(
          cardFingerprints.fingerprint,
          tx
            .select({ fingerprint: cardFingerprints.fingerprint })
            .from(cardFingerprints)
            .where(eq(cardFingerprints.user_id, invite.inviter_id)),
        ),
      ),
    )
    .limit(1);
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(invites)
    .where(and(eq(invites.inviter_id, invite.inviter_id), gte(invites.rewarded_at, monthStart(now))));
  const refusal = sameCard ? ('same_card' as const) : count >= settings.cap ? ('monthly_cap' as const) : null;
  if (refusal) {
    await tx.update(invites).set({ status: 'refused', refusal }).where(eq(invites.id, invite.id));
    return;
  }
  await tx
    .update(invites)
    .set({
      status: 'rewarded',
      rewarded_at: now,
      payment_id: payment.id,
      // Integer cents, rounded down: never more than the studio said.
      invitee_refund_cents: Math.floor((payment.amount_cents * settings.percent) / 100),
      inviter_months: settings.months,
    })
    .where(eq(invites.id, invite.id));
  await mail.jobs.send(INVITE_REWARD, { inviteId: invite.id }, { db: tx });
};

/** When the member's premium ends now, subscription or grant; null: not premium. */
const premiumEnd = async (tx: Tx, userId: number, now: Date): Promise<Date | null> => {
  const [sub] = await tx
    .select({ end: premiumEndSql.mapWith(subscriptions.paid_through) })
    .from(subscriptions)
    .where(and(eq(subscriptions.user_id, userId), ne(subscriptions.status, 'expired')))
    .orderBy(desc(premiumEndSql))
    .limit(1);
  const [grant] = await tx
    .select({ end: premiumGrants.ends_at })
    .from(premiumGrants)
    .where(and(eq(premiumGrants.user_id, userId), isNull(premiumGrants.revoked_at)))
    .orderBy(desc(premiumGrants.ends_at))
    .limit(1);
  const ends = [sub?.end, grant?.end].filter((end): end is Date => end instanceof Date && end > now);
  return ends.length > 0 ? new Date(Math.max(...ends.map((end) => end.getTime()))) : null;
};

/**
 * The member's free premium from grants not revoked and not over (decision 0047), for the
 * subscription page: until when, and the months in all. Null: none.
 */
export const freePremium = async (db: Db, userId: number, now = new Date()) => {
  const [row] = await db
    .select({
      until: sql<number | null>`${epochMs(sql`max(${col(premiumGrants.ends_at)})`)}`,
      months: sql<number>`coalesce(sum(${col(premiumGrants.months)}), 0)::int`,
    })
    .from(premiumGrants)
    .where(
      and(
        eq(premiumGrants.user_id, userId),
        isNull(premiumGrants.revoked_at),
        gt(premiumGrants.ends_at, now),
      ),
    );
  return row?.until == null ? null : { until: new Date(Number(row.until)).toISOString(), months: row.months };
};

export type BillingDeps = { gateway: PaymentsGateway; mail: MailContext };

/** A subscription that bills by itself at its paid-through date: its billing moves with a grant. */
const billingSubscription = async (tx: Tx, userId: number): Promise<SubscriptionRow | null> => {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.user_id, userId), inArray(subscriptions.status, ['active', 'trial'])))
    .for('update');
  return row ?? null;
};

/**
 * Gives the member `months` of premium (the member locked, in `tx`). A running subscription's
 * next charge moves by them: its provider subscription is replaced by one first billed that much
 * later (decision 0028's restart), and the grant covers the months between. Otherwise the grant
 * starts when premium now ends (or now), so that nothing paid for is spent twice.
 */
export const grantPremiumMonths = async (
  tx: Tx,
  deps: BillingDeps,
  userId: number,
  months: number,
  now = new Date(),
  kind: 'invite' | 'gift' = 'invite',
): Promise<{ id: number; endsAt: Date }> => {
  const running = await billingSubscription(tx, userId);
  let starts: Date;
  let ends: Date;
  if (running) {
    starts = running.paid_through > now ? running.paid_through : now;
    ends = dayjs(starts).add(months, 'month').toDate();
    await deps.gateway.cancelSubscription(running.provider_subscription_id);
    await restartBilling(tx, deps, { ...running, paid_through: ends }, now);
  } else {
    starts = (await premiumEnd(tx, userId, now)) ?? now;
    ends = dayjs(starts).add(months, 'month').toDate();
  }
  const [grant] = await tx
    .insert(premiumGrants)
    .values({
      user_id: userId,
      kind,
      months,
      starts_at: starts,
      ends_at: ends,
      subscription_id: running?.id ?? null,
    })
    .returning({ id: premiumGrants.id, endsAt: premiumGrants.ends_at });
  if (!grant) throw new Error('premium grant insert returned no row');
  return grant;
};

/**
 * Takes a grant back: premium from it ends, and a subscription whose billing it moved is billed
 * again from where it would have been (now, if that has passed).
 */
export const revokeGrant = async (tx: Tx, deps: BillingDeps, grantId: number, now: Date) => {
  const [grant] = await tx
    .update(premiumGrants)
    .set({ revoked_at: now })
    .where(and(eq(premiumGrants.id, grantId), isNull(premiumGrants.revoked_at)))
    .returning();
  if (!grant?.subscription_id) return;
  const running = await billingSubscription(tx, grant.user_id);
  // Moved again since (another grant, a restart): only the months of this one come off.
  if (running?.id !== grant.subscription_id || running.paid_through < grant.ends_at) return;
  const back = dayjs(running.paid_through).subtract(grant.months, 'month').toDate();
  await deps.gateway.cancelSubscription(running.provider_subscription_id);
  await restartBilling(tx, deps, { ...running, paid_through: back > now ? back : now }, now);
};

/**
 * The invitee's charge that earned an invite's rewards was refunded or reversed (in that
 * transaction): the invite is revoked and the inviter's months taken back. The job, if it has not
 * given them yet, finds the invite revoked and gives nothing.
 */
export const revokeInviteRewards = async (
  tx: Tx,
  deps: BillingDeps,
  paymentId: number,
  now = new Date(),
): Promise<void> => {
  const [invite] = await tx
    .update(invites)
    .set({ status: 'revoked', revoked_at: now })
    .where(and(eq(invites.payment_id, paymentId), eq(invites.status, 'rewarded')))
    .returning();
  if (!invite) return;
  await lockMember(tx, invite.inviter_id);
  if (invite.grant_id !== null) await revokeGrant(tx, deps, invite.grant_id, now);
};

/**
 * Gives a rewarded invite's two rewards, each once: the part of the invitee's charge given back
 * (the provider's refund id recorded), then the inviter's months. A revoked invite gets nothing.
 */
export const giveInviteRewards = async (
  db: Db,
  deps: BillingDeps,
  log: FastifyBaseLogger,
  inviteId: number,
  now = new Date(),
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(invites)
      .where(and(eq(invites.id, inviteId), eq(invites.status, 'rewarded')))
      .for('update');
    if (!invite) return;
    await lockMember(tx, invite.inviter_id);
    const cents = invite.invitee_refund_cents ?? 0;
    if (invite.invitee_refund_id === null && cents > 0 && invite.payment_id !== null) {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, invite.payment_id))
        .for('update');
      if (payment?.status === 'settled' && !payment.refunded_at) {
        const refund = await deps.gateway.refund(payment.provider_transaction_id, cents);
        if (refund.ok) {
          await tx
            .update(invites)
            .set({ invitee_refund_id: refund.refundId })
            .where(eq(invites.id, invite.id));
          await tx
            .update(payments)
            .set({ discount_refunded_cents: payment.discount_refunded_cents + cents })
            .where(eq(payments.id, payment.id));
        } else {
          // For a person to look at: the inviter's reward is still given.
          log.warn({ inviteId, message: refund.message }, "invitee's discount refused by the provider");
        }
      }
    }
    const months = invite.inviter_months ?? 0;
    if (invite.grant_id === null && months > 0) {
      const grant = await grantPremiumMonths(tx, deps, invite.inviter_id, months, now);
      await tx.update(invites).set({ grant_id: grant.id }).where(eq(invites.id, invite.id));
    }
  });
};

/** The invite rewards' job, as the process registers it. */
export const inviteRewardHandler = ({
  db,
  payments: gateway,
  mail,
  log,
}: {
  db: Db;
  payments: PaymentsGateway;
  mail: MailContext;
  log: FastifyBaseLogger;
}) =>
  jobHandler(INVITE_REWARD, async ({ inviteId }) => {
    await giveInviteRewards(db, { gateway: guardGateway(gateway, log), mail }, log, inviteId);
  });
