import '@mantine/core/styles.css';
import './app/color-scheme.css';
import { apiPaths, homePaths } from '@studio/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { isMemberPath } from './app/route-guard';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { requestHeaders } from './lib/api-client';
import { readEarly } from './lib/early-reads';
import { keepFirstVisit } from './lib/first-visit';
import { startI18n, startLocale, studioLocale } from './lib/i18n';
import { setNavigator } from './lib/navigation';
import { readSession } from './lib/session';

// Where this browser's first visit came from, for its sign-up (issue 38).
keepFirstVisit();

// A member page's first reads go out now, beside its scripts (lib/early-reads.ts).
if (readSession() !== null && isMemberPath(window.location.pathname)) {
  const headers = requestHeaders();
  readEarly(apiPaths.me, headers);
  if (window.location.pathname === paths.home) readEarly(homePaths.home, headers);
}

// The language: its words arrive beside the first page's code (lib/i18n.ts). None asked for, kept
// or offered by the browser: the studio's default, asked of the server meanwhile (issue 35).
void startI18n(startLocale() ?? studioLocale(), {
  formatsNumbersAndDates:
    isMemberPath(window.location.pathname) || window.location.pathname.startsWith(paths.studio),
});

// The scripts' evaluation and the first render in two tasks, not one long one (issue 13).
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter();
// The error handler sends the member to login or not-found through the router, without a reload.
setNavigator((to) => {
  void router.navigate(to);
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (Lighthouse's total blocking time, issue 35).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
