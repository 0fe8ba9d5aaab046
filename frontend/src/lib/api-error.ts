import type { ApiErrorBody } from '@/types/api';

/** Code the server sends (with 403) while the account still has to set its own password. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** A failed API call: the HTTP status (0 when the server was not reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string>;
  readonly code?: string;
  readonly rows?: ApiErrorBody['rows'];
  readonly problems?: string[];

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body.errors;
    this.code = body.code;
    this.rows = body.rows;
    this.problems = body.problems;
  }

  /** The message for one field of the request, if the server named it. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Whether a failed load says that what an address names is not there: 404, or 400 for an id
 * the server cannot read (a made-up or mistyped link).
 */
export function namesNothing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
