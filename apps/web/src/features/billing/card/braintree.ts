import type { CardField } from '@studio/shared';
import type { BraintreeError, Client, HostedFields, PayPalCheckout } from 'braintree-web';
import { t } from '../../../lib/i18n';
import { CardError, type TokenizedCard } from './tokenizer';

/**
 * braintree-web, loaded only when the buy page has a real Braintree client token: none of it
 * weighs on other pages, nor on the sandbox. (Its modules are CommonJS; `default` is their exports.)
 */
const cjs = <T>(module: T): T => (module as { default?: T }).default ?? module;

export const createBraintreeClient = async (authorization: string): Promise<Client> =>
  cjs(await import('braintree-web/client')).create({ authorization });

export type HostedFieldContainers = Record<CardField, HTMLElement>;

export const createHostedFields = async (
  client: Client,
  containers: HostedFieldContainers,
): Promise<HostedFields> =>
  cjs(await import('braintree-web/hosted-fields')).create({
    client,
    styles: { input: { 'font-size': '16px', 'font-family': 'system-ui, sans-serif' } },
    fields: {
      number: {
        container: containers.number,
        internalLabel: t('billing.card.number'),
        placeholder: '1234 1234 1234 1234',
      },
      expirationDate: {
        container: containers.expirationDate,
        internalLabel: t('billing.card.expiry'),
        placeholder: t('billing.card.expiryPlaceholder'),
      },
      cvv: { container: containers.cvv, internalLabel: t('billing.card.cvv'), placeholder: '123' },
    },
  });

export const createPayPalCheckout = async (client: Client): Promise<PayPalCheckout> =>
  cjs(await import('braintree-web/paypal-checkout')).create({ client });

const isBraintreeError = (error: unknown): error is BraintreeError =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string';

/** Hosted fields' answer as the payment form reads it: the nonce, or their message with the fields to flag. */
export const tokenizeHostedFields = async (fields: HostedFields): Promise<TokenizedCard> => {
  try {
    const { nonce, details } = await fields.tokenize();
    return { nonce, lastFour: details.lastFour ?? null, cardType: details.cardType ?? null };
  } catch (error) {
    if (!isBraintreeError(error)) throw error;
    const keys: unknown = error.details?.invalidFieldKeys;
    const flagged = error.code === 'HOSTED_FIELDS_FIELDS_EMPTY' ? ['number', 'expirationDate', 'cvv'] : keys;
    throw new CardError(error.message, Array.isArray(flagged) ? (flagged as CardField[]) : []);
  }
};
