/** The billing feature's public surface: other features import only from here. */

export { useClientToken } from './api/get-client-token';
export type { TokenizedCard } from './card/tokenizer';
export { CardPaymentForm } from './components/card-payment-form';
export { PromoCodeBox } from './components/promo-code-box';
export { PaymentMethods, PurchaseShell } from './components/purchase-shell';
export { usePromo } from './hooks/use-promo';
export { PLAN_NAMES } from './plans';
export { refreshAfterPurchase } from './refresh-after-purchase';
