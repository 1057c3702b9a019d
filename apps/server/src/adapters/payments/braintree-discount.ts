import { formatCents } from '@studio/shared';
import type braintree from 'braintree';
import type { BraintreeAccount } from './braintree-parts';
import type { PaymentsGateway } from './port';

/**
 * The discount the retention offer adds (decision 0029). Braintree adds discounts that exist on
 * the merchant account: one with this id must be made in its control panel (any amount; the
 * amount and the number of billing cycles are sent with each use).
 */
export const RETENTION_DISCOUNT_ID = 'retention_offer';

/**
 * Adds the retention discount to a subscription for its next billing cycles
 * (`subscription.update` with `discounts.add`). A subscription that has it already (a retry whose
 * answer was lost) is left as it is, so the discount is never added twice.
 */
export const braintreeDiscount =
  (sdk: braintree.BraintreeGateway, account: BraintreeAccount): PaymentsGateway['applyDiscount'] =>
  async (subscriptionId, { amountCents, billingCycles }) => {
    const subscription = await sdk.subscription.find(subscriptionId);
    if ((subscription.discounts ?? []).some((discount) => discount.id === RETENTION_DISCOUNT_ID)) return;
    const result = await sdk.subscription.update(subscriptionId, {
      discounts: {
        add: [
          {
            inheritedFromId: RETENTION_DISCOUNT_ID,
            amount: formatCents(amountCents, account.currency),
            numberOfBillingCycles: billingCycles,
          },
        ],
      },
    });
    if (!result.success) {
      throw new Error(`Braintree refused a discount on ${subscriptionId}: ${result.message}`);
    }
  };
