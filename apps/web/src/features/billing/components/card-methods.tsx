import { Alert, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { type CardField, isSandboxClientToken } from '@studio/shared';
import { type RefObject, useEffect } from 'react';
import { useT } from '../../../lib/i18n';
import type { CardTokenizer, TokenizedCard } from '../card/tokenizer';
import { useBraintreeClient } from '../hooks/use-braintree-client';
import { BraintreeCardFields } from './braintree-card-fields';
import { PayPalButton } from './paypal-button';
import { SandboxCardFields } from './sandbox-card-fields';

type CardMethodsProps = {
  clientToken: string;
  tokenizerRef: RefObject<CardTokenizer | null>;
  flagged: CardField[];
  disabled: boolean;
  /** Both agreements ticked and nothing in the way: the wallet may start its own flow. */
  walletEnabled: boolean;
  /** Why the wallet is not offered now (shown in its place). */
  walletHint?: string;
  onEdit: () => void;
  onReadyChange: (ready: boolean) => void;
  onWalletNonce: (card: TokenizedCard) => void;
  onWalletFailure: (message: string) => void;
};

/** Real Braintree: hosted fields plus PayPal, both from braintree-web, loaded only here. */
const BraintreeMethods = ({
  clientToken,
  tokenizerRef,
  flagged,
  walletEnabled,
  walletHint,
  onEdit,
  onReadyChange,
  onWalletNonce,
  onWalletFailure,
}: Omit<CardMethodsProps, 'disabled'>) => {
  const t = useT();
  const { client, error } = useBraintreeClient(clientToken);
  if (error) return <Alert color="red">{t('shared.billing.paymentsUnavailable')}</Alert>;
  if (!client) {
    return (
      <Center h={120} role="status" aria-label={t('billing.methods.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <BraintreeCardFields
        client={client}
        ref={tokenizerRef}
        flagged={flagged}
        onEdit={onEdit}
        onReadyChange={onReadyChange}
        onLoadError={() => onWalletFailure(t('shared.billing.paymentsUnavailable'))}
      />
      <Divider label={t('billing.methods.or')} labelPosition="center" />
      {walletEnabled ? (
        <PayPalButton client={client} onNonce={onWalletNonce} onFailure={onWalletFailure} />
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {walletHint ?? t('billing.pay.walletTick')}
        </Text>
      )}
    </Stack>
  );
};

/** The payment methods a client token allows: the sandbox's plain card fields, or Braintree's. */
export const CardMethods = ({ disabled, ...props }: CardMethodsProps) => {
  const sandbox = isSandboxClientToken(props.clientToken);
  const { onReadyChange } = props;
  useEffect(() => {
    if (sandbox) onReadyChange(true);
  }, [sandbox, onReadyChange]);
  if (!sandbox) return <BraintreeMethods {...props} />;
  return (
    <SandboxCardFields
      ref={props.tokenizerRef}
      flagged={props.flagged}
      onEdit={props.onEdit}
      disabled={disabled}
    />
  );
};
