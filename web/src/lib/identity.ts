import { normalizePhone } from '@reelbridge/shared/schemas/common';
import type { SignUpMetadata } from '@reelbridge/shared/schemas/signup';
import { loadAuth } from './auth';

/**
 * The identity flows besides sign-in and sign-out: sign-up with its e-mail code, and password reset. Kept out
 * of ./auth so that /login does not carry them; aws-amplify itself is loaded lazily by loadAuth().
 */

export interface SignUpDetails {
  email: string;
  password: string;
  name: string;
  phone: string;
  /**
   * Who the person signs up as (creator id, company id for a join request, or an invitation's token). Sent as Cognito clientMetadata and checked by the
   * PreSignUp trigger; the group and ids are set by the PostConfirmation trigger, never by the browser
   * (custom:* attributes are not writable by the app client, docs/architecture.md#identity).
   */
  metadata: SignUpMetadata;
}

export interface SignUpOutcome {
  /** False when the pool confirmed the account already (no code step). */
  needsConfirmation: boolean;
}

const username = (email: string) => email.trim().toLowerCase();

/** Cognito SignUp: e-mail as username, name and phone (leading + added) as attributes. */
export async function signUpUser({ email, password, name, phone, metadata }: SignUpDetails): Promise<SignUpOutcome> {
  const auth = await loadAuth();
  const address = username(email);
  const clientMetadata: Record<string, string> =
    metadata.signUpType === 'creator'
      ? { signUpType: 'creator', creatorId: metadata.creatorId.trim() }
      : metadata.signUpType === 'invitation'
        ? { signUpType: 'invitation', invitation: metadata.invitation.trim() }
        : { signUpType: 'brand-employee', companyId: metadata.companyId.trim() };
  const result = await auth.signUp({
    username: address,
    password,
    options: {
      userAttributes: { email: address, name: name.trim(), phone_number: normalizePhone(phone) },
      clientMetadata,
    },
  });
  return { needsConfirmation: !result.isSignUpComplete && result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
}

/** Cognito ConfirmSignUp with the e-mailed code; the PostConfirmation trigger then completes the account. */
export async function confirmSignUpCode(email: string, code: string): Promise<void> {
  const auth = await loadAuth();
  await auth.confirmSignUp({ username: username(email), confirmationCode: code.trim() });
}

/** Cognito ResendConfirmationCode. */
export async function resendSignUpCode(email: string): Promise<void> {
  const auth = await loadAuth();
  await auth.resendSignUpCode({ username: username(email) });
}

/**
 * Cognito ForgotPassword. The deployed pool prevents user-existence errors (it answers as if a code was sent
 * for an unknown address); the local stand-in says UserNotFoundException instead. Treat both alike, so that
 * the form does not reveal which addresses have accounts.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const auth = await loadAuth();
  try {
    await auth.resetPassword({ username: username(email) });
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw error;
  }
}

/** Cognito ConfirmForgotPassword. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  const auth = await loadAuth();
  await auth.confirmResetPassword({
    username: username(email),
    confirmationCode: code.trim(),
    newPassword,
  });
}

/**
 * The signed-in user's own account (docs/accounts.md), through Cognito's own calls with their access token: the spec's
 * "update user attributes" (the app client may write name, email, phone_number, website and custom:industry only;
 * Cognito refuses the rest), the e-mail's verification code, and the password change.
 */
export interface OwnAttributes {
  name: string;
  phone_number?: string;
  website?: string;
  'custom:industry'?: string;
}

/** UpdateUserAttributes for the attributes given; those left empty are deleted from the account. */
export async function updateOwnAttributes(attributes: OwnAttributes): Promise<void> {
  const auth = await loadAuth();
  const set = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value)) as Record<string, string>;
  const cleared = Object.entries(attributes)
    .filter(([, value]) => value === '')
    .map(([name]) => name);
  await auth.updateUserAttributes({ userAttributes: set });
  if (cleared.length > 0) {
    await auth.deleteUserAttributes({ userAttributeKeys: cleared as [string, ...string[]] });
  }
}

/**
 * Asks Cognito to change the e-mail: the pool keeps the current address until the code mailed to the new one is
 * entered (keepOriginal).
 */
export async function requestEmailChange(email: string): Promise<void> {
  const auth = await loadAuth();
  await auth.updateUserAttributes({ userAttributes: { email: username(email) } });
}

/** VerifyUserAttribute with the code mailed to the new address: the change takes effect. */
export async function confirmEmailChange(code: string): Promise<void> {
  const auth = await loadAuth();
  await auth.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
}

/** Mails a new code to the pending address. */
export async function resendEmailChangeCode(): Promise<void> {
  const auth = await loadAuth();
  await auth.sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/** ChangePassword: the current password and the new one. */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<void> {
  const auth = await loadAuth();
  await auth.updatePassword({ oldPassword: currentPassword, newPassword });
}
