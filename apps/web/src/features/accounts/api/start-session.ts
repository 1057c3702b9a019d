import type { SessionUser, User } from '@studio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { writeSession } from '../../../lib/session';
import { ME_QUERY_KEY } from './get-me';

/** After login or sign-up: keep the token in storage and the user (without it) in the cache. */
export const startSession = (queryClient: QueryClient, sessionUser: SessionUser): User => {
  const { token, ...user } = sessionUser;
  writeSession({ email: sessionUser.email, token });
  queryClient.setQueryData<User>(ME_QUERY_KEY, user);
  return user;
};
