import { timingSafeEqual } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserAttributesCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  INVITATION_TOKEN_PATTERN,
  newId,
  TEAM_MESSAGES,
  USER_ATTRIBUTES,
  type Invitation,
  type InvitationCreated,
  type InvitationPreview,
  type Membership,
  type Team,
  type TeamEventAction,
  type TeamRole,
} from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { creatorIdForEmail } from '../data/creators';
import { eventWrite, type EventInput } from '../data/events';
import * as team from '../data/team';
import { actorOf } from '../events/actor';
import { forgetAccess, revocationTime } from '../lib/access';
import { hashSecret, newInvitation } from '../lib/invitations';
import { cognito } from '../lib/cognito';
import { conflict, forbidden, notFound } from '../lib/errors';
import type { Caller } from '../lib/http';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import type { Principal } from '../lib/principal';

/**
 * Brand teams (docs/brand-teams.md). The table is the authority on who belongs to a brand; Cognito's custom:group and
 * custom:company_id follow it (set after a membership is written, removed after it ends), and the API refuses brand
 * tokens of anyone the table does not list as a member (lib/access.ts).
 */

function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

async function brandOrNotFound(brandId: string) {
  const brand = await getBrand(brandId);
  if (!brand) throw notFound('Brand not found');
  return brand;
}

/** Members of the brand see its team; its owner and agency admins manage it. */
async function standing(principal: Principal, brandId: string): Promise<{ canManage: boolean }> {
  if (principal.role === 'admin') return { canManage: true };
  if (principal.role !== 'brand' || principal.companyId !== brandId) throw forbidden();
  const member = await team.getMember(brandId, principal.userId);
  return { canManage: member?.role === 'owner' };
}

async function managerOf(principal: Principal, brandId: string): Promise<void> {
  if (!(await standing(principal, brandId)).canManage) throw forbidden(TEAM_MESSAGES.ownerOnly);
}

function event(
  brandId: string,
  action: TeamEventAction,
  subject: string,
  actor: string,
  at: string,
): team.TeamEventRecord {
  return { id: newId('teamEvent'), brandId, action, subject, actor, at };
}

/** A team change's event: about the brand, by the principal, concerning `member`. */
function teamActivity(
  principal: Principal,
  brand: { id: string; name: string },
  type: EventInput['type'],
  member: { userId: string; email: string; name?: string },
  moved: { before: string; after: string },
  now: string,
) {
  return eventWrite(
    {
      type,
      actor: actorOf(principal),
      subject: { kind: 'brand', id: brand.id, name: brand.name },
      brandId: brand.id,
      member: { userId: member.userId, email: member.email, ...(member.name ? { name: member.name } : {}) },
      ...moved,
    },
    now,
  ).item;
}

const publicInvitation = ({ id, email, role, invitedBy, createdAt, expiresAt }: team.InvitationRecord): Invitation => ({
  id,
  ...(email ? { email } : {}),
  role,
  invitedBy,
  createdAt,
  expiresAt,
});

export async function getTeam(principal: Principal, brandId: string, now = new Date().toISOString()): Promise<Team> {
  const { canManage } = await standing(principal, brandId);
  const [brand, records] = await Promise.all([brandOrNotFound(brandId), team.getTeam(brandId)]);
  const members = records.members
    .map(({ userId, email, name, role, joinedAt }) => ({ userId, email, name, role, joinedAt }))
    .sort((a, b) => (a.role === b.role ? a.joinedAt.localeCompare(b.joinedAt) : a.role === 'owner' ? -1 : 1));
  return {
    brandId,
    brandName: brand.name,
    canManage,
    members,
    requests: canManage
      ? records.requests
          .map(({ userId, email, name, requestedAt }) => ({ userId, email, name, requestedAt }))
          .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt))
      : [],
    invitations: canManage
      ? records.invitations
          .filter((invitation) => invitation.email && invitation.expiresAt > now)
          .map(publicInvitation)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      : [],
    history: canManage
      ? records.history.map(({ id, action, subject, actor, at }) => ({ id, action, subject, actor, at }))
      : [],
  };
}

