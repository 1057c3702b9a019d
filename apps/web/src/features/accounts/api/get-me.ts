import { apiPaths, type User } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { followMemberLocale } from '../../../lib/i18n';
import { readSession } from '../../../lib/session';

/** The cache key of the signed-in member; login, sign-up and profile saves write to it. */
export const ME_QUERY_KEY = ['me'] as const;

/** GET /api/v4/users/me/: the signed-in member. Not parsed with `UserSchema`, which would drop
 *  the fields other features add to the user. The app then speaks the member's language. */
export const getMe = async (): Promise<User> => {
  const user = await apiFetch<User>(apiPaths.me);
  followMemberLocale(user);
  return user;
};

/** Only with a stored session: after logout or a 401 a mounted observer must not ask again. */
export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, enabled: () => readSession() !== null });

/** The member query; the route guard has loaded it before any member page renders. */
export const useMe = () => useQuery(meQueryOptions());
