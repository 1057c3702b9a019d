import type { FastifyBaseLogger } from 'fastify';
import { InvalidWebhookSignature, MalformedWebhook, type PaymentsGateway } from '../../adapters/payments';
import { AppError } from '../../errors';

/**
 * The gateway as routes use it: a provider failure (network, credentials, outage) is logged with
 * its detail and answered as a 503 the member can retry, never as a 500 with the provider's text.
 */
export const guardGateway = (gateway: PaymentsGateway, log: FastifyBaseLogger): PaymentsGateway => {
  const guard =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        // Refusals of what was sent, not failures of the provider.
        if (
          error instanceof InvalidWebhookSignature ||
          error instanceof MalformedWebhook ||
          error instanceof AppError
        ) {
          throw error;
        }
        log.error({ err: error, call: name, provider: gateway.provider }, 'payment provider call failed');
        throw new AppError('unavailable', 'shared.billing.paymentsUnavailable');
      }
    };
  return {
    provider: gateway.provider,
    clientToken: guard('clientToken', () => gateway.clientToken()),
    createSubscription: guard('createSubscription', (input) => gateway.createSubscription(input)),
    charge: guard('charge', (input) => gateway.charge(input)),
    cancelSubscription: guard('cancelSubscription', (id) => gateway.cancelSubscription(id)),
    applyDiscount: guard('applyDiscount', (id, discount) => gateway.applyDiscount(id, discount)),
    restartSubscription: guard('restartSubscription', (input) => gateway.restartSubscription(input)),
    refund: guard('refund', (id, amountCents) => gateway.refund(id, amountCents)),
    parseWebhook: guard('parseWebhook', (notification) => gateway.parseWebhook(notification)),
    updatePaymentMethod: guard('updatePaymentMethod', (input) => gateway.updatePaymentMethod(input)),
    retryCharge: guard('retryCharge', (input) => gateway.retryCharge(input)),
  };
};
