import { Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { PremiumPeriod } from '@studio/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useClientToken } from '../api/get-client-token';
import { usePurchasePlans } from '../api/get-purchase-plans';
import { useOfferedTrialDays } from '../api/get-subscription';
import { validatePromoCode } from '../api/validate-promo-code';
import { useRememberedPromo } from '../hooks/use-promo';
import { planOffers, trialDaysOf } from '../plans';
import { BenefitHints } from './benefit-hints';
import { PlanPicker } from './plan-picker';
import { PremiumPaymentForm } from './premium-payment-form';
import { PromoCodeBox } from './promo-code-box';
import { PaymentMethods, PurchaseShell } from './purchase-shell';

type PremiumPurchaseProps = { userId: number; initialPeriod: PremiumPeriod | null };

/** Spec A2/A4 premium purchase: choose plan → payment method → complete. */
export const PremiumPurchase = ({ userId, initialPeriod }: PremiumPurchaseProps) => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.buy.title') }));
  const steps = [
    { label: t('billing.buy.stepPlan') },
    { label: t('billing.buy.stepPayment') },
    { label: t('billing.buy.stepComplete') },
  ];
  const plans = usePurchasePlans();
  const clientToken = useClientToken();
  const offeredTrial = useOfferedTrialDays();
  const promo = useRememberedPromo(userId);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<PremiumPeriod | null>(initialPeriod);
  const [completing, setCompleting] = useState(false);
  const pickerTitleId = useId();

  // Step 1 ↔ 2 follows the picked plan; picking the chosen plan again deselects it (spec A4).
  const pick = (period: PremiumPeriod) => setSelected((current) => (current === period ? null : period));
  const active = completing ? 2 : selected ? 1 : 0;
  // What shows follows the promo only once its prices do (spec A4: about a second later).
  const trialDays = trialDaysOf(promo.shown, offeredTrial.data);
  const planData = plans.data;
  const offers = planData ? planOffers(planData, promo.shown) : null;

  return (
    <PurchaseShell title={t('billing.buy.title')} lead={t('billing.buy.lead')} steps={steps} active={active}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h3" id={pickerTitleId}>
                  {t('billing.buy.choosePlan')}
                </Title>
                {promo.updating ? (
                  <Group gap={6} role="status">
                    <Loader size="xs" />
                    <Text size="sm">{t('billing.buy.updating')}</Text>
                  </Group>
                ) : null}
              </Group>
              {plans.isError ? (
                <LoadError
                  what={t('billing.buy.plansWhat')}
                  onRetry={() => plans.refetch()}
                  retrying={plans.isFetching}
                />
              ) : (
                <PlanPicker
                  offers={offers}
                  selected={selected}
                  onPick={pick}
                  updating={promo.updating}
                  labelledBy={pickerTitleId}
                />
              )}
              <PromoCodeBox
                applied={promo.applied}
                validate={(promocode) => validatePromoCode({ promocode, userId })}
                describe={(applied) => ({ code: applied.promocode })}
                onApply={promo.apply}
                onClear={promo.clear}
              />
            </Stack>
            {selected && planData ? (
              <PaymentMethods clientToken={clientToken}>
                {(token) => (
                  <PremiumPaymentForm
                    period={selected}
                    plans={planData}
                    promo={promo.shown}
                    trialDays={trialDays}
                    clientToken={token}
                    pricesUpdating={promo.updating || offeredTrial.isPending}
                    onPaid={async () => {
                      // The payment's own success has already updated the cache.
                      setCompleting(true);
                      await navigate(paths.premiumWelcome, { replace: true });
                    }}
                  />
                )}
              </PaymentMethods>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BenefitHints trialDays={trialDays} />
        </Grid.Col>
      </Grid>
    </PurchaseShell>
  );
};
