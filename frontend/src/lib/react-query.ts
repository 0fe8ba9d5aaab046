import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, PASSWORD_CHANGE_REQUIRED, errorMessage } from './api-error';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Errors the user must not see as a toast: a 401 swaps in the login screen and a
 * "set your password first" 403 swaps in the change-password screen instead.
 */
function handledByScreenSwap(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || (error.status === 403 && error.code === PASSWORD_CHANGE_REQUIRED))
  );
}

/** A query client whose failed loads raise a toast with the server's text, as is. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent || handledByScreenSwap(error)) return;
        notifyError(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Mutations with their own onError (forms with field errors, login) handle it there.
        if (mutation.meta?.silent || mutation.options.onError || handledByScreenSwap(error)) return;
        notifyError(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        // Client errors will not fix themselves by retrying; only retry network/5xx once.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * For lists several administrators change at once (teachers, students): fetched again whenever
 * the list is shown or the window regains focus, and every 30 s while it stays open in a visible
 * tab, so an account another administrator added appears without a reload.
 */
export const SHARED_LIST_FRESHNESS = {
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: 30_000,
} as const;

/** The application's single query client. */
export const queryClient = createQueryClient();
