import { formatCents } from '@studio/shared';
import type braintree from 'braintree';
import { amountOf, type BraintreeAccount } from './braintree-parts';
import {
  assertIdempotencyKey,
  type CompletedCharge,
  type NewCharge,
  type PaymentDeclined,
  type PaymentsGateway,
} from './port';

/**
 * One-off charges through Braintree (program purchases): a sale settled at once, our idempotency key
 * as its order id. Braintree does not keep order ids unique, so before a sale we look for one that
 * went through under the key: a retry after a lost answer finds it and charges nothing. Two attempts
 * at once could both miss it, so callers serialise attempts at one purchase (the member's row lock).
 */
export const braintreeCharge =
  (sdk: braintree.BraintreeGateway, account: BraintreeAccount): PaymentsGateway['charge'] =>
  async ({ customer, nonce, amountCents, idempotencyKey, description }: NewCharge) => {
    assertIdempotencyKey(idempotencyKey);
    const earlier = await saleUnder(sdk, idempotencyKey);
    if (earlier) return completed(earlier, account);
    const amount = formatCents(amountCents, account.currency);
    const result = await sdk.transaction.sale({
      amount,
      ...(account.merchantAccountId ? { merchantAccountId: account.merchantAccountId } : {}),
      paymentMethodNonce: nonce,
      orderId: idempotencyKey,
      customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
      // What was bought, readable in Braintree's control panel; Braintree caps the name at 35 characters.
      ...(description
        ? {
            lineItems: [
              {
                kind: 'debit',
                name: clip(description, 35),
                description: clip(description, 127),
                quantity: '1',
                unitAmount: amount,
                totalAmount: amount,
              },
            ],
          }
        : {}),
      options: { submitForSettlement: true },
    });
    // A processor decline, a gateway rejection or a refused nonce: nothing was charged.
    if (!result.success) return declined(result.message);
    return completed(result.transaction, account);
  };

/** The statuses of a sale Braintree answers as a success: the money is taken, or held for settlement. */
export const WENT_THROUGH = new Set<string>([
  'authorizing',
  'authorized',
  'submitted_for_settlement',
  'settlement_pending',
  'settling',
  'settled',
  'settlement_confirmed',
]);

/** A sale under our order id that went through; declined attempts under it do not count. */
const saleUnder = async (
  sdk: braintree.BraintreeGateway,
  orderId: string,
): Promise<braintree.Transaction | undefined> => {
  const found = sdk.transaction.search((search) => {
    search.orderId().is(orderId);
  }) as AsyncIterable<braintree.Transaction>;
  for await (const transaction of found) {
    // Braintree's text search may ignore case; our keys are exact.
    if (
      transaction.orderId === orderId &&
      transaction.type === 'sale' &&
      WENT_THROUGH.has(transaction.status)
    ) {
      return transaction;
    }
  }
  return undefined;
};

/** What Braintree charged is the truth: a retry's earlier sale may have been for another amount. */
const completed = (transaction: braintree.Transaction, account: BraintreeAccount): CompletedCharge => {
  const amountCents = amountOf(transaction, account);
  if (amountCents === null)
    throw new Error(`Braintree transaction ${transaction.id}: amount ${transaction.amount}`);
  return {
    ok: true,
    transactionId: transaction.id,
    amountCents,
    card: {
      cardType: transaction.creditCard?.cardType ?? null,
      lastFour: transaction.creditCard?.last4 ?? null,
      fingerprint: transaction.creditCard?.uniqueNumberIdentifier ?? null,
    },
  };
};

const declined = (message: string): PaymentDeclined => ({ ok: false, message });

/** At most `max` characters, not splitting one (Braintree counts characters, not UTF-16 units). */
const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');
