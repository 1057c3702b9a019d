import type { User } from '@studio/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { readSession } from '../lib/session';

/** Pages the guard never sends elsewhere once signed in: sign pages and setup pages (spec A2). */
const EXEMPT_PREFIXES = ['/sign/', '/page/programs/setup/', '/page/home/setup'];

const withSlash = (pathname: string): string => (pathname.endsWith('/') ? pathname : `${pathname}/`);

const isSignPath = (pathname: string): boolean => withSlash(pathname).startsWith('/sign/');

export const isExemptPath = (pathname: string): boolean =>
  EXEMPT_PREFIXES.some((prefix) => withSlash(pathname).startsWith(prefix));

/** A member page that `MemberGuard` loads the member for (not the studio's console, not exempt). */
export const isMemberPath = (pathname: string): boolean =>
  withSlash(pathname).startsWith('/page/') && !isExemptPath(pathname);

export type GuardInput = {
  pathname: string;
  hasSession: boolean;
  /** The loaded member; null or undefined while not loaded (or without a session). */
  user: Pick<User, 'has_profile' | 'need_to_configure_days' | 'program_in_progress'> | null | undefined;
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
  // Only a running program's days can be set: a stale flag never sends the member to a dead end.
  if (user.need_to_configure_days && user.program_in_progress) return paths.programWorkoutDays;
  if (pathname === paths.root || pathname === '') return paths.home;
  return null;
};

/**
 * Root route element: applies `decideRedirect` for what needs no server (a visitor goes to login,
 * `/` goes home). The member pages' frame loads the member and decides the rest (`MemberGuard`),
 * so the sign pages need no query cache (decision 0012).
 */
export const RouteGuard = () => {
  const { pathname } = useLocation();
  const target = decideRedirect({ pathname, hasSession: readSession() !== null, user: undefined });
  return target ? <Navigate to={target} replace /> : <Outlet />;
};
