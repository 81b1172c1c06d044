/** Helpers for tests that talk to a running local stack (integration tests, browser tests, benchmarks). */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureAccount, type AccountSpec } from './accounts';
import type { LocalStack } from './stack';
import { ensureBrandMember } from './team';

export interface StackEndpoints {
  apiUrl: string;
  dynamoEndpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}

/** What a test, the bench or a script needs of a running local stack to call it. */
export function endpointsOf(stack: LocalStack): StackEndpoints {
  return {
    apiUrl: stack.api.url,
    dynamoEndpoint: stack.dynamo.endpoint,
    cognitoEndpoint: stack.cognito.endpoint,
    userPoolId: stack.pool.userPoolId,
    userPoolClientId: stack.pool.userPoolClientId,
  };
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function cognitoClient(stack: StackEndpoints) {
  return new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: stack.cognitoEndpoint, credentials });
}

export function documentClient(stack: StackEndpoints) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: stack.dynamoEndpoint, credentials }),
  );
}

export async function signIn(stack: StackEndpoints, email: string, password: string): Promise<string> {
  const result = await cognitoClient(stack).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`No ID token for ${email}`);
  return token;
}

/** A confirmed account with the given group and ids, signed in; returns its ID token. */
export async function tokenForNewAccount(stack: StackEndpoints, account: AccountSpec): Promise<string> {
  await ensureAccount(cognitoClient(stack), stack.userPoolId, account);
  return signIn(stack, account.email, account.password);
}

/**
 * A confirmed account that is a member of `companyId`'s team (the owner unless `role` says otherwise), signed in;
 * returns its ID token. Runs where the data layer reaches the table (TABLE_NAME and the DynamoDB endpoint set).
 */
export async function tokenForBrandMember(
  stack: StackEndpoints,
  account: Omit<AccountSpec, 'group'> & { companyId: string; role?: 'owner' | 'member' },
): Promise<string> {
  const { sub } = await ensureAccount(cognitoClient(stack), stack.userPoolId, { ...account, group: 'brand' });
  await ensureBrandMember({
    brandId: account.companyId,
    userId: sub,
    email: account.email,
    name: account.name,
    role: account.role ?? 'owner',
    at: new Date().toISOString(),
  });
  return signIn(stack, account.email, account.password);
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export async function callApi<T = unknown>(
  stack: StackEndpoints,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${stack.apiUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * The DynamoDB requests one API call makes, as the benchmarks count them: the user's access record (read once a minute
 * per user and API instance, docs/brand-teams.md) is read first by another call, so the count is the call's own.
 */
export async function countedCall<T = unknown>(
  stack: StackEndpoints,
  dynamo: { resetCounts(): void; totalRequests(): number },
  path: string,
  token: string,
): Promise<{ response: ApiResponse<T>; requests: number }> {
  await callApi(stack, 'GET', '/me/membership', { token });
  dynamo.resetCounts();
  const response = await callApi<T>(stack, 'GET', path, { token });
  return { response, requests: dynamo.totalRequests() };
}
