/** Shared setup for integration tests against the local stack started by the global setup. */
import { inject } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_BRANDS, DEMO_CREATORS, DEMO_PASSWORD } from '../../../infra/local/seed';
import { callApi, signIn, type ApiResponse } from '../../../infra/local/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: {
      apiUrl: string;
      dynamoEndpoint: string;
      cognitoEndpoint: string;
      userPoolId: string;
      userPoolClientId: string;
      tableName: string;
      /** The local S3 (s3rver with infra/local/s3-multipart.ts) and its uploads bucket. */
      s3Endpoint: string;
      uploadsBucket: string;
      dataDir: string;
    };
  }
}

export const stack = () => inject('localStack');

export type Caller = 'anonymous' | 'creator' | 'brand' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'creator', 'brand', 'admin'];

const tokens = new Map<Caller, string>();

export async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (!tokens.has(caller)) tokens.set(caller, await signIn(stack(), DEMO_ACCOUNTS[caller], DEMO_PASSWORD));
  return tokens.get(caller);
}

export async function api<T = unknown>(
  caller: Caller,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string } = {},
): Promise<ApiResponse<T>> {
  const token = options.token ?? (await tokenOf(caller));
  return callApi<T>(stack(), method, path, { ...options, token });
}

/**
 * Waits until the local stack's event tail has handed every event recorded so far to the consumers (counters,
 * activity, notifications): they follow a change a moment later, as the stream's dispatcher does in AWS. Every event,
 * whichever file recorded it: each file therefore ends once its own events are handed over (events-settled.setup.ts),
 * so that a file's settles wait for its own events only. A file that makes many changes before settling may need a
 * longer `timeoutMs` (a beforeAll's).
 */
export async function settleEvents(timeoutMs = 25_000): Promise<void> {
  const response = await fetch(`${stack().apiUrl}/_local/events/settle?timeoutMs=${timeoutMs}`);
  if (!response.ok) throw new Error(`The event tail did not settle: ${response.status} ${await response.text()}`);
}

/** The demo brand the demo brand user belongs to, another brand, and the demo creator. */
export const OWN_BRAND = DEMO_BRANDS[0]!;
export const OTHER_BRAND = DEMO_BRANDS[1]!;
export const OWN_CREATOR = DEMO_CREATORS[0]!;
export const OTHER_CREATOR = DEMO_CREATORS[1]!;

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@it.reelbridge.test`;
}
