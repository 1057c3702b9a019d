import type { GiftStatus, MemberMailKind, PremiumPeriod, SubscriptionStatus } from '@studio/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The three premium plans; monthly is the list price, the others a lower per-month value (A9). */
export const purchasePlans = pgTable(
  'purchase_plans',
  {
    period: text('period').$type<PremiumPeriod>().primaryKey(),
    per_month_cents: integer('per_month_cents').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('purchase_plans_price_positive', sql`${t.per_month_cents} > 0`)],
);

/** Promo codes: a whole-percent discount per plan, a validity window, a use limit, an optional trial. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    montly_percent: smallint('montly_percent').notNull().default(0),
    biannually_percent: smallint('biannually_percent').notNull().default(0),
    yearly_percent: smallint('yearly_percent').notNull().default(0),
    trial_days: smallint('trial_days'),
    valid_from: timestamp('valid_from', { withTimezone: true }),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    max_redemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** Set while an owner has paused the code (issue 17): members are told it is not valid now. */
    paused_at: timestamp('paused_at', { withTimezone: true }),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('promo_codes_code_lower_idx').on(sql`lower(${t.code})`),
    check(
      'promo_codes_percent_range',
      sql`${t.montly_percent} between 0 and 100 and ${t.biannually_percent} between 0 and 100 and ${t.yearly_percent} between 0 and 100`,
    ),
  ],
);

/**
 * A member's premium subscription. `user_id` is cleared when the account is deleted: the record
 * is kept for accounting, detached from the person (DESIGN 3a).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').$type<PremiumPeriod>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** What each billing period costs after the promo, in cents. */
    price_cents: integer('price_cents').notNull(),
    trial_ends_at: timestamp('trial_ends_at', { withTimezone: true }),
    paid_through: timestamp('paid_through', { withTimezone: true }).notNull(),
    card_type: text('card_type'),
    last_four: text('last_four'),
    promo_code_id: bigint('promo_code_id', { mode: 'number' }).references(() => promoCodes.id),
    /** The referral (mgm) token the member signed up with. */
    referral_token: text('referral_token'),
    /**
     * SHA-256 of the member's lower-cased e-mail: it stays when the account is deleted, so that
     * signing up again with the same address does not bring a second free trial.
     */
    email_hash: text('email_hash'),
    provider: text('provider').notNull(),
    provider_customer_id: text('provider_customer_id'),
    provider_subscription_id: text('provider_subscription_id').notNull(),
    /** The stored card at the provider: a pause's resume and an undone cancellation bill it again (decision 0028). */
    payment_method_token: text('payment_method_token'),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    /**
     * While past due (issue 18): premium lasts until then, PAST_DUE_GRACE_DAYS after the failed
     * renewal, unless the member updates the card; cleared when the subscription leaves past due.
     */
    grace_ends_at: timestamp('grace_ends_at', { withTimezone: true }),
    /**
     * The provider's timestamp of the newest notification applied to it (issue 33): one older than
     * this, such as a retry after a 503 that arrives after newer ones, is acknowledged and ignored.
     * Null until the first one.
     */
    last_notified_at: timestamp('last_notified_at', { withTimezone: true }),
    created_at: createdAt,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.user_id, t.created_at),
    index('subscriptions_email_hash_idx').on(t.email_hash),
    // The dashboard's rollup reads one studio day of each of these moments (decision 0021).
    index('subscriptions_created_idx').on(t.created_at),
    index('subscriptions_trial_ends_idx').on(t.trial_ends_at).where(sql`${t.trial_ends_at} is not null`),
    index('subscriptions_canceled_idx').on(t.canceled_at).where(sql`${t.canceled_at} is not null`),
    // The dashboard's members premium now (issue 40): the end of premium (billing's `premiumEndSql`)
    // of the subscriptions that can still grant it, so a read touches the live ones only.
    index('subscriptions_premium_end_idx')
      .on(sql`greatest(${t.paid_through}, case when ${t.status} = 'past_due' then ${t.grace_ends_at} end)`)
      .where(sql`${t.status} <> 'expired'`),
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.provider_subscription_id),
    // At most one subscription that can still bill per member (a paused one bills again at its
    // resume): a double submit cannot make two.
    uniqueIndex('subscriptions_one_live_idx')
      .on(t.user_id)
      .where(sql`${t.status} in ('trial', 'active', 'past_due', 'paused')`),
  ],
);

