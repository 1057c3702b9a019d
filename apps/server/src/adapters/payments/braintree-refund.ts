import { formatCents } from '@studio/shared';
import type braintree from 'braintree';
import type { BraintreeAccount } from './braintree-parts';
import type { CompletedRefund, PaymentDeclined, PaymentsGateway } from './port';

/** Braintree's "Cannot refund a transaction unless it is settled." */
const NOT_SETTLED = '91506';

/**
 * Refunds through Braintree: a settled charge is refunded (a credit transaction of its own); one
 * still on its way to settlement cannot be, and is voided instead, so the card is never charged.
 */
export const braintreeRefund =
  (sdk: braintree.BraintreeGateway, account: BraintreeAccount): PaymentsGateway['refund'] =>
  async (transactionId, amountCents): Promise<CompletedRefund | PaymentDeclined> => {
    const refunded = await sdk.transaction.refund(transactionId, formatCents(amountCents, account.currency));
    if (refunded.success) return { ok: true, refundId: refunded.transaction.id, voided: false };
    const unsettled = refunded.errors.deepErrors().some((error) => error.code === NOT_SETTLED);
    if (!unsettled) return { ok: false, message: refunded.message };
    const voided = await sdk.transaction.void(transactionId);
    if (voided.success) return { ok: true, refundId: voided.transaction.id, voided: true };
    return { ok: false, message: voided.message };
  };
