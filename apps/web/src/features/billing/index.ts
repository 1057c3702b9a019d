/** The billing feature's public surface: other features import only from here. */

export type { Subscription } from '@studio/shared';
export { clientTokenQueryOptions, useClientToken } from './api/get-client-token';
export { SUBSCRIPTION_QUERY_KEY, subscriptionQueryOptions, useSubscription } from './api/get-subscription';
export type { TokenizedCard } from './card/tokenizer';
export { CardPaymentForm } from './components/card-payment-form';
export { PromoCodeBox } from './components/promo-code-box';
export { PaymentMethods, PurchaseShell } from './components/purchase-shell';
export { refreshAfterPurchase, useCompletePurchase } from './hooks/use-complete-purchase';
export { usePromo } from './hooks/use-promo';
export { PLAN_NAMES } from './plans';
