/**
 * Brand teams against the local stack, through the real sign-up triggers and the API (docs/brand-teams.md): a sign-up
 * for a company is only a join request; the owner (the account made with the registration's owner invitation) or an
 * admin decides; removal and sign-out end access at once on this instance.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  TEAM_MESSAGES,
  type InvitationCreated,
  type Membership,
  type RegisteredCompany,
  type Team,
} from '@reelbridge/shared';
import { Mailbox } from '../../../infra/local/mailbox';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../infra/local/seed';
import { callApi, cognitoClient, documentClient, signIn } from '../../../infra/local/testing';
import { keys } from '../data/keys';
import { addJoinRequest } from '../data/team';
import { api, OWN_BRAND, stack, tokenOf, uniqueEmail } from '../testing/int';

const PASSWORD = 'Team-pass-2026!';
const mailbox = () => new Mailbox(path.join(stack().dataDir, 'mail'));

async function signUp(email: string, clientMetadata: Record<string, string>): Promise<void> {
  await cognitoClient(stack()).send(
    new SignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'name', Value: 'Sam Stranger' }],
      ClientMetadata: clientMetadata,
    }),
  );
  await cognitoClient(stack()).send(
    new ConfirmSignUpCommand({
      ClientId: stack().userPoolClientId,
      Username: email,
      ConfirmationCode: mailbox().latestCode(email)!,
    }),
  );
}

const as = <T = unknown>(token: string, method: string, apiPath: string, body?: unknown) =>
  callApi<T>(stack(), method, apiPath, { token, body });

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Every brand route a member may call, as GETs and harmless writes on this brand. */
function brandRoutes(brandId: string): [string, string, unknown?][] {
  return [
    ['GET', `/brands/${brandId}`],
    ['GET', `/brands/${brandId}/onboarding`],
    ['GET', `/brands/${brandId}/products`],
    ['GET', `/brands/${brandId}/team`],
    ['GET', '/brands'],
    ['GET', '/ugc-projects'],
    ['GET', '/campaigns'],
    ['GET', '/overview'],
    [
      'PUT',
      `/brands/${brandId}`,
      { name: 'Taken over', email: 'x@evil.test', phone: '5551234567', industry: 'beauty' },
    ],
    ['POST', `/brands/${brandId}/products`, { name: 'Fake', pricing: 1 }],
  ];
}

async function statuses(token: string, brandId: string): Promise<number[]> {
  return Promise.all(brandRoutes(brandId).map(async ([method, p, body]) => (await as(token, method, p, body)).status));
}

let brand: RegisteredCompany;
let ownerToken: string;

beforeAll(async () => {
  process.env.TABLE_NAME = stack().tableName;
  brand = (
    await api<RegisteredCompany>('anonymous', 'POST', '/brands', {
      body: { name: 'Team Co', email: uniqueEmail('teamco'), phone: '5551234567', industry: 'beauty' },
    })
  ).body;
  const ownerEmail = uniqueEmail('owner');
  await signUp(ownerEmail, { signUpType: 'invitation', invitation: brand.ownerInvitation! });
  ownerToken = await signIn(stack(), ownerEmail, PASSWORD);
});

describe('the owner: the account made with the registration’s owner invitation', () => {
  it('is a member with the brand’s claims and manages the team', async () => {
    expect(claimsOf(ownerToken)).toMatchObject({ 'custom:group': 'brand', 'custom:company_id': brand.id });
    const team = await as<Team>(ownerToken, 'GET', `/brands/${brand.id}/team`);
    expect(team.status).toBe(200);
    expect(team.body.canManage).toBe(true);
    expect(team.body.members).toEqual([expect.objectContaining({ role: 'owner', name: 'Sam Stranger' })]);
    expect(team.body.history[0]).toMatchObject({ action: 'joined_by_invitation' });
  });

  it('the owner invitation works once', async () => {
    const error = await signUp(uniqueEmail('second-owner'), {
      signUpType: 'invitation',
      invitation: brand.ownerInvitation!,
    }).catch((caught: Error) => caught);
    expect((error as Error).message).toContain(TEAM_MESSAGES.invitationInvalid);
  });
});

