import { type Cents, formatDate, formatMoney, type MessageId } from '@studio/shared';
import type { Tx } from '../../db/client';
import { namedCard, planName } from './mail-words';
import { MAIL_LINKS, type MailContext, type MailReader, queueMemberMail } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

/**
 * The mails of a failed payment and of a charge (issue 18): the receipt, payment failed, the
 * grace period's reminder, card updated, premium ended. Each is queued in the caller's
 * transaction through `queueMemberMail`, once per event key.
 */

const seeSubscription = ({ t }: MailReader) => ({
  label: t('mail.action.seeSubscription'),
  path: MAIL_LINKS.subscription,
});
const updateCard = ({ t }: MailReader) => ({
  label: t('mail.action.updateCard'),
  path: MAIL_LINKS.updateCard,
});

/** The receipt of a charge (plan, amount, last four, date), once per transaction. */
export const queueReceipt = async (
  tx: Tx,
  mail: MailContext,
  row: SubscriptionRow,
  charge: { transactionId: string; amountCents: Cents },
  at = new Date(),
): Promise<boolean> => {
  if (row.user_id === null) return false;
  return queueMemberMail(tx, mail, {
    userId: row.user_id,
    kind: 'receipt',
    eventKey: `charge:${charge.transactionId}`,
    content: (reader) => {
      const { t, display } = reader;
      return {
        subject: t('mail.receipt.subject'),
        paragraphs: [
          t('mail.receipt.thanks'),
          t('mail.receipt.plan', { plan: planName(reader, row.plan) }),
          t('mail.receipt.amount', { amount: formatMoney(charge.amountCents, display) }),
          t('mail.receipt.paidWith', { card: namedCard(reader, row) }),
          t('mail.receipt.date', { date: formatDate(at, display) }),
          t('mail.receipt.reference', { reference: charge.transactionId }),
        ],
        action: seeSubscription(reader),
      };
    },
  });
};

/** The renewal failed: premium lasts through the grace period; update the card. */
export const queuePaymentFailed = async (
  tx: Tx,
  mail: MailContext,
  row: SubscriptionRow,
  graceEndsAt: Date,
) => {
  if (row.user_id === null) return false;
  return queueMemberMail(tx, mail, {
    userId: row.user_id,
    kind: 'payment_failed',
    eventKey: `subscription:${row.id}:past_due:${graceEndsAt.toISOString()}`,
    content: (reader) => ({
      subject: reader.t('mail.paymentFailed.subject'),
      paragraphs: [
        reader.t('mail.paymentFailed.couldNotCharge', {
          card: namedCard(reader, row),
          plan: planName(reader, row.plan),
        }),
        reader.t('mail.paymentFailed.graceUntil', { date: formatDate(graceEndsAt, reader.display) }),
      ],
      action: updateCard(reader),
    }),
  });
};

/** A reminder a few days before the grace period ends (members may turn reminders off). */
export const queueGraceEnding = async (
  tx: Tx,
  mail: MailContext,
  row: SubscriptionRow,
  graceEndsAt: Date,
) => {
  if (row.user_id === null) return false;
  return queueMemberMail(tx, mail, {
    userId: row.user_id,
    kind: 'grace_ending',
    eventKey: `subscription:${row.id}:grace_ending:${graceEndsAt.toISOString()}`,
    content: (reader) => ({
      subject: reader.t('mail.graceEnding.subject'),
      paragraphs: [reader.t('mail.graceEnding.body', { date: formatDate(graceEndsAt, reader.display) })],
      action: updateCard(reader),
    }),
  });
};

/** The member's new card is the subscription's; `token` is the provider's id of it. */
export const queueCardUpdated = async (tx: Tx, mail: MailContext, row: SubscriptionRow, token: string) => {
  if (row.user_id === null) return false;
  return queueMemberMail(tx, mail, {
    userId: row.user_id,
    kind: 'card_updated',
    eventKey: `subscription:${row.id}:card:${token}`,
    content: (reader) => ({
      subject: reader.t('mail.cardUpdated.subject'),
      paragraphs: [
        reader.t('mail.cardUpdated.body', { plan: planName(reader, row.plan), card: namedCard(reader, row) }),
        reader.t('mail.cardUpdated.notYou'),
      ],
      action: seeSubscription(reader),
    }),
  });
};

/** Premium has ended, whoever ended it first (event key `subscription:<id>:ended`). */
export const queuePremiumEnded = async (
  tx: Tx,
  mail: MailContext,
  row: SubscriptionRow,
  why: 'unpaid' | 'declined' | 'expired' | 'resume_declined',
) => {
  if (row.user_id === null) return false;
  const reason: MessageId = {
    unpaid: 'mail.premiumEnded.unpaid' as const,
    declined: 'mail.premiumEnded.declined' as const,
    expired: 'mail.premiumEnded.expired' as const,
    resume_declined: 'mail.premiumEnded.resumeDeclined' as const,
  }[why];
  return queueMemberMail(tx, mail, {
    userId: row.user_id,
    kind: 'premium_ended',
    eventKey: `subscription:${row.id}:ended`,
    content: ({ t }) => ({
      subject: t('mail.premiumEnded.subject'),
      paragraphs: [t(reason), t('mail.premiumEnded.comeBack')],
      action: { label: t('mail.action.subscribeAgain'), path: MAIL_LINKS.subscription },
    }),
  });
};
