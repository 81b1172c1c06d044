import { ERROR_CODES } from '@reelbridge/shared';

/** A failure the caller can act on; the handler maps it to the shared error body and its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, fields ? ERROR_CODES.validation : ERROR_CODES.badRequest, message, fields);
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODES.conflict, message, fields);
export const payloadTooLarge = (message: string) => new AppError(413, ERROR_CODES.payloadTooLarge, message);
export const notImplemented = (message: string) => new AppError(501, ERROR_CODES.notImplemented, message);

/** The work could not be done now but may be in a moment: 503 with Retry-After (seconds). */
export class ServiceUnavailableError extends AppError {
  constructor(readonly retryAfterSeconds = 1) {
    super(503, ERROR_CODES.unavailable, 'The service is busy right now. Please try again in a moment.');
  }
}
