import * as z from 'zod';
import { INDUSTRIES } from '../constants';
import { MESSAGES } from '../messages';
import { emailSchema, PHONE_PATTERN, requiredText, websiteSchema } from './common';
import { passwordSchema } from './password';

/**
 * The account settings screen (docs/accounts.md): what a signed-in user may change of their own account. The
 * attributes are the app client's writable ones (shared/src/auth.ts APP_CLIENT_WRITE_ATTRIBUTES); custom:group and the
 * ids are never among them.
 */
export const profileSchema = z.object({
  name: requiredText('Full name is required', 100),
  /** Optional; when given, the spec's pattern and message. */
  phone: z
    .string()
    .trim()
    .max(30, { error: MESSAGES.invalidPhone })
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: MESSAGES.invalidPhone }),
  website: websiteSchema,
  /** Brand users only (the spec's industry options); '' leaves it unset. */
  industry: z.union([z.enum(INDUSTRIES, { error: MESSAGES.industryRequired }), z.literal('')]).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** POST /me/account/email: the address to change to (it takes effect once the code mailed to it is entered). */
export const emailChangeSchema = z.strictObject({ email: emailSchema });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** POST /me/account/sync takes nothing: the records follow the verified token, never what a request says. */
export const accountSyncSchema = z.strictObject({});

export const emailCodeSchema = z.object({
  code: z.string().trim().min(1, { error: 'Verification code is required' }).max(10),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, { error: MESSAGES.passwordRequired }),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, { error: MESSAGES.confirmPasswordRequired }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The user-visible texts of the account screen, written once (the web shows them, tests assert them). */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'This e-mail address is already used by another account',
  emailUnchanged: 'This is already your e-mail address',
  emailPending: (email: string) =>
    `A change to ${email} is pending: enter the code we sent to it. Until then, sign in with your current address.`,
  emailChanged: 'Your e-mail address was changed',
  profileSaved: 'Your details were saved',
  recordBehind: 'Your account was saved, but your business record could not be updated yet. Try again in a moment.',
  passwordChanged: 'Your password was changed',
  wrongPassword: 'Your current password is not correct',
  signedOutEverywhere: 'You were signed out on every device',
} as const;