describe('a stranger’s sign-up for an existing company', () => {
  let strangerEmail: string;
  let strangerToken: string;
  let strangerId: string;

  beforeAll(async () => {
    strangerEmail = uniqueEmail('stranger');
    await signUp(strangerEmail, { signUpType: 'brand-employee', companyId: brand.id });
    strangerToken = await signIn(stack(), strangerEmail, PASSWORD);
    strangerId = String(claimsOf(strangerToken).sub);
  });

  it('is a join request: no claims and 403 on every brand route until accepted', async () => {
    expect(claimsOf(strangerToken)['custom:group']).toBeUndefined();
    expect(await statuses(strangerToken, brand.id)).toEqual(brandRoutes(brand.id).map(() => 403));
    const membership = await as<Membership>(strangerToken, 'GET', '/me/membership');
    expect(membership.body).toMatchObject({ status: 'pending', companyId: brand.id, companyName: 'Team Co' });
  });

  it('shows on the owner’s team page, and only the owner or an admin may decide it', async () => {
    const team = await as<Team>(ownerToken, 'GET', `/brands/${brand.id}/team`);
    expect(team.body.requests).toEqual([expect.objectContaining({ userId: strangerId, email: strangerEmail })]);
    const otherBrand = await api('brand', 'POST', `/brands/${brand.id}/team/requests/${strangerId}/accept`);
    expect(otherBrand.status).toBe(403);
    const self = await as(strangerToken, 'POST', `/brands/${brand.id}/team/requests/${strangerId}/accept`);
    expect(self.status).toBe(403);
  });

  it('after acceptance: 200, once the session carries the brand', async () => {
    expect((await as(ownerToken, 'POST', `/brands/${brand.id}/team/requests/${strangerId}/accept`)).status).toBe(204);
    const membership = await as<Membership>(strangerToken, 'GET', '/me/membership');
    expect(membership.body).toMatchObject({ status: 'member', refreshSession: true });
    strangerToken = await signIn(stack(), strangerEmail, PASSWORD);
    const readable = brandRoutes(brand.id).filter(([method, p]) => method === 'GET' && !p.endsWith('/team'));
    for (const [method, p] of readable) expect((await as(strangerToken, method, p)).status).toBe(200);
    // A plain member sees who is in the team but not the requests, and cannot manage it.
    const team = await as<Team>(strangerToken, 'GET', `/brands/${brand.id}/team`);
    expect(team.body).toMatchObject({ canManage: false, requests: [], invitations: [] });
    expect(
      (await as(strangerToken, 'POST', `/brands/${brand.id}/team/invitations`, { email: 'a@b.test' })).status,
    ).toBe(403);
    // The second accept finds nothing to accept.
    expect((await as(ownerToken, 'POST', `/brands/${brand.id}/team/requests/${strangerId}/accept`)).status).toBe(404);
  });

  it('after removal: the same token gets 403 at once, and a new sign-in carries no brand', async () => {
    expect((await as(ownerToken, 'DELETE', `/brands/${brand.id}/team/members/${strangerId}`)).status).toBe(204);
    expect(await statuses(strangerToken, brand.id)).toEqual(brandRoutes(brand.id).map(() => 403));
    const again = await signIn(stack(), strangerEmail, PASSWORD);
    expect(claimsOf(again)['custom:group']).toBeUndefined();
    expect((await as<Membership>(again, 'GET', '/me/membership')).body.status).toBe('removed');
    const team = await as<Team>(ownerToken, 'GET', `/brands/${brand.id}/team`);
    expect(team.body.members.map((member) => member.userId)).not.toContain(strangerId);
    expect(team.body.history.map((entry) => entry.action).slice(0, 3)).toEqual(['removed', 'accepted', 'requested']);
    expect(team.body.history[0]).toMatchObject({ subject: strangerEmail, actor: claimsOf(ownerToken).email });
  });

  it('the owner cannot be removed', async () => {
    const ownerId = String(claimsOf(ownerToken).sub);
    const response = await api('admin', 'DELETE', `/brands/${brand.id}/team/members/${ownerId}`);
    expect(response.status).toBe(409);
  });
});

