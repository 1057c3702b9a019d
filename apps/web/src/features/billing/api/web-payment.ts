import { apiPaths, type Subscription, type WebPayment } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type WebPaymentAnswer = { message: string; subscription: Subscription };

/** POST /api/v3/braintrees/web_payment: starts the premium subscription with the card's nonce (spec A3). */
export const webPayment = (payload: WebPayment): Promise<WebPaymentAnswer> =>
  apiFetch<WebPaymentAnswer>(apiPaths.webPayment, { method: 'POST', json: payload });

/** The buy page shows a decline, a price change or a refusal itself; it calls the shared handler for the rest. */
export const useWebPayment = () =>
  useMutation({ mutationFn: webPayment, meta: { errorHandledLocally: true } });
