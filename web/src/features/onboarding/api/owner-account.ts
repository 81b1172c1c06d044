import { MESSAGES } from '@reelbridge/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchCurrentUser, signInWithPassword, signOutUser, type AuthUser } from '@/lib/auth';
import { AUTH_MESSAGES, authErrorMessage, isAuthError, isExpectedAuthError } from '@/lib/auth-errors';
import { authKeys } from '@/lib/auth-query';
import { resendSignUpCode, signUpUser } from '@/lib/identity';
import { clearOwnerInvitation, loadOwnerInvitation } from '../wizard-storage';

/**
 * The brand owner's account, made from step 1 of the wizard: a Cognito sign-up with the owner invitation that
 * registering the company answered (the PreSignUp trigger checks it, PostConfirmation makes the account the brand's
 * owner; docs/brand-teams.md), then the e-mail code, then sign-in, so that drafts and uploads are made by this user.
 * Without the invitation (another browser) the sign-up is a join request, which the agency can accept.
 */

export interface OwnerAccount {
  companyId: string;
  email: string;
  password: string;
  /** The account's name: the brand's (the wizard asks for no person's name). */
  name: string;
  phone: string;
}

/** Whether this user may fill in this company's wizard: one of its own users, or an admin. */
export function isCompanyMember(user: AuthUser | null | undefined, companyId: string): boolean {
  if (!user) return false;
  return user.group === 'admin' || (user.group === 'brand' && user.companyId === companyId);
}

export const OWNER_MESSAGES = {
  accountExists: `${AUTH_MESSAGES.accountExists} Enter its password to continue, or use another email.`,
  otherCompany:
    'This email belongs to an account of another company. Use another email to set up this company, or sign in as one of its users.',
  waiting:
    'Your account asks to join this company: the invitation to become its owner was opened in another browser. Continue there, or ask the agency to accept your request.',
} as const;

/** A failure whose message is meant for the user as it is. */
export class OwnerAccountError extends Error {
  override readonly name = 'OwnerAccountError';
}

/** Signs in and checks that the account belongs to this company (else signs out again). */
export async function signInOwner(email: string, password: string, companyId: string): Promise<AuthUser> {
  await signInWithPassword(email.trim().toLowerCase(), password);
  const user = await fetchCurrentUser().catch(() => null);
  if (!user) throw new OwnerAccountError(MESSAGES.authenticationFailed);
  if (!isCompanyMember(user, companyId)) {
    await signOutUser().catch(() => undefined);
    throw new OwnerAccountError(user.group ? OWNER_MESSAGES.otherCompany : OWNER_MESSAGES.waiting);
  }
  clearOwnerInvitation(companyId);
  return user;
}

export type AccountOutcome = { kind: 'verify'; email: string } | { kind: 'signedIn'; user: AuthUser };

/**
 * Creates the account, or continues one made before (a reload between sign-up and the code): an address that
 * has an account already is signed in with the password given; if that account is not confirmed yet, a new
 * code is sent.
 */
export async function createOwnerAccount(account: OwnerAccount): Promise<AccountOutcome> {
  const email = account.email.trim().toLowerCase();
  const ownerInvitation = loadOwnerInvitation(account.companyId);
  try {
    const { needsConfirmation } = await signUpUser({
      email,
      password: account.password,
      name: account.name,
      phone: account.phone,
      metadata: ownerInvitation
        ? { signUpType: 'invitation', invitation: ownerInvitation }
        : { signUpType: 'brand-employee', companyId: account.companyId },
    });
    if (needsConfirmation) return { kind: 'verify', email };
  } catch (error) {
    if (!isAuthError(error, 'UsernameExistsException')) throw error;
    try {
      return { kind: 'signedIn', user: await signInOwner(email, account.password, account.companyId) };
    } catch (signInError) {
      if (isAuthError(signInError, 'UserNotConfirmedException')) {
        await resendSignUpCode(email);
        return { kind: 'verify', email };
      }
      if (signInError instanceof OwnerAccountError) throw signInError;
      throw new OwnerAccountError(OWNER_MESSAGES.accountExists);
    }
  }
  return { kind: 'signedIn', user: await signInOwner(email, account.password, account.companyId) };
}

/** What step 1 says when the account could not be made or opened. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof OwnerAccountError) return error.message;
  return authErrorMessage(error, 'signUp');
}

/** Sign-in after the code was confirmed. */
export function signInErrorText(error: unknown): string {
  if (error instanceof OwnerAccountError) return error.message;
  return authErrorMessage(error, 'signIn');
}

export function useCreateOwnerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnerAccount,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signedIn') queryClient.setQueryData(authKeys.user, outcome.user);
    },
    onError: (error) => {
      if (!(error instanceof OwnerAccountError) && !isExpectedAuthError(error, 'signUp')) {
        console.error('Creating the brand account failed', error);
      }
    },
  });
}

export function useSignInOwner(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signInOwner(email, password, companyId),
    onSuccess: (user) => queryClient.setQueryData(authKeys.user, user),
    onError: (error) => {
      if (!(error instanceof OwnerAccountError) && !isExpectedAuthError(error, 'signIn')) {
        console.error('Signing in after verification failed', error);
      }
    },
  });
}

/** Signs out whoever is signed in (an account of another company), so the wizard can start as a guest. */
export function useSignOutOther() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOutUser(),
    onSettled: () => queryClient.setQueryData(authKeys.user, null),
  });
}
