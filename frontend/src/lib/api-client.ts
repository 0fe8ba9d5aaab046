import type { ApiErrorBody } from '@/types/api';
import { ApiError, PASSWORD_CHANGE_REQUIRED } from './api-error';
import { notifyInfo } from './notify';
import { queryClient } from './react-query';
import { SESSION_ENDED_MESSAGE, SESSION_QUERY_KEY, useSessionStore } from './session-store';

export { ApiError, isApiError } from './api-error';

/** Sign-in calls answer 401 for a wrong password: that must not sign anybody out. */
const LOGIN_PATHS = new Set(['/api/admins/login', '/api/students/login', '/api/teachers/login']);

const UNREACHABLE = 'Cannot reach the server. Check your connection and try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'You are not signed in.';
  if (status >= 500) return 'The server had a problem. Please try again.';
  return 'Something went wrong. Please try again.';
}

function pathOf(url: string): string {
  return url.split('?')[0];
}

/**
 * The server no longer knows this browser's session (expired, ended by a password change or a
 * sign-out elsewhere, or its account deleted): the login screen replaces whatever showed, and
 * someone who was signed in is told why. Several calls failing at once tell it once.
 */
function endSession(): void {
  const { session, clearSession } = useSessionStore.getState();
  clearSession();
  if (session !== null) notifyInfo(SESSION_ENDED_MESSAGE);
}

/** Reacts to answers that change what the whole app shows, whichever screen made the call. */
function onFailure(path: string, error: ApiError): void {
  if (error.status === 401 && !LOGIN_PATHS.has(pathOf(path))) {
    endSession();
  } else if (error.status === 403 && error.code === PASSWORD_CHANGE_REQUIRED) {
    useSessionStore.getState().requirePasswordChange();
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }
}

/**
 * The one way the front end talks to the backend: same-origin cookies, JSON in and out,
 * and every failure thrown as an `ApiError` carrying the server's message.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { message: UNREACHABLE });
  }

  const data = await readJson(response);
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      isErrorBody(data) ? data : { message: fallbackMessage(response.status) },
    );
    onFailure(path, error);
    throw error;
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body: unknown = {}, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body, signal }),
  /** Multipart upload (`/api/upload`, `/api/newsletterUpload`, …): the form carries the file. */
  upload: <T>(path: string, form: FormData, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body: form, signal }),
};
