import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

export interface CreatorRecord {
  id: string;
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
