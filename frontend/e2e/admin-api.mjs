// Calls the API as the admin from a test, to set up or look up data the screen under test
// does not make itself.
import { ADMIN } from './server.mjs';

/** Signs in as the admin and answers `{ get, post }` bound to that session. */
export async function adminApi(baseUrl) {
  const login = await fetch(`${baseUrl}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];

  async function call(method, path, body) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}
