/* Kept apart from the API client so that code in the entry chunk (the query client) can check errors
   without pulling in the route table and its schemas. */

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

/** A failed API call: HTTP status (0 for a network failure), the server's error code, message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Logs a failed call to the console unless it is a refusal the screen explains (a 4xx answer: a taken e-mail, a
 * stale version): an expected outcome is not an error, and the console stays clean in normal use (docs/ux-rules.md).
 */
export function logUnexpectedFailure(what: string, error: unknown): void {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return;
  console.error(what, error);
}
