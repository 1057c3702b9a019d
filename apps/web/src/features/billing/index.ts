/** The billing feature's public surface: other features import only from here. */

export type { Subscription } from '@studio/shared';
export { clientTokenQueryOptions, useClientToken } from './api/get-client-token';
export { SUBSCRIPTION_QUERY_KEY, subscriptionQueryOptions, useSubscription } from './api/get-subscription';
export { CardError, type CardTokenizer, type TokenizedCard } from './card/tokenizer';
export { CardMethods } from './components/card-methods';
export { type PaymentFailure, PaymentFailureAlert, paymentFailureOf } from './components/payment-failure';
export { refreshAfterPurchase, useCompletePurchase } from './hooks/use-complete-purchase';
export { usePromo } from './hooks/use-promo';
export { PLAN_NAMES } from './plans';
