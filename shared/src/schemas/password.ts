import * as z from 'zod';
import { MESSAGES } from '../messages';
import { isCommonPassword, PASSWORD_MIN_LENGTH } from '../rules/password';

/**
 * The password rule of every form that sets a password (docs/ux-rules.md). A module of its own: it brings the list of
 * common passwords (~16 KB gzip) along, so only the forms that set a password load it, not every form that uses the
 * common schemas (a brand's website, an e-mail…), and never the sign-in page.
 */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(256, { error: 'Password must be at most 256 characters' })
  .refine((password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password), {
    error: MESSAGES.passwordTooCommon,
  });
