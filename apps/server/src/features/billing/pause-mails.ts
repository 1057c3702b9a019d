import { formatCents, formatDate } from '@studio/shared';
import type { Tx } from '../../db/client';
import { MAIL_LINKS, type MailContext, queueMemberMail } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

type PauseOf = { id: number; resumes_at: Date };

const price = (row: SubscriptionRow) => formatCents(row.price_cents);
const seeSubscription = { label: 'See your subscription', path: MAIL_LINKS.subscription };

/** "Your premium is paused", with the day billing resumes: once per pause. */
export const queuePauseStarted = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'pause_started',
    eventKey: `subscription:${row.id}:pause:${pause.id}:started`,
    content: {
      subject: `Your premium is paused until ${formatDate(pause.resumes_at)}`,
      paragraphs: [
        `Premium stays on until ${formatDate(row.paid_through)}. Nothing is charged during your pause.`,
        `Premium and billing resume on ${formatDate(pause.resumes_at)}, at ${price(row)} a period on your card. Your programs in progress keep their weeks.`,
        'You can resume earlier from your subscription page.',
      ],
      action: seeSubscription,
    },
  });

/** The reminder a few days before billing resumes: once per pause. */
export const queueResumingSoon = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'resuming_soon',
    eventKey: `subscription:${row.id}:pause:${pause.id}:resuming_soon`,
    content: {
      subject: `Premium resumes on ${formatDate(pause.resumes_at)}`,
      paragraphs: [
        `Your pause ends on ${formatDate(pause.resumes_at)}: premium comes back and ${price(row)} is charged to your card that day.`,
        'To stop it, cancel from your subscription page before then.',
      ],
      action: seeSubscription,
    },
  });
