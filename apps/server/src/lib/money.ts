import { type Cents, fieldLabel, formatCents, toCents } from '@studio/shared';
import { validationError } from '../errors';

/**
 * An amount sent in the studio's `currency` (issue 35), in its minor units. The shared schemas check
 * only that it reads as an amount; one with more decimals than the currency has ("49.99" where
 * amounts are whole yen) is refused here, on `field`, with an example in that currency.
 */
export const amountIn = (value: string | number, currency: string, field: string): Cents => {
  const cents = toCents(value, currency);
  if (cents !== null) return cents;
  throw validationError({
    [field]: [
      {
        id: 'server.money.amount',
        values: { field: fieldLabel([field]) ?? field, currency, example: formatCents(4999, currency) },
      },
    ],
  });
};
