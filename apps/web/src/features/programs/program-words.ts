import { type Program, programPriceAfterDiscount } from '@studio/shared';
import { formatMoney } from '../../lib/format';

/** "$49.99" (spec A9: USD with the $ prefix), from the API's decimal string. */
export const priceText = (price: string): string => formatMoney(price);

export const weeksText = (weeks: number): string => `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;

/** "Week 1 (days 1-7)" (spec M2 "Week N (day range)"). */
export const weekHeading = (week: { week: number; range_days: string }): string =>
  `Week ${week.week} (days ${week.range_days})`;

/** The member's state of a program as a label (DESIGN 3a "A program's life"), or none before a purchase. */
export const programStateLabel = (
  program: Pick<Program, 'has_purchased' | 'has_completed' | 'has_canceled'>,
): 'In progress' | 'Completed' | 'Ended' | null => {
  if (program.has_purchased) return 'In progress';
  if (program.has_completed) return 'Completed';
  if (program.has_canceled) return 'Ended';
  return null;
};

/** A route's `:id`, or null when it is not a program id. */
export const programIdOf = (param: string | undefined): number | null => {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
};

/** What the member pays (spec A9): the price less the promo's percentage, two decimals. */
export const priceToPay = (price: string, promo: { discount_percentage: number } | null): string =>
  promo ? programPriceAfterDiscount(price, promo.discount_percentage) : price;

/** The second agreement of a program purchase (spec A1, A5, A9): consecutive weeks, no pause, no refund. */
export const rentalAgreementLabel = (weeks: number): string =>
  `No pause, no refund: I understand the program runs ${weeks} consecutive ${weeks === 1 ? 'week' : 'weeks'} from today`;

export const rentalAgreementMessage =
  'Please accept that the program runs without pause or refund to continue';
