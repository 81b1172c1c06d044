import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { NodeHttpHandlerOptions } from '@smithy/node-http-handler';
import { afterEach, describe, expect, it } from 'vitest';
import { db, setDocumentClient } from '../data/client';
import { AWS_CLIENT_SETTINGS } from './aws-config';
import { kmsClient } from './cipher';
import { cognito } from './cognito';
import { sesClient } from './mail';
import { s3 } from './s3';

interface ResolvedConfig {
  maxAttempts: () => Promise<number>;
  retryStrategy: () => Promise<{ mode: string }>;
  requestHandler: unknown;
}

/** The options a client's NodeHttpHandler was created with (it resolves them lazily, before its first request). */
async function handlerOptions(config: ResolvedConfig): Promise<NodeHttpHandlerOptions> {
  return (config.requestHandler as { configProvider: Promise<NodeHttpHandlerOptions> }).configProvider;
}

afterEach(() => setDocumentClient(undefined));

describe('AWS SDK clients', () => {
  const clients: [string, () => { config: unknown }][] = [
    ['DynamoDB', () => db()],
    ['S3', () => s3()],
    ['KMS', () => kmsClient()],
    ['SES', () => sesClient()],
    ['Cognito', () => cognito()],
  ];

  it.each(clients)('%s: 1 s to connect, 3 s per request (thrown), standard retries, 3 attempts', async (_, make) => {
    const config = make().config as ResolvedConfig;
    expect(await config.maxAttempts()).toBe(3);
    expect((await config.retryStrategy()).mode).toBe('standard');
    expect(await handlerOptions(config)).toMatchObject({
      connectionTimeout: 1000,
      requestTimeout: 3000,
      throwOnRequestTimeout: true,
    });
  });

  it('S3 keeps checksums to when required', async () => {
    const config = s3().config as unknown as {
      requestChecksumCalculation: () => Promise<string>;
      responseChecksumValidation: () => Promise<string>;
    };
    expect(await config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
    expect(await config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
  });

  it('gives up on a server that accepts the request and never answers, with a TimeoutError after 3 s', async () => {
    const hung = new Set<http.ServerResponse>();
    const server = http.createServer((_request, response) => void hung.add(response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = new DynamoDBClient({
      ...AWS_CLIENT_SETTINGS,
      maxAttempts: 1,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const started = Date.now();
    try {
      const error = await client
        .send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }))
        .catch((caught: unknown) => caught as Error);
      expect((error as Error).name).toBe('TimeoutError');
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    } finally {
      client.destroy();
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 10_000);
});
