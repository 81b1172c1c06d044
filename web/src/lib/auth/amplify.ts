import type { RuntimeConfig } from '@reelbridge/shared/config';
import type * as AmplifyAuth from 'aws-amplify/auth';
import { getConfig } from '../config';

/** aws-amplify, loaded lazily (its own chunk) the first time something needs it, so public pages render without it. */

/** Amplify's configuration from the runtime config (userPoolEndpoint only when the local stand-in is used). */
export function amplifyAuthConfig(config: RuntimeConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  };
}

export type AuthModule = typeof AmplifyAuth;
export type IdToken = NonNullable<
  NonNullable<Awaited<ReturnType<AuthModule['fetchAuthSession']>>['tokens']>['idToken']
>;
let authModule: Promise<AuthModule> | undefined;

/** Loads and configures aws-amplify once. */
export function loadAuth(): Promise<AuthModule> {
  authModule ??= Promise.all([import('aws-amplify'), import('aws-amplify/auth')]).then(
    ([{ Amplify }, auth]) => {
      Amplify.configure(amplifyAuthConfig(getConfig()));
      return auth;
    },
    (error: unknown) => {
      authModule = undefined; // a failed chunk load may succeed on the next attempt
      throw error;
    },
  );
  return authModule;
}

/** Starts loading aws-amplify ahead of need (e.g. when the sign-in form gets focus); never throws. */
export function prefetchAuth(): void {
  loadAuth().catch(() => undefined);
}
