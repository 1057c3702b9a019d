import { createHash } from 'node:crypto';
import { formatCents, isPremium, type Subscription } from '@studio/shared';
import { and, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { premiumGrants, promoCodes, subscriptions, users } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';

/**
 * When a subscription's premium ends, in SQL (the shared `premiumEndsAt`): its paid-through date,
 * or while past due the end of its grace period if later. Every premium check reads it.
 */
export const premiumEndSql = sql<Date>`greatest(${col(subscriptions.paid_through)},
  case when ${col(subscriptions.status)} = 'past_due' then ${col(subscriptions.grace_ends_at)} end)`;

/**
 * The end of the member's premium grant running now (decision 0047), in SQL, or null. A grant
 * stacked after a subscription's end starts counting when it starts: the member context expires at
 * the subscription's end and is read again then.
 */
export const grantEndSql = (
  userId: SQL,
) => sql`(select max(${col(premiumGrants.ends_at)}) from ${premiumGrants}
  where ${col(premiumGrants.user_id)} = ${userId} and ${col(premiumGrants.revoked_at)} is null
    and ${col(premiumGrants.starts_at)} <= now() and ${col(premiumGrants.ends_at)} > now())`;

/** The e-mail as subscriptions keep it once the account is gone: a hash, for trial eligibility only. */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** One free trial per member, and per e-mail address across deleted and new accounts. */
export const hadSubscriptionBefore = async (db: Db, userId: number, email: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(or(eq(subscriptions.user_id, userId), eq(subscriptions.email_hash, emailHash(email))))
    .limit(1);
  return row !== undefined;
};

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Statuses in which the provider may still bill (a paused subscription bills again at its resume,
 * decision 0028); at most one such subscription per member.
 */
export const LIVE_STATUSES = ['trial', 'active', 'past_due', 'paused'] as const;

export const isLive = (status: SubscriptionRow['status']): boolean =>
  (LIVE_STATUSES as readonly string[]).includes(status);

/** The member's newest subscription, with the promo code it was bought with. */
export const latestSubscription = async (
  db: Db,
  userId: number,
): Promise<{ subscription: SubscriptionRow; promocode: string | null } | null> => {
  const [row] = await db
    .select({ subscription: subscriptions, promocode: promoCodes.code })
    .from(subscriptions)
    .leftJoin(promoCodes, eq(promoCodes.id, subscriptions.promo_code_id))
    .where(eq(subscriptions.user_id, userId))
    .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
};

/** The subscription that makes the member premium now, if any (not expired, paid or in trial through a future moment). */
export const premiumSubscription = async (db: Db, userId: number): Promise<SubscriptionRow | null> => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, userId),
        ne(subscriptions.status, 'expired'),
        gt(premiumEndSql, sql`now()`),
      ),
    )
    .orderBy(desc(premiumEndSql))
    .limit(1);
  return row ?? null;
};

/** The premium check of every user object (`GET /me` runs it on each call): built once per database, prepared. */
const premiumQuery = (db: Db) =>
  db
    .select({
      // Epoch milliseconds: a bare timestamp comes back from each driver in its own shape.
      endsAt: sql<number | null>`${epochMs(sql`greatest((select max(${premiumEndSql}) from ${subscriptions}
        where ${col(subscriptions.user_id)} = ${col(users.id)} and ${col(subscriptions.status)} <> 'expired'
          and ${premiumEndSql} > now()), ${grantEndSql(col(users.id))})`)}`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('member_premium');

const preparedPremium = new WeakMap<Db, ReturnType<typeof premiumQuery>>();

/**
 * Premium now: a subscription not expired and paid (or in trial, or in its grace period) through a
 * later moment, or a grant running now (decision 0047). Answers when premium ends unless a payment moves it; null: not premium.
 */
export const premiumPaidThrough = async (db: Db, userId: number): Promise<Date | null> => {
  let query = preparedPremium.get(db);
  if (!query) {
    query = premiumQuery(db);
    preparedPremium.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row?.endsAt == null ? null : new Date(Number(row.endsAt));
};

export const isPremiumMember = async (db: Db, userId: number): Promise<boolean> =>
  (await premiumPaidThrough(db, userId)) !== null;

export const liveSubscription = async (db: Db, userId: number): Promise<SubscriptionRow | null> => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.user_id, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .limit(1);
  return row ?? null;
};

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Row → what the member sees of the subscription (no provider ids, no customer ids). */
export const presentSubscription = (
  row: SubscriptionRow,
  promocode: string | null,
  currency: string,
  now = new Date(),
): Subscription => ({
  id: row.id,
  plan: row.plan,
  status: row.status,
  price: formatCents(row.price_cents, currency),
  trial_ends_at: isoOrNull(row.trial_ends_at),
  paid_through: row.paid_through.toISOString(),
  // The provider charges at the end of the paid (or trial) period while the subscription runs.
  next_charge_date: row.status === 'trial' || row.status === 'active' ? row.paid_through.toISOString() : null,
  card_type: row.card_type,
  last_four: row.last_four,
  premium: isPremium(row, now),
  can_cancel: isLive(row.status),
  promocode,
  grace_ends_at: row.status === 'past_due' ? isoOrNull(row.grace_ends_at) : null,
});
