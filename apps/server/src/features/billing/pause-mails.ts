import { billingEvery, formatDate, formatMoney, RESUME_ATTEMPTS } from '@studio/shared';
import type { Tx } from '../../db/client';
import { MAIL_LINKS, type MailContext, type MailReader, queueMemberMail } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

type PauseOf = { id: number; resumes_at: Date };

/** "$19.99 every month", as the subscription page says it. */
const price = (row: SubscriptionRow, display: MailReader['display']) =>
  `${formatMoney(row.price_cents, display)} ${billingEvery(row.plan)}`;
const seeSubscription = { label: 'See your subscription', path: MAIL_LINKS.subscription };

/** "Your premium is paused", with the day billing resumes (in the member's zone): once per pause. */
export const queuePauseStarted = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'pause_started',
    eventKey: `subscription:${row.id}:pause:${pause.id}:started`,
    content: ({ display }) => {
      const resumes = formatDate(pause.resumes_at, display);
      return {
        subject: `Your premium is paused until ${resumes}`,
        paragraphs: [
          `Premium stays on until ${formatDate(row.paid_through, display)}. Nothing is charged during your pause.`,
          `Premium and billing resume on ${resumes}, at ${price(row, display)} on your card. Your programs in progress keep their weeks.`,
          'You can resume earlier from your subscription page.',
        ],
        action: seeSubscription,
      };
    },
  });

/** The reminder a few days before billing resumes: once per pause. */
export const queueResumingSoon = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'resuming_soon',
    eventKey: `subscription:${row.id}:pause:${pause.id}:resuming_soon`,
    content: ({ display }) => {
      const resumes = formatDate(pause.resumes_at, display);
      return {
        subject: `Premium resumes on ${resumes}`,
        paragraphs: [
          `Your pause ends on ${resumes}: premium comes back and ${formatMoney(row.price_cents, display)} is charged to your card that day.`,
          'To stop it, cancel from your subscription page before then.',
        ],
        action: seeSubscription,
      };
    },
  });

/** The card declined the pause's resume (once per pause): a new card, or premium ends in a week. */
export const queueResumeDeclined = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'payment_failed',
    eventKey: `subscription:${row.id}:pause:${pause.id}:resume_declined`,
    content: ({ display }) => ({
      subject: 'We could not restart your premium',
      paragraphs: [
        `Your pause ended, but your card was declined for ${price(row, display)}.`,
        `Update your card: we try again every day for ${RESUME_ATTEMPTS - 1} more days, then your premium ends.`,
      ],
      action: { label: 'Update your card', path: MAIL_LINKS.updateCard },
    }),
  });
