import { formatDate, TRIAL_REMINDER_DAYS } from '@studio/shared';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { jobHandler, jobKind } from '../../jobs/queue';
import { planName, priceOf, yourCard } from './mail-words';
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

const manage = (t: MailReader['t']) => ({
  label: t('mail.action.manageSubscription'),
  path: MAIL_LINKS.subscription,
});

const welcomeContent = (row: SubscriptionRow) => (reader: MailReader) => {
  const { display, t } = reader;
  const words = {
    plan: planName(reader, row.plan),
    price: priceOf(reader, row),
    card: yourCard(reader, row),
  };
  return row.status === 'trial' && row.trial_ends_at
    ? {
        subject: t('mail.welcome.trialSubject'),
        paragraphs: [
          t('mail.welcome.trialRuns', { plan: words.plan, date: formatDate(row.trial_ends_at, display) }),
          t('mail.welcome.trialThen', words),
          t('mail.welcome.trialMeanwhile'),
        ],
        action: manage(t),
      }
    : {
        subject: t('mail.welcome.subject'),
        paragraphs: [
          t('mail.welcome.onPlan', words),
          t('mail.welcome.nextCharge', { date: formatDate(row.paid_through, display) }),
        ],
        action: manage(t),
      };
};

const trialEndingContent = (row: SubscriptionRow, trialEndsAt: Date) => (reader: MailReader) => {
  const { display, t } = reader;
  return {
    subject: t('mail.trialEnding.subject', { days: TRIAL_REMINDER_DAYS }),
    paragraphs: [
      t('mail.trialEnding.endsOn', {
        date: formatDate(trialEndsAt, display),
        price: priceOf(reader, row),
        card: yourCard(reader, row),
      }),
      t('mail.trialEnding.nothingToDo'),
    ],
    action: manage(t),
  };
};

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
