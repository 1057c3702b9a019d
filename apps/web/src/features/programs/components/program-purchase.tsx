import type { MessageId } from '@lingui/core';
import { Alert, Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ProgramDetails, User } from '@studio/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { paths } from '../../../config/paths';
import { t, useT } from '../../../lib/i18n';
import { usePlatform } from '../../../lib/use-platform';
import { useMe } from '../../accounts';
import { PaymentMethods, PromoCodeBox, PurchaseShell, useClientToken, usePromo } from '../../billing';
import { useProgram } from '../api/get-program';
import { type ProgramPromo, validateProgramPromo } from '../api/validate-program-promo';
import { usePremiumRedirect } from '../hooks/use-premium-redirect';
import { ProgramPaymentForm } from './program-payment-form';
import { ProgramPriceSummary } from './program-price-summary';

const STEPS: readonly MessageId[] = ['programs.purchase.stepMethod', 'programs.purchase.stepComplete'];

/** Spec A4: the purchase's state in words, on each step. */
const stepsAt = (t: ReturnType<typeof useT>, active: number) =>
  STEPS.map((label, index) => ({
    label: t(label),
    description: t(
      index < active
        ? 'programs.purchase.completed'
        : index === active
          ? 'programs.purchase.inProgress'
          : 'programs.purchase.notStarted',
    ),
  }));

/** Why this member cannot buy this program here, with the way on. */
const Refusal = ({ message, to, action }: { message: string; to: string; action: string }) => (
  <Stack gap="md" py="md" maw={560}>
    <Alert color="red" variant="light">
      {message}
    </Alert>
    <Button component={Link} to={to} variant="default" w="fit-content">
      {action}
    </Button>
  </Stack>
);

/** Spec A4: premium first; the sentence, then the premium purchase a second later. */
const PremiumRequired = () => {
  const { start } = usePremiumRedirect();
  useEffect(() => start(), [start]);
  return (
    <Stack py="md" maw={560}>
      <Alert color="red" variant="light">
        {t('shared.programs.premiumRequired')}
      </Alert>
    </Stack>
  );
};

const Purchase = ({ user, program }: { user: User; program: ProgramDetails }) => {
  const t = useT();
  const title = t('programs.purchase.title', { title: program.title });
  useDocumentTitle(t('common.pageTitle', { page: title }));
  const clientToken = useClientToken();
  const promo = usePromo<ProgramPromo>();
  const navigate = useNavigate();
  const premium = usePremiumRedirect();
  const [paid, setPaid] = useState(false);
  // The program as the member found it: the purchase's own reload must not turn this page into
  // "already yours" while it moves on to the workout days.
  const [owned] = useState(program.has_purchased);
  const running = user.program_in_progress;

  if (premium.required) {
    return (
      <Refusal
        message={t('shared.programs.premiumRequired')}
        to={paths.buyPremium()}
        action={t('programs.purchase.goPremium')}
      />
    );
  }
  if (owned && !paid) {
    return (
      <Refusal
        message={t('shared.programs.alreadyPurchased')}
        to={paths.programDetails(program.id)}
        action={t('programs.purchase.seeProgram')}
      />
    );
  }
  if (running && running.id !== program.id && !paid) {
    return (
      <Refusal
        message={t('shared.programs.inProgress')}
        to={paths.programs}
        action={t('programs.purchase.backToPrograms')}
      />
    );
  }

  return (
    <PurchaseShell
      title={title}
      lead={t('programs.purchase.lead', { weeks: program.duration })}
      steps={stepsAt(t, paid ? STEPS.length : 0)}
      active={paid ? STEPS.length : 0}
      status={
        paid ? (
          <Text role="status">
            {t('programs.purchase.next', { purchased: t('shared.programs.purchased') })}
          </Text>
        ) : null
      }
    >
      <Grid gap="xl">
        {/* What is bought comes first (a promo code before the card); beside the card on a wide screen. */}
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Card withBorder radius="md" padding="md">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('programs.purchase.yourProgram')}
              </Title>
              <ProgramPriceSummary price={program.price} promo={promo.shown} updating={promo.updating} />
              <PromoCodeBox
                applied={promo.applied}
                validate={(code) => validateProgramPromo({ code, program_id: program.id })}
                describe={(applied) => ({
                  code: applied.code,
                  effect: t('programs.price.off', { percent: applied.discount_percentage }),
                })}
                onApply={promo.apply}
                onClear={promo.clear}
              />
              {program.program_purchase_paragraphs.map((paragraph) => (
                <Text key={paragraph} size="sm">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <PaymentMethods clientToken={clientToken}>
            {(token) => (
              <ProgramPaymentForm
                program={program}
                promo={promo.shown}
                clientToken={token}
                pricesUpdating={promo.updating}
                onPremiumRequired={premium.start}
                onPurchased={() => setPaid(true)}
                // The purchase has refreshed the cache (spec A4) before it settled.
                onPaid={() => void navigate(paths.programWorkoutDays, { replace: true })}
              />
            )}
          </PaymentMethods>
        </Grid.Col>
      </Grid>
    </PurchaseShell>
  );
};

/**
 * /page/buy/program/{id} (spec A2, A4): payment method, then complete. Premium is required and
 * one program runs at a time; inside the iOS app programs are bought through the store, from the
 * program's page.
 */
export const ProgramPurchase = ({ programId }: { programId: number }) => {
  const platform = usePlatform();
  const { data: user } = useMe();
  const program = useProgram(programId);
  if (platform === 'ios') return <Navigate to={paths.programDetails(programId)} replace />;
  if (!user) return <FullPageLoader />;
  if (!user.premium) return <PremiumRequired />;
  if (!program.data) return <FullPageLoader />;
  return <Purchase user={user} program={program.data} />;
};
