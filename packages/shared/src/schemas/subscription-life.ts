import { z } from 'zod/mini';

/**
 * A subscription's whole life (issue 18): failed payments and their grace period, pauses, the
 * cancellation question and its one offer, and the mails a subscription business sends.
 */

/** Days premium stays on after a renewal fails, while the member can update the card. */
export const PAST_DUE_GRACE_DAYS = 7;
/** The second payment-failed mail goes this many days before the grace period ends. */
export const GRACE_REMINDER_DAYS = 2;
/** The "trial ends soon" mail goes this many days before the trial's end. */
export const TRIAL_REMINDER_DAYS = 3;
/** A pause lasts one of these numbers of months… */
export const PAUSE_MONTH_CHOICES = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_MONTH_CHOICES)[number];
/** …once in this many months. */
export const PAUSE_ONCE_PER_MONTHS = 12;
/**
 * A pause's resume the card declines is tried again once a day, this many times in all (a week,
 * as a failed renewal's grace period); then premium ends.
 */
export const RESUME_ATTEMPTS = 7;
/** The "premium resumes soon" mail goes this many days before billing resumes. */
export const RESUMING_SOON_DAYS = 3;
/** The one offer before a cancellation: this much off the next months on the same plan… */
export const RETENTION_OFFER_PERCENT = 50;
export const RETENTION_OFFER_MONTHS = 3;
/** …once per member in this many months. */
export const RETENTION_OFFER_ONCE_PER_MONTHS = 12;

/** Why a member cancels: a short list (plus free text), stored for the dashboard; labels are message ids. */
export const CANCELLATION_REASONS = [
  { id: 'too_expensive', label: 'shared.cancelReason.tooExpensive' },
  { id: 'not_using', label: 'shared.cancelReason.notUsing' },
  { id: 'need_break', label: 'shared.cancelReason.needBreak' },
  { id: 'found_other', label: 'shared.cancelReason.foundOther' },
  { id: 'technical', label: 'shared.cancelReason.technical' },
  { id: 'other', label: 'shared.cancelReason.other' },
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['id'];
export const CANCELLATION_REASON_IDS = CANCELLATION_REASONS.map((r) => r.id) as [
  CancellationReason,
  ...CancellationReason[],
];
export const MAX_CANCELLATION_TEXT = 1000;

/**
 * The mails a subscription business sends, each once per event. Reminders a member may turn off
 * in their settings; the others (receipts, confirmations, what changed their premium) always go.
 */
export const MEMBER_MAIL_KINDS = [
  'welcome',
  'trial_ending',
  'receipt',
  'payment_failed',
  'grace_ending',
  'card_updated',
  'premium_ended',
  'pause_started',
  'resuming_soon',
  'cancellation_confirmed',
  'program_receipt',
  'data_export',
  /** A live class a member asked to be reminded of is on air (issue 37). */
  'live_starting',
  /** A challenge finished: its badge, and the promo code the studio gives finishers (issue 39). */
  'challenge_finished',
] as const;
export type MemberMailKind = (typeof MEMBER_MAIL_KINDS)[number];
export const REMINDER_MAIL_KINDS: readonly MemberMailKind[] = [
  'trial_ending',
  'grace_ending',
  'resuming_soon',
];

export const subscriptionLifeMessages = {
  paymentFailedBanner: 'billing.life.paymentFailedBanner',
  updateCard: 'billing.life.updateCard',
  /** Update card (issue 18): the answers of a new card. */
  cardUpdated: 'server.card.updated',
  cardUpdatedAndPaid: 'server.card.updatedAndPaid',
  cardUpdatedRetryDeclined: 'server.card.updatedRetryDeclined',
  noRunningSubscription: 'billing.life.noRunningSubscription',
} as const;

export const mailSettingsPaths = {
  /** GET / PUT: which mails the member wants. */
  settings: '/api/v4/users/me/mail-settings',
} as const;

export const MailSettingsSchema = z.object({
  /** Reminders: the trial ends soon, the grace period ends soon, premium resumes soon. */
  reminders: z.boolean(),
});
export type MailSettings = z.output<typeof MailSettingsSchema>;
