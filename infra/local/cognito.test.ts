import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  ChangePasswordCommand,
  AdminUserGlobalSignOutCommand,
  ConfirmSignUpCommand,
  DeleteUserAttributesCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { stack, uniqueEmail } from '../../functions/src/testing/int';
import { ensureAccount } from './accounts';
import { Mailbox } from './mailbox';
import { callApi, cognitoClient } from './testing';
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

  it('revokes the refresh tokens on AdminUserGlobalSignOut (a removed team member, docs/brand-teams.md)', async () => {
    const email = uniqueEmail('admin-signout');
    await ensureAccount(client(), stack().userPoolId, { email, password: DEMO_PASSWORD, name: 'Out', group: 'admin' });
    const tokens = await passwordSignIn(email);
    await client().send(new AdminUserGlobalSignOutCommand({ UserPoolId: stack().userPoolId, Username: email }));
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

const TARGET = 'AWSCognitoIdentityProviderService.';

/** A request as a browser or a script could send it, bypassing the SDK's spelling. */
async function rawCall(target: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(stack().cognitoEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target, ...headers },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as { __type?: string } };
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function jwt(header: Record<string, unknown>, payload: Record<string, unknown>, key?: KeyObject): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${part(header)}.${part(payload)}`;
  return `${data}.${key ? sign('sha256', Buffer.from(data), key).toString('base64url') : ''}`;
}

/** The proxy's own key (what only the local stack has), to make tokens that are well signed but wrong. */
const proxyKey = () => createPrivateKey(fs.readFileSync(path.join(stack().dataDir, 'cognito-signing-key.pem'), 'utf8'));

/** The key cognito-local signs with, published in its npm package: anybody has it. */
function publishedKey(): KeyObject {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  return createPrivateKey((JSON.parse(fs.readFileSync(file, 'utf8')) as { pem: string }).pem);
}

/** A fresh creator account of its own, so that a write that gets through does not spoil other tests. */
async function freshCreator() {
  const email = uniqueEmail('proxy');
  const password = 'Long-enough-1';
  await ensureAccount(client(), stack().userPoolId, {
    email,
    password,
    name: 'Proxy Probe',
    group: 'creator',
    creatorId: 'cr_probe0000000',
  });
  return { email, tokens: await passwordSignIn(email, password) };
}

async function attributesOf(email: string): Promise<Record<string, string>> {
  const user = await client().send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }));
  return Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name!, attribute.Value!]));
}

describe('local Cognito proxy: no way around it', () => {
  it('refuses the server-only attribute write under any other spelling of X-Amz-Target', async () => {
    const { email, tokens } = await freshCreator();
    const payload = { AccessToken: tokens.AccessToken, UserAttributes: [{ Name: 'custom:group', Value: 'admin' }] };
    for (const target of [
      'X.UpdateUserAttributes',
      `${TARGET}UpdateUserAttributes.anything`,
      'awscognitoidentityproviderservice.UpdateUserAttributes',
      `${TARGET}updateUserAttributes`,
      `AWSCognitoIdentityProviderService..UpdateUserAttributes`,
    ]) {
      const result = await rawCall(target, payload);
      expect(result.status, target).toBeGreaterThanOrEqual(400);
    }
    expect((await attributesOf(email))['custom:group']).toBe('creator');
  });

  it('refuses DeleteUserAttributes of a server-only attribute', async () => {
    const { email, tokens } = await freshCreator();
    const error = await errorOf(
      client().send(
        new DeleteUserAttributesCommand({ AccessToken: tokens.AccessToken, UserAttributeNames: ['custom:group'] }),
      ),
    );
    expect(error.name).toBe('NotAuthorizedException');
    expect((await attributesOf(email))['custom:group']).toBe('creator');
  });

  it('refuses an unsigned (alg none) access token for UpdateUserAttributes, even of a writable attribute', async () => {
    const { email, tokens } = await freshCreator();
    const unsigned = jwt({ alg: 'none', typ: 'JWT' }, claimsOf(tokens.AccessToken!));
    const error = await errorOf(
      client().send(
        new UpdateUserAttributesCommand({
          AccessToken: unsigned,
          UserAttributes: [{ Name: 'name', Value: 'Hijacked' }],
        }),
      ),
    );
    expect(error.name).toBe('NotAuthorizedException');
    expect((await attributesOf(email)).name).toBe('Proxy Probe');
  });

  it('refuses well-signed access tokens of another client or issuer, expired ones and ID tokens', async () => {
    const { tokens } = await freshCreator();
    const claims = claimsOf(tokens.AccessToken!);
    const header = {
      alg: 'RS256',
      typ: 'JWT',
      kid: (
        JSON.parse(Buffer.from(tokens.AccessToken!.split('.')[0]!, 'base64url').toString('utf8')) as { kid: string }
      ).kid,
    };
    const now = Math.floor(Date.now() / 1000);
    const variants: Record<string, Record<string, unknown>> = {
      'another client': { ...claims, client_id: 'anotherclient0000000000000' },
      'another issuer': { ...claims, iss: `http://localhost:1/${stack().userPoolId}` },
      expired: { ...claims, iat: now - 7200, exp: now - 3600 },
      'an ID token': { ...claims, token_use: 'id' },
    };
    for (const [label, payload] of Object.entries(variants)) {
      const error = await errorOf(client().send(new GetUserCommand({ AccessToken: jwt(header, payload, proxyKey()) })));
      expect(error.name, label).toBe('NotAuthorizedException');
    }
    const published = jwt({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' }, claims, publishedKey());
    const error = await errorOf(client().send(new GetUserCommand({ AccessToken: published })));
    expect(error.name, 'signed with the key cognito-local publishes').toBe('NotAuthorizedException');
  });

  it('still serves the user their own attributes and writes the writable ones with a real token', async () => {
    const { email, tokens } = await freshCreator();
    const user = await client().send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value).toBe(email);
    await client().send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'name', Value: 'Renamed Probe' }],
      }),
    );
    expect((await attributesOf(email)).name).toBe('Renamed Probe');
  });

  it('refuses the access token after GlobalSignOut', async () => {
    const { tokens } = await freshCreator();
    await client().send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    const error = await errorOf(client().send(new GetUserCommand({ AccessToken: tokens.AccessToken })));
    expect(error.name).toBe('NotAuthorizedException');
  });

  it('refuses a developer (Admin) operation that is not signed, as Cognito does', async () => {
    const { email } = await freshCreator();
    const result = await rawCall(`${TARGET}AdminUpdateUserAttributes`, {
      UserPoolId: stack().userPoolId,
      Username: email,
      UserAttributes: [{ Name: 'custom:group', Value: 'admin' }],
    });
    expect(result.status).toBe(403);
    expect(result.body.__type).toBe('MissingAuthenticationTokenException');
    expect((await attributesOf(email))['custom:group']).toBe('creator');
  });

  it('lets no page send credentials (CORS) and answers no other host name (DNS rebinding)', async () => {
    const preflight = await fetch(stack().cognitoEndpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-amz-target',
      },
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).toContain('x-amz-target');
    expect(allowed).not.toContain('authorization');
    const port = new URL(stack().cognitoEndpoint).port;
    const rebound = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/',
          headers: { host: `evil.example:${port}`, 'x-amz-target': `${TARGET}ListUserPools` },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end('{"MaxResults":10}');
    });
    expect(rebound).toBe(403);
  });

  it('signs tokens with a key of its own: an ID token signed with the key cognito-local publishes gets 401', async () => {
    const { tokens } = await freshCreator();
    expect(JSON.parse(Buffer.from(tokens.IdToken!.split('.')[0]!, 'base64url').toString('utf8'))).not.toMatchObject({
      kid: 'CognitoLocal',
    });
    expect((await callApi(stack(), 'GET', '/brands', { token: tokens.IdToken })).status).not.toBe(401);
    const forged = jwt(
      { alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' },
      { ...claimsOf(tokens.IdToken!), 'custom:group': 'admin' },
      publishedKey(),
    );
    expect((await callApi(stack(), 'GET', '/brands', { token: forged })).status).toBe(401);
  });
});

