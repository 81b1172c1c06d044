import { AdminGetUserCommand, AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ACCOUNT_MESSAGES, USER_ATTRIBUTES } from '@reelbridge/shared';
import { cognito, userPoolId } from '../lib/cognito';
import { conflict } from '../lib/errors';

/**
 * The sign-in account of a person the agency manages (docs/accounts.md): what the admin's edit writes to it. The only
 * Cognito action is AdminUpdateUserAttributes (the creators function has that permission and no other on the pool).
 */
export interface AccountFacts {
  name: string;
  email: string;
  /** E.164; absent leaves the account's phone as it is. */
  phoneNumber?: string;
}

/**
 * Writes name, e-mail and phone to the account. The e-mail is marked verified: the agency vouches for it, so it takes
 * effect at once even under keepOriginal (the old address stops signing in). Another account with that e-mail: 409.
 */
export async function writeAccountFacts(userId: string, facts: AccountFacts): Promise<void> {
  const attributes = [
    { Name: USER_ATTRIBUTES.name, Value: facts.name },
    { Name: USER_ATTRIBUTES.email, Value: facts.email },
    { Name: 'email_verified', Value: 'true' },
  ];
  if (facts.phoneNumber) attributes.push({ Name: USER_ATTRIBUTES.phone, Value: facts.phoneNumber });
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId(), Username: userId, UserAttributes: attributes }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'AliasExistsException') {
      throw conflict(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    }
    throw error;
  }
}

/** The user id (sub) of the account signing in with `email`, if any. */
export async function accountWithEmail(email: string): Promise<string | undefined> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
