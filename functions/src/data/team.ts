import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Invitation, JoinRequest, Membership, TeamEvent, TeamMember, TeamRole } from '@reelbridge/shared';
import { db, queryPartition, tableName } from './client';
import { keys, TEAM_EVENT_PREFIX, TEAM_PREFIX } from './keys';
import { transact, type TransactItem } from './projects';

/**
 * A brand's team (docs/brand-teams.md): members, join requests and invitations in the brand's partition, a history
 * of every change, and each user's access record (USER#id / ACCESS), which the API reads to decide whether a
 * brand user's token still stands for a member.
 */

export interface MemberRecord extends TeamMember {
  /** The employee id (em_…), kept so that the employee look-up of docs/product.md#api answers as before. */
  id: string;
  brandId: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
}

export interface JoinRequestRecord extends JoinRequest {
  brandId: string;
  phoneNumber?: string;
}

export interface InvitationRecord extends Invitation {
  brandId: string;
  /** SHA-256 of the link's secret (hex); the secret itself is never stored. */
  tokenHash: string;
}

export type AccessStatus = Exclude<Membership['status'], 'none'>;

export interface UserAccess {
  userId: string;
  brandId?: string;
  brandName?: string;
  status?: AccessStatus;
  /** Epoch seconds: tokens issued before are refused. */
  revokedBefore?: number;
  updatedAt?: string;
}

export type TeamEventRecord = TeamEvent & { brandId: string };

const INVITATION_TTL_DAYS = 7;

/** Seven days after `createdAt`, in whole seconds: the stored TTL attribute (epoch seconds) holds it exactly. */
export function invitationExpiry(createdAt: string): string {
  const seconds = Math.floor(Date.parse(createdAt) / 1000) + INVITATION_TTL_DAYS * 24 * 3600;
  return new Date(seconds * 1000).toISOString();
}

function pick<T>(item: Record<string, unknown>, fields: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (item[field] !== undefined) out[field] = item[field];
  return out as T;
}

const MEMBER_FIELDS = [
  'id',
  'brandId',
  'userId',
  'email',
  'name',
  'firstName',
  'lastName',
  'phoneNumber',
  'role',
  'joinedAt',
] as const;
const REQUEST_FIELDS = ['brandId', 'userId', 'email', 'name', 'phoneNumber', 'requestedAt'] as const;
const INVITATION_FIELDS = [
  'id',
  'brandId',
  'email',
  'role',
  'invitedBy',
  'createdAt',
  'expiresAt',
  'tokenHash',
] as const;
const EVENT_FIELDS = ['id', 'brandId', 'action', 'subject', 'actor', 'at'] as const;
const ACCESS_FIELDS = ['userId', 'brandId', 'brandName', 'status', 'revokedBefore', 'updatedAt'] as const;

export const toMember = (item: Record<string, unknown>) => pick<MemberRecord>(item, MEMBER_FIELDS);
const toRequest = (item: Record<string, unknown>) => pick<JoinRequestRecord>(item, REQUEST_FIELDS);
/**
 * An invitation item stores `expiresAt` as epoch seconds, the table's TTL attribute (DynamoDB removes an expired one
 * by itself; it ignores a string there), and the record carries it as an ISO instant. Items written before this hold
 * the ISO string and read as they are (docs/data-model.md "Invitations").
 */
const invitationExpirySeconds = (expiresAt: string) => Math.floor(Date.parse(expiresAt) / 1000);
const toInvitation = (item: Record<string, unknown>): InvitationRecord => {
  const invitation = pick<InvitationRecord>(item, INVITATION_FIELDS);
  const stored: unknown = item.expiresAt;
  return typeof stored === 'number' ? { ...invitation, expiresAt: new Date(stored * 1000).toISOString() } : invitation;
};
const toEvent = (item: Record<string, unknown>) => pick<TeamEventRecord>(item, EVENT_FIELDS);

export interface TeamRecords {
  members: MemberRecord[];
  requests: JoinRequestRecord[];
  invitations: InvitationRecord[];
  history: TeamEventRecord[];
}

const HISTORY_SHOWN = 30;

