import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { handleApiError, setErrorHandlerQueryClient } from './error-handler';

/** `meta` of queries and mutations; `errorHandledLocally` keeps the toast away (sign forms). */
export type AppMeta = Record<string, unknown> & { errorHandledLocally?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

const MAX_RETRIES = 2;

/** A 4xx answer will not change on a retry; a dropped connection or a 5xx might. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

/** The app's query client: every failure goes through the shared error handler (spec A8). */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleApiError(error, { handledLocally: query.meta?.errorHandledLocally }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) =>
        handleApiError(error, { handledLocally: mutation.meta?.errorHandledLocally }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  setErrorHandlerQueryClient(client);
  return client;
};
