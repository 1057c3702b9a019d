import { formatDate, formatMoney, RESUME_ATTEMPTS } from '@studio/shared';
import type { Tx } from '../../db/client';
import { priceOf } from './mail-words';
import { MAIL_LINKS, type MailContext, type MailReader, queueMemberMail } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

type PauseOf = { id: number; resumes_at: Date };

const seeSubscription = ({ t }: MailReader) => ({
  label: t('mail.action.seeSubscription'),
  path: MAIL_LINKS.subscription,
});

/** "Your premium is paused", with the day billing resumes (in the member's zone): once per pause. */
export const queuePauseStarted = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'pause_started',
    eventKey: `subscription:${row.id}:pause:${pause.id}:started`,
    content: (reader) => {
      const { t, display } = reader;
      const resumes = formatDate(pause.resumes_at, display);
      return {
        subject: t('mail.pauseStarted.subject', { date: resumes }),
        paragraphs: [
          t('mail.pauseStarted.staysOn', { date: formatDate(row.paid_through, display) }),
          t('mail.pauseStarted.resumes', { date: resumes, price: priceOf(reader, row) }),
          t('mail.pauseStarted.resumeEarlier'),
        ],
        action: seeSubscription(reader),
      };
    },
  });

/** The reminder a few days before billing resumes: once per pause. */
export const queueResumingSoon = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'resuming_soon',
    eventKey: `subscription:${row.id}:pause:${pause.id}:resuming_soon`,
    content: (reader) => {
      const { t, display } = reader;
      const resumes = formatDate(pause.resumes_at, display);
      return {
        subject: t('mail.resumingSoon.subject', { date: resumes }),
        paragraphs: [
          t('mail.resumingSoon.body', { date: resumes, amount: formatMoney(row.price_cents, display) }),
          t('mail.resumingSoon.cancel'),
        ],
        action: seeSubscription(reader),
      };
    },
  });

/** The card declined the pause's resume (once per pause): a new card, or premium ends in a week. */
export const queueResumeDeclined = (tx: Tx, context: MailContext, row: SubscriptionRow, pause: PauseOf) =>
  queueMemberMail(tx, context, {
    userId: row.user_id ?? 0,
    kind: 'payment_failed',
    eventKey: `subscription:${row.id}:pause:${pause.id}:resume_declined`,
    content: (reader) => ({
      subject: reader.t('mail.resumeDeclined.subject'),
      paragraphs: [
        reader.t('mail.resumeDeclined.declined', { price: priceOf(reader, row) }),
        reader.t('mail.resumeDeclined.retry', { days: RESUME_ATTEMPTS - 1 }),
      ],
      action: { label: reader.t('mail.action.updateCard'), path: MAIL_LINKS.updateCard },
    }),
  });
