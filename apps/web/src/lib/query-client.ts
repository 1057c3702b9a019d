import { CancelledError, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
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

/** A query cancelled on purpose (the page left, a newer fetch) is no failure. */
const handle = (error: unknown, handledLocally: boolean | undefined): void => {
  if (error instanceof CancelledError) return;
  handleApiError(error, { handledLocally });
};

let appClient: QueryClient | null = null;

/**
 * The app's query client: every failure goes through the shared error handler (spec A8). The
 * latest one made is the app's (`appQueryClient`); a test makes its own for each render.
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handle(error, query.meta?.errorHandledLocally),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => handle(error, mutation.meta?.errorHandledLocally),
    }),
    // offlineFirst: a request goes out even when the browser says it is offline, so the service
    // worker answers a read from what it kept and queues a write it may (decision 0034); the
    // default would hold both until the browser is online again, and the page would wait.
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
  setErrorHandlerQueryClient(client);
  appClient = client;
  return client;
};

/**
 * The query client of the pages that load data: made on first use, so that TanStack Query comes
 * with the member pages' frame and not with the sign pages (decision 0012).
 */
export const appQueryClient = (): QueryClient => appClient ?? createQueryClient();
