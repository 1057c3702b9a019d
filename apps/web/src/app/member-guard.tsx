import { Button, Center, Stack, Text } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { ME_QUERY_KEY, meQueryOptions } from '../features/accounts/api/get-me';
import { takeStartedUser } from '../features/accounts/api/start-session';
import { dropEarly } from '../lib/early-reads';
import { useT } from '../lib/i18n';
import { appQueryClient } from '../lib/query-client';
import { readSession } from '../lib/session';
import { decideRedirect, isExemptPath } from './route-guard';

/**
 * The query cache of the pages that load data (the member pages and the onboarding). It comes
 * with them, not with the sign pages (decision 0012); the user a sign form has just signed in
 * goes into it, so the first member page needs no second /me.
 */
export const AppQueries = ({ children }: { children: ReactNode }) => {
  const [client] = useState(() => {
    const queryClient = appQueryClient();
    const user = takeStartedUser();
    if (user) queryClient.setQueryData(ME_QUERY_KEY, user);
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};

/**
 * Spec A2 "Route guard" for the member pages: loads the member (GET /api/v4/users/me/), then
 * sends one without a profile to the onboarding and one who must set up days to that setup.
 */
export const MemberGuard = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const { pathname } = useLocation();
  const hasSession = readSession() !== null;
  const loadUser = hasSession && !isExemptPath(pathname);
  const me = useQuery({ ...meQueryOptions(), enabled: loadUser });
  // The frame and the page mount in a background render once the member arrives, which React
  // splits into slices: mounted with the answer, in one piece, they blocked the main thread for a
  // long task on a phone (issue 13, Lighthouse's blocking time).
  const user = useDeferredValue(me.data);

  if (loadUser && me.isPending) return <FullPageLoader />;
  if (loadUser && !me.data) {
    // A 401 has already sent the member to login; this is a server or network failure.
    return (
      <Center h="60vh">
        <Stack align="center">
          <Text>{t('frame.guard.loadFailed')}</Text>
          <Button onClick={() => me.refetch()} loading={me.isFetching}>
            {t('sign.ui.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (loadUser && !user) return <FullPageLoader />;
  const target = decideRedirect({ pathname, hasSession, user });
  if (target) dropEarly();
  return target ? <Navigate to={target} replace /> : children;
};
