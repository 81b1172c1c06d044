import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@reelbridge/shared';

export interface AccountSpec {
  email: string;
  password: string;
  name: string;
  group: Role;
  creatorId?: string;
  companyId?: string;
}

/**
 * Creates a confirmed user with a permanent password, the server-only attributes and the group.
 * Works the same against the local pool and a deployed one. Returns the user's sub, and whether it was created.
 */
export async function ensureAccount(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  account: AccountSpec,
): Promise<{ sub: string; created: boolean }> {
  const existing = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }))
    .catch((error: { name?: string }) => {
      if (error.name === 'UserNotFoundException') return undefined;
      throw error;
    });
  if (existing) {
    const sub =
      existing.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? existing.Username ?? '';
    return { sub, created: false };
  }
  const attributes = [
    { Name: 'email', Value: account.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'name', Value: account.name },
    { Name: 'custom:group', Value: account.group },
  ];
  if (account.creatorId) attributes.push({ Name: 'custom:creator_id', Value: account.creatorId });
  if (account.companyId) attributes.push({ Name: 'custom:company_id', Value: account.companyId });
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      UserAttributes: attributes,
      MessageAction: 'SUPPRESS',
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      Password: account.password,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: account.group }),
  );
  const sub =
    created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? created.User?.Username ?? '';
  return { sub, created: true };
}
