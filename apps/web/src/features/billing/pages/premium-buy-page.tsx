import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

import { Navigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { usePlatform } from '../../../lib/use-platform';
import { useMe } from '../../accounts';
import { useSubscription } from '../api/get-subscription';
import { PremiumPurchase } from '../components/premium-purchase';
import { PremiumUntil } from '../components/premium-until';
import { isPremiumPeriod } from '../plans';

/** Spec A6: premium cannot be bought in the iOS app; the page says only that. */
const NotInIos = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.premium.pageTitle') }));
  return (
    <Stack py="xl" maw={560}>
      <Title order={1} size="h3">
        {t('shared.billing.premiumNotInIos')}
      </Title>
    </Stack>
  );
};

/**
 * /page/buy/premium/{period?} (spec A2, A4): the plans, or what a member who is already premium
 * learns instead. The app's buy page shows it for premium, and a program's purchase for a program.
 */
export const PremiumBuyPage = () => {
  const { period } = useParams();
  const platform = usePlatform();
  const { data: user } = useMe();
  const subscription = useSubscription();
  if (period !== undefined && !isPremiumPeriod(period)) return <Navigate to={paths.notFound} replace />;
  if (platform === 'ios') return <NotInIos />;
  if (!user) return <FullPageLoader />;
  if (user.premium) {
    if (subscription.isPending) return <FullPageLoader />;
    // A member who canceled and is still premium learns until when, and when to subscribe again.
    if (subscription.data?.status === 'canceled')
      return <PremiumUntil paidThrough={subscription.data.paid_through} />;
    // Spec A4: a premium buyer who is already premium goes to the welcome page.
    return <Navigate to={paths.premiumWelcome} replace />;
  }
  return <PremiumPurchase key={period ?? ''} userId={user.id} initialPeriod={period ?? null} />;
};
