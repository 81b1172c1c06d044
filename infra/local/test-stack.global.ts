/**
 * Vitest global setup for the integration project: one local stack (in-memory DynamoDB, temporary
 * folders, ephemeral ports, demo data) shared by the integration test files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from './stack';
import type {} from '../../functions/src/testing/int';

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
  project.provide('localStack', {
    apiUrl: stack.api.url,
    dynamoEndpoint: stack.dynamo.endpoint,
    cognitoEndpoint: stack.cognito.endpoint,
    userPoolId: stack.pool.userPoolId,
    userPoolClientId: stack.pool.userPoolClientId,
    tableName: process.env.TABLE_NAME!,
    dataDir,
  });
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
