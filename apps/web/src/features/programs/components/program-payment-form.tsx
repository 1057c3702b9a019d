import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { billingMessages, type ProgramDetails, programMessages } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, handleApiError } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import {
  CardError,
  CardMethods,
  type CardTokenizer,
  type PaymentFailure,
  PaymentFailureAlert,
  paymentFailureOf,
  type TokenizedCard,
} from '../../billing';
import { usePurchaseProgram } from '../api/purchase-program';
import { programKeys } from '../api/query-keys';
import type { ProgramPromo } from '../api/validate-program-promo';
import { priceText, priceToPay, rentalAgreementLabel, rentalAgreementMessage } from '../program-words';

type Agreements = { terms: boolean; rental: boolean };
type Failure = PaymentFailure;

type ProgramPaymentFormProps = {
  program: ProgramDetails;
  promo: ProgramPromo | null;
  clientToken: string;
  /** A promo change has not reached the prices yet: nothing is paid meanwhile. */
  pricesUpdating: boolean;
  onPremiumRequired: () => void;
  /** The server took the payment (the cache is still being refreshed). */
  onPurchased: () => void;
  /** Paid and the cache refreshed: time to move on. */
  onPaid: () => void;
};

/** Step 1 of a program purchase (spec A2, A5, A8): card fields, the two agreements and the pay button. */
export const ProgramPaymentForm = ({
  program,
  promo,
  clientToken,
  pricesUpdating,
  onPremiumRequired,
  onPurchased,
  onPaid,
}: ProgramPaymentFormProps) => {
  const queryClient = useQueryClient();
  const purchase = usePurchaseProgram({ onPurchased });
  const tokenizer = useRef<CardTokenizer>(null);
  const [ready, setReady] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const [paid, setPaid] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<Agreements>({
    defaultValues: { terms: false, rental: false },
  });
  const { errors } = formState;

  // A decline is about this card and price: another promo lets the member try again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the promo is the reason to clear
  useEffect(() => setFailure(null), [promo]);

  // One payment at a time: a second submit, or a wallet approval racing the card, starts nothing
  // while one is on its way (state would only block them after a render).
  const inFlight = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Sends the purchase; the caller has claimed `inFlight`, which stays claimed after a success. */
  const pay = async (card: TokenizedCard) => {
    try {
      await purchase.mutateAsync({
        id: program.id,
        payload: {
          program_promo_code_id: promo?.id ?? null,
          details: {
            nonce_from_the_client: card.nonce,
            get_last_four: card.lastFour,
            get_card_type: card.cardType,
          },
        },
      });
    } catch (error) {
      inFlight.current = false;
      if (!mounted.current) return;
      if (error instanceof ApiError && error.status === 401) return; // the session has ended
      if (error instanceof ApiError && error.status === 403) return onPremiumRequired();
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setFailure(paymentFailureOf(error));
        // A price or state that changed meanwhile: show the program as it is now.
        if (error.status === 409)
          void queryClient.invalidateQueries({ queryKey: programKeys.details(program.id) });
        return;
      }
      handleApiError(error);
      return;
    }
    // The cache is refreshed by the purchase itself; the next page is for a member still here.
    if (!mounted.current) return;
    setPaid(true);
    onPaid();
  };

  const payWithWallet = (card: TokenizedCard) => {
    if (inFlight.current) return;
    // An approval that arrives while a promo change reaches the prices: not for the price shown.
    if (pricesUpdating) return setFailure({ message: programMessages.priceMismatch, fields: [] });
    inFlight.current = true;
    void pay(card);
  };

  const submit = handleSubmit(async () => {
    // A submit that gets past the disabled button (Enter, a script) pays nothing either.
    if (!tokenizer.current || inFlight.current || pricesUpdating || !ready) return;
    inFlight.current = true;
    setTokenizing(true);
    let card: TokenizedCard;
    try {
      card = await tokenizer.current.tokenize();
    } catch (error) {
      inFlight.current = false;
      setFailure(
        error instanceof CardError
          ? { message: error.message, fields: error.fields }
          : { message: apiErrorText(error), fields: [] },
      );
      return;
    } finally {
      setTokenizing(false);
    }
    await pay(card);
  });

  const busy = purchase.isPending || tokenizing || paid;
  const blocked = isSubmitBlocked({
    pending: busy || pricesUpdating || !ready,
    serverError: failure?.message ?? null,
    fieldErrors: errors,
  });
  const [terms, rental] = watch(['terms', 'rental']);
  const price = priceText(priceToPay(program.price, promo));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Payment method
        </Title>
        <Text size="sm">
          {program.title}: {price}, paid once today.
        </Text>
        <CardMethods
          clientToken={clientToken}
          tokenizerRef={tokenizer}
          flagged={failure?.fields ?? []}
          disabled={busy}
          walletEnabled={Boolean(terms && rental) && !busy && !pricesUpdating && !failure}
          walletHint={
            failure
              ? 'Dismiss the message below to pay with PayPal.'
              : terms && rental
                ? 'PayPal is available again in a moment.'
                : 'Tick both agreements below to pay with PayPal.'
          }
          onEdit={() => setFailure(null)}
          onReadyChange={setReady}
          onWalletNonce={payWithWallet}
          onWalletFailure={(message) => setFailure({ message, fields: [] })}
        />
        <Stack gap="xs">
          <Checkbox
            label="I agree to the terms of service"
            error={errors.terms?.message}
            disabled={busy}
            {...register('terms', { validate: (value) => value || billingMessages.agreeTerms })}
          />
          <Checkbox
            label={rentalAgreementLabel(program.duration)}
            error={errors.rental?.message}
            disabled={busy}
            {...register('rental', { validate: (value) => value || rentalAgreementMessage })}
          />
        </Stack>
        <PaymentFailureAlert failure={failure} onClose={() => setFailure(null)} />
        <Button type="submit" size="md" loading={busy} disabled={blocked}>
          Pay {price}
        </Button>
      </Stack>
    </form>
  );
};
