import { formatMoney, type MessageId, PERIOD_MONTHS, type PremiumPeriod } from '@studio/shared';
import type { MailReader } from './member-mail';

/**
 * The pieces the subscription's mails name (issue 35): a plan, its price, the card, each worded in
 * the reader's language from whole catalogue messages (never pieces glued together).
 */

/** Each plan's name, one message for mails and the storefront alike. */
export const PLAN_NAME_IDS: Record<PremiumPeriod, MessageId> = {
  montly: 'mail.plan.montly',
  biannually: 'mail.plan.biannually',
  yearly: 'mail.plan.yearly',
};

/** "Monthly", "6 months", "Yearly". */
export const planName = ({ t }: MailReader, plan: PremiumPeriod): string => t(PLAN_NAME_IDS[plan]);

/** "$19.99 every month", as the subscription page says it. */
export const priceOf = (
  { t, display }: MailReader,
  row: { price_cents: number; plan: PremiumPeriod },
): string =>
  t('mail.price', { amount: formatMoney(row.price_cents, display), months: PERIOD_MONTHS[row.plan] });

type CardOf = { card_type: string | null; last_four: string | null };

/** "your Visa ending in 1111", "your card ending in 1111", "your card": inside a sentence. */
export const yourCard = ({ t }: MailReader, row: CardOf): string => {
  if (!row.last_four) return t('mail.card.yourCard');
  return row.card_type
    ? t('mail.card.yourTypeEnding', { card: row.card_type, lastFour: row.last_four })
    : t('mail.card.yourCardEnding', { lastFour: row.last_four });
};

/** "Visa ending in 1111", "Card ending in 1111", else the card's type or "your card" (dunning's words). */
export const namedCard = ({ t }: MailReader, row: CardOf): string => {
  if (!row.last_four) return row.card_type ?? t('mail.card.yourCard');
  return row.card_type
    ? t('mail.card.typeEnding', { card: row.card_type, lastFour: row.last_four })
    : t('mail.card.cardEnding', { lastFour: row.last_four });
};
