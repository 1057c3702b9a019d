import { toCents } from '@studio/shared';
import type braintree from 'braintree';
import type { CardSummary, Charge, PaymentDeclined } from './port';

/** Pieces of Braintree's answers that the adapter's calls share. */

export const declined = (message: string): PaymentDeclined => ({ ok: false, message });

/** Subscription.IdIsInUse (validation_error_codes.js): an earlier attempt took our idempotency key. */
export const ID_IS_IN_USE = '81902';

/** Braintree lists a subscription's transactions newest first; `createdAt` decides when it is there. */
export const latestTransaction = (transactions: braintree.Transaction[]) =>
  transactions.reduce<braintree.Transaction | undefined>(
    (latest, t) => (latest && (t.createdAt ?? '') <= (latest.createdAt ?? '') ? latest : t),
    undefined,
  );

/** The subscription's first charge; see `latestTransaction` for the order. */
export const earliestTransaction = (transactions: braintree.Transaction[]) =>
  transactions.reduce<braintree.Transaction | undefined>(
    (earliest, t) => (earliest && (t.createdAt ?? '') >= (earliest.createdAt ?? '') ? earliest : t),
    undefined,
  );

/**
 * The merchant account payments go to (issue 35): its currency, which the studio's amounts are in, and
 * its id where the merchant has one account per currency (none: the merchant's default account).
 */
export type BraintreeAccount = { currency: string; merchantAccountId?: string | undefined };

/** A transaction's amount in minor units of the currency Braintree says it is in (else the account's). */
export const amountOf = (transaction: braintree.Transaction, account: BraintreeAccount): number | null =>
  toCents(transaction.amount, transaction.currencyIsoCode || account.currency);

export const chargeOf = (
  transaction: braintree.Transaction,
  status: Charge['status'],
  account: BraintreeAccount,
): Charge => {
  const amountCents = amountOf(transaction, account);
  if (amountCents === null)
    throw new Error(`Braintree transaction ${transaction.id}: amount ${transaction.amount}`);
  return { transactionId: transaction.id, amountCents, status };
};

/** Braintree's dates are days (YYYY-MM-DD); a subscription is paid through the end of that day, UTC. */
export const endOfDayUtc = (day: string | null | undefined): Date | null =>
  isDay(day) ? new Date(`${day}T23:59:59.999Z`) : null;

/** Braintree bills at the start of a billing date, UTC: a trial ends there. */
export const startOfDayUtc = (day: string | null | undefined): Date | null =>
  isDay(day) ? new Date(`${day}T00:00:00.000Z`) : null;

const isDay = (day: string | null | undefined): day is string => !!day && /^\d{4}-\d{2}-\d{2}$/.test(day);

/** What a stored card says of itself: brand, last four, and its number's fingerprint. */
export const cardOfMethod = (method: Partial<braintree.CreditCard>): CardSummary => ({
  cardType: method.cardType ?? null,
  lastFour: method.last4 ?? null,
  fingerprint: method.uniqueNumberIdentifier ?? null,
});
