import type { ContentOrigin } from '@studio/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { items } from './library';

/**
 * Programs (issue 5): multi-week plans from the catalogue file, rented by members for their weeks.
 * Purchases are kept for accounting when the member goes (user_id set null, DESIGN 3a).
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });

export const programs = pgTable(
  'programs',
  {
    id: id(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    banner_image: text('banner_image'),
    price_cents: integer('price_cents').notNull(),
    apple_product_id: text('apple_product_id'),
    purchase_paragraphs: jsonb('purchase_paragraphs').$type<string[]>().notNull().default([]),
    display_prompt: boolean('display_prompt').notNull().default(false),
    completion_prompt_url: text('completion_prompt_url'),
    /** Home's "program tips" card leads here (issue 6). */
    tips_url: text('tips_url'),
    week_required_days: smallint('week_required_days').notNull(),
    weeks: smallint('weeks').notNull(),
    position: integer('position').notNull(),
    /** Gone from the catalogue file: not offered, kept for the purchases that point at it. */
    removed_at: timestamp('removed_at', { withTimezone: true }),
    /**
     * Hidden by a coach in the console (issue 17): not offered to new buyers, kept by those who
     * bought it. The importer never touches it. A program made in the console starts hidden.
     */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Who owns it (decision 0023): `catalog` while the catalogue file names it (an import that no
     * longer names it hides it), `console` when made in the console (an import leaves it alone).
     */
    origin: text('origin').$type<ContentOrigin>().notNull().default('catalog'),
  },
  (t) => [
    uniqueIndex('programs_key_idx').on(t.key),
    uniqueIndex('programs_apple_product_idx').on(t.apple_product_id),
    check('programs_price_non_negative', sql`${t.price_cents} >= 0`),
    check('programs_origin_known', sql`${t.origin} in ('catalog', 'studio')`),
  ],
);

/** Week W, day D of a program: the catalogue workout to do. */
export const programDays = pgTable(
  'program_days',
  {
    program_id: ref('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    week: smallint('week').notNull(),
    day: smallint('day').notNull(),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [
    primaryKey({ columns: [t.program_id, t.week, t.day] }),
    index('program_days_item_idx').on(t.item_id),
  ],
);

export const programPromoCodes = pgTable(
  'program_promo_codes',
  {
    id: id(),
    code: text('code').notNull(),
    percent: smallint('percent').notNull(),
    /** Null: any program. */
    program_id: ref('program_id').references(() => programs.id, { onDelete: 'cascade' }),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    max_redemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** Set while an owner has paused the code (issue 17). */
    paused_at: timestamp('paused_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_promo_codes_code_lower_idx').on(sql`lower(${t.code})`),
    check('program_promo_codes_percent_range', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * A rental: `active` from the purchase for the program's weeks (ended when `ends_at` passes),
 * `completed` once every day is done. One active purchase per member at a time.
 */
export const programPurchases = pgTable(
  'program_purchases',
  {
    id: id(),
    user_id: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    program_id: ref('program_id')
      .notNull()
      .references(() => programs.id),
    status: text('status').$type<'active' | 'completed' | 'ended'>().notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    price_cents: integer('price_cents').notNull(),
    promo_code_id: ref('promo_code_id').references(() => programPromoCodes.id),
    /** sandbox | braintree | app_store */
    provider: text('provider').notNull(),
    provider_transaction_id: text('provider_transaction_id'),
    /** The store's transaction (iOS): one purchase per transaction. */
    store_transaction_id: text('store_transaction_id'),
    /** Given back by an owner (issue 17): when, and the provider's refund (or void) id. */
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    refund_id: text('refund_id'),
    /**
     * The bank refused the card charge at settlement (Braintree's `transaction_settlement_declined`):
     * nothing was paid, the rental ended then, and the console shows the payment failed.
     */
    declined_at: timestamp('declined_at', { withTimezone: true }),
    card_type: text('card_type'),
    last_four: text('last_four'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    congrats_seen_at: timestamp('congrats_seen_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_purchases_member_idx').on(t.user_id, t.created_at.desc()),
    // The dashboard's rollup reads one studio day of sales (decision 0023).
    index('program_purchases_created_idx').on(t.created_at),
    uniqueIndex('program_purchases_one_active_idx').on(t.user_id).where(sql`${t.status} = 'active'`),
    uniqueIndex('program_purchases_store_transaction_idx').on(t.store_transaction_id),
  ],
);

/** The days of a purchase the member has done (finishing that day's workout). */
export const programProgress = pgTable(
  'program_progress',
  {
    purchase_id: ref('purchase_id')
      .notNull()
      .references(() => programPurchases.id, { onDelete: 'cascade' }),
    week: smallint('week').notNull(),
    day: smallint('day').notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.purchase_id, t.week, t.day] })],
);

/** Program promo codes a member validated: only those ids count at purchase (ids are guessable, codes are not). */
export const memberProgramPromos = pgTable(
  'member_program_promos',
  {
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promo_code_id: ref('promo_code_id')
      .notNull()
      .references(() => programPromoCodes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.promo_code_id] })],
);
