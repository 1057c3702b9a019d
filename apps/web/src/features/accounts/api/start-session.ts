import type { SessionUser, User } from '@studio/shared';
import { followMemberLocale } from '../../../lib/i18n';
import { writeSession } from '../../../lib/session';

let startedUser: User | null = null;

/**
 * After login or sign-up: keep the token in storage and the user (without it) for the member
 * pages' query cache, which takes it when it mounts (`takeStartedUser`): the sign pages carry no
 * query cache (decision 0012), and the first member page needs no second /me. The app then speaks
 * the member's language.
 */
export const startSession = (sessionUser: SessionUser): User => {
  const { token, ...user } = sessionUser;
  writeSession({ email: sessionUser.email, token });
  startedUser = user;
  // The member's own language from now on (issue 35).
  followMemberLocale(user);
  return user;
};

/** The user a sign form has just signed in, once; null afterwards. */
export const takeStartedUser = (): User | null => {
  const user = startedUser;
  startedUser = null;
  return user;
};
