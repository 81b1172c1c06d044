import {
  AdminAddUserToGroupCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { newId, normalizePhone, signUpMetadataSchema, TEAM_MESSAGES, USER_ATTRIBUTES } from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { creatorIdForEmail, getCreator, linkCreatorUser } from '../data/creators';
import { deletePendingSignUp, getPendingSignUp, putPendingSignUp, type PendingSignUp } from '../data/signups';
import { addJoinRequest, addMember, getInvitation, type MemberRecord } from '../data/team';
import { eventWrite } from '../data/events';
import { systemActor } from '../events/actor';
import { grantBrandClaims, openInvitation } from '../employees/team';
import { cognito } from '../lib/cognito';
import { logger } from '../lib/logger';

/** Shown on the sign-up form (Cognito prefixes it with "PreSignUp failed with error"). */
export const SIGN_UP_MESSAGES = {
  creatorMismatch:
    'This Creator ID does not match your e-mail address. Use the Creator ID and e-mail the agency gave you.',
  creatorTaken: 'An account already exists for this Creator ID. Sign in instead.',
  companyMissing: 'We could not find the selected company. Please select a company.',
} as const;

export class SignUpRefused extends Error {
  override name = 'SignUpRefused';
}

export interface SignUpRequest {
  email: string;
  name: string;
  phoneNumber?: string;
  clientMetadata: Record<string, string> | undefined;
  now: string;
}

/** PreSignUp: the server decides whether this person may become this creator or join this company. */
export async function checkSignUp(request: SignUpRequest): Promise<void> {
  const parsed = signUpMetadataSchema.safeParse(request.clientMetadata ?? {});
  if (!parsed.success) throw new SignUpRefused(parsed.error.issues[0]?.message ?? 'Invalid sign-up');
  const metadata = parsed.data;
  const email = request.email.toLowerCase();

  if (metadata.signUpType === 'creator') {
    const creator = await getCreator(metadata.creatorId);
    // One message whether the id is unknown or belongs to someone else: ids cannot be probed.
    if (!creator || creator.email.toLowerCase() !== email) throw new SignUpRefused(SIGN_UP_MESSAGES.creatorMismatch);
    if (creator.userId) throw new SignUpRefused(SIGN_UP_MESSAGES.creatorTaken);
    await putPendingSignUp({
      email,
      signUpType: 'creator',
      creatorId: creator.id,
      name: request.name,
      phoneNumber: request.phoneNumber,
      createdAt: request.now,
    });
    return;
  }
  if (metadata.signUpType === 'invitation') {
    const invitation = await openInvitation(metadata.invitation, request.now);
    if (!invitation) throw new SignUpRefused(TEAM_MESSAGES.invitationInvalid);
    if (invitation.email && invitation.email !== email) throw new SignUpRefused(TEAM_MESSAGES.invitationEmail);
    if (await creatorIdForEmail(email)) throw new SignUpRefused(TEAM_MESSAGES.creatorEmail);
    await putPendingSignUp({
      email,
      signUpType: 'invitation',
      companyId: invitation.brandId,
      invitationId: invitation.id,
      name: request.name,
      phoneNumber: request.phoneNumber,
      createdAt: request.now,
    });
    return;
  }
  const brand = await getBrand(metadata.companyId);
  if (!brand) throw new SignUpRefused(SIGN_UP_MESSAGES.companyMissing);
  // A creator's e-mail never joins a brand, whatever account it signs up with.
  if (await creatorIdForEmail(email)) throw new SignUpRefused(TEAM_MESSAGES.creatorEmail);
  await putPendingSignUp({
    email,
    signUpType: 'brand-employee',
    companyId: brand.id,
    name: request.name,
    phoneNumber: request.phoneNumber,
    createdAt: request.now,
  });
}

export interface ConfirmedUser {
  userPoolId: string;
  username: string;
  sub: string;
  email: string;
  now: string;
}

/**
 * PostConfirmation: the e-mail is verified. A creator gets their claims; an invitation makes a member (its claims
 * follow the membership's write); an employee sign-up becomes a join request only, with no claims at all
 * (docs/brand-teams.md).
 */
export async function completeSignUp(user: ConfirmedUser): Promise<void> {
  const pending = await getPendingSignUp(user.email);
  if (!pending) {
    logger.warn('Confirmed user without a pending sign-up', { sub: user.sub });
    return;
  }
  const email = user.email.toLowerCase();
  if (pending.signUpType === 'creator' && pending.creatorId) {
    await linkCreatorUser(pending.creatorId, user.sub, user.now);
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: user.userPoolId,
        Username: user.username,
        UserAttributes: [
          { Name: USER_ATTRIBUTES.creatorId, Value: pending.creatorId },
          { Name: USER_ATTRIBUTES.group, Value: 'creator' },
        ],
      }),
    );
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId: user.userPoolId, Username: user.username, GroupName: 'creator' }),
    );
  } else if (pending.signUpType === 'invitation' && pending.companyId && pending.invitationId) {
    await joinByInvitation(user, pending, email);
  } else if (pending.signUpType === 'brand-employee' && pending.companyId) {
    const brand = await getBrand(pending.companyId);
    if (!brand) {
      logger.warn('Join request for a brand that is gone', { sub: user.sub });
    } else {
      await addJoinRequest({
        request: {
          brandId: brand.id,
          userId: user.sub,
          email,
          name: pending.name,
          requestedAt: user.now,
          ...(pending.phoneNumber ? { phoneNumber: normalizePhone(pending.phoneNumber) } : {}),
        },
        brandName: brand.name,
        event: {
          id: newId('teamEvent'),
          brandId: brand.id,
          action: 'requested',
          subject: email,
          actor: email,
          at: user.now,
        },
        // A trigger: the system records it, on behalf of the person who signed up.
        activity: eventWrite(
          {
            type: 'team.joinRequested',
            actor: systemActor({ userId: user.sub, email, name: pending.name }),
            subject: { kind: 'brand', id: brand.id, name: brand.name },
            brandId: brand.id,
            member: { userId: user.sub, email, name: pending.name },
            after: 'pending',
          },
          user.now,
        ).item,
      });
    }
  } else {
    logger.warn('Pending sign-up without a target', { sub: user.sub });
    return;
  }
  await deletePendingSignUp(user.email);
  logger.info('Sign-up completed', { sub: user.sub, signUpType: pending.signUpType });
}

