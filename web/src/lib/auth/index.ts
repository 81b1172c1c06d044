/**
 * Authentication, in parts: the Amplify loader (./amplify), the session store (./session), sign-in and sign-out
 * (./sign-in), and the areas' paths and redirects (./paths). Import from `@/lib/auth`.
 */
export * from './amplify';
export * from './paths';
export * from './session';
export * from './sign-in';
