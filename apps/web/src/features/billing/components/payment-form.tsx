import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import {
  billingMessages,
  formatPrice,
  PremiumAgreementsSchema,
  type PremiumPeriod,
  type PromoResult,
  type PurchasePlans,
} from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, handleApiError } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import { PURCHASE_PLANS_QUERY_KEY } from '../api/get-purchase-plans';
import { useWebPayment } from '../api/web-payment';
import { CardError, type CardTokenizer, type TokenizedCard } from '../card/tokenizer';
import { billingEvery, PLAN_NAMES, planOffers, planPrice } from '../plans';
import { CardMethods } from './card-methods';
import { type PaymentFailure, PaymentFailureAlert, paymentFailureOf } from './payment-failure';

type Agreements = { terms: boolean; trial_renewal: boolean };
type Failure = PaymentFailure;

type PaymentFormProps = {
  period: PremiumPeriod;
  plans: PurchasePlans;
  promo: PromoResult | null;
  trialDays: number;
  clientToken: string;
  /** A promo change has not reached the prices yet: nothing is paid meanwhile. */
  pricesUpdating: boolean;
  onPaid: () => Promise<void>;
};

const resolver = standardSchemaResolver(PremiumAgreementsSchema) as unknown as Resolver<Agreements>;

/** Step 2 (spec A2, A5, A8): card fields, the two agreements and the pay button. */
export const PaymentForm = ({
  period,
  plans,
  promo,
  trialDays,
  clientToken,
  pricesUpdating,
  onPaid,
}: PaymentFormProps) => {
  const queryClient = useQueryClient();
  const payment = useWebPayment();
  const tokenizer = useRef<CardTokenizer>(null);
  const [ready, setReady] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const [paid, setPaid] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<Agreements>({
    resolver,
    defaultValues: { terms: false, trial_renewal: false },
  });
  const { errors } = formState;

  // A decline is about this card, plan and price: changing any of them lets the member try again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the reasons to clear
  useEffect(() => setFailure(null), [period, promo, plans]);

  const offer = planOffers(plans, promo).find((item) => item.period === period);
  const price = formatPrice(offer?.total ?? 0);
  const every = billingEvery(period);

  // One payment at a time: a second submit, or a PayPal approval racing the card, starts nothing
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
    try {
      await payment.mutateAsync({
        nonce_from_the_client: card.nonce,
        get_last_four: card.lastFour,
        get_card_type: card.cardType,
        subscription_discount_id: promo?.promocode_id ?? null,
        plan_name: period,
        plan_price: planPrice(plans, promo, period),
      });
    } catch (error) {
      inFlight.current = false;
      if (error instanceof ApiError && error.status === 401) return; // the session has ended
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setFailure(paymentFailureOf(error));
        if (error.status === 409) void queryClient.invalidateQueries({ queryKey: PURCHASE_PLANS_QUERY_KEY });
        return;
      }
      handleApiError(error);
      return;
    }
    // The cache is updated by the payment itself; the welcome page is for a member still here.
    if (!mounted.current) return;
    setPaid(true);
    void onPaid();
  };

  const payWithWallet = (card: TokenizedCard) => {
    if (inFlight.current) return;
    // An approval that arrives while a promo change reaches the prices: not for the price shown.
    if (pricesUpdating) {
      setFailure({ message: billingMessages.priceMismatch, fields: [] });
      return;
    }
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

  const busy = payment.isPending || tokenizing || paid;
  const blocked = isSubmitBlocked({
    pending: busy || pricesUpdating || !ready,
    serverError: failure?.message ?? null,
    fieldErrors: errors,
  });
  const [terms, trialRenewal] = watch(['terms', 'trial_renewal']);
  const firstCharge = dayjs().add(trialDays, 'day').format('MMMM D, YYYY');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Payment method
        </Title>
        <Text size="sm">
          {PLAN_NAMES[period]} plan: {price} billed {every}.{' '}
          {trialDays > 0 ? `Nothing to pay today: the first charge is on ${firstCharge}.` : null}
        </Text>
        <CardMethods
          clientToken={clientToken}
          tokenizerRef={tokenizer}
          flagged={failure?.fields ?? []}
          disabled={busy}
          walletEnabled={Boolean(terms && trialRenewal) && !busy && !pricesUpdating && !failure}
          walletHint={
            failure
              ? 'Dismiss the message below to pay with PayPal.'
              : terms && trialRenewal
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
            {...register('terms')}
          />
          <Checkbox
            label={
              trialDays > 0
                ? `I understand that after my ${trialDays}-day free trial my plan renews automatically at ${price} ${every} until I cancel`
                : `I understand that my plan renews automatically at ${price} ${every} until I cancel`
            }
            error={errors.trial_renewal?.message}
            disabled={busy}
            {...register('trial_renewal')}
          />
        </Stack>
        <PaymentFailureAlert failure={failure} onClose={() => setFailure(null)} />
        <Button type="submit" size="md" loading={busy} disabled={blocked}>
          {trialDays > 0 ? 'Start free trial' : 'Subscribe'}
        </Button>
      </Stack>
    </form>
  );
};