/** The whole team and its latest history: two Queries, whatever the brand's products or history. */
export async function getTeam(brandId: string): Promise<TeamRecords> {
  const pk = keys.brand(brandId).pk;
  const [team, history] = await Promise.all([
    queryPartition(pk, { prefix: TEAM_PREFIX, consistent: true }),
    db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': TEAM_EVENT_PREFIX },
        ScanIndexForward: false,
        Limit: HISTORY_SHOWN,
        ConsistentRead: true,
      }),
    ),
  ]);
  const records: TeamRecords = { members: [], requests: [], invitations: [], history: [] };
  for (const item of team) {
    const sk = String(item.sk);
    if (sk.startsWith('TEAM#MEMBER#')) records.members.push(toMember(item));
    else if (sk.startsWith('TEAM#REQUEST#')) records.requests.push(toRequest(item));
    else if (sk.startsWith('TEAM#INVITE#')) records.invitations.push(toInvitation(item));
  }
  records.history = (history.Items ?? []).map(toEvent);
  return records;
}

async function getItem(key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

export async function getMember(brandId: string, userId: string): Promise<MemberRecord | undefined> {
  const item = await getItem(keys.teamMember(brandId, userId));
  return item ? toMember(item) : undefined;
}

export async function getJoinRequest(brandId: string, userId: string): Promise<JoinRequestRecord | undefined> {
  const item = await getItem(keys.joinRequest(brandId, userId));
  return item ? toRequest(item) : undefined;
}

export async function getInvitation(brandId: string, inviteId: string): Promise<InvitationRecord | undefined> {
  const item = await getItem(keys.invitation(brandId, inviteId));
  return item ? toInvitation(item) : undefined;
}

export async function getUserAccess(userId: string): Promise<UserAccess | undefined> {
  const item = await getItem(keys.userAccess(userId));
  return item ? pick<UserAccess>(item, ACCESS_FIELDS) : undefined;
}

// Writes. Each membership change is one transaction with its history event and the user's access record.

const put = (item: Record<string, unknown>, condition?: string): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ...(condition ? { ConditionExpression: condition } : {}) },
});

/** Deletes an item that must still be there (and, with `condition`, still be so): a decided request fails twice. */
function deleteExisting(
  key: Record<string, string>,
  condition?: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: `attribute_exists(pk)${condition ? ` AND ${condition.expression}` : ''}`,
      ...(condition ? { ExpressionAttributeNames: condition.names, ExpressionAttributeValues: condition.values } : {}),
    },
  };
}

function eventPut(event: TeamEventRecord): TransactItem {
  return put({ ...keys.teamEvent(event.brandId, event.at, event.id), type: 'teamEvent', ...event });
}

