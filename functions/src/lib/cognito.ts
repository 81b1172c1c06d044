import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { AWS_CLIENT_SETTINGS } from './aws-config';

let client: CognitoIdentityProviderClient | undefined;

/** The endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally. */
export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({ ...AWS_CLIENT_SETTINGS });
  return client;
}
