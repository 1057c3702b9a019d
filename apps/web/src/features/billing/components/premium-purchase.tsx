import { Button, Grid, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { PRODUCT_NAME, type PremiumPeriod } from '@studio/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useClientToken } from '../api/get-client-token';
import { usePurchasePlans } from '../api/get-purchase-plans';
import { useOfferedTrialDays } from '../api/get-subscription';
import { useRememberedPromo } from '../hooks/use-promo';
import { planOffers, trialDaysOf } from '../plans';
import { BenefitHints } from './benefit-hints';
import { PaymentForm } from './payment-form';
import { PlanPicker } from './plan-picker';
import { PromoCodeBox } from './promo-code-box';

type PremiumPurchaseProps = { userId: number; initialPeriod: PremiumPeriod | null };

const STEPS = ['Choose plan', 'Payment method', 'Complete'] as const;

/** Spec A2/A4 premium purchase: choose plan → payment method → complete. */
export const PremiumPurchase = ({ userId, initialPeriod }: PremiumPurchaseProps) => {
  useDocumentTitle(`Go premium · ${PRODUCT_NAME}`);
  const plans = usePurchasePlans();
  const clientToken = useClientToken();
  const offeredTrial = useOfferedTrialDays();
  const promo = useRememberedPromo(userId);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<PremiumPeriod | null>(initialPeriod);
  const [completing, setCompleting] = useState(false);
  const pickerTitleId = useId();
  // On a phone the labels go under the steps, so the three fit on one line.
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

  // Step 1 ↔ 2 follows the picked plan; picking the chosen plan again deselects it (spec A4).
  const pick = (period: PremiumPeriod) => setSelected((current) => (current === period ? null : period));
  const active = completing ? 2 : selected ? 1 : 0;
  // What shows follows the promo only once its prices do (spec A4: about a second later).
  const trialDays = trialDaysOf(promo.shown, offeredTrial.data);
  const offers = plans.data ? planOffers(plans.data, promo.shown) : null;

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Go premium</Title>
        <Text c="dimmed">Every workout, program and recipe, on every device.</Text>
      </Stack>
      <Stepper
        active={active}
        size={narrow ? 'xs' : 'sm'}
        labelPosition={narrow ? 'bottom' : 'right'}
        wrap={!narrow}
      >
        {STEPS.map((label, index) => (
          <Stepper.Step key={label} label={label} aria-current={index === active ? 'step' : undefined} />
        ))}
      </Stepper>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h3" id={pickerTitleId}>
                  Choose your plan
                </Title>
                {promo.updating ? (
                  <Group gap={6} role="status">
                    <Loader size="xs" />
                    <Text size="sm">Updating prices…</Text>
                  </Group>
                ) : null}
              </Group>
              {plans.isError ? (
                <Group>
                  <Text>We couldn't load the plans.</Text>
                  <Button variant="default" onClick={() => plans.refetch()} loading={plans.isFetching}>
                    Retry
                  </Button>
                </Group>
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
                userId={userId}
                applied={promo.applied}
                onApply={promo.apply}
                onClear={promo.clear}
              />
            </Stack>
            {selected && plans.data ? (
              clientToken.data ? (
                <PaymentForm
                  period={selected}
                  plans={plans.data}
                  promo={promo.shown}
                  trialDays={trialDays}
                  clientToken={clientToken.data}
                  pricesUpdating={promo.updating || offeredTrial.isPending}
                  onPaid={async () => {
                    // The payment's own success has already updated the cache.
                    setCompleting(true);
                    await navigate(paths.premiumWelcome, { replace: true });
                  }}
                />
              ) : clientToken.isError ? (
                <Group>
                  <Text>We couldn't load the payment methods.</Text>
                  <Button
                    variant="default"
                    onClick={() => clientToken.refetch()}
                    loading={clientToken.isFetching}
                  >
                    Retry
                  </Button>
                </Group>
              ) : (
                <Group role="status" aria-label="Loading payment methods" justify="center" py="lg">
                  <Loader size="sm" />
                </Group>
              )
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BenefitHints trialDays={trialDays} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