describe('declining', () => {
  it('leaves the account without access and says so', async () => {
    const email = uniqueEmail('declined');
    await signUp(email, { signUpType: 'brand-employee', companyId: brand.id });
    const token = await signIn(stack(), email, PASSWORD);
    const userId = String(claimsOf(token).sub);
    expect((await api('admin', 'POST', `/brands/${brand.id}/team/requests/${userId}/decline`)).status).toBe(204);
    expect((await as<Membership>(token, 'GET', '/me/membership')).body.status).toBe('declined');
    expect(await statuses(token, brand.id)).toEqual(brandRoutes(brand.id).map(() => 403));
  });
});

describe('a creator can never be a brand member', () => {
  it('a creator’s e-mail cannot even ask to join', async () => {
    const email = uniqueEmail('creator-joins');
    const creator = await api('admin', 'POST', '/creators', {
      body: { firstName: 'Cree', lastName: 'Ator', email, phoneNumber: '(415) 555-0100' },
    });
    expect(creator.status).toBe(201);
    const error = await signUp(email, { signUpType: 'brand-employee', companyId: brand.id }).catch(
      (caught: Error) => caught,
    );
    expect((error as Error).message).toContain(TEAM_MESSAGES.creatorEmail);
  });

  it('a creator’s e-mail can neither be invited nor sign up with an invitation, even the owner’s', async () => {
    const email = uniqueEmail('creator-invited');
    expect(
      (
        await api('admin', 'POST', '/creators', {
          body: { firstName: 'Cree', lastName: 'Invited', email, phoneNumber: '(415) 555-0100' },
        })
      ).status,
    ).toBe(201);
    const invited = await as(ownerToken, 'POST', `/brands/${brand.id}/team/invitations`, { email });
    expect(invited).toMatchObject({ status: 409, body: { error: { fields: { email: TEAM_MESSAGES.creatorEmail } } } });
    const fresh = (
      await api<RegisteredCompany>('anonymous', 'POST', '/brands', {
        body: { name: 'Creator Co', email: uniqueEmail('creatorco'), phone: '5551234567', industry: 'beauty' },
      })
    ).body;
    const error = await signUp(email, { signUpType: 'invitation', invitation: fresh.ownerInvitation! }).catch(
      (caught: Error) => caught,
    );
    expect((error as Error).message).toContain(TEAM_MESSAGES.creatorEmail);
  });

  it('a join request standing for a creator’s account is refused on acceptance', async () => {
    const creatorToken = (await tokenOf('creator'))!;
    const creatorId = String(claimsOf(creatorToken).sub);
    const at = new Date().toISOString();
    await addJoinRequest({
      request: { brandId: brand.id, userId: creatorId, email: DEMO_ACCOUNTS.creator, name: 'Maya', requestedAt: at },
      brandName: 'Team Co',
      event: {
        id: 'te_creatorasks',
        brandId: brand.id,
        action: 'requested',
        subject: DEMO_ACCOUNTS.creator,
        actor: DEMO_ACCOUNTS.creator,
        at,
      },
    });
    const response = await as(ownerToken, 'POST', `/brands/${brand.id}/team/requests/${creatorId}/accept`);
    expect(response.status).toBe(409);
    expect((response.body as { error: { message: string } }).error.message).toBe(TEAM_MESSAGES.accountHasRole);
    const creatorAgain = await signIn(stack(), DEMO_ACCOUNTS.creator, DEMO_PASSWORD);
    expect(claimsOf(creatorAgain)['custom:group']).toBe('creator');
    expect((await as(creatorAgain, 'GET', `/brands/${brand.id}`)).status).toBe(403);
  });
});

