import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import type { ChallengeView, SignInProvidersView } from '@/types/wire';

/** What the login page says when a provider's sign-in came back without signing in. */
export const SIGN_IN_ERRORS: Record<string, string> = {
  refused: 'Your school account could not sign you in here. Sign in with your password, or ask the school office.',
  expired: 'Your sign-in has expired. Sign in again.',
  unavailable: 'That sign-in is not available right now. Sign in with your password.',
};

/** `GET /api/sign-in/providers`: the school accounts this school signs in with. */
export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: ({ signal }) => api.get<SignInProvidersView>('/api/sign-in/providers', signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/**
 * Back on the login page from a provider: says why it did not sign in (`?sign_in_error=`), or
 * asks what the sign-in still waits for (`#challenge=`) and hands it to `onChallenge`; either is
 * then taken off the address.
 */
export function useReturnFromProvider(onChallenge: (challenge: ChallengeView) => void) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const error = url.searchParams.get('sign_in_error');
    const challenge = new URLSearchParams(url.hash.slice(1)).get('challenge');
    if (!error && !challenge) return;
    url.searchParams.delete('sign_in_error');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
    if (error) notifyError(SIGN_IN_ERRORS[error] ?? SIGN_IN_ERRORS.refused);
    if (challenge) {
      api.post<ChallengeView>('/api/sign-in/waiting', { challenge }).then(onChallenge, (failure: unknown) => {
        notifyError(errorMessage(failure));
      });
    }
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
