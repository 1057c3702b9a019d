import { type Cents, formatDate, formatMoney, PLAN_NAMES } from '@studio/shared';
import type { Tx } from '../../db/client';
import { MAIL_LINKS, type MailContext, queueMemberMail } from './member-mail';
import type { SubscriptionRow } from './subscriptions';

/**
 * The mails of a failed payment and of a charge (issue 18): the receipt, payment failed, the
 * grace period's reminder, card updated, premium ended. Each is queued in the caller's
 * transaction through `queueMemberMail`, once per event key.
 */

const cardOf = (row: SubscriptionRow): string =>
  row.last_four ? `${row.card_type ?? 'Card'} ending in ${row.last_four}` : (row.card_type ?? 'your card');

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
    content: ({ display }) => ({
      subject: 'Your Studio receipt',
      paragraphs: [
        'Thank you for your payment. Here is your receipt.',
        `Plan: ${PLAN_NAMES[row.plan]} premium`,
        `Amount: ${formatMoney(charge.amountCents, display)}`,
        `Paid with: ${cardOf(row)}`,
        `Date: ${formatDate(at, display)}`,
        `Reference: ${charge.transactionId}`,
      ],
      action: { label: 'See your subscription', path: MAIL_LINKS.subscription },
    }),
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
    content: ({ display }) => ({
      subject: 'Your payment failed',
      paragraphs: [
        `We couldn't charge ${cardOf(row)} for your ${PLAN_NAMES[row.plan]} premium plan.`,
        `Premium stays on until ${formatDate(graceEndsAt, display)}. Update your card before then to keep it.`,
      ],
      action: { label: 'Update your card', path: MAIL_LINKS.updateCard },
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
    content: ({ display }) => ({
      subject: 'Your premium ends soon',
      paragraphs: [
        `Your last payment still hasn't gone through. Premium ends on ${formatDate(graceEndsAt, display)} unless you update your card.`,
      ],
      action: { label: 'Update your card', path: MAIL_LINKS.updateCard },
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
    content: {
      subject: 'Your card is updated',
      paragraphs: [
        `From now on your ${PLAN_NAMES[row.plan]} premium plan is charged to ${cardOf(row)}.`,
        "If you didn't make this change, reply to this mail at once.",
      ],
      action: { label: 'See your subscription', path: MAIL_LINKS.subscription },
    },
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
  const reason = {
    unpaid: "We couldn't charge your card before the grace period ended, so your premium has ended.",
    declined: 'Your bank declined the first payment of your subscription, so your premium has ended.',
    expired: 'Your premium subscription has ended.',
    resume_declined: "We couldn't charge your card when your pause ended, so your premium has ended.",
  }[why];
  return queueMemberMail(tx, mail, {
    userId: row.user_id,
    kind: 'premium_ended',
    eventKey: `subscription:${row.id}:ended`,
    content: {
      subject: 'Your premium has ended',
      paragraphs: [reason, 'You can subscribe again at any time: your workouts and progress are waiting.'],
      action: { label: 'Subscribe again', path: MAIL_LINKS.subscription },
    },
  });
};