/** The access record's membership part; its revokedBefore, if any, is kept. */
function accessUpdate(
  userId: string,
  access: { brandId: string; brandName: string; status: AccessStatus; updatedAt: string },
): TransactItem {
  const values: Record<string, unknown> = {
    ':type': 'userAccess',
    ':userId': userId,
    ':brandId': access.brandId,
    ':brandName': access.brandName,
    ':status': access.status,
    ':updatedAt': access.updatedAt,
  };
  const expression =
    'SET #type = :type, userId = :userId, brandId = :brandId, brandName = :brandName, #status = :status, updatedAt = :updatedAt';
  return {
    Update: {
      TableName: tableName(),
      Key: keys.userAccess(userId),
      UpdateExpression: expression,
      ExpressionAttributeNames: { '#type': 'type', '#status': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}

function memberPut(member: MemberRecord): TransactItem {
  return put(
    {
      ...keys.teamMember(member.brandId, member.userId),
      ...keys.byEmail(member.email),
      gsi2sk: 'EMPLOYEE',
      type: 'teamMember',
      ...member,
    },
    'attribute_not_exists(pk)',
  );
}

function ownerGuard(brandId: string, userId: string): TransactItem {
  return put({ ...keys.teamOwner(brandId), type: 'teamOwner', userId }, 'attribute_not_exists(pk)');
}

/** The owner invitation written with a new brand (see brands.createBrand), and every invitation. */
export function invitationPut(invitation: InvitationRecord): TransactItem {
  return put(
    {
      ...keys.invitation(invitation.brandId, invitation.id),
      type: 'invitation',
      ...invitation,
      expiresAt: invitationExpirySeconds(invitation.expiresAt),
    },
    'attribute_not_exists(pk)',
  );
}

export async function createInvitation(
  invitation: InvitationRecord,
  replaces: string[],
  event: TeamEventRecord,
): Promise<void> {
  const result = await transact([
    invitationPut(invitation),
    ...replaces.map((id) => ({ Delete: { TableName: tableName(), Key: keys.invitation(invitation.brandId, id) } })),
    eventPut(event),
  ]);
  if (!result.ok) throw new Error('Invitation id collision');
}

export async function cancelInvitation(brandId: string, inviteId: string, event: TeamEventRecord): Promise<boolean> {
  const result = await transact([deleteExisting(keys.invitation(brandId, inviteId)), eventPut(event)]);
  return result.ok;
}

export type JoinResult = 'ok' | 'invitation_used' | 'already_member' | 'owner_taken';

/**
 * Makes `member` a member through an invitation (consumed in the same write, and only while unexpired) or, with
 * `invitation` undefined, directly (demo data and test worlds).
 */
export async function addMember(input: {
  member: MemberRecord;
  brandName: string;
  invitation?: { id: string; now: string };
  event: TeamEventRecord;
  /** The change's event (data/events.ts eventWrite), in the same transaction. */
  activity?: TransactItem;
}): Promise<JoinResult> {
  const { member } = input;
  const items: TransactItem[] = [];
  if (input.invitation) {
    items.push(
      // Unexpired, whether stored as epoch seconds or (written before the TTL fix) as an ISO string.
      deleteExisting(keys.invitation(member.brandId, input.invitation.id), {
        expression: '(#expiresAt > :nowSeconds OR #expiresAt > :nowIso)',
        names: { '#expiresAt': 'expiresAt' },
        values: { ':nowSeconds': Date.parse(input.invitation.now) / 1000, ':nowIso': input.invitation.now },
      }),
    );
  }
  const memberIndex = items.push(memberPut(member)) - 1;
  const ownerIndex = member.role === 'owner' ? items.push(ownerGuard(member.brandId, member.userId)) - 1 : -1;
  items.push(
    accessUpdate(member.userId, {
      brandId: member.brandId,
      brandName: input.brandName,
      status: 'member',
      updatedAt: member.joinedAt,
    }),
    eventPut(input.event),
  );
  if (input.activity) items.push(input.activity);
  const result = await transact(items);
  if (result.ok) return 'ok';
  if (input.invitation && result.failed.includes(0)) return 'invitation_used';
  if (result.failed.includes(memberIndex)) return 'already_member';
  if (result.failed.includes(ownerIndex)) return 'owner_taken';
  return 'invitation_used';
}

/** A confirmed sign-up asks to join: no access until the owner or an admin accepts. */
export async function addJoinRequest(input: {
  request: JoinRequestRecord;
  brandName: string;
  event: TeamEventRecord;
  /** The change's event (data/events.ts eventWrite), in the same transaction. */
  activity?: TransactItem;
}): Promise<boolean> {
  const { request } = input;
  const result = await transact([
    put(
      { ...keys.joinRequest(request.brandId, request.userId), type: 'joinRequest', ...request },
      'attribute_not_exists(pk)',
    ),
    accessUpdate(request.userId, {
      brandId: request.brandId,
      brandName: input.brandName,
      status: 'pending',
      updatedAt: request.requestedAt,
    }),
    eventPut(input.event),
    ...(input.activity ? [input.activity] : []),
  ]);
  return result.ok;
}

/** The request becomes a member, once: a request already decided (or decided meanwhile) fails the write. */
export async function acceptJoinRequest(input: {
  member: MemberRecord;
  brandName: string;
  event: TeamEventRecord;
  /** The change's event (data/events.ts eventWrite), in the same transaction. */
  activity?: TransactItem;
}): Promise<boolean> {
  const { member } = input;
  const result = await transact([
    deleteExisting(keys.joinRequest(member.brandId, member.userId)),
    memberPut(member),
    accessUpdate(member.userId, {
      brandId: member.brandId,
      brandName: input.brandName,
      status: 'member',
      updatedAt: member.joinedAt,
    }),
    eventPut(input.event),
    ...(input.activity ? [input.activity] : []),
  ]);
  return result.ok;
}

export async function declineJoinRequest(input: {
  brandId: string;
  userId: string;
  brandName: string;
  event: TeamEventRecord;
  /** The change's event (data/events.ts eventWrite), in the same transaction. */
  activity?: TransactItem;
}): Promise<boolean> {
  const result = await transact([
    deleteExisting(keys.joinRequest(input.brandId, input.userId)),
    accessUpdate(input.userId, {
      brandId: input.brandId,
      brandName: input.brandName,
      status: 'declined',
      updatedAt: input.event.at,
    }),
    eventPut(input.event),
    ...(input.activity ? [input.activity] : []),
  ]);
  return result.ok;
}

/** Removes a member other than the owner; from then on their brand tokens count for nothing (lib/access.ts). */
export async function removeMember(input: {
  brandId: string;
  userId: string;
  brandName: string;
  event: TeamEventRecord;
  /** The change's event (data/events.ts eventWrite), in the same transaction. */
  activity?: TransactItem;
}): Promise<boolean> {
  const result = await transact([
    deleteExisting(keys.teamMember(input.brandId, input.userId), {
      expression: '#role <> :owner',
      names: { '#role': 'role' },
      values: { ':owner': 'owner' satisfies TeamRole },
    }),
    accessUpdate(input.userId, {
      brandId: input.brandId,
      brandName: input.brandName,
      status: 'removed',
      updatedAt: input.event.at,
    }),
    eventPut(input.event),
    ...(input.activity ? [input.activity] : []),
  ]);
  return result.ok;
}

/** Sign-out everywhere: every token of the user's issued before `revokedBefore` is refused. */
export async function revokeSessions(userId: string, revokedBefore: number, now: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.userAccess(userId),
      UpdateExpression: 'SET #type = :type, userId = :userId, revokedBefore = :revokedBefore, updatedAt = :now',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'userAccess',
        ':userId': userId,
        ':revokedBefore': revokedBefore,
        ':now': now,
      },
    }),
  );
}