describe('invitations', () => {
  it('the invitee signs up with the link straight into the brand; the link works once, for that e-mail', async () => {
    const email = uniqueEmail('invitee');
    const created = await as<InvitationCreated>(ownerToken, 'POST', `/brands/${brand.id}/team/invitations`, {
      email,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ emailSent: true, invitation: { email, role: 'member' } });
    const mail = mailbox()
      .list()
      .filter((message) => message.to === email)
      .at(-1)!;
    expect(mail.subject).toBe('You are invited to join Team Co on Reelbridge');
    const token = decodeURIComponent(/invitation=([^\s]+)/.exec(mail.text)![1]!);
    expect(created.body.link).toContain(encodeURIComponent(token));

    const preview = await callApi(stack(), 'POST', '/invitations/lookup', { body: { token } });
    expect(preview).toMatchObject({ status: 200, body: { companyName: 'Team Co', email, role: 'member' } });

    const wrongPerson = await signUp(uniqueEmail('not-invited'), { signUpType: 'invitation', invitation: token }).catch(
      (caught: Error) => caught,
    );
    expect((wrongPerson as Error).message).toContain(TEAM_MESSAGES.invitationEmail);

    await signUp(email, { signUpType: 'invitation', invitation: token });
    const inviteeToken = await signIn(stack(), email, PASSWORD);
    expect(claimsOf(inviteeToken)).toMatchObject({ 'custom:group': 'brand', 'custom:company_id': brand.id });
    expect((await as(inviteeToken, 'GET', `/brands/${brand.id}`)).status).toBe(200);
    const team = await as<Team>(ownerToken, 'GET', `/brands/${brand.id}/team`);
    expect(team.body.members).toContainEqual(expect.objectContaining({ email, role: 'member' }));
    expect(team.body.invitations.map((invitation) => invitation.email)).not.toContain(email);

    const used = await callApi(stack(), 'POST', '/invitations/lookup', { body: { token } });
    expect(used.status).toBe(404);
  });

  it('a tampered or cancelled invitation opens nothing', async () => {
    const email = uniqueEmail('cancelled');
    const created = await as<InvitationCreated>(ownerToken, 'POST', `/brands/${brand.id}/team/invitations`, {
      email,
    });
    const token = decodeURIComponent(created.body.link.split('invitation=')[1]!);
    const tampered = `${token.slice(0, -4)}AAAA`;
    expect((await callApi(stack(), 'POST', '/invitations/lookup', { body: { token: tampered } })).status).toBe(404);
    const cancel = await as(ownerToken, 'DELETE', `/brands/${brand.id}/team/invitations/${created.body.invitation.id}`);
    expect(cancel.status).toBe(204);
    expect((await callApi(stack(), 'POST', '/invitations/lookup', { body: { token } })).status).toBe(404);
  });

  it('is kept under the table’s TTL (epoch seconds); an expired one opens nothing, an older ISO one still works', async () => {
    const invite = async (label: string) => {
      const email = uniqueEmail(label);
      const created = await as<InvitationCreated>(ownerToken, 'POST', `/brands/${brand.id}/team/invitations`, {
        email,
      });
      const token = decodeURIComponent(created.body.link.split('invitation=')[1]!);
      return { email, token, key: keys.invitation(brand.id, created.body.invitation.id), created: created.body };
    };
    const setExpiry = (key: Record<string, string>, value: number | string) =>
      documentClient(stack()).send(
        new UpdateCommand({
          TableName: stack().tableName,
          Key: key,
          UpdateExpression: 'SET expiresAt = :value',
          ExpressionAttributeValues: { ':value': value },
        }),
      );

    const fresh = await invite('ttl');
    const { Item } = await documentClient(stack()).send(
      new GetCommand({ TableName: stack().tableName, Key: fresh.key, ConsistentRead: true }),
    );
    expect(typeof Item?.expiresAt).toBe('number');
    expect(Item).not.toHaveProperty('ttl');
    expect(new Date((Item!.expiresAt as number) * 1000).toISOString()).toBe(fresh.created.invitation.expiresAt);
    await setExpiry(fresh.key, Math.floor(Date.now() / 1000) - 60);
    expect((await callApi(stack(), 'POST', '/invitations/lookup', { body: { token: fresh.token } })).status).toBe(404);
    const refused = await signUp(fresh.email, { signUpType: 'invitation', invitation: fresh.token }).catch(
      (caught: Error) => caught,
    );
    expect(refused).toBeInstanceOf(Error);

    const older = await invite('iso-expiry');
    await setExpiry(older.key, new Date(Date.now() + 86_400_000).toISOString());
    expect((await callApi(stack(), 'POST', '/invitations/lookup', { body: { token: older.token } })).status).toBe(200);
    await signUp(older.email, { signUpType: 'invitation', invitation: older.token });
    const joined = await signIn(stack(), older.email, PASSWORD);
    expect(claimsOf(joined)).toMatchObject({ 'custom:group': 'brand', 'custom:company_id': brand.id });
  });

  it('inviting a member again is refused with the field', async () => {
    const ownerEmail = String(claimsOf(ownerToken).email);
    const response = await as(ownerToken, 'POST', `/brands/${brand.id}/team/invitations`, { email: ownerEmail });
    expect(response).toMatchObject({
      status: 409,
      body: { error: { fields: { email: TEAM_MESSAGES.alreadyMember } } },
    });
  });
});

