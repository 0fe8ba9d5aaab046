import { api } from './api-client';

/** Ends the server session, then reloads so every cache and socket starts afresh. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/logout');
  } catch {
    // The reload below shows the login screen either way; a stale cookie is refused by the server.
  } finally {
    window.location.reload();
  }
}
