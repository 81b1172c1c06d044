import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SignUpType } from '@reelbridge/shared';
import { db, tableName } from './client';
import { keys } from './keys';

/**
 * What PreSignUp checked, kept until the e-mail is confirmed. PostConfirmation acts on this record only,
 * never on what the browser sends at confirmation time.
 */
export interface PendingSignUp {
  email: string;
  signUpType: SignUpType;
  creatorId?: string;
  companyId?: string;
  /** For an invitation: which one, consumed at confirmation. */
  invitationId?: string;
  name: string;
  phoneNumber?: string;
  createdAt: string;
}

const PENDING_DAYS = 7;

export async function putPendingSignUp(pending: PendingSignUp): Promise<void> {
  const expiresAt = Math.floor(Date.parse(pending.createdAt) / 1000) + PENDING_DAYS * 24 * 3600;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.pendingSignUp(pending.email), type: 'pendingSignUp', expiresAt, ...pending },
    }),
  );
}

export async function getPendingSignUp(email: string): Promise<PendingSignUp | undefined> {
  // Consistent: read by the sign-up confirmation moments after the pre-sign-up trigger wrote it.
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.pendingSignUp(email), ConsistentRead: true }),
  );
  return Item as PendingSignUp | undefined;
}

export async function deletePendingSignUp(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.pendingSignUp(email) }));
}
