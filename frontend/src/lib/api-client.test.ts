import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, studentUser } from '@/testing/test-utils';
import { ApiError, api, fileNameOf, requestFile } from './api-client';
import { useSessionStore } from './session-store';

describe('api client', () => {
  beforeEach(() => {
    useSessionStore.setState({ session: { role: 'student', user: studentUser } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends JSON with same-origin credentials and returns the parsed answer', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { ok: true }));

    await expect(api.post('/api/admins/get-level', { levelID: 'l-1' })).resolves.toEqual({ ok: true });

    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/admins/get-level');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"levelID":"l-1"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws an ApiError carrying status, message, field errors and code', async () => {
    mockFetch(() =>
      jsonResponse(400, { message: 'Check the form.', errors: { email: 'Enter an email.' }, code: 'invalid' }),
    );

    const error = await api.post('/api/admins/create-teacher', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Check the form.', code: 'invalid' });
    expect((error as ApiError).fieldError('email')).toBe('Enter an email.');
  });

  it('clears the session when any call answers 401, so the login screen shows', async () => {
    mockFetch(() => jsonResponse(401, { message: 'You are not signed in.' }));

    await expect(api.get('/api/admins/get-teachers')).rejects.toMatchObject({ status: 401 });

    expect(useSessionStore.getState().session).toBeNull();
  });

  it('tells someone signed in that their session has ended, once however many calls answer 401', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockFetch(() => jsonResponse(401, { message: 'You are not signed in.' }));

    await Promise.all(
      ['/api/students/conversations', '/api/session', '/api/students/get-section'].map((path) =>
        api.get(path).catch(() => undefined),
      ),
    );

    expect(show.mock.calls.map(([toast]) => toast.message)).toEqual([
      'Your session has ended. Please sign in again.',
    ]);
  });

  it('says nothing when nobody was signed in (a visitor opening the site)', async () => {
    useSessionStore.setState({ session: null });
    const show = vi.spyOn(notifications, 'show');
    mockFetch(() => jsonResponse(401, { message: 'You are not signed in.' }));

    await expect(api.get('/api/session')).rejects.toMatchObject({ status: 401 });

    expect(show).not.toHaveBeenCalled();
  });

  it('keeps the session when a login call answers 401 (a wrong password signs nobody out)', async () => {
    mockFetch(() => jsonResponse(401, { message: 'Invalid email or password.' }));

    await expect(api.post('/api/teachers/login', { email: 'x', password: 'y' })).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });

    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('marks the session as needing a new password on 403 password_change_required', async () => {
    mockFetch(() =>
      jsonResponse(403, { message: 'Set a new password before continuing.', code: 'password_change_required' }),
    );

    await expect(api.get('/api/students/conversations')).rejects.toMatchObject({ status: 403 });

    expect(useSessionStore.getState().session?.user.must_change_password).toBe(true);
  });

  it('turns a network failure into an ApiError with status 0 and a readable message', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    await expect(api.get('/api/session')).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  });

  it('uses a generic message when the error body is not JSON', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(api.get('/api/admins/get-news-updates')).rejects.toMatchObject({
      status: 502,
      message: 'The server had a problem. Please try again.',
    });
  });

  it('downloads a file with the name the server gave it', async () => {
    const fetchMock = mockFetch(
      () =>
        new Response('Student,Level\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="attendance-Grade 7-Rizal-2026-11.csv"',
          },
        }),
    );

    const file = await requestFile('/api/attendance/chronic?format=csv');

    expect(file.fileName).toBe('attendance-Grade 7-Rizal-2026-11.csv');
    expect(await file.blob.text()).toBe('Student,Level\n');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it("a refused download is an ApiError with the server's field errors", async () => {
    mockFetch(() =>
      jsonResponse(400, { message: 'Choose at most 366 days.', errors: { to: 'Choose at most 366 days.' } }),
    );

    const error = await requestFile('/api/attendance/export?sectionID=s&from=2025-01-01&to=2026-12-31').catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('to')).toBe('Choose at most 366 days.');
  });

  it('reads plain and encoded file names from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a.csv"')).toBe('a.csv');
    expect(fileNameOf("attachment; filename=\"x.csv\"; filename*=UTF-8''Ni%C3%B1o.csv")).toBe('Niño.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
