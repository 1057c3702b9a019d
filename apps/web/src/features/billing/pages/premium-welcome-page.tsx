import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle, useReducedMotion } from '@mantine/hooks';
import { IconConfetti } from '@tabler/icons-react';
import confetti from 'canvas-confetti';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { useSubscription } from '../api/get-subscription';

/** One burst over the page, drawn on our own canvas (no worker: the app's CSP allows no blob: scripts). */
const useConfetti = (canvas: RefObject<HTMLCanvasElement | null>, enabled: boolean) => {
  useEffect(() => {
    // Without a 2D canvas (an old browser, a test DOM) the thank-you text is the page.
    if (!enabled || !canvas.current?.getContext('2d')) return;
    let fire: confetti.CreateTypes | null = null;
    try {
      fire = confetti.create(canvas.current, {
        resize: true,
        useWorker: false,
        disableForReducedMotion: true,
      });
      void fire({ particleCount: 140, spread: 80, startVelocity: 45, origin: { y: 0.35 } })?.catch(() => {});
    } catch {
      // Decoration only: a failure to draw changes nothing else.
    }
    return () => fire?.reset();
  }, [canvas, enabled]);
};

/**
 * /page/premium/welcome (spec M2): thank-you text, confetti and the way to the workouts, for a
 * member whose premium is running. Anyone else is not thanked for subscribing (issue 14): the buy
 * page tells them what applies (buy, or until when a canceled premium lasts).
 */
export const PremiumWelcomePage = () => {
  const { data: user } = useMe();
  const subscription = useSubscription();
  if (!user || (user.premium && subscription.isPending)) return <FullPageLoader />;
  if (!user.premium || subscription.data?.status === 'canceled') {
    return <Navigate to={paths.buyPremium()} replace />;
  }
  return <Welcome name={user.name} />;
};

const Welcome = ({ name }: { name: string }) => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.welcome.pageTitle') }));
  const reducedMotion = useReducedMotion();
  const canvas = useRef<HTMLCanvasElement>(null);
  useConfetti(canvas, !reducedMotion);

  return (
    <>
      <canvas
        ref={canvas}
        aria-hidden
        style={{
          position: 'fixed',
          inset: 0,
          width: '100%',
          height: '100%',
          pointerEvents: 'none',
          zIndex: 300,
        }}
      />
      <Stack align="center" ta="center" gap="md" py="xl" mx="auto" maw={560}>
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconConfetti size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{t('billing.welcome.title', { name })}</Title>
        <Text size="lg">{t('billing.welcome.text')}</Text>
        <Button component={Link} to={paths.onDemand} size="md">
          {t('billing.welcome.start')}
        </Button>
      </Stack>
    </>
  );
};
