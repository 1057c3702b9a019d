import { RESUME_ATTEMPTS, RESUMING_SOON_DAYS } from '@studio/shared';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { subscriptionPauses, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { jobHandler, jobKind } from '../../jobs/queue';
import { queuePremiumEnded } from './dunning-mails';
import type { MailContext } from './member-mail';
import { queueResumeDeclined, queueResumingSoon } from './pause-mails';
import { closePause, resumeSubscription } from './pause-subscription';

const DAY_MS = 86_400_000;

/**
 * Pauses that end, and pauses that end soon, every quarter of an hour (decision 0028). One sweep
 * rather than a job per pause: it reads the pauses as they stand (resumed by hand, cancelled), and
 * a run twice, or two at once, resumes each pause once (the member's lock, then a re-read).
 */
export const PAUSE_SWEEP = jobKind<Record<string, never>>({
  name: 'subscription_pause_sweep',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: '*/15 * * * *',
});

type SweepDeps = { db: Db; gateway: PaymentsGateway; mail: MailContext; log: FastifyBaseLogger };

/**
 * The card declined a pause's resume: the member is told once (with the update-card link: a card
 * given while paused is the one the next try bills), tried again a day later, RESUME_ATTEMPTS
 * times in all; then the pause closes and premium ends, with its mail. Never a retry every sweep.
 */
const resumeDeclined = (
  db: Db,
  mail: MailContext,
  { id: pauseId, user_id: userId }: { id: number; user_id: number },
  now: Date,
) =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [standing] = await tx
      .select({ pause: subscriptionPauses, subscription: subscriptions })
      .from(subscriptionPauses)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPauses.subscription_id))
      .where(and(eq(subscriptionPauses.id, pauseId), isNull(subscriptionPauses.resumed_at)));
    if (!standing) return;
    const { pause, subscription } = standing;
    const attempts = pause.resume_attempts + 1;
    if (attempts === 1) await queueResumeDeclined(tx, mail, subscription, pause);
    if (attempts >= RESUME_ATTEMPTS) {
      await closePause(tx, subscription.id, 'declined', now);
      const [ended] = await tx
        .update(subscriptions)
        .set({ status: 'expired', updated_at: now })
        .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, 'paused')))
        .returning();
      if (ended) await queuePremiumEnded(tx, mail, ended, 'resume_declined');
      return;
    }
    await tx
      .update(subscriptionPauses)
      .set({ resume_attempts: attempts, next_attempt_at: new Date(now.getTime() + DAY_MS) })
      .where(eq(subscriptionPauses.id, pauseId));
  });

/** Sends the "resuming soon" reminders that are due, then resumes the pauses that ended. */
export const sweepPauses = async ({ db, gateway, mail, log }: SweepDeps, now = new Date()) => {
  const open = isNull(subscriptionPauses.resumed_at);
  const soon = await db
    .select({ id: subscriptionPauses.id, userId: subscriptionPauses.user_id })
    .from(subscriptionPauses)
    .where(
      and(
        open,
        isNull(subscriptionPauses.reminded_at),
        lte(subscriptionPauses.resumes_at, new Date(now.getTime() + RESUMING_SOON_DAYS * DAY_MS)),
      ),
    );
  for (const { id, userId } of soon) {
    await db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const [standing] = await tx
        .select({ pause: subscriptionPauses, subscription: subscriptions })
        .from(subscriptionPauses)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPauses.subscription_id))
        .where(and(eq(subscriptionPauses.id, id), open, isNull(subscriptionPauses.reminded_at)));
      if (!standing) return;
      // Only while the pause still stands: a cancelled or replaced subscription resumes nothing.
      if (standing.subscription.status === 'paused' && standing.pause.resumes_at > now)
        await queueResumingSoon(tx, mail, standing.subscription, standing.pause);
      await tx.update(subscriptionPauses).set({ reminded_at: now }).where(eq(subscriptionPauses.id, id));
    });
  }

  const due = await db
    .select({ pause: subscriptionPauses, status: subscriptions.status })
    .from(subscriptionPauses)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPauses.subscription_id))
    .where(
      and(
        open,
        lte(subscriptionPauses.resumes_at, now),
        or(isNull(subscriptionPauses.next_attempt_at), lte(subscriptionPauses.next_attempt_at, now)),
      ),
    );
  let resumed = 0;
  for (const { pause, status } of due) {
    if (status !== 'paused') {
      // Cancelled or replaced while paused: the pause ends with nothing to bill.
      await db.transaction((tx) => closePause(tx, pause.subscription_id, 'ended', now));
      continue;
    }
    try {
      if (await resumeSubscription({ db, gateway, mail }, { userId: pause.user_id, by: 'date', now }))
        resumed += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'payment_declined') {
        await resumeDeclined(db, mail, pause, now);
      } else {
        // The provider away: the pause stands, the next sweep tries again.
        log.warn({ err: error, pauseId: pause.id }, 'pause not resumed');
      }
    }
  }
  return { reminded: soon.length, resumed };
};

export const pauseSweepHandler = ({
  db,
  payments,
  mail,
  log,
}: Omit<SweepDeps, 'gateway'> & { payments: PaymentsGateway }) =>
  jobHandler(PAUSE_SWEEP, async () => {
    const done = await sweepPauses({ db, gateway: payments, mail, log });
    if (done.resumed > 0) log.info(done, 'billing: pauses resumed');
  });
