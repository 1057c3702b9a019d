import { z } from 'zod/mini';
import type { Wording } from '../i18n/wording';
import { PAUSE_MONTH_CHOICES, type PauseMonths } from './subscription-life';

/**
 * Pausing premium and undoing a cancellation (issue 18, decision 0028). A pause starts where the
 * paid period ends and lasts whole months; billing then resumes on its own, or earlier by hand.
 */

export const pausePaths = {
  /** GET: the pause state and choices; POST `{ months }`: pause. */
  pause: '/api/v4/users/me/subscription/pause',
  /** POST: resume now (billing starts again at the end of the paid period, or now). */
  resume: '/api/v4/users/me/subscription/resume',
  /** POST: undo a cancellation while premium lasts. */
  undoCancel: '/api/v4/users/me/subscription/undo-cancel',
} as const;

export const pauseMessages = {
  monthsInvalid: 'billing.pause.monthsInvalid',
  onceOnly: (nextDate: Date): Wording => ({ id: 'server.pause.onceOnly', values: { date: nextDate } }),
  notPausable: 'server.pause.notPausable',
  notPaused: 'server.pause.notPaused',
  nothingToUndo: 'server.pause.nothingToUndo',
  paused: (date: string): Wording => ({ id: 'billing.pause.paused', values: { date } }),
} as const;

/**
 * When billing (and premium) resumes after a pause of `months` from the end of the paid period
 * (or from now, if that end has passed).
 */
export const pauseResumesAt = (paidThrough: Date, months: number, now: Date = new Date()): Date => {
  const from = new Date(Math.max(paidThrough.getTime(), now.getTime()));
  const to = new Date(from);
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  // The same day of the month, or the month's last day (31 January + 1 month: 28 or 29 February).
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
};

export const PauseRequestSchema = z.object({
  months: z.pipe(
    z.number({ error: pauseMessages.monthsInvalid }),
    z.custom<PauseMonths>((value) => (PAUSE_MONTH_CHOICES as readonly unknown[]).includes(value), {
      error: pauseMessages.monthsInvalid,
    }),
  ),
});
export type PauseRequest = z.input<typeof PauseRequestSchema>;

export const PauseStateSchema = z.object({
  /** The pause that stands, if any. */
  paused: z.nullable(z.object({ months: z.number(), paused_at: z.string(), resumes_at: z.string() })),
  /** Whether a pause may start now; `choices` say when billing would resume for each length. */
  can_pause: z.boolean(),
  /** When the once-a-year rule allows the next pause, while it refuses one. */
  next_pause_from: z.nullable(z.string()),
  choices: z.array(z.object({ months: z.number(), resumes_at: z.string() })),
  /** A canceled subscription still premium: the cancellation can be undone until `premium_until`. */
  can_undo_cancel: z.boolean(),
  premium_until: z.nullable(z.string()),
});
export type PauseState = z.output<typeof PauseStateSchema>;
