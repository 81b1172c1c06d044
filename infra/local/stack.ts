/**
 * The whole back end on one machine (docs/architecture.md#local-stand-ins): local DynamoDB, S3 and Cognito stand-ins,
 * the local HTTP API and the Lambda Invoke endpoint, bootstrapped and optionally seeded.
 * Used by `npm start`, the integration tests, the browser tests and the benchmarks.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { RuntimeConfig } from '@reelbridge/shared';
import { startLocalApi, type LocalApi } from './api';
import { ensureTable, ensureUserPool, LOCAL_TABLE, LOCAL_UPLOADS_BUCKET, type PoolIds } from './bootstrap';
import { startLocalCognito, type LocalCognito } from './cognito';
import { startLocalDynamo, type LocalDynamo } from './dynamo';
import { startEventTail, type EventTail } from './event-tail';
import { Mailbox, type LocalMail } from './mailbox';
import { installDurableWrites } from './s3-durable-writes';
import { installMultipartGaps } from './s3-multipart';
import { assertPortFree, freePort } from './net';
import { seedDemoData } from './seed';
import { startVideoTimers } from './video-timers';

const require = createRequire(import.meta.url);
// The SDK warns that releases after January 2027 need Node 22; Lambda runs Node 22, this machine Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalPorts {
  dynamo: number;
  s3: number;
  cognito: number;
  api: number;
}

export const DEFAULT_PORTS: LocalPorts = { dynamo: 8000, s3: 4569, cognito: 9229, api: 3001 };

export interface LocalStackOptions {
  dataDir: string;
  /** Keep DynamoDB on disk under dataDir (npm start); in memory otherwise. */
  persist: boolean;
  ports: LocalPorts;
  seed: boolean;
  host?: string;
  onMail?: (mail: LocalMail) => void;
  logLevel?: string;
  /** Run the video timers' job every this many ms (issue 20, video-timers.ts); absent or 0: never (the tests). */
  videoTimersMs?: number;
}

