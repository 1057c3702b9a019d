import { Button, Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, handleApiError } from '../../../lib/error-handler';
import { useT } from '../../../lib/i18n';
import { useUpdateCard } from '../api/update-card';
import { CardError, type CardTokenizer, type TokenizedCard } from '../card/tokenizer';
import { CardMethods } from './card-methods';
import { type PaymentFailure, PaymentFailureAlert, paymentFailureOf } from './payment-failure';

type UpdateCardFormProps = {
  clientToken: string;
  /** The server's words for what happened (updated; updated and paid; saved but declined). */
  onUpdated: (message: string) => void;
};

/**
 * The new card (issue 18), in the card fields the purchase uses (the sandbox's or Braintree's
 * hosted fields and PayPal): one submit at a time; a decline shows here and changes nothing.
 */
export const UpdateCardForm = ({ clientToken, onUpdated }: UpdateCardFormProps) => {
  const t = useT();
  const tokenizer = useRef<CardTokenizer>(null);
  const [ready, setReady] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const update = useUpdateCard();
  const busy = tokenizing || update.isPending;

  const save = async (card: TokenizedCard) => {
    try {
      const answer = await update.mutateAsync({
        nonce_from_the_client: card.nonce,
        get_last_four: card.lastFour,
        get_card_type: card.cardType,
      });
      onUpdated(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'unauthorized') return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setFailure(paymentFailureOf(error));
        return;
      }
      handleApiError(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tokenizer.current || busy || !ready || failure) return;
    setTokenizing(true);
    try {
      const card = await tokenizer.current.tokenize();
      setTokenizing(false);
      await save(card);
    } catch (error) {
      setTokenizing(false);
      setFailure(
        error instanceof CardError
          ? { message: error.message, fields: error.fields }
          : { message: apiErrorText(error), fields: [] },
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CardMethods
          clientToken={clientToken}
          tokenizerRef={tokenizer}
          flagged={failure?.fields ?? []}
          disabled={busy}
          walletEnabled={!busy && !failure}
          walletHint={t('billing.updateCard.walletDismiss')}
          onEdit={() => setFailure(null)}
          onReadyChange={setReady}
          onWalletNonce={(card) => void save(card)}
          onWalletFailure={(message) => setFailure({ message, fields: [] })}
        />
        <PaymentFailureAlert failure={failure} onClose={() => setFailure(null)} />
        <Button type="submit" size="md" w="fit-content" loading={busy} disabled={!ready || Boolean(failure)}>
          {t('billing.updateCard.save')}
        </Button>
      </Stack>
    </form>
  );
};
