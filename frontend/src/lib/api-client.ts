import type { ApiErrorBody } from '@/types/api';
import { ApiError, PASSWORD_CHANGE_REQUIRED } from './api-error';
import { notifyInfo } from './notify';
import { queryClient } from './react-query';
import { SESSION_QUERY_KEY } from './query-keys';
import { SESSION_ENDED_MESSAGE, useSessionStore } from './session-store';

export { ApiError, isApiError } from './api-error';

/** Sign-in calls answer 401 for a wrong password or an expired second step: that must not sign anybody out. */
const LOGIN_PATHS = new Set([
  '/api/admins/login',
  '/api/students/login',
  '/api/teachers/login',
  '/api/guardians/login',
  '/api/sign-in/code',
  '/api/sign-in/set-up',
  '/api/sign-in/confirm',
]);

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

/** Sends a request; a failure is thrown as an `ApiError` with the server's message. */
async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { message: UNREACHABLE });
  }
  if (!response.ok) {
    const data = await readJson(response);
    const error = new ApiError(
      response.status,
      isErrorBody(data) ? data : { message: fallbackMessage(response.status) },
    );
    onFailure(path, error);
    throw error;
  }
  return response;
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
  const response = await send(path, { method, headers, body: payload, signal });
  return (await readJson(response)) as T;
}

/** A file a call answered (a CSV export): its bytes, and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`; null when the server named none. */
  fileName: string | null;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Badly encoded: the plain name below, if any.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** How `requestFile` asks for a file: the type it takes (a CSV unless told), and a way to give up. */
export interface FileRequestOptions {
  /** The file's type (`text/csv`, a spreadsheet's); a refusal comes as JSON whatever it is. */
  type?: string;
  signal?: AbortSignal;
}

/**
 * `GET` of a file (a CSV export, a School Form) through the same failure handling as every call:
 * a refusal is an `ApiError` with the server's message and field errors, which a screen can show
 * in place.
 */
export async function requestFile(path: string, { type = 'text/csv', signal }: FileRequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, { method: 'GET', headers: { Accept: `${type}, application/json` }, signal });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body: unknown = {}, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body, signal }),
  patch: <T>(path: string, body: unknown = {}, signal?: AbortSignal) =>
    request<T>(path, { method: 'PATCH', body, signal }),
  delete: <T>(path: string, signal?: AbortSignal) => request<T>(path, { method: 'DELETE', signal }),
  /** Multipart upload (`/api/upload`, `/api/newsletterUpload`, …): the form carries the file. */
  upload: <T>(path: string, form: FormData, signal?: AbortSignal) =>
    request<T>(path, { method: 'POST', body: form, signal }),
};
