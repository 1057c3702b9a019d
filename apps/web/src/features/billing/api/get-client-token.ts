import { apiPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v3/braintrees/client_token: authorises the card fields of one visit to the buy page. */
export const getClientToken = async (): Promise<string> =>
  (await apiFetch<{ client_token: string }>(apiPaths.clientToken, { method: 'POST' })).client_token;

/** A token serves one visit: never reused from the cache once the buy page is left. */
export const clientTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'client-token'] as const,
    queryFn: getClientToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useClientToken = () => useQuery(clientTokenQueryOptions());
