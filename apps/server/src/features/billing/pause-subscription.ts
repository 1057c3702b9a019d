import {
  PAUSE_MONTH_CHOICES,
  PAUSE_ONCE_PER_MONTHS,
  type PauseMonths,
  type PauseState,
  pauseMessages,
  pauseResumesAt,
} from '@studio/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db, Tx } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { subscriptionPauses, subscriptions } from '../../db/schema';
import { AppError, notFound, validationError } from '../../errors';
import type { MailContext } from './member-mail';
import { queuePauseStarted } from './pause-mails';
import { restartBilling } from './restart-billing';
import { latestSubscription, liveSubscription, type SubscriptionRow } from './subscriptions';

type PauseRow = typeof subscriptionPauses.$inferSelect;

/** The member's newest pause, standing or not. */
const latestPause = async (db: Db | Tx, userId: number): Promise<PauseRow | null> => {
  const [row] = await db
    .select()
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.user_id, userId))
    .orderBy(desc(subscriptionPauses.paused_at))
    .limit(1);
  return row ?? null;
};

/** When the once-a-year rule allows another pause, if it refuses one now. */
const nextPauseFrom = (last: PauseRow | null, now: Date): Date | null => {
  if (!last) return null;
  const from = pauseResumesAt(last.paused_at, PAUSE_ONCE_PER_MONTHS, last.paused_at);
  return from > now ? from : null;
};

/** Closes the subscription's standing pause, if any. */
export const closePause = (
  tx: Tx,
  subscriptionId: number,
  by: 'date' | 'member' | 'ended' | 'declined',
  now: Date,
) =>
  tx
    .update(subscriptionPauses)
    .set({ resumed_at: now, resumed_by: by })
    .where(
      and(eq(subscriptionPauses.subscription_id, subscriptionId), isNull(subscriptionPauses.resumed_at)),
    );

/**
 * Running and not failing: an active subscription, or a trial (whose end is its paid period; the
 * first charge waits for the pause's end). A past-due one must be paid first.
 */
const pausable = (row: SubscriptionRow) => row.status === 'active' || row.status === 'trial';

/** What the subscription page shows of pausing and undoing (decision 0028). */
export const pauseState = async (db: Db, userId: number, now = new Date()): Promise<PauseState> => {
  const found = await latestSubscription(db, userId);
  const last = await latestPause(db, userId);
  const row = found?.subscription;
  const standing = row?.status === 'paused' && last && !last.resumed_at && last.subscription_id === row.id;
  const next = nextPauseFrom(last, now);
  const canPause = row !== undefined && pausable(row) && next === null;
  const premium = row !== undefined && row.status !== 'expired' && row.paid_through > now;
  return {
    paused: standing
      ? {
          months: last.months,
          paused_at: last.paused_at.toISOString(),
          resumes_at: last.resumes_at.toISOString(),
        }
      : null,
    can_pause: canPause,
    next_pause_from: next?.toISOString() ?? null,
    choices: canPause
      ? PAUSE_MONTH_CHOICES.map((months) => ({
          months,
          resumes_at: pauseResumesAt(row.paid_through, months, now).toISOString(),
        }))
      : [],
    can_undo_cancel: row?.status === 'canceled' && premium,
    premium_until: premium ? row.paid_through.toISOString() : null,
  };
};

type Deps = { db: Db; gateway: PaymentsGateway; mail: MailContext };

/**
 * Pauses premium for `months` from the end of the paid period, once a year: the provider stops
 * billing now (Braintree cancels; decision 0028), premium lasts until the paid-through date, and
 * billing resumes at the pause's end. A repeat of the same pause (a double click) answers it again.
 */
export const pauseSubscription = async (
  { db, gateway, mail }: Deps,
  { userId, months, now = new Date() }: { userId: number; months: PauseMonths; now?: Date },
): Promise<void> =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const live = await liveSubscription(tx, userId);
    const last = await latestPause(tx, userId);
    if (live?.status === 'paused' && last && !last.resumed_at && last.months === months) return;
    const next = nextPauseFrom(last, now);
    if (next) throw validationError({ months: [pauseMessages.onceOnly(next)] });
    if (!live || !pausable(live)) throw new AppError('conflict', pauseMessages.notPausable);
    // Stopped at the provider first: should recording fail, a retry cancels again (a no-op) and records.
    await gateway.cancelSubscription(live.provider_subscription_id);
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'paused', updated_at: now })
      .where(eq(subscriptions.id, live.id))
      .returning();
    const [pause] = await tx
      .insert(subscriptionPauses)
      .values({
        user_id: userId,
        subscription_id: live.id,
        months,
        paused_at: now,
        resumes_at: pauseResumesAt(live.paid_through, months, now),
      })
      .returning();
    if (!row || !pause) throw new Error('pause not recorded');
    await queuePauseStarted(tx, mail, row, pause);
  });

/**
 * Ends the member's pause and bills again (by the scheduled job at its date, or by hand earlier):
 * from the end of the paid period if it is still ahead, else now. Null when nothing is paused (it
 * was resumed, cancelled or replaced meanwhile): a second run changes nothing.
 */
export const resumeSubscription = async (
  { db, gateway, mail }: Deps,
  { userId, by, now = new Date() }: { userId: number; by: 'date' | 'member'; now?: Date },
): Promise<SubscriptionRow | null> =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const live = await liveSubscription(tx, userId);
    if (live?.status !== 'paused') return null;
    const restarted = await restartBilling(tx, { gateway, mail }, live, now);
    await closePause(tx, live.id, by, now);
    return restarted;
  });

/**
 * Undoes a cancellation while premium lasts: billing starts again at the old paid-through date,
 * same plan and price, no trial. A repeat (a double click) finds the subscription running again.
 */
export const undoCancellation = async (
  { db, gateway, mail }: Deps,
  { userId, now = new Date() }: { userId: number; now?: Date },
): Promise<void> =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const live = await liveSubscription(tx, userId);
    if (live && (live.status === 'active' || live.status === 'trial')) return;
    const found = await latestSubscription(tx, userId);
    if (!found) throw notFound();
    const row = found.subscription;
    if (row.status !== 'canceled' || row.paid_through <= now || live)
      throw new AppError('conflict', pauseMessages.nothingToUndo);
    // Cancelled while paused: the pause stands again (its provider side is canceled already, and
    // the sweep resumes it at its date), as if the cancellation had never been.
    const [pause] = await tx
      .select({ resumes_at: subscriptionPauses.resumes_at })
      .from(subscriptionPauses)
      .where(and(eq(subscriptionPauses.subscription_id, row.id), isNull(subscriptionPauses.resumed_at)));
    if (pause && pause.resumes_at > now) {
      await tx
        .update(subscriptions)
        .set({ status: 'paused', canceled_at: null, updated_at: now })
        .where(eq(subscriptions.id, row.id));
      return;
    }
    await restartBilling(tx, { gateway, mail }, row, now);
    await closePause(tx, row.id, 'ended', now);
  });