async function joinByInvitation(user: ConfirmedUser, pending: PendingSignUp, email: string): Promise<void> {
  const brandId = pending.companyId!;
  const [brand, invitation] = await Promise.all([getBrand(brandId), getInvitation(brandId, pending.invitationId!)]);
  if (!brand || !invitation) {
    logger.warn('Invitation gone before confirmation', { sub: user.sub, brandId });
    return;
  }
  const [firstName = pending.name, ...rest] = pending.name.trim().split(/\s+/);
  const member: MemberRecord = {
    id: newId('employee'),
    brandId,
    userId: user.sub,
    email,
    name: pending.name,
    firstName,
    lastName: rest.join(' '),
    role: invitation.role,
    joinedAt: user.now,
    ...(pending.phoneNumber ? { phoneNumber: normalizePhone(pending.phoneNumber) } : {}),
  };
  const join = (role: MemberRecord['role']) =>
    addMember({
      member: { ...member, role },
      brandName: brand.name,
      invitation: { id: invitation.id, now: user.now },
      event: {
        id: newId('teamEvent'),
        brandId,
        action: 'joined_by_invitation',
        subject: email,
        actor: email,
        at: user.now,
      },
      activity: eventWrite(
        {
          type: 'team.memberAccepted',
          actor: systemActor({ userId: user.sub, email, name: pending.name }),
          subject: { kind: 'brand', id: brandId, name: brand.name },
          brandId,
          member: { userId: user.sub, email, name: pending.name },
          before: 'invited',
          after: role,
        },
        user.now,
      ).item,
    });
  let result = await join(invitation.role);
  // Two owner invitations (registration and an admin's) cannot both make owners: the later one makes a member.
  if (result === 'owner_taken') result = await join('member');
  if (result !== 'ok') {
    logger.warn('Invitation could not be used', { sub: user.sub, brandId, result });
    return;
  }
  await grantBrandClaims(user.username, brandId, user.userPoolId);
}
