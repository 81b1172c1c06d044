import { ACCOUNT_MESSAGES } from '@reelbridge/shared/schemas/account';
import { MESSAGES } from '@reelbridge/shared/messages';
import { ApiError } from '@/lib/api-client';
import { AUTH_MESSAGES, authErrorName } from '@/lib/auth-errors';

const BY_NAME: Record<string, string> = {
  AliasExistsException: ACCOUNT_MESSAGES.emailTaken,
  CodeMismatchException: AUTH_MESSAGES.invalidCode,
  ExpiredCodeException: AUTH_MESSAGES.expiredCode,
  NotAuthorizedException: ACCOUNT_MESSAGES.wrongPassword,
  InvalidPasswordException: MESSAGES.passwordTooShort,
  LimitExceededException: AUTH_MESSAGES.tooManyAttempts,
  TooManyRequestsException: AUTH_MESSAGES.tooManyAttempts,
  NetworkError: AUTH_MESSAGES.network,
};

/** What the account screen says about a failure: the API's field or message, Cognito's by its type, else the spec's. */
export function accountErrorText(error: unknown, field?: string): string {
  if (error instanceof ApiError) return (field && error.fields?.[field]) || error.message;
  const name = authErrorName(error);
  return Object.hasOwn(BY_NAME, name) ? BY_NAME[name]! : MESSAGES.saveFailed;
}
