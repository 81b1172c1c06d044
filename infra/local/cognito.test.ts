import { describe, expect, it } from 'vitest';
import {
  ConfirmSignUpCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { stack, uniqueEmail } from '../../functions/src/testing/int';
import { Mailbox } from './mailbox';
import { cognitoClient } from './testing';
import { DEMO_ACCOUNTS, DEMO_BRANDS, DEMO_PASSWORD } from './seed';
import path from 'node:path';

const client = () => cognitoClient(stack());
const clientId = () => stack().userPoolClientId;
const mailbox = () => new Mailbox(path.join(stack().dataDir, 'mail'));

async function errorOf(work: Promise<unknown>): Promise<{ name?: string; message?: string }> {
  return work.then(
    () => ({ name: 'no error' }),
    (error: { name?: string; message?: string }) => error,
  );
}

async function passwordSignIn(email: string, password = DEMO_PASSWORD) {
  const result = await client().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId(),
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult!;
}

describe('local Cognito, as strict as the deployed one', () => {
  it('refuses a sign-up that tries to write custom:group (the browser cannot make itself an admin)', async () => {
    const error = await errorOf(
      client().send(
        new SignUpCommand({
          ClientId: clientId(),
          Username: uniqueEmail('sneaky'),
          Password: 'Long-enough-1',
          UserAttributes: [
            { Name: 'name', Value: 'Sneaky' },
            { Name: 'custom:group', Value: 'admin' },
          ],
        }),
      ),
    );
    expect(error.name).toBe('NotAuthorizedException');
  });

  it('refuses UpdateUserAttributes of custom:creator_id or custom:company_id', async () => {
    const { AccessToken } = await passwordSignIn(DEMO_ACCOUNTS.creator);
    for (const name of ['custom:creator_id', 'custom:company_id', 'custom:group']) {
      const error = await errorOf(
        client().send(new UpdateUserAttributesCommand({ AccessToken, UserAttributes: [{ Name: name, Value: 'x' }] })),
      );
      expect(error.name).toBe('NotAuthorizedException');
    }
  });

  it('enforces the 8-character password minimum', async () => {
    const error = await errorOf(
      client().send(new SignUpCommand({ ClientId: clientId(), Username: uniqueEmail('short'), Password: 'short' })),
    );
    expect(error.name).toBe('InvalidPasswordException');
  });

  it('answers a wrong password with NotAuthorizedException, as Cognito does', async () => {
    const error = await errorOf(passwordSignIn(DEMO_ACCOUNTS.admin, 'wrong-password'));
    expect(error.name).toBe('NotAuthorizedException');
  });

  it('mails the verification code at sign-up and again on ResendConfirmationCode; the code confirms', async () => {
    const email = uniqueEmail('verify');
    await client().send(
      new SignUpCommand({
        ClientId: clientId(),
        Username: email,
        Password: 'Long-enough-1',
        UserAttributes: [{ Name: 'name', Value: 'Vera' }],
        ClientMetadata: { signUpType: 'brand-employee', companyId: DEMO_BRANDS[0]!.id },
      }),
    );
    const code = mailbox().latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const before = mailbox()
      .list()
      .filter((mail) => mail.to === email).length;
    const resent = await client().send(new ResendConfirmationCodeCommand({ ClientId: clientId(), Username: email }));
    expect(resent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    expect(
      mailbox()
        .list()
        .filter((mail) => mail.to === email),
    ).toHaveLength(before + 1);
    await client().send(new ConfirmSignUpCommand({ ClientId: clientId(), Username: email, ConfirmationCode: code! }));
    expect((await passwordSignIn(email, 'Long-enough-1')).IdToken).toEqual(expect.any(String));
  });

  it('refreshes with GetTokensFromRefreshToken and keeps the refresh token', async () => {
    const tokens = await passwordSignIn(DEMO_ACCOUNTS.brand);
    const refreshed = await client().send(
      new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: tokens.RefreshToken! }),
    );
    expect(refreshed.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    expect(refreshed.AuthenticationResult?.RefreshToken).toBeUndefined();
  });

  it('revokes the refresh tokens on GlobalSignOut', async () => {
    const tokens = await passwordSignIn(DEMO_ACCOUNTS.creator);
    await client().send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken! }));
    const error = await errorOf(
      client().send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: tokens.RefreshToken! })),
    );
    expect(error.name).toBe('NotAuthorizedException');
  });
});

describe('local Cognito ID tokens', () => {
  it('carry the standard attributes Cognito puts there (name), like the deployed pool', async () => {
    const { IdToken } = await passwordSignIn(DEMO_ACCOUNTS.creator);
    const claims = JSON.parse(Buffer.from(IdToken!.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ name: 'Maya Rivera', 'custom:group': 'creator', email: DEMO_ACCOUNTS.creator });
  });
});
