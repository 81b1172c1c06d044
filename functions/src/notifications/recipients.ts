import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ActivityEvent, EventType } from '@reelbridge/shared';
import { getCreator } from '../data/creators';
import { getTeam } from '../data/team';
import { cognito } from '../lib/cognito';

/**
 * Who hears of an event (docs/events.md): whoever must act on it or asked to know, never the person who made the
 * change.
 *
 * - creator: the creator the event is about (by the creator record: the account linked to it gets the bell and the
 *   e-mail; a creator without an account gets the e-mail at the creator's address only);
 * - admins: every member of the Cognito group 'admin' (the agency);
 * - brandTeam: every member of the brand's team; brandOwner: its owner only;
 * - member: the person a team change is about (the event's `member`: whose request was accepted).
 */
export type Audience = 'creator' | 'admins' | 'brandTeam' | 'brandOwner' | 'member';

export const AUDIENCES: Record<EventType, readonly Audience[]> = {
  'project.planned': [],
  'project.changed': [],
  'project.creatorAssigned': ['creator'],
  'project.creatorRemoved': ['creator'],
  'project.draftsSubmitted': ['admins', 'brandTeam'],
  'project.revisionRequested': ['creator'],
  // A comment is told to the creator with the revision request made of it; the history shows each one.
  'project.videoCommented': [],
  'project.extraRoundGranted': [],
  'project.videoApproved': ['creator', 'brandTeam'],
  'project.videoRejected': ['creator'],
  'project.videoResubmitted': ['admins'],
  'project.creatorPaid': ['creator'],
  'project.exportRequested': [],
  // The person who asked for the zip (`event.member`; the event's actor is the system that built it).
  'project.exportReady': ['member'],
  // Issue 20: whoever reviews the project's videos (the agency and the brand's users).
  'project.reviewReminder': ['admins', 'brandTeam'],
  'project.sparkCodeExpiring': ['admins', 'brandTeam'],
  'payment.submitted': ['admins'],
  'payment.approved': ['creator'],
  'payment.rejected': ['creator'],
  'campaign.created': [],
  'campaign.changed': [],
  'campaign.activated': ['brandTeam'],
  'campaign.completed': ['brandTeam'],
  'campaign.cancelled': ['brandTeam'],
  'campaign.briefSent': ['creator'],
  'campaign.assignmentChanged': ['creator'],
  'brand.registered': ['admins'],
  'brand.onboardingSubmitted': ['admins'],
  'brand.profileUpdated': [],
  'team.joinRequested': ['admins', 'brandOwner'],
  'team.memberAccepted': ['member'],
  'team.memberRemoved': [],
  'team.requestDeclined': ['member'],
};

export interface Recipient {
  audience: Audience;
  /** The account that gets the bell; absent for a creator without an account (e-mail only). */
  userId?: string;
  email: string;
}

export const ADMIN_GROUP = 'admin';

/** Every enabled member of the admin group, paging through ListUsersInGroup. */
export async function agencyAdmins(): Promise<{ userId: string; email: string }[]> {
  const poolId = process.env.USER_POOL_ID;
  if (!poolId) throw new Error('USER_POOL_ID is not set');
  const admins: { userId: string; email: string }[] = [];
  let nextToken: string | undefined;
  do {
    const page = await cognito().send(
      new ListUsersInGroupCommand({ UserPoolId: poolId, GroupName: ADMIN_GROUP, Limit: 60, NextToken: nextToken }),
    );
    for (const user of page.Users ?? []) {
      if (user.Enabled === false) continue;
      const attribute = (name: string) => user.Attributes?.find((entry) => entry.Name === name)?.Value;
      const userId = attribute('sub') ?? user.Username;
      const email = attribute('email');
      if (userId && email) admins.push({ userId, email: email.toLowerCase() });
    }
    nextToken = page.NextToken;
  } while (nextToken);
  return admins;
}

async function audienceMembers(event: ActivityEvent, audience: Audience): Promise<Recipient[]> {
  switch (audience) {
    case 'creator': {
      const creator = event.creatorId ? await getCreator(event.creatorId) : undefined;
      if (!creator?.email) return [];
      return [{ audience, email: creator.email.toLowerCase(), ...(creator.userId ? { userId: creator.userId } : {}) }];
    }
    case 'admins':
      return (await agencyAdmins()).map((admin) => ({ audience, ...admin }));
    case 'member':
      return event.member ? [{ audience, userId: event.member.userId, email: event.member.email.toLowerCase() }] : [];
    case 'brandTeam':
    case 'brandOwner': {
      if (!event.brandId) return [];
      const { members } = await getTeam(event.brandId);
      return members
        .filter((member) => audience === 'brandTeam' || member.role === 'owner')
        .map((member) => ({ audience, userId: member.userId, email: member.email.toLowerCase() }));
    }
  }
}

/**
 * The recipients of an event, each once (the first audience that names them decides the words and the link: an admin
 * who is also on the brand's team reads the agency's), without the actor.
 */
export async function recipientsOf(event: ActivityEvent): Promise<Recipient[]> {
  const actorId = event.actor.userId;
  const actorEmail = event.actor.email?.toLowerCase();
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const audience of AUDIENCES[event.type]) {
    for (const recipient of await audienceMembers(event, audience)) {
      if ((actorId && recipient.userId === actorId) || (actorEmail && recipient.email === actorEmail)) continue;
      const identity = recipient.userId ?? `email:${recipient.email}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      recipients.push(recipient);
    }
  }
  return recipients;
}
