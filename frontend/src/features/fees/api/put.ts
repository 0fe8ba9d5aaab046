import { request } from '@/lib/api-client';

/** A `PUT` through the app's one API client, which has no shorthand for it. */
export function put<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'PUT', body });
}
