import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { answerWithPasskey, PASSKEY_CANCELLED, passkeyCancelled } from '@/lib/passkeys';
import type { Session } from '@/types/api';
import type { SessionView } from '@/types/wire';

/** The session a sign-in with a passkey answered. */
export function sessionOf(answer: SessionView): Session {
  return { role: answer.role, user: answer.user } as Session;
}

/** Gives the browser's passkey answer to `ceremony` (`POST /api/sign-in/passkey`). */
export async function finishWithPasskey(ceremony: string, options: Record<string, unknown>): Promise<SessionView> {
  const credential = await answerWithPasskey(options);
  return api.post<SessionView>('/api/sign-in/passkey', { ceremony, credential });
}

/** What a failed passkey sign-in says: nothing when the person closed the prompt themselves. */
export function passkeyFailure(error: unknown): string {
  return passkeyCancelled(error) ? PASSKEY_CANCELLED : errorMessage(error);
}
