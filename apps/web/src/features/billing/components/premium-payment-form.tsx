import {
  formatDate,
  formatMoney,
  PERIOD_MONTHS,
  type PremiumPeriod,
  type PromoResult,
  type PurchasePlans,
} from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDisplay, useT } from '../../../lib/i18n';
import { PURCHASE_PLANS_QUERY_KEY } from '../api/get-purchase-plans';
import { useWebPayment } from '../api/web-payment';
import type { TokenizedCard } from '../card/tokenizer';
import { PLAN_NAME_KEYS } from '../plan-words';
import { planOffers, planPrice } from '../plans';
import { CardPaymentForm } from './card-payment-form';

type PremiumPaymentFormProps = {
  period: PremiumPeriod;
  plans: PurchasePlans;
  promo: PromoResult | null;
  trialDays: number;
  clientToken: string;
  /** A promo change has not reached the prices yet: nothing is paid meanwhile. */
  pricesUpdating: boolean;
  onPaid: () => Promise<void>;
};

/** Step 2 of the premium purchase (spec A2, A5, A8): the plan's card payment, renewal agreed. */
export const PremiumPaymentForm = ({
  period,
  plans,
  promo,
  trialDays,
  clientToken,
  pricesUpdating,
  onPaid,
}: PremiumPaymentFormProps) => {
  const t = useT();
  const display = useDisplay();
  const queryClient = useQueryClient();
  const payment = useWebPayment();
  const offer = planOffers(plans, promo).find((item) => item.period === period);
  const price = formatMoney(offer?.total ?? 0, display);
  const months = PERIOD_MONTHS[period];
  const firstCharge = formatDate(dayjs().add(trialDays, 'day').toDate(), display);

  const pay = (card: TokenizedCard) =>
    payment.mutateAsync({
      nonce_from_the_client: card.nonce,
      get_last_four: card.lastFour,
      get_card_type: card.cardType,
      subscription_discount_id: promo?.promocode_id ?? null,
      plan_name: period,
      plan_price: planPrice(plans, promo, period),
    });

  return (
    <CardPaymentForm
      clientToken={clientToken}
      summary={
        <>
          {t('billing.pay.summary', { plan: t(PLAN_NAME_KEYS[period]), price, months })}{' '}
          {trialDays > 0 ? t('billing.pay.firstCharge', { date: firstCharge }) : null}
        </>
      }
      agreement={{
        label:
          trialDays > 0
            ? t('billing.pay.renewalAfterTrial', { days: trialDays, price, months })
            : t('billing.pay.renewal', { price, months }),
        message: t('shared.billing.agreeTrialRenewal'),
      }}
      submitLabel={trialDays > 0 ? t('billing.pay.startTrial') : t('billing.pay.subscribe')}
      pricesUpdating={pricesUpdating}
      priceMismatch={t('shared.billing.priceMismatch')}
      payingFor={[period, promo, plans]}
      pay={pay}
      onPriceChanged={() => void queryClient.invalidateQueries({ queryKey: PURCHASE_PLANS_QUERY_KEY })}
      onPaid={onPaid}
    />
  );
};
