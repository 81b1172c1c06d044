import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

let client: CognitoIdentityProviderClient | undefined;

/** The endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally. */
export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({ maxAttempts: 3 });
  return client;
}
