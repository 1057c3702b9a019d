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
    content: ({ t, display }) => {
      const card = purchase.last_four
        ? purchase.card_type
          ? t('mail.card.typeEnding', { card: purchase.card_type, lastFour: purchase.last_four })
          : t('mail.card.cardEnding', { lastFour: purchase.last_four })
        : (purchase.card_type ?? t('mail.card.card'));
      return {
        subject: t('mail.programReceipt.subject', { title: program.title }),
        paragraphs: [
          t('mail.programReceipt.thanks', { title: program.title }),
          [
            t('mail.receipt.amount', { amount: formatMoney(purchase.price_cents, display) }),
            t('mail.receipt.paidWith', { card }),
            t('mail.receipt.date', { date: formatDate(purchase.created_at, display) }),
          ].join('\n'),
          t('mail.programReceipt.runsUntil', { date: formatDate(purchase.ends_at, display) }),
        ],
        action: { label: t('mail.action.openProgram'), path: MAIL_LINKS.programs },
      };
    },
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
    content: ({ t, display }) => {
      const amount = formatMoney(purchase.price_cents, display);
      return {
        subject: t('mail.paymentFailed.subject'),
        paragraphs: [
          purchase.last_four
            ? t('mail.programDeclined.declinedCard', {
                amount,
                title,
                card: purchase.card_type
                  ? t('mail.card.typeEnding', { card: purchase.card_type, lastFour: purchase.last_four })
                  : t('mail.card.cardEndingInText', { lastFour: purchase.last_four }),
              })
            : t('mail.programDeclined.declined', { amount, title }),
          running ? t('mail.programDeclined.ended', { title }) : t('mail.programDeclined.buyAgain'),
        ],
        action: { label: t('mail.action.seePrograms'), path: MAIL_LINKS.programs },
      };
    },
  });
