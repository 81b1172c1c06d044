import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';
import type { TransactItem } from './projects';

/**
 * A user's e-mail change in progress (docs/accounts.md): the address they asked for, until the code Cognito mailed to
 * it is verified. Cognito keeps the pending address to itself (keepOriginal), so the screen reads it from here.
 */
export interface PendingEmailChange {
  email: string;
  requestedAt: string;
}

export async function getPendingEmail(userId: string): Promise<PendingEmailChange | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.emailChange(userId), ConsistentRead: true }),
  );
  return typeof Item?.email === 'string' && typeof Item.requestedAt === 'string'
    ? { email: Item.email, requestedAt: Item.requestedAt }
    : undefined;
}

export async function putPendingEmail(userId: string, change: PendingEmailChange): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.emailChange(userId), type: 'emailChange', userId, ...change },
    }),
  );
}

export async function deletePendingEmail(userId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.emailChange(userId) }));
}

/** The same, in a transaction (an admin's e-mail edit replaces whatever change the user had started). */
export function pendingEmailDelete(userId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.emailChange(userId) } };
}
