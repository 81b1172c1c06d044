import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { AWS_CLIENT_SETTINGS } from './aws-config';
import { traced } from './tracer';

let client: CognitoIdentityProviderClient | undefined;

/** The endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally. */
export function cognito(): CognitoIdentityProviderClient {
  client ??= traced(new CognitoIdentityProviderClient({ ...AWS_CLIENT_SETTINGS }));
  return client;
}

/** The user pool the API's functions act on (the Api stack sets USER_POOL_ID; the local stack its own pool's). */
export function userPoolId(): string {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}