// Invitations

/** The invitation a token opens, if it is genuine and unexpired; one answer (undefined) for every failure. */
export async function openInvitation(token: string, now: string): Promise<team.InvitationRecord | undefined> {
  if (!INVITATION_TOKEN_PATTERN.test(token)) return undefined;
  const [brandId = '', inviteId = '', secret = ''] = token.split('.');
  const invitation = await team.getInvitation(brandId, inviteId);
  if (!invitation || invitation.expiresAt <= now) return undefined;
  const expected = Buffer.from(invitation.tokenHash, 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? invitation : undefined;
}

export async function previewInvitation(token: string, now = new Date().toISOString()): Promise<InvitationPreview> {
  const invitation = await openInvitation(token, now);
  const brand = invitation ? await getBrand(invitation.brandId) : undefined;
  if (!invitation || !brand) throw notFound(TEAM_MESSAGES.invitationInvalid);
  return {
    companyName: brand.name,
    ...(invitation.email ? { email: invitation.email } : {}),
    role: invitation.role,
    expiresAt: invitation.expiresAt,
  };
}

export { siteUrl } from '../lib/site';

export async function invite(
  principal: Principal,
  brandId: string,
  email: string,
  site: string,
  now = new Date().toISOString(),
): Promise<InvitationCreated> {
  await managerOf(principal, brandId);
  const [brand, records] = await Promise.all([brandOrNotFound(brandId), team.getTeam(brandId)]);
  if (records.members.some((member) => member.email === email)) {
    throw conflict(TEAM_MESSAGES.alreadyMember, { email: TEAM_MESSAGES.alreadyMember });
  }
  // A creator never joins a brand (they could review their own videos), whoever invites them.
  if (await creatorIdForEmail(email)) throw conflict(TEAM_MESSAGES.creatorEmail, { email: TEAM_MESSAGES.creatorEmail });
  // An admin's invitation to a brand nobody owns yet makes its owner (an agency adding a brand for a client).
  const hasOwner = records.members.some((member) => member.role === 'owner');
  const role: TeamRole = principal.role === 'admin' && !hasOwner ? 'owner' : 'member';
  const { record, token } = newInvitation({ brandId, email, role, invitedBy: principal.email, now });
  const replaces = records.invitations.filter((existing) => existing.email === email).map((existing) => existing.id);
  await team.createInvitation(record, replaces, event(brandId, 'invited', email, principal.email, now));

  const link = `${site}/employee/signup?invitation=${encodeURIComponent(token)}`;
  let emailSent = true;
  try {
    await sendMail({
      to: email,
      subject: `You are invited to join ${brand.name} on Reelbridge`,
      text: [
        `${principal.email} invited you to join ${brand.name}'s team on Reelbridge${role === 'owner' ? ' as its owner' : ''}.`,
        '',
        `Create your account here (the link works once, until ${record.expiresAt.slice(0, 10)}):`,
        link,
      ].join('\n'),
    });
  } catch (error) {
    emailSent = false;
    logger.error('Invitation e-mail failed', { brandId, inviteId: record.id, error: error as Error });
  }
  logger.info('Team invitation made', { brandId, inviteId: record.id, role });
  return { invitation: publicInvitation(record), link, emailSent };
}

export async function cancelInvitation(
  principal: Principal,
  brandId: string,
  inviteId: string,
  now = new Date().toISOString(),
): Promise<void> {
  await managerOf(principal, brandId);
  const invitation = await team.getInvitation(brandId, inviteId);
  if (!invitation) throw notFound(TEAM_MESSAGES.invitationInvalid);
  const subject = invitation.email ?? 'owner invitation';
  const cancelled = await team.cancelInvitation(
    brandId,
    inviteId,
    event(brandId, 'invitation_cancelled', subject, principal.email, now),
  );
  if (!cancelled) throw notFound(TEAM_MESSAGES.invitationInvalid);
}

// Join requests and members

async function cognitoGroupOf(email: string): Promise<string | undefined> {
  const user = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }))
    .catch((error: { name?: string }) => {
      if (error.name === 'UserNotFoundException') throw conflict(TEAM_MESSAGES.accountGone);
      throw error;
    });
  return user.UserAttributes?.find((attribute) => attribute.Name === USER_ATTRIBUTES.group)?.Value;
}