/**
 * Makes a member the owner and the current owner (if any) a member, in one write: the owner guard moves with it, so two
 * transfers at once cannot make two owners.
 */
export async function transferOwnership(input: {
  brandId: string;
  toUserId: string;
  fromUserId: string | undefined;
  event: TeamEventRecord;
}): Promise<boolean> {
  const setRole = (userId: string, role: TeamRole, was: TeamRole): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: keys.teamMember(input.brandId, userId),
      UpdateExpression: 'SET #role = :role',
      ConditionExpression: 'attribute_exists(pk) AND #role = :was',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role, ':was': was },
    },
  });
  const guard: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: { ...keys.teamOwner(input.brandId), type: 'teamOwner', userId: input.toUserId },
      ...(input.fromUserId
        ? { ConditionExpression: 'userId = :from', ExpressionAttributeValues: { ':from': input.fromUserId } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  const result = await transact([
    setRole(input.toUserId, 'owner', 'member'),
    ...(input.fromUserId ? [setRole(input.fromUserId, 'member', 'owner')] : []),
    guard,
    eventPut(input.event),
  ]);
  return result.ok;
}

/** A member's name, phone and e-mail as their account now has them (docs/accounts.md); false when not a member. */
export async function updateMemberProfile(
  brandId: string,
  userId: string,
  profile: { name: string; firstName: string; lastName: string; email: string; phoneNumber?: string },
): Promise<boolean> {
  const values: Record<string, unknown> = {
    ':name': profile.name,
    ':first': profile.firstName,
    ':last': profile.lastName,
    ':email': profile.email,
    ':emailKey': keys.byEmail(profile.email).gsi2pk,
  };
  let expression = 'SET #name = :name, firstName = :first, lastName = :last, email = :email, gsi2pk = :emailKey';
  if (profile.phoneNumber) {
    expression += ', phoneNumber = :phone';
    values[':phone'] = profile.phoneNumber;
  } else {
    expression += ' REMOVE phoneNumber';
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.teamMember(brandId, userId),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
