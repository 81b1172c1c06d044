/**
 * Everyone's own account (docs/accounts.md), through the local Cognito and the API: a user's own changes reach their
 * next ID token and their business record; the server-only attributes stay out of reach; an e-mail change waits for
 * its code; the admin's edit reaches the creator's sign-in account; no two accounts end up with one e-mail.
 */
import path from 'node:path';
import {
  ConfirmSignUpCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountView, type Creator, type Team } from '@reelbridge/shared';
import { clearDynamoFaults, setDynamoFaults } from '../../../infra/local/faults';
import { Mailbox } from '../../../infra/local/mailbox';
import { callApi, cognitoClient, tokenForBrandMember } from '../../../infra/local/testing';
import { api, stack, uniqueEmail } from '../testing/int';

const PASSWORD = 'Account-pass-2026!';
const client = () => cognitoClient(stack());
const mailbox = () => new Mailbox(path.join(stack().dataDir, 'mail'));

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function tokens(email: string, password = PASSWORD) {
  const result = await client().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack().userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
}

async function refreshed(refreshToken: string): Promise<string> {
  const result = await client().send(
    new GetTokensFromRefreshTokenCommand({ ClientId: stack().userPoolClientId, RefreshToken: refreshToken }),
  );
  return result.AuthenticationResult!.IdToken!;
}

async function signInFails(email: string, password = PASSWORD): Promise<boolean> {
  return tokens(email, password).then(
    () => false,
    () => true,
  );
}

/** A creator record made by the admin, and the creator's own sign-up with its code (so the record knows the account). */
async function signedUpCreator(label: string) {
  const email = uniqueEmail(label);
  const created = await api<Creator>('admin', 'POST', '/creators', {
    body: { firstName: 'Ada', lastName: 'Probe', email, phoneNumber: '(415) 555-0100' },
  });
  expect(created.status).toBe(201);
  await client().send(
    new SignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'name', Value: 'Ada Probe' },
        { Name: 'phone_number', Value: '+14155550100' },
      ],
      ClientMetadata: { signUpType: 'creator', creatorId: created.body.id },
    }),
  );
  await client().send(
    new ConfirmSignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      ConfirmationCode: mailbox().latestCode(email)!,
    }),
  );
  const session = await tokens(email);
  expect(claimsOf(session.IdToken)['custom:creator_id']).toBe(created.body.id);
  return { email, id: created.body.id, session };
}

const asToken = <T>(token: string, method: string, route: string, body?: unknown) =>
  callApi<T>(stack(), method, route, { token, ...(body === undefined ? {} : { body }) });

const creatorRecord = async (id: string) => (await api<Creator>('admin', 'GET', `/creators/${id}`)).body;

afterEach(async () => {
  await clearDynamoFaults(stack().dynamoEndpoint);
});