export interface LocalStack {
  dynamo: LocalDynamo;
  cognito: LocalCognito;
  api: LocalApi;
  /** The local dispatcher: hands new events to the consumers a moment after their change (event-tail.ts). */
  events: EventTail;
  mailbox: Mailbox;
  pool: PoolIds;
  s3Endpoint: string;
  runtimeConfig: RuntimeConfig;
  cognitoClient: CognitoIdentityProviderClient;
  stop(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

const S3_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

type TokenGenerationEvent = { request: { userAttributes: Record<string, string> }; response?: unknown };

/**
 * Stand-in gap, local only: cognito-local puts only e-mail and custom attributes into the ID token, while
 * Cognito adds every readable standard attribute. This trigger adds the ones the app client reads.
 */
function withStandardClaims(event: TokenGenerationEvent) {
  const standard = ['name', 'phone_number', 'website'];
  const claims = Object.fromEntries(
    Object.entries(event.request.userAttributes).filter(([name]) => standard.includes(name)),
  );
  return { ...event, response: { claimsOverrideDetails: { claimsToAddOrOverride: claims } } };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  fs.mkdirSync(options.dataDir, { recursive: true });
  const named: [keyof LocalPorts, string][] = [
    ['dynamo', 'DynamoDB'],
    ['s3', 'S3'],
    ['cognito', 'Cognito'],
    ['api', 'API'],
  ];
  for (const [key, service] of named) await assertPortFree(options.ports[key], host, service);
  const apiPort = options.ports.api || (await freePort(host));

  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
  };
  try {
    const mailbox = new Mailbox(path.join(options.dataDir, 'mail'), options.onMail);
    const dynamo = await startLocalDynamo({
      port: options.ports.dynamo,
      host,
      path: options.persist ? path.join(options.dataDir, 'dynamodb') : undefined,
    });
    stoppers.push(dynamo.stop);

    const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
    const s3 = new S3rver({
      port: options.ports.s3,
      address: host,
      silent: true,
      directory: path.join(options.dataDir, 's3'),
      configureBuckets: [{ name: LOCAL_UPLOADS_BUCKET, configs: [S3_CORS] }],
    });
    installDurableWrites(s3);
    installMultipartGaps(s3);
    const s3Address = await s3.run();
    stoppers.push(() => s3.close());
    const s3Endpoint = `http://${host}:${s3Address.port}`;

    const cognito = await startLocalCognito({
      port: options.ports.cognito,
      host,
      dataDir: options.dataDir,
      mailbox,
      lambdaEndpoint: `http://${host}:${apiPort}`,
      triggers: {
        PreSignUp: 'PreSignUp',
        PostConfirmation: 'PostConfirmation',
        PreTokenGeneration: 'PreTokenGeneration',
      },
    });
    stoppers.push(cognito.stop);

    // Payment numbers are encrypted with a key kept outside the table (KMS in AWS); locally a key file.
    const keyFile = path.join(options.dataDir, 'payment-data-key');
    if (!fs.existsSync(keyFile)) fs.writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
    process.env.PAYMENT_LOCAL_KEY = fs.readFileSync(keyFile, 'utf8').trim();
    // Unsubscribe links in notification e-mails are signed with a secret kept outside the table; locally a file.
    const unsubscribeFile = path.join(options.dataDir, 'unsubscribe-secret');
    if (!fs.existsSync(unsubscribeFile)) {
      fs.writeFileSync(unsubscribeFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    process.env.UNSUBSCRIBE_SECRET = fs.readFileSync(unsubscribeFile, 'utf8').trim();

    // The handlers run in this process; they find the stand-ins through the SDK's endpoint variables.
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3Endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      TABLE_NAME: LOCAL_TABLE,
      UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET,
      // The same layout as CloudFront /media/* → uploads bucket media/ prefix.
      MEDIA_BASE_URL: `${s3Endpoint}/${LOCAL_UPLOADS_BUCKET}/media`,
      LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'WARN',
      POWERTOOLS_DEV: 'true',
      // The mail port writes to the local mailbox instead of SES.
      LOCAL_MAILBOX_FILE: mailbox.file,
    });
    delete process.env.AWS_PROFILE;

    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const dynamoClient = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint, credentials });
    const cognitoClient = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: cognito.endpoint,
      credentials,
    });
    await ensureTable(dynamoClient);
    const pool = await ensureUserPool(cognitoClient, options.dataDir);
    process.env.USER_POOL_ID = pool.userPoolId;

    const runtimeConfig: RuntimeConfig = {
      apiBase: '/api',
      region: 'us-east-1',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoEndpoint: cognito.endpoint,
      authFlow: 'USER_PASSWORD_AUTH',
      mediaBase: process.env.MEDIA_BASE_URL!,
      environment: 'local',
    };
    // No streams in dynalite: the tail hands new event items to the dispatcher's own handler.
    const events = startEventTail({ endpoint: dynamo.endpoint });
    stoppers.push(events.stop);
    const api = await startLocalApi({
      events,
      port: apiPort,
      host,
      issuer: `${cognito.issuerDomain}/${pool.userPoolId}`,
      clientId: pool.userPoolClientId,
      runtimeConfig: () => runtimeConfig,
      mailbox,
      triggers: {
        PreSignUp: async (event) =>
          (await import('../../functions/src/auth-triggers/pre-sign-up')).handler(event as never),
        PostConfirmation: async (event) =>
          (await import('../../functions/src/auth-triggers/post-confirmation')).handler(event as never),
        PreTokenGeneration: async (event) => withStandardClaims(event as TokenGenerationEvent),
      },
    });
    stoppers.push(api.stop);

    if (options.seed) await seedDemoData(cognitoClient, pool.userPoolId);
    if (options.videoTimersMs) stoppers.push(startVideoTimers({ intervalMs: options.videoTimersMs }).stop);
    dynamo.resetCounts();

    return { dynamo, cognito, api, events, mailbox, pool, s3Endpoint, runtimeConfig, cognitoClient, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
