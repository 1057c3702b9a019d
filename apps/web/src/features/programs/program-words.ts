import type { MessageId } from '@lingui/core';
import { type Display, formatMoney, type Program, programPriceAfterDiscount } from '@studio/shared';

/** "$49.99" (spec A9: the studio's currency, in the member's language), from the API's decimal string. */
export const priceText = (price: string, display: Display): string => formatMoney(price, display);

/** The member's state of a program (DESIGN 3a "A program's life"), or none before a purchase. */
export type ProgramState = 'inProgress' | 'completed' | 'ended';

export const programState = (
  program: Pick<Program, 'has_purchased' | 'has_completed' | 'has_canceled'>,
): ProgramState | null => {
  if (program.has_purchased) return 'inProgress';
  if (program.has_completed) return 'completed';
  if (program.has_canceled) return 'ended';
  return null;
};

/** A program state's label: "In progress", "Completed", "Ended". */
export const PROGRAM_STATE_LABELS: Record<ProgramState, MessageId> = {
  inProgress: 'programs.state.inProgress',
  completed: 'programs.state.completed',
  ended: 'programs.state.ended',
};

/** A route's `:id`, or null when it is not a program id. */
export const programIdOf = (param: string | undefined): number | null => {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
};

/** What the member pays (spec A9): the price less the promo's percentage, to the currency's minor unit. */
export const priceToPay = (
  price: string,
  promo: { discount_percentage: number } | null,
  currency: string,
): string => (promo ? programPriceAfterDiscount(price, promo.discount_percentage, currency) : price);
