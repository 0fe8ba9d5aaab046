// Calls the API from a test, signed in as the admin or anyone else, to set up or look up data
// the screen under test does not make itself.
import { ADMIN } from './server.mjs';

/** Signs in on `role`'s login route and answers `{ get, post, put, upload, user }` bound to that session. */
export async function signedInApi(baseUrl, role, { email, password }) {
  const login = await fetch(`${baseUrl}/api/${role}s/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`${role} sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const user = await login.json();

  async function call(method, path, body) {
    const isForm = body instanceof FormData;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  return {
    user,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    put: (path, body) => call('PUT', path, body ?? {}),
    /** Multipart upload of one file; answers the stored path. */
    upload: (path, field, fileName, bytes, type) => {
      const form = new FormData();
      form.append(field, new Blob([bytes], { type }), fileName);
      return call('POST', path, form);
    },
  };
}

/** Signs in as the admin. */
export function adminApi(baseUrl) {
  return signedInApi(baseUrl, 'admin', ADMIN);
}
