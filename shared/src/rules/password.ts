import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/**
 * The password rule of every form that sets a password (NIST SP 800-63B, docs/ux-rules.md): at least 8 characters,
 * and not one of the most common passwords (a list shipped with the app, compared without regard to case). No
 * composition rules. The forms say it before the user fails it (PASSWORD_RULE_HINT). The server-side guard in AWS is
 * Cognito's own compromised-credentials check (threat protection); PreSignUp never sees a password.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_HINT = 'At least 8 characters, and not a commonly used password';

let common: ReadonlySet<string> | undefined;

/** True when the password is on the list of the most common ones (any case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split(' '));
  return common.has(password.toLowerCase());
}
