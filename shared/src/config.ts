/** The SPA's runtime configuration, served as /config.json (by CDK to the site bucket, by the local stack locally). */
export interface RuntimeConfig {
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally: the Cognito stand-in's address. Absent in AWS. */
  cognitoEndpoint?: string;
  /** USER_PASSWORD_AUTH locally (the stand-in has no SRP), USER_SRP_AUTH in AWS. */
  authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  mediaBase: string;
  environment: 'local' | 'aws';
}