describe("a user's own details", () => {
  it("a creator's name, phone and website reach their next ID token and their creator record", async () => {
    const { id, session } = await signedUpCreator('own-profile');
    await client().send(
      new UpdateUserAttributesCommand({
        AccessToken: session.AccessToken,
        UserAttributes: [
          { Name: 'name', Value: 'Ada Lovelace King' },
          { Name: 'phone_number', Value: '+14155550199' },
          { Name: 'website', Value: 'https://ada.example' },
        ],
      }),
    );
    const idToken = await refreshed(session.RefreshToken);
    expect(claimsOf(idToken)).toMatchObject({
      name: 'Ada Lovelace King',
      phone_number: '+14155550199',
      website: 'https://ada.example',
    });
    const before = await asToken<AccountView>(idToken, 'GET', '/me/account');
    expect(before.body.record).toEqual({ kind: 'creator', inStep: false });

    const synced = await asToken<AccountView>(idToken, 'POST', '/me/account/sync', {});
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ name: 'Ada Lovelace King', record: { kind: 'creator', inStep: true } });
    expect(await creatorRecord(id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace King',
      phoneNumber: '+14155550199',
    });
  });

  it("a brand user's name, phone, website and industry reach their next ID token and their team record", async () => {
    const brand = await api<{ id: string }>('anonymous', 'POST', '/brands', {
      body: { name: 'Account Probe Co', email: uniqueEmail('account-co'), phone: '(555) 123-4567', industry: 'beauty' },
    });
    const email = uniqueEmail('brand-own');
    await tokenForBrandMember(stack(), { email, password: PASSWORD, name: 'Bea Before', companyId: brand.body.id });
    const session = await tokens(email);
    await client().send(
      new UpdateUserAttributesCommand({
        AccessToken: session.AccessToken,
        UserAttributes: [
          { Name: 'name', Value: 'Bea After' },
          { Name: 'phone_number', Value: '+12125550123' },
          { Name: 'website', Value: 'https://bea.example' },
          { Name: 'custom:industry', Value: 'fashion' },
        ],
      }),
    );
    const idToken = await refreshed(session.RefreshToken);
    expect(claimsOf(idToken)).toMatchObject({ name: 'Bea After', 'custom:industry': 'fashion' });
    const synced = await asToken<AccountView>(idToken, 'POST', '/me/account/sync', {});
    expect(synced.body).toMatchObject({
      name: 'Bea After',
      phoneNumber: '+12125550123',
      website: 'https://bea.example',
      industry: 'fashion',
      record: { kind: 'member', inStep: true },
    });
    const team = await api<Team>('admin', 'GET', `/brands/${brand.body.id}/team`);
    expect(team.body.members.find((member) => member.email === email)?.name).toBe('Bea After');
  });

  it('custom:group, custom:creator_id and custom:company_id stay unwritable, from Cognito and from the API', async () => {
    const { id, session } = await signedUpCreator('unwritable');
    for (const name of ['custom:group', 'custom:creator_id', 'custom:company_id']) {
      const refused = await client()
        .send(
          new UpdateUserAttributesCommand({
            AccessToken: session.AccessToken,
            UserAttributes: [{ Name: name, Value: name === 'custom:group' ? 'admin' : 'co_someoneelse' }],
          }),
        )
        .then(
          () => 'written',
          (error: { name?: string }) => error.name,
        );
      expect(refused, name).toBe('NotAuthorizedException');
    }
    for (const body of [{ 'custom:group': 'admin' }, { creatorId: 'cr_other' }, { name: 'x' }]) {
      const response = await asToken(session.IdToken, 'POST', '/me/account/sync', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const sneaky = await asToken(session.IdToken, 'POST', '/me/account/email', {
      email: uniqueEmail('sneaky'),
      'custom:group': 'admin',
    });
    expect(sneaky.status).toBe(400);
    const claims = claimsOf(await refreshed(session.RefreshToken));
    expect(claims).toMatchObject({ 'custom:group': 'creator', 'custom:creator_id': id });
    expect(claims['custom:company_id']).toBeUndefined();
  });
});

describe('changing e-mail', () => {
  it('needs the code sent to the new address; until then the old one signs in; then the record follows', async () => {
    const { email, id, session } = await signedUpCreator('moving');
    const next = uniqueEmail('moved');
    const started = await asToken<AccountView>(session.IdToken, 'POST', '/me/account/email', { email: next });
    expect(started.status).toBe(200);
    expect(started.body.pendingEmail).toBe(next);
    await client().send(
      new UpdateUserAttributesCommand({
        AccessToken: session.AccessToken,
        UserAttributes: [{ Name: 'email', Value: next }],
      }),
    );
    // Before the code: the old address signs in, the new one does not, and the screen says a change is pending.
    const old = await tokens(email);
    expect(claimsOf(old.IdToken).email).toBe(email);
    expect(await signInFails(next)).toBe(true);
    expect((await asToken<AccountView>(old.IdToken, 'GET', '/me/account')).body).toMatchObject({
      email,
      pendingEmail: next,
    });
    expect((await creatorRecord(id)).email).toBe(email);

    await client().send(
      new VerifyUserAttributeCommand({
        AccessToken: session.AccessToken,
        AttributeName: 'email',
        Code: mailbox().latestCode(next)!,
      }),
    );
    const idToken = await refreshed(session.RefreshToken);
    expect(claimsOf(idToken).email).toBe(next);
    const synced = await asToken<AccountView>(idToken, 'POST', '/me/account/sync', {});
    expect(synced.body).toMatchObject({ email: next, record: { kind: 'creator', inStep: true } });
    expect(synced.body.pendingEmail).toBeUndefined();
    expect((await creatorRecord(id)).email).toBe(next);
    expect((await api<Creator>('admin', 'GET', `/creators/email/${encodeURIComponent(next)}`)).body.id).toBe(id);
    expect((await api('admin', 'GET', `/creators/email/${encodeURIComponent(email)}`)).status).toBe(404);
    expect(await signInFails(email)).toBe(true);
    expect(claimsOf((await tokens(next)).IdToken).email).toBe(next);
  });

  it("refuses an address another account or another creator's record has, with a clear message", async () => {
    const one = await signedUpCreator('first-holder');
    const two = await signedUpCreator('second-holder');
    const taken = await asToken<{ error: { fields?: Record<string, string> } }>(
      two.session.IdToken,
      'POST',
      '/me/account/email',
      { email: one.email },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields?.email).toBe(ACCOUNT_MESSAGES.emailTaken);

    const recordOnly = uniqueEmail('record-only');
    await api('admin', 'POST', '/creators', { body: { firstName: 'No', lastName: 'Account', email: recordOnly } });
    const ofRecord = await asToken(two.session.IdToken, 'POST', '/me/account/email', { email: recordOnly });
    expect(ofRecord.status).toBe(409);

    const same = await asToken(two.session.IdToken, 'POST', '/me/account/email', { email: two.email });
    expect(same.status).toBe(400);

    // Straight to Cognito, past the screen: refused there too.
    const direct = await client()
      .send(
        new UpdateUserAttributesCommand({
          AccessToken: two.session.AccessToken,
          UserAttributes: [{ Name: 'email', Value: one.email }],
        }),
      )
      .then(
        () => 'changed',
        (error: { name?: string }) => error.name,
      );
    expect(direct).toBe('AliasExistsException');
    expect(claimsOf((await tokens(two.email)).IdToken).email).toBe(two.email);
  });
});

