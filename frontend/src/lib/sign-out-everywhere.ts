import { api } from './api-client';

/**
 * Ends every session of the account on the server (other browsers and their live sockets
 * included), then reloads so this browser shows the login page.
 */
export async function signOutEverywhere(): Promise<void> {
  await api.post('/api/logout-everywhere');
  window.location.reload();
}
