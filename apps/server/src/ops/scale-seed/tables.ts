import { MEASUREMENT_KEYS } from '@studio/shared';

/**
 * The tables `npm run seed:scale` fills with COPY, each with the columns it writes, in order. The
 * generator (`simulate.ts`) emits one array of cells per row in this order; the loader (`copy.ts`)
 * streams them to `COPY <table> (<columns>) FROM STDIN`.
 */
export const SEEDED_TABLES = {
  users: [
    'id',
    'name',
    'last_name',
    'email',
    'password_hash',
    'time_zone',
    'measurement_standard',
    'invite_code',
    'role',
    'language',
    'created_at',
    'updated_at',
  ],
  member_profiles: ['user_id', 'weekly_goal', 'workout_days', 'created_at', 'updated_at'],
  member_sources: ['user_id', 'source', 'medium', 'campaign', 'referrer', 'landing_page', 'created_at'],
  subscriptions: [
    'id',
    'user_id',
    'plan',
    'status',
    'price_cents',
    'trial_ends_at',
    'paid_through',
    'card_type',
    'last_four',
    'promo_code_id',
    'email_hash',
    'provider',
    'provider_subscription_id',
    'payment_method_token',
    'canceled_at',
    'grace_ends_at',
    'created_at',
    'updated_at',
  ],
  payments: [
    'id',
    'subscription_id',
    'user_id',
    'amount_cents',
    'status',
    'provider_transaction_id',
    'refunded_at',
    'refund_id',
    'created_at',
  ],
  cancellations: [
    'id',
    'user_id',
    'subscription_id',
    'reason',
    'offer_made',
    'offer_accepted_at',
    'discounted_cents',
    'billing_cycles',
    'discount_until',
    'canceled_at',
    'created_at',
  ],
  subscription_pauses: [
    'id',
    'user_id',
    'subscription_id',
    'months',
    'paused_at',
    'resumes_at',
    'reminded_at',
    'resumed_at',
    'resumed_by',
  ],
  workout_sessions: ['id', 'user_id', 'item_id', 'started_at', 'finished_at', 'duration_seconds'],
  playback_positions: ['user_id', 'item_id', 'seconds', 'session_id', 'played_at', 'updated_at'],
  member_activity_days: ['user_id', 'day', 'workouts', 'seconds', 'meals'],
  member_totals: ['user_id', 'workouts', 'seconds', 'meals', 'days_active'],
  member_streaks: ['user_id', 'open_week', 'open_days', 'current', 'best', 'freeze_month'],
  measurement_sets: ['id', 'user_id', 'measurement_standard', ...MEASUREMENT_KEYS, 'created_at'],
  saved_lists: ['id', 'user_id', 'kind', 'name', 'created_at'],
  saved_list_items: ['list_id', 'item_id', 'created_at'],
  program_purchases: [
    'id',
    'user_id',
    'program_id',
    'status',
    'starts_at',
    'ends_at',
    'price_cents',
    'provider',
    'provider_transaction_id',
    'card_type',
    'last_four',
    'completed_at',
    'created_at',
  ],
  program_progress: ['purchase_id', 'week', 'day', 'completed_at'],
  meal_plans: ['id', 'user_id', 'purchase_id', 'diet_id', 'created_at', 'updated_at'],
  meal_plan_recipes: ['meal_plan_id', 'item_id', 'position'],
  audit_log: ['id', 'at', 'actor_id', 'actor_email', 'action', 'target', 'before', 'after'],
} as const satisfies Record<string, readonly string[]>;

export type SeededTable = keyof typeof SEEDED_TABLES;

/** A cell as COPY's text format takes it: null is `\N`; strings are escaped. */
export type Cell = string | number | boolean | null;

/** Emits one row of a table, its cells in SEEDED_TABLES' order. */
export type Emit = (table: SeededTable, row: Cell[]) => void;
