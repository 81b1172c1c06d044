/**
 * Vitest global setup for the integration project: one local stack (in-memory DynamoDB, temporary
 * folders, ephemeral ports, demo data) shared by the integration test files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DynamoFaults } from './dynamo';
import { startLocalStack, type LocalStack } from './stack';
import type {} from '../../functions/src/testing/int';

/**
 * LOCAL_DYNAMO_MODE=aws-like (npm run test:aws-like): the whole run against a local DynamoDB that behaves as the real
 * one does under concurrency: conflicting transactions are cancelled, the indexes lag and reads without ConsistentRead
 * may be stale (DynamoFaults). Switched on after the demo data is seeded; a test's own faults add to these.
 */
export const AWS_LIKE_FAULTS: DynamoFaults = { conflictWhileInFlight: true, gsiLag: 200, staleReads: true };

let stack: LocalStack | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-int-'));
  stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamo: 0, s3: 0, cognito: 0, api: 0 },
    seed: true,
  });
  const mode = process.env.LOCAL_DYNAMO_MODE;
  if (mode === 'aws-like') stack.dynamo.setBaseFaults(AWS_LIKE_FAULTS);
  else if (mode) throw new Error(`LOCAL_DYNAMO_MODE is aws-like or unset, not ${mode}`);
  project.provide('localStack', {
    apiUrl: stack.api.url,
    dynamoEndpoint: stack.dynamo.endpoint,
    cognitoEndpoint: stack.cognito.endpoint,
    userPoolId: stack.pool.userPoolId,
    userPoolClientId: stack.pool.userPoolClientId,
    tableName: process.env.TABLE_NAME!,
    s3Endpoint: stack.s3Endpoint,
    uploadsBucket: process.env.UPLOADS_BUCKET!,
    dataDir,
  });
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
