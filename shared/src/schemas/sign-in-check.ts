import { SIGN_IN_MESSAGES } from '../sign-in-messages';

/**
 * The sign-in rules of `signInSchema` (./auth.ts) without zod, for /login: that page loads no zod at all (zod's
 * shared core alone would cost it over 12 KB gzip). sign-in-check.test.ts checks that both accept and refuse the same
 * input with the same messages; the schema stays the reference.
 */

/** zod's default `z.email()` pattern (zod/v4/core regexes.email), verbatim: the test compares the two. */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- kept character for character as zod writes it
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export interface SignInValues {
  email: string;
  password: string;
}

/** The first message per field, as the form shows it; empty when the values are acceptable. */
export function checkSignIn({ email, password }: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  const address = email.trim();
  if (address.length < 1) errors.email = SIGN_IN_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(address)) errors.email = SIGN_IN_MESSAGES.invalidEmail;
  if (password.length < 1) errors.password = SIGN_IN_MESSAGES.passwordRequired;
  return errors;
}
