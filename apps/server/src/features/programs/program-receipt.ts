import { formatDate, formatMoney } from '@studio/shared';
import type { Tx } from '../../db/client';
import { MAIL_LINKS, type MailContext, queueMemberMail } from '../billing';
import type { ProgramRow } from './load-programs';

/**
 * The receipt of a program bought by card (issue 18): what, how much, which card, when, and until
 * when the rental runs, in the purchase's transaction, once per charge. A store purchase's receipt
 * is the store's.
 */
export const queueProgramReceipt = (
  tx: Tx,
  context: MailContext,
  purchase: {
    user_id: number;
    price_cents: number;
    provider_transaction_id: string | null;
    card_type: string | null;
    last_four: string | null;
    created_at: Date;
    ends_at: Date;
  },
  program: Pick<ProgramRow, 'title'>,
) =>
  queueMemberMail(tx, context, {
    userId: purchase.user_id,
    kind: 'program_receipt',
    eventKey: `charge:${purchase.provider_transaction_id}`,
    content: ({ display }) => ({
      subject: `Your receipt: ${program.title}`,
      paragraphs: [
        `Thank you for buying ${program.title}.`,
        [
          `Amount: ${formatMoney(purchase.price_cents, display)}`,
          `Paid with: ${purchase.last_four ? `${purchase.card_type ?? 'Card'} ending in ${purchase.last_four}` : (purchase.card_type ?? 'card')}`,
          `Date: ${formatDate(purchase.created_at, display)}`,
        ].join('\n'),
        `Your program runs until ${formatDate(purchase.ends_at, display)}.`,
      ],
      action: { label: 'Open your program', path: MAIL_LINKS.programs },
    }),
  });

/**
 * The card payment of a program failed at settlement (the bank declined it after the purchase):
 * the member is told as for a failed renewal (`payment_failed`), once per purchase, and that a
 * running program has ended.
 */
export const queueProgramDeclined = (
  tx: Tx,
  context: MailContext,
  purchase: {
    id: number;
    user_id: number;
    price_cents: number;
    card_type: string | null;
    last_four: string | null;
  },
  title: string,
  running: boolean,
) =>
  queueMemberMail(tx, context, {
    userId: purchase.user_id,
    kind: 'payment_failed',
    eventKey: `program:${purchase.id}:declined`,
    content: ({ display }) => ({
      subject: 'Your payment failed',
      paragraphs: [
        `Your bank declined the payment of ${formatMoney(purchase.price_cents, display)} for ${title}${purchase.last_four ? ` (${purchase.card_type ?? 'card'} ending in ${purchase.last_four})` : ''}, so nothing was charged.`,
        running
          ? `${title} has ended: its workouts are locked again. You can buy it again with another card.`
          : 'You can buy the program again with another card.',
      ],
      action: { label: 'See programs', path: MAIL_LINKS.programs },
    }),
  });
