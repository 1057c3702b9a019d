import { Box, Loader } from '@mantine/core';

import type { Client, PayPalCheckout } from 'braintree-web';
import { useEffect, useRef, useState } from 'react';
import { t as translate, useT } from '../../../lib/i18n';
import { createPayPalCheckout } from '../card/braintree';
import type { TokenizedCard } from '../card/tokenizer';

/** The part of PayPal's own SDK (loaded by braintree-web into `window.paypal`) this button uses. */
type PayPalSdk = {
  FUNDING: { PAYPAL: string };
  Buttons: (options: {
    fundingSource: string;
    createBillingAgreement: () => Promise<string>;
    onApprove: (data: { payerID?: string; payerId?: string; billingToken?: string }) => Promise<void>;
    onCancel: () => void;
    onError: (error: unknown) => void;
  }) => { render: (container: HTMLElement) => Promise<void> };
};

type FlowType = Parameters<PayPalCheckout['createPayment']>[0]['flow'];

type PayPalButtonProps = {
  client: Client;
  onNonce: (card: TokenizedCard) => void;
  /** `t('shared.billing.paymentCancelled')` or `t('shared.billing.paypalError')` (spec A8). */
  onFailure: (message: string) => void;
};

/**
 * The wallet option (spec A1): PayPal's button through braintree-web's PayPal Checkout, in the
 * vault flow a subscription needs. It renders only with a real Braintree client token.
 */
export const PayPalButton = ({ client, onNonce, onFailure }: PayPalButtonProps) => {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const callbacks = useRef({ onNonce, onFailure });
  callbacks.current = { onNonce, onFailure };

  useEffect(() => {
    let checkout: PayPalCheckout | null = null;
    let cancelled = false;
    const fail = () => callbacks.current.onFailure(translate('shared.billing.paypalError'));
    (async () => {
      checkout = await createPayPalCheckout(client);
      await checkout.loadPayPalSDK({ vault: true });
      const paypal = (window as unknown as { paypal?: PayPalSdk }).paypal;
      if (cancelled) return;
      // The SDK loaded without its button: PayPal cannot be offered, and the member is told so.
      if (!paypal) return fail();
      if (!container.current) return;
      const instance = checkout;
      await paypal
        .Buttons({
          fundingSource: paypal.FUNDING.PAYPAL,
          createBillingAgreement: () => instance.createPayment({ flow: 'vault' as FlowType }),
          onApprove: async (data) => {
            const payload = await instance.tokenizePayment({
              payerId: data.payerID ?? data.payerId ?? '',
              billingToken: data.billingToken,
            });
            callbacks.current.onNonce({ nonce: payload.nonce, lastFour: null, cardType: 'PayPal' });
          },
          onCancel: () => callbacks.current.onFailure(translate('shared.billing.paymentCancelled')),
          onError: fail,
        })
        .render(container.current);
      if (!cancelled) setRendered(true);
    })().catch(() => !cancelled && fail());
    return () => {
      cancelled = true;
      checkout?.teardown().catch(() => {});
    };
  }, [client]);

  return (
    <Box mih={45}>
      {rendered ? null : (
        <Box role="status" aria-label={t('billing.paypal.loading')}>
          <Loader size="sm" />
        </Box>
      )}
      <div ref={container} />
    </Box>
  );
};
