import { billingEvery, formatDate, formatMoney, PLAN_NAMES, TRIAL_REMINDER_DAYS } from '@studio/shared';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { jobHandler, jobKind } from '../../jobs/queue';
import { MAIL_LINKS, type MailContext, type MailReader, queueMemberMail } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

/**
 * The mails that open a subscription (issue 18): a welcome with the trial's end date, and a
 * reminder TRIAL_REMINDER_DAYS before the trial ends, from a job timed then that first checks the
 * trial still runs as it did (not cancelled, not ended early, not moved).
 */

export const TRIAL_ENDING = jobKind<{ subscriptionId: number; trialEndsAt: string }>({
  name: 'trial-ending',
  policy: { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 600 },
});

const cardOf = (row: SubscriptionRow) =>
  row.last_four ? `your ${row.card_type ?? 'card'} ending in ${row.last_four}` : 'your card';
const priceOf = (row: SubscriptionRow, display: MailReader['display']) =>
  `${formatMoney(row.price_cents, display)} ${billingEvery(row.plan)}`;

const manage = { label: 'Manage your subscription', path: MAIL_LINKS.subscription };

const welcomeContent =
  (row: SubscriptionRow) =>
  ({ display }: MailReader) =>
    row.status === 'trial' && row.trial_ends_at
      ? {
          subject: 'Welcome to Studio premium: your free trial has started',
          paragraphs: [
            `Your free trial of the ${PLAN_NAMES[row.plan]} plan runs until ${formatDate(row.trial_ends_at, display)}.`,
            `After that, premium costs ${priceOf(row, display)}, charged to ${cardOf(row)}, unless you cancel before then.`,
            'Every on-demand class, program and recipe is yours to try meanwhile.',
          ],
          action: manage,
        }
      : {
          subject: 'Welcome to Studio premium',
          paragraphs: [
            `You are on the ${PLAN_NAMES[row.plan]} plan: ${priceOf(row, display)}, charged to ${cardOf(row)}.`,
            `Your next charge is on ${formatDate(row.paid_through, display)}.`,
          ],
          action: manage,
        };

const trialEndingContent =
  (row: SubscriptionRow, trialEndsAt: Date) =>
  ({ display }: MailReader) => ({
    subject: `Your free trial ends in ${TRIAL_REMINDER_DAYS} days`,
    paragraphs: [
      `Your free trial ends on ${formatDate(trialEndsAt, display)}. Then premium costs ${priceOf(row, display)}, charged to ${cardOf(row)}.`,
      'Nothing to do if you want to keep training. To stop, cancel before then: you will not be charged.',
    ],
    action: manage,
  });

/**
 * In the purchase's transaction: the welcome mail, and the trial's reminder timed
 * TRIAL_REMINDER_DAYS before its end (none for a trial shorter than that).
 */
export const queueWelcome = async (tx: Tx, context: MailContext, row: SubscriptionRow): Promise<void> => {
  if (row.user_id === null) return;
  await queueMemberMail(tx, context, {
    userId: row.user_id,
    kind: 'welcome',
    eventKey: `subscription:${row.id}:welcome`,
    content: welcomeContent(row),
  });
  if (row.status !== 'trial' || !row.trial_ends_at) return;
  const remindAt = dayjs(row.trial_ends_at).subtract(TRIAL_REMINDER_DAYS, 'day').toDate();
  if (remindAt <= new Date()) return;
  await context.jobs.send(
    TRIAL_ENDING,
    { subscriptionId: row.id, trialEndsAt: row.trial_ends_at.toISOString() },
    { db: tx, startAfter: remindAt },
  );
};

/** Sends the trial's reminder if the trial still runs to the end it was timed for. */
export const trialEndingHandler = ({
  db,
  mail,
  log,
}: {
  db: Db;
  mail: MailContext;
  log: FastifyBaseLogger;
}) =>
  jobHandler(TRIAL_ENDING, async ({ subscriptionId, trialEndsAt }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      const unchanged =
        row?.user_id != null &&
        row.status === 'trial' &&
        row.trial_ends_at?.toISOString() === trialEndsAt &&
        row.trial_ends_at > new Date();
      if (!row || !unchanged || row.user_id === null) {
        log.info({ subscriptionId }, 'trial reminder not sent: the trial no longer runs as timed');
        return;
      }
      await queueMemberMail(tx, mail, {
        userId: row.user_id,
        kind: 'trial_ending',
        eventKey: `subscription:${row.id}:trial-ending`,
        content: trialEndingContent(row, row.trial_ends_at as Date),
      });
    });
  });
