import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { GSI2, keys } from './keys';

export interface CreatorRecord {
  id: string;
  userId?: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  tiktokUrl?: string;
  instagramHandle?: string;
  youtubeHandle?: string;
  location?: { city?: string; country?: string };
  metrics?: { engagementRate?: number; avgViews?: number };
  paymentStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected';
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** Writes a new creator; fails if the id exists. */
export async function putNewCreator(creator: CreatorRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.creator(creator.id),
        ...keys.creatorListing(`${creator.firstName} ${creator.lastName}`, creator.id),
        ...keys.byEmail(creator.email),
        gsi2sk: 'CREATOR',
        type: 'creator',
        ...creator,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

const CREATOR_FIELDS = [
  'id',
  'userId',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'tiktokUrl',
  'instagramHandle',
  'youtubeHandle',
  'location',
  'metrics',
  'paymentStatus',
  'createdAt',
  'updatedAt',
  'version',
] as const;

export function toCreator(item: Record<string, unknown>): CreatorRecord {
  const creator: Record<string, unknown> = {};
  for (const field of CREATOR_FIELDS) if (item[field] !== undefined) creator[field] = item[field];
  return creator as unknown as CreatorRecord;
}

export async function getCreator(creatorId: string): Promise<CreatorRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.creator(creatorId) }));
  return Item ? toCreator(Item) : undefined;
}

export async function getCreatorByEmail(email: string): Promise<CreatorRecord | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.byEmail(email).gsi2pk, ':sk': 'CREATOR' },
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? toCreator(item) : undefined;
}

/** Records which user account is this creator's; only once. */
export async function linkCreatorUser(creatorId: string, userId: string, now: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.creator(creatorId),
      UpdateExpression: 'SET userId = :userId, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(userId) OR userId = :userId)',
      ExpressionAttributeValues: { ':userId': userId, ':now': now },
    }),
  );
}