/** Gives the account the brand's claims; only ever after the table says the user is a member. */
export async function grantBrandClaims(username: string, brandId: string, poolId = userPoolId()): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId,
      Username: username,
      UserAttributes: [
        { Name: USER_ATTRIBUTES.group, Value: 'brand' },
        { Name: USER_ATTRIBUTES.companyId, Value: brandId },
      ],
    }),
  );
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: username, GroupName: 'brand' }));
}

/** An effect outside the table, after the write that records it: a failure is logged and the write stands. */
async function afterCommit(what: string, context: Record<string, unknown>, effect: () => Promise<void>) {
  await effect().catch((error: unknown) => logger.error(`${what} failed`, { ...context, error: error as Error }));
}

/** A join request the caller may decide: they manage the brand, it is not their own, and it is still waiting. */
async function decidableRequest(principal: Principal, brandId: string, userId: string) {
  await managerOf(principal, brandId);
  if (userId === principal.userId) throw forbidden(TEAM_MESSAGES.ownRequest);
  const [brand, request] = await Promise.all([brandOrNotFound(brandId), team.getJoinRequest(brandId, userId)]);
  if (!request) throw notFound(TEAM_MESSAGES.requestGone);
  return { brand, request };
}

export async function acceptRequest(
  principal: Principal,
  brandId: string,
  userId: string,
  now = new Date().toISOString(),
): Promise<void> {
  const { brand, request } = await decidableRequest(principal, brandId, userId);
  // An account that has a role already (a creator, an admin, another brand's member) never becomes a member.
  if (await cognitoGroupOf(request.email)) throw conflict(TEAM_MESSAGES.accountHasRole);
  const [firstName = request.name, ...rest] = request.name.trim().split(/\s+/);
  const member: team.MemberRecord = {
    id: newId('employee'),
    brandId,
    userId,
    email: request.email,
    name: request.name,
    firstName,
    lastName: rest.join(' '),
    role: 'member',
    joinedAt: now,
    ...(request.phoneNumber ? { phoneNumber: request.phoneNumber } : {}),
  };
  const accepted = await team.acceptJoinRequest({
    member,
    brandName: brand.name,
    event: event(brandId, 'accepted', request.email, principal.email, now),
    activity: teamActivity(
      principal,
      brand,
      'team.memberAccepted',
      request,
      { before: 'pending', after: 'member' },
      now,
    ),
  });
  if (!accepted) throw conflict(TEAM_MESSAGES.requestGone);
  forgetAccess(userId);
  // If this fails, GET /me/membership grants the claims again from the table.
  await afterCommit('Granting brand claims', { brandId, userId }, () => grantBrandClaims(request.email, brandId));
  logger.info('Join request accepted', { brandId, userId });
}

export async function declineRequest(
  principal: Principal,
  brandId: string,
  userId: string,
  now = new Date().toISOString(),
): Promise<void> {
  const { brand, request } = await decidableRequest(principal, brandId, userId);
  const declined = await team.declineJoinRequest({
    brandId,
    userId,
    brandName: brand.name,
    event: event(brandId, 'declined', request.email, principal.email, now),
    activity: teamActivity(
      principal,
      brand,
      'team.requestDeclined',
      request,
      { before: 'pending', after: 'declined' },
      now,
    ),
  });
  if (!declined) throw conflict(TEAM_MESSAGES.requestGone);
  forgetAccess(userId);
}

