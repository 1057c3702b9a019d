import { Anchor, AppShell, Box, Container, Progress } from '@mantine/core';
import { Outlet, useLocation, useNavigation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { PaymentFailedBanner } from '../../features/billing/components/payment-failed-banner';
// From its file, not playback's index: the frame does not carry the player.
import { DownloadsCheck } from '../../features/playback/downloads/downloads-check';
import { useStoreSync } from '../../features/programs/hooks/use-store-sync';
import { useT } from '../../lib/i18n';
import { usePlatform } from '../../lib/use-platform';
import { isComingSoon } from '../pages/is-coming-soon';
import classes from './app-layout.module.css';
import { BottomBar } from './bottom-bar';
import { OfflineBanner } from './offline-banner';
import { useServiceWorker } from './use-service-worker';
import { WebFooter } from './web-footer';
import { WebHeader } from './web-header';

const HEADER_HEIGHT = 60;
const BOTTOM_BAR_HEIGHT = 64;
const MAIN_ID = 'main-content';

/** The frame's background work, in a component of its own: its updates re-render only itself. */
const FrameEffects = () => {
  // Spec A4: inside the iOS app, the store's purchases reach the server after sign-in. Imported
  // from its file, not the programs' index, so the frame does not carry the purchase pages.
  useStoreSync();
  useServiceWorker();
  return null;
};

/** A bar while a page loads; on its own, so the navigation's state does not re-render the frame. */
const PageLoadingBar = () =>
  useNavigation().state === 'loading' ? (
    // Decorative: the page that is loading announces itself when it arrives.
    <Box aria-hidden pos="fixed" top={0} left={0} right={0} style={{ zIndex: 300 }}>
      <Progress value={100} animated size="xs" radius={0} />
    </Box>
  ) : null;

/**
 * The member pages' frame: header with tabs and account menu, and on the phone layout (narrow
 * screens and the wrappers) the bottom bar instead of the tabs and footer. The coming-soon page
 * (not-found with soon=1) shows no header (spec A2).
 */
export const AppLayout = () => {
  const t = useT();
  const isPhone = usePlatform() !== 'web';
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const withHeader = !(pathname.replace(/\/$/, '') === paths.notFound && isComingSoon(search));

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT, collapsed: !withHeader }}
      footer={isPhone ? { height: BOTTOM_BAR_HEIGHT } : undefined}
      padding={0}
    >
      <Anchor href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t('frame.skipToContent')}
      </Anchor>
      {withHeader ? (
        <AppShell.Header>
          <WebHeader withTabs={!isPhone} />
        </AppShell.Header>
      ) : null}
      <FrameEffects />
      <DownloadsCheck />
      <PageLoadingBar />
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Container size="lg" py="md" px="md">
          <OfflineBanner />
          <PaymentFailedBanner />
          <Outlet />
        </Container>
        {isPhone ? <Box h="md" /> : <WebFooter />}
      </AppShell.Main>
      {isPhone ? (
        <AppShell.Footer>
          <BottomBar />
        </AppShell.Footer>
      ) : null}
    </AppShell>
  );
};
