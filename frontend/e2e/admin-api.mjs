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

/**
 * The demo school's current year, its Junior High School, Grade 7 and Grade 7's section Rizal,
 * as an administrator's API reads them: where the browser tests place their learners.
 */
export async function demoGrade7(admin) {
  const { years } = await admin.get('/api/admins/school-years');
  const currentYear = years.find((year) => year.current);
  if (!currentYear) throw new Error(`no current school year: ${JSON.stringify(years)}`);
  const categories = await admin.get('/api/admins/get-categories');
  const jhs = categories.find((category) => category.category === 'Junior High School');
  const levels = await admin.post('/api/admins/get-levels', { category: jhs._id });
  const grade7 = levels.find((level) => level.level === 'Grade 7');
  const rizal = grade7.sections.find((one) => one.section === 'Rizal');
  return { currentYear, jhs, grade7, rizal };
}