describe("the admin's edit reaches the sign-in account", () => {
  it('the creator signs in with the new e-mail and not the old, with the new name, told at both addresses', async () => {
    const { email, id } = await signedUpCreator('admin-edit');
    const next = uniqueEmail('admin-edited');
    const record = await creatorRecord(id);
    const saved = await api<Creator>('admin', 'PUT', `/creators/${id}`, {
      body: {
        firstName: 'Adele',
        lastName: 'Edited',
        email: next,
        phoneNumber: '(212) 555-0142',
        version: record.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(await signInFails(email)).toBe(true);
    const claims = claimsOf((await tokens(next)).IdToken);
    expect(claims).toMatchObject({ email: next, name: 'Adele Edited', phone_number: '+12125550142' });
    const notices = mailbox()
      .list()
      .filter((mail) => mail.subject === 'Your Reelbridge sign-in e-mail was changed');
    expect(notices.map((mail) => mail.to)).toEqual(expect.arrayContaining([email, next]));
  });

  it('only updates the record of a creator without an account', async () => {
    const email = uniqueEmail('no-account');
    const created = await api<Creator>('admin', 'POST', '/creators', {
      body: { firstName: 'Rec', lastName: 'Only', email },
    });
    const next = uniqueEmail('no-account-moved');
    const saved = await api<Creator>('admin', 'PUT', `/creators/${created.body.id}`, {
      body: { firstName: 'Rec', lastName: 'Only', email: next, version: created.body.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email: next, hasAccount: false });
  });

  it("refuses another account's e-mail: the record and the account both stay as they were", async () => {
    const { email, id } = await signedUpCreator('admin-clash');
    const other = await signedUpCreator('admin-clash-other');
    const record = await creatorRecord(id);
    const refused = await api('admin', 'PUT', `/creators/${id}`, {
      body: { firstName: 'Ada', lastName: 'Probe', email: other.email, version: record.version },
    });
    expect(refused.status).toBe(409);
    expect((await creatorRecord(id)).email).toBe(email);
    expect(claimsOf((await tokens(email)).IdToken).email).toBe(email);
    expect(claimsOf((await tokens(other.email)).IdToken)['custom:creator_id']).toBe(other.id);
  });

  it('puts the account back when the record cannot be written: never two different e-mails', async () => {
    const { email, id } = await signedUpCreator('admin-rollback');
    const record = await creatorRecord(id);
    // Every transaction is cancelled: the record's write fails after the account was written.
    await setDynamoFaults(stack().dynamoEndpoint, { transactionConflicts: 50 });
    const failed = await api('admin', 'PUT', `/creators/${id}`, {
      body: { firstName: 'Ada', lastName: 'Probe', email: uniqueEmail('rollback'), version: record.version },
    });
    await clearDynamoFaults(stack().dynamoEndpoint);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await creatorRecord(id)).email).toBe(email);
    expect(claimsOf((await tokens(email)).IdToken).email).toBe(email);
  });
});
