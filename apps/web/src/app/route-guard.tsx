import { Button, Center, Stack, Text } from '@mantine/core';
import type { User } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { paths } from '../config/paths';
import { meQueryOptions } from '../features/accounts/api/get-me';
import { readSession } from '../lib/session';

/** Pages the guard never sends elsewhere once signed in: sign pages and setup pages (spec A2). */
const EXEMPT_PREFIXES = ['/sign/', '/page/programs/setup/', '/page/home/setup'];

const withSlash = (pathname: string): string => (pathname.endsWith('/') ? pathname : `${pathname}/`);

const isSignPath = (pathname: string): boolean => withSlash(pathname).startsWith('/sign/');

export const isExemptPath = (pathname: string): boolean =>
  EXEMPT_PREFIXES.some((prefix) => withSlash(pathname).startsWith(prefix));

export type GuardInput = {
  pathname: string;
  hasSession: boolean;
  /** The loaded member; null or undefined while not loaded (or without a session). */
  user: Pick<User, 'has_profile' | 'need_to_configure_days'> | null | undefined;
};

/**
 * Spec A2 "Route guard" and A4 "Session", as a pure decision: where to send the member, or null to
 * stay. Without a stored session only the sign pages are open (the onboarding needs one too).
 */
export const decideRedirect = ({ pathname, hasSession, user }: GuardInput): string | null => {
  const sameAs = (target: string) => withSlash(pathname) === withSlash(target);
  if (!hasSession) {
    const open = isSignPath(pathname) && !sameAs(paths.sign.workout);
    return open ? null : paths.sign.login;
  }
  if (isExemptPath(pathname) || !user) return null;
  if (!user.has_profile) return paths.sign.workout;
  if (user.need_to_configure_days) return paths.programWorkoutDays;
  if (pathname === paths.root || pathname === '') return paths.home;
  return null;
};

/** The user is needed to decide for every page but the exempt ones. */
const needsUser = (pathname: string, hasSession: boolean): boolean => hasSession && !isExemptPath(pathname);

/** Root route element: loads the member (GET /api/v4/users/me/) and applies `decideRedirect`. */
export const RouteGuard = () => {
  const { pathname } = useLocation();
  const hasSession = readSession() !== null;
  const loadUser = needsUser(pathname, hasSession);
  const me = useQuery({ ...meQueryOptions(), enabled: loadUser });

  if (loadUser && me.isPending) return <FullPageLoader />;
  if (loadUser && !me.data) {
    // A 401 has already sent the member to login; this is a server or network failure.
    return (
      <Center h="60vh">
        <Stack align="center">
          <Text>We couldn't load your account.</Text>
          <Button onClick={() => me.refetch()} loading={me.isFetching}>
            Retry
          </Button>
        </Stack>
      </Center>
    );
  }
  const target = decideRedirect({ pathname, hasSession, user: me.data });
  return target ? <Navigate to={target} replace /> : <Outlet />;
};