describe('local Cognito e-mail changes, as the deployed pool with keepOriginal', () => {
  it('keeps the old address until the code sent to the new one is verified', async () => {
    const { email, tokens } = await freshCreator();
    const next = uniqueEmail('moved');
    const answer = await client().send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [{ Name: 'email', Value: next }],
      }),
    );
    expect(answer.CodeDeliveryDetailsList?.[0]?.AttributeName).toBe('email');
    expect((await attributesOf(email)).email, 'unchanged until verified').toBe(email);
    expect((await passwordSignIn(email, 'Long-enough-1')).IdToken).toBeTruthy();
    expect((await errorOf(passwordSignIn(next, 'Long-enough-1'))).name).not.toBe('no error');
    const code = mailbox().latestCode(next);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await errorOf(
      client().send(
        new VerifyUserAttributeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email', Code: '000000x' }),
      ),
    );
    expect(wrong.name).toBe('CodeMismatchException');
    await client().send(
      new VerifyUserAttributeCommand({ AccessToken: tokens.AccessToken, AttributeName: 'email', Code: code! }),
    );
    const signedIn = await passwordSignIn(next, 'Long-enough-1');
    expect(claimsOf(signedIn.IdToken!)).toMatchObject({ email: next });
    expect((await errorOf(passwordSignIn(email, 'Long-enough-1'))).name).not.toBe('no error');
    const refreshed = await client().send(
      new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: tokens.RefreshToken }),
    );
    expect(claimsOf(refreshed.AuthenticationResult!.IdToken!).email, 'the next token').toBe(next);
  });

  it("refuses another account's e-mail (AliasExistsException), from the user and from an admin", async () => {
    const { tokens } = await freshCreator();
    const other = await freshCreator();
    const own = await errorOf(
      client().send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [{ Name: 'email', Value: other.email.toUpperCase() }],
        }),
      ),
    );
    expect(own.name).toBe('AliasExistsException');
    const admin = await errorOf(
      client().send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: stack().userPoolId,
          Username: (claimsOf(tokens.IdToken!).sub as string) ?? '',
          UserAttributes: [
            { Name: 'email', Value: other.email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      ),
    );
    expect(admin.name).toBe('AliasExistsException');
  });

  it('lets an admin change the address at once when marked verified', async () => {
    const { email, tokens } = await freshCreator();
    const next = uniqueEmail('admin-moved');
    await client().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack().userPoolId,
        Username: claimsOf(tokens.IdToken!).sub as string,
        UserAttributes: [
          { Name: 'email', Value: next },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect((await passwordSignIn(next, 'Long-enough-1')).IdToken).toBeTruthy();
    expect((await errorOf(passwordSignIn(email, 'Long-enough-1'))).name).not.toBe('no error');
  });

  it('an admin change not marked verified waits for its code too', async () => {
    const { email, tokens } = await freshCreator();
    const next = uniqueEmail('admin-pending');
    await client().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack().userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'email', Value: next }],
      }),
    );
    expect((await attributesOf(email)).email).toBe(email);
    await client().send(
      new VerifyUserAttributeCommand({
        AccessToken: tokens.AccessToken,
        AttributeName: 'email',
        Code: mailbox().latestCode(next)!,
      }),
    );
    expect((await attributesOf(next)).email).toBe(next);
  });
});

describe('local Cognito ChangePassword', () => {
  it('needs the current password and the 8-character minimum; the new password then signs in', async () => {
    const { email, tokens } = await freshCreator();
    const wrong = await errorOf(
      client().send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: 'not-the-password',
          ProposedPassword: 'Another-pass-1',
        }),
      ),
    );
    expect(wrong.name).toBe('NotAuthorizedException');
    const short = await errorOf(
      client().send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: 'Long-enough-1',
          ProposedPassword: 'short',
        }),
      ),
    );
    expect(short.name).toBe('InvalidPasswordException');
    await client().send(
      new ChangePasswordCommand({
        AccessToken: tokens.AccessToken,
        PreviousPassword: 'Long-enough-1',
        ProposedPassword: 'Another-pass-1',
      }),
    );
    expect((await passwordSignIn(email, 'Another-pass-1')).IdToken).toBeTruthy();
    expect((await errorOf(passwordSignIn(email, 'Long-enough-1'))).name).toBe('NotAuthorizedException');
  });
});
