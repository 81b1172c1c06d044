import fs from 'node:fs';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { APP_CLIENT_WRITE_ATTRIBUTES, CUSTOM_ATTRIBUTE_NAMES, USER_POOL_GROUPS } from '@reelbridge/shared';
import { GSI1, GSI2 } from '../../functions/src/data/keys';

export const LOCAL_TABLE = 'reelbridge-local';
export const LOCAL_UPLOADS_BUCKET = 'reelbridge-local-uploads';
const POOL_NAME = 'reelbridge-local';

/** The table as the data stack declares it: pk/sk plus the two GSIs. */
export async function ensureTable(dynamo: DynamoDBClient, tableName = LOCAL_TABLE): Promise<void> {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  const gsi = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  await dynamo.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', `${GSI1}pk`, `${GSI1}sk`, `${GSI2}pk`, `${GSI2}sk`].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [gsi(GSI1), gsi(GSI2)],
    }),
  );
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** The user pool, its public app client and the groups; ids are kept in <dataDir>/local-state.json. */
export async function ensureUserPool(cognito: CognitoIdentityProviderClient, dataDir: string): Promise<PoolIds> {
  const stateFile = path.join(dataDir, 'local-state.json');
  if (fs.existsSync(stateFile)) {
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as PoolIds;
    const exists = await cognito
      .send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }))
      .then(() => true)
      .catch(() => false);
    if (exists) return state;
  }
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8 } },
      Schema: CUSTOM_ATTRIBUTE_NAMES.map((name) => ({ Name: name, AttributeDataType: 'String', Mutable: true })),
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const client = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'reelbridge-web',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      WriteAttributes: [...APP_CLIENT_WRITE_ATTRIBUTES],
    }),
  );
  for (const group of USER_POOL_GROUPS) {
    await cognito
      .send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }))
      .catch((error: { name?: string }) => {
        if (error.name !== 'GroupExistsException') throw error;
      });
  }
  const ids: PoolIds = { userPoolId, userPoolClientId: client.UserPoolClient!.ClientId! };
  fs.writeFileSync(stateFile, JSON.stringify(ids, null, 2));
  return ids;
}