/** Every charge the provider reports, kept (detached) when an account is deleted. */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscription_id: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    amount_cents: integer('amount_cents').notNull(),
    status: text('status').$type<'settled' | 'failed'>().notNull(),
    provider_transaction_id: text('provider_transaction_id').notNull(),
    /** Given back by an owner (issue 17): when, and the provider's refund (or void) id. */
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    refund_id: text('refund_id'),
    /** Given back already as an invitee's first-period discount (decision 0047): not refundable again. */
    discount_refunded_cents: integer('discount_refunded_cents').notNull().default(0),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('payments_transaction_idx').on(t.provider_transaction_id),
    index('payments_subscription_idx').on(t.subscription_id),
    // The console's member page lists the member's payments.
    index('payments_user_idx').on(t.user_id, t.created_at),
    // "Has it been paid?" per subscription, answered from the index alone (issue 40).
    index('payments_settled_subscription_idx').on(t.subscription_id).where(sql`${t.status} = 'settled'`),
    index('payments_created_idx').on(t.created_at),
  ],
);

/**
 * Provider subscription ids a subscription had before a resume or an undone cancellation replaced
 * them (decision 0028). A late notification about one is acknowledged, and applied only where it
 * still makes sense (a charge it made is recorded), never to the provider subscription that runs now.
 */
export const formerProviderSubscriptions = pgTable(
  'former_provider_subscriptions',
  {
    provider: text('provider').notNull(),
    provider_subscription_id: text('provider_subscription_id').notNull(),
    subscription_id: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id),
    replaced_at: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.provider_subscription_id] }),
    index('former_provider_subscriptions_subscription_idx').on(t.subscription_id),
  ],
);

/** Webhook notifications already applied, by a digest of their signed payload: a replay is a no-op. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    digest: text('digest').notNull(),
    kind: text('kind').notNull(),
    provider_subscription_id: text('provider_subscription_id'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_digest_idx').on(t.provider, t.digest)],
);

/**
 * The promo codes a member has shown they know (by validating the code). A promo's id is only
 * accepted from a member who has: ids are small numbers, codes are the secret.
 */
export const memberPromoCodes = pgTable(
  'member_promo_codes',
  {
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promo_code_id: bigint('promo_code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    created_at: createdAt,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.promo_code_id] })],
);

/**
 * The subscription mails a member was sent (issue 18), one row per event: the mail job is queued
 * in the transaction that inserts the row, so a replayed webhook or a retried job mails once.
 */
export const memberMails = pgTable(
  'member_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MemberMailKind>().notNull(),
    /** What the mail is about, such as `subscription:12:charge:tx_9`: one mail per kind and event. */
    event_key: text('event_key').notNull(),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('member_mails_event_idx').on(t.user_id, t.kind, t.event_key),
    // The minute's reminder sweep pushes a failed charge as its mail is written (issue 39; a
    // trial's end is pushed from the subscription itself).
    index('member_mails_billing_news_idx').on(t.created_at).where(sql`${t.kind} = 'payment_failed'`),
  ],
);

/**
 * Gift subscriptions (issue 38, decision 0048): months of premium bought by card for someone, its
 * code mailed to them on `deliver_on`. paid → delivered (mailed) → redeemed; voided when refunded
 * or declined before redemption. The code works until `expires_at` (a year after the purchase).
 */
export const gifts = pgTable(
  'gifts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    months: smallint('months').notNull(),
    price_cents: integer('price_cents').notNull(),
    /** Who bought it (signed in or not): the receipt goes to this address. */
    buyer_name: text('buyer_name').notNull(),
    buyer_email: text('buyer_email').notNull(),
    recipient_name: text('recipient_name').notNull(),
    recipient_email: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** The studio's calendar day the recipient's mail goes. */
    deliver_on: date('deliver_on').notNull(),
    /** The buyer's language: the recipient's mail is written in it. */
    language: text('language').notNull(),
    provider: text('provider').$type<'sandbox' | 'braintree'>().notNull(),
    provider_transaction_id: text('provider_transaction_id').notNull(),
    status: text('status').$type<GiftStatus>().notNull().default('paid'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    redeemed_by: bigint('redeemed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    redeemed_at: timestamp('redeemed_at', { withTimezone: true }),
    grant_id: bigint('grant_id', { mode: 'number' }),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    refund_id: text('refund_id'),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('gifts_code_idx').on(t.code),
    uniqueIndex('gifts_transaction_idx').on(t.provider_transaction_id),
    index('gifts_created_idx').on(t.created_at),
    check('gifts_status', sql`${t.status} in ('paid', 'delivered', 'redeemed', 'voided')`),
    check('gifts_months', sql`${t.months} in (1, 3, 12)`),
  ],
);
