import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, handleApiError } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { CardError, type CardTokenizer, type TokenizedCard } from '../card/tokenizer';
import { CardMethods } from './card-methods';
import { type PaymentFailure, PaymentFailureAlert, paymentFailureOf } from './payment-failure';

type Agreements = { terms: boolean; agreement: boolean };

type CardPaymentFormProps = {
  clientToken: string;
  /** What is bought and for how much, above the card fields. */
  summary: ReactNode;
  /** The second agreement (a plan's renewal, a program's rental) and what a missing tick says. */
  agreement: { label: string; message: string };
  submitLabel: string;
  /** A promo change has not reached the prices yet: nothing is paid meanwhile. */
  pricesUpdating: boolean;
  /** What a wallet approval that arrives while the prices update says. */
  priceMismatch: string;
  /** What the payment is for (plan, promo, prices): a change of any of them clears a decline. */
  payingFor: readonly unknown[];
  /** Sends the payment; an `ApiError` it throws is shown here. */
  pay: (card: TokenizedCard) => Promise<unknown>;
  /** The server answered 409: the price or state changed meanwhile. */
  onPriceChanged: () => void;
  /** The server answered 403 (premium required); without it, its message shows. */
  onPremiumRequired?: () => void;
  /** Paid, with the cache already updated: the next page, for a member still here. */
  onPaid: () => void | Promise<void>;
};

/**
 * The card payment of both purchases (spec A2, A5, A8): card or wallet, the terms and a second
 * agreement, and the pay button. One payment at a time; a decline stays until the member edits.
 */
export const CardPaymentForm = ({
  clientToken,
  summary,
  agreement,
  submitLabel,
  pricesUpdating,
  priceMismatch,
  payingFor,
  pay: send,
  onPriceChanged,
  onPremiumRequired,
  onPaid,
}: CardPaymentFormProps) => {
  const t = useT();
  const tokenizer = useRef<CardTokenizer>(null);
  const [ready, setReady] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const [sending, setSending] = useState(false);
  const [paid, setPaid] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<Agreements>({
    defaultValues: { terms: false, agreement: false },
  });
  const { errors } = formState;

  // A decline is about this card, plan and price: changing any of them lets the member try again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the reasons to clear
  useEffect(() => setFailure(null), payingFor);

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

  /** Sends the payment; the caller has claimed `inFlight`, which stays claimed after a success. */
  const pay = async (card: TokenizedCard) => {
    setSending(true);
    try {
      await send(card);
    } catch (error) {
      inFlight.current = false;
      if (!mounted.current) return;
      setSending(false);
      if (error instanceof ApiError && error.code === 'unauthorized') return; // the session has ended
      if (error instanceof ApiError && error.code === 'premium_required' && onPremiumRequired)
        return onPremiumRequired();
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setFailure(paymentFailureOf(error));
        if (error.code === 'price_changed') onPriceChanged();
        return;
      }
      handleApiError(error);
      return;
    }
    // The cache is updated by the payment itself; the next page is for a member still here.
    if (!mounted.current) return;
    setSending(false);
    setPaid(true);
    void onPaid();
  };

  const payWithWallet = (card: TokenizedCard) => {
    if (inFlight.current) return;
    // An approval that arrives while a promo change reaches the prices: not for the price shown.
    if (pricesUpdating) return setFailure({ message: priceMismatch, fields: [] });
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

  const busy = sending || tokenizing || paid;
  const blocked = isSubmitBlocked({
    pending: busy || pricesUpdating || !ready,
    serverError: failure?.message ?? null,
    fieldErrors: errors,
  });
  const [terms, agreed] = watch(['terms', 'agreement']);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('billing.pay.title')}
        </Title>
        <Text size="sm">{summary}</Text>
        <CardMethods
          clientToken={clientToken}
          tokenizerRef={tokenizer}
          flagged={failure?.fields ?? []}
          disabled={busy}
          walletEnabled={Boolean(terms && agreed) && !busy && !pricesUpdating && !failure}
          walletHint={
            failure
              ? t('billing.pay.walletDismiss')
              : terms && agreed
                ? t('billing.pay.walletSoon')
                : t('billing.pay.walletTick')
          }
          onEdit={() => setFailure(null)}
          onReadyChange={setReady}
          onWalletNonce={payWithWallet}
          onWalletFailure={(message) => setFailure({ message, fields: [] })}
        />
        <Stack gap="xs">
          <Checkbox
            label={t('billing.pay.terms')}
            error={errors.terms?.message}
            disabled={busy}
            {...register('terms', { validate: (value) => value || t('shared.billing.agreeTerms') })}
          />
          <Checkbox
            label={agreement.label}
            error={errors.agreement?.message}
            disabled={busy}
            {...register('agreement', { validate: (value) => value || agreement.message })}
          />
        </Stack>
        <PaymentFailureAlert failure={failure} onClose={() => setFailure(null)} />
        <Button type="submit" size="md" loading={busy} disabled={blocked}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