describe('handing the brand to another member', () => {
  it('makes them the owner and the former owner a member, who may then be removed', async () => {
    const brandReg = (
      await api<RegisteredCompany>('anonymous', 'POST', '/brands', {
        body: { name: 'Handover Co', email: uniqueEmail('handover'), phone: '5551234567', industry: 'food' },
      })
    ).body;
    const firstEmail = uniqueEmail('first-owner');
    await signUp(firstEmail, { signUpType: 'invitation', invitation: brandReg.ownerInvitation! });
    const first = await signIn(stack(), firstEmail, PASSWORD);
    const created = await as<InvitationCreated>(first, 'POST', `/brands/${brandReg.id}/team/invitations`, {
      email: uniqueEmail('successor'),
    });
    const successorEmail = created.body.invitation.email!;
    await signUp(successorEmail, {
      signUpType: 'invitation',
      invitation: decodeURIComponent(created.body.link.split('invitation=')[1]!),
    });
    const successor = await signIn(stack(), successorEmail, PASSWORD);
    const successorId = String(claimsOf(successor).sub);
    const firstId = String(claimsOf(first).sub);

    // A plain member cannot take the brand.
    expect((await as(successor, 'POST', `/brands/${brandReg.id}/team/members/${successorId}/owner`)).status).toBe(403);
    expect((await api('admin', 'POST', `/brands/${brandReg.id}/team/members/${successorId}/owner`)).status).toBe(204);
    const team = await as<Team>(successor, 'GET', `/brands/${brandReg.id}/team`);
    expect(team.body.canManage).toBe(true);
    expect(team.body.members.map(({ userId, role }) => [userId, role]).sort()).toEqual(
      [
        [firstId, 'member'],
        [successorId, 'owner'],
      ].sort(),
    );
    expect(team.body.history[0]).toMatchObject({ action: 'made_owner', subject: successorEmail });
    // The former owner manages nothing any more, from the next request on; the new owner may remove them.
    expect((await as(first, 'POST', `/brands/${brandReg.id}/team/invitations`, { email: 'x@y.test' })).status).toBe(
      403,
    );
    expect((await as(successor, 'DELETE', `/brands/${brandReg.id}/team/members/${firstId}`)).status).toBe(204);
    expect((await as(first, 'GET', `/brands/${brandReg.id}`)).status).toBe(403);
    // The owner already is the owner.
    expect((await api('admin', 'POST', `/brands/${brandReg.id}/team/members/${successorId}/owner`)).status).toBe(409);
  });
});

describe('sign-out everywhere', () => {
  it('refuses the tokens issued before it', async () => {
    const email = uniqueEmail('leaver');
    const created = await as<InvitationCreated>(ownerToken, 'POST', `/brands/${brand.id}/team/invitations`, {
      email,
    });
    await signUp(email, {
      signUpType: 'invitation',
      invitation: decodeURIComponent(created.body.link.split('invitation=')[1]!),
    });
    const token = await signIn(stack(), email, PASSWORD);
    expect((await as(token, 'GET', `/brands/${brand.id}`)).status).toBe(200);
    expect((await as(token, 'POST', '/me/sign-out')).status).toBe(204);
    const after = await as<{ error: { message: string } }>(token, 'GET', `/brands/${brand.id}`);
    expect(after.status).toBe(401);
  });
});

describe('employee look-up', () => {
  it('a brand user gets their own record only, by user id and brand', async () => {
    const own = await api('brand', 'GET', `/employees/email/${encodeURIComponent(DEMO_ACCOUNTS.brand)}`);
    expect(own).toMatchObject({ status: 200, body: { brandId: OWN_BRAND.id, role: 'owner' } });
    const ownerEmail = String(claimsOf(ownerToken).email);
    const colleague = await api('brand', 'GET', `/employees/email/${encodeURIComponent(ownerEmail)}`);
    expect(colleague.status).toBe(403);
  });
});