export async function removeMember(
  principal: Principal,
  brandId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  await managerOf(principal, brandId);
  const [brand, member] = await Promise.all([brandOrNotFound(brandId), team.getMember(brandId, userId)]);
  if (!member) throw notFound(TEAM_MESSAGES.memberGone);
  if (member.role === 'owner') throw conflict(TEAM_MESSAGES.ownerStays);
  const removed = await team.removeMember({
    brandId,
    userId,
    brandName: brand.name,
    event: event(brandId, 'removed', member.email, principal.email, now.toISOString()),
    activity: teamActivity(
      principal,
      brand,
      'team.memberRemoved',
      member,
      { before: 'member', after: 'removed' },
      now.toISOString(),
    ),
  });
  if (!removed) throw conflict(TEAM_MESSAGES.memberGone);
  forgetAccess(userId);
  // The table already refuses their brand tokens (403, lib/access.ts); Cognito's claims and refresh tokens follow.
  await afterCommit('Removing brand claims', { brandId, userId }, () => revokeBrandClaims(member.email));
  logger.info('Team member removed', { brandId, userId });
}

/**
 * The owner or an admin hands the brand to another member (the owner leaving the company, say); the former owner
 * stays a member, whom the new owner or an admin may then remove. Manage rights are read from the table on every
 * request, so the change holds from the next one.
 */
export async function makeOwner(
  principal: Principal,
  brandId: string,
  userId: string,
  now = new Date().toISOString(),
): Promise<void> {
  await managerOf(principal, brandId);
  const records = await team.getTeam(brandId);
  const member = records.members.find((candidate) => candidate.userId === userId);
  if (!member) throw notFound(TEAM_MESSAGES.memberGone);
  if (member.role === 'owner') throw conflict(TEAM_MESSAGES.alreadyOwner);
  const owner = records.members.find((candidate) => candidate.role === 'owner');
  const transferred = await team.transferOwnership({
    brandId,
    toUserId: userId,
    fromUserId: owner?.userId,
    event: event(brandId, 'made_owner', member.email, principal.email, now),
  });
  if (!transferred) throw conflict(TEAM_MESSAGES.ownershipChanged);
  logger.info('Brand ownership transferred', { brandId, userId });
}

async function revokeBrandClaims(email: string): Promise<void> {
  await cognito().send(
    new AdminDeleteUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: email,
      UserAttributeNames: [USER_ATTRIBUTES.group, USER_ATTRIBUTES.companyId],
    }),
  );
  await cognito().send(
    new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId(), Username: email, GroupName: 'brand' }),
  );
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: email }));
}

// The caller's own standing

export async function membershipOf(caller: Caller): Promise<Membership> {
  const access = await team.getUserAccess(caller.userId);
  if (!access?.status || !access.brandId) return { status: 'none' };
  const membership: Membership = {
    status: access.status,
    companyId: access.brandId,
    ...(access.brandName ? { companyName: access.brandName } : {}),
    ...(access.updatedAt ? { updatedAt: access.updatedAt } : {}),
  };
  const claimsCurrent =
    caller.claims[USER_ATTRIBUTES.group] === 'brand' && caller.claims[USER_ATTRIBUTES.companyId] === access.brandId;
  if (access.status === 'member' && !claimsCurrent) {
    // The grant after acceptance may have failed; the table says member, so grant again (idempotent).
    await grantBrandClaims(caller.email, access.brandId);
    membership.refreshSession = true;
  }
  return membership;
}

export async function signOutEverywhere(caller: Caller, now = new Date()): Promise<void> {
  await team.revokeSessions(caller.userId, revocationTime(now.getTime()), now.toISOString());
  forgetAccess(caller.userId);
  await cognito()
    .send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: caller.email }))
    .catch((error: unknown) => logger.warn('Global sign-out in Cognito failed', { error: error as Error }));
}
