import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  type BatchGetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { MAX_ONBOARDING_PRODUCTS, type Brand, type OnboardingSubmit } from '@reelbridge/shared';
import { setDocumentClient } from '../data/client';
import { LARGEST_SUBMISSION } from '../data/onboarding';
import type { Principal } from '../lib/principal';
import { submit } from './onboarding';

const dynamo = mockClient(DynamoDBDocumentClient);

const owner: Principal = { role: 'brand', userId: 'u-owner', email: 'o@x.test', companyId: 'co_aaaaaaaaaaaa' };

const registered: Brand = {
  id: 'co_aaaaaaaaaaaa',
  name: 'Registered',
  email: 'hello@mail.acme.test',
  phone: '+15551234567',
  industry: 'health',
  onboardingState: 'completed',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

const longName = (label: string) => `${label} one two three four five six`;
const previousIds = Array.from({ length: MAX_ONBOARDING_PRODUCTS }, (_, index) => `prd_prev${index}`);

beforeEach(() => {
  process.env.TABLE_NAME = 'test-table';
  process.env.AWS_REGION = 'us-east-1';
  dynamo.reset();
  setDocumentClient(undefined);
  dynamo.on(GetCommand).resolves({ Item: { pk: `BRAND#${registered.id}`, sk: 'PROFILE', ...registered } });
  dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const requested = Object.values(input.RequestItems ?? {})[0]?.Keys ?? [];
    const Responses = {
      'test-table': requested.flatMap((key): Record<string, unknown>[] => {
        if (key.sk === 'ONBOARDING') return [{ ...key, productIds: previousIds }];
        const id = String(key.sk).replace('PRODUCT#', '');
        if (!previousIds.includes(id)) return [];
        const product = { id, brandId: registered.id, name: longName(id), pricingCents: 100, benefits: [] };
        return [{ ...key, ...product, media: { photos: [], videos: [], packaging: [] }, version: 2 }];
      }),
    };
    return { Responses };
  });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('submitting the onboarding wizard', () => {
  it('renames the brand (list keys and search entries) in the one transaction, at its largest within the limit', async () => {
    const input = {
      brand: { name: longName('Renamed'), email: registered.email, phone: '5551234567', industry: 'food' },
      products: Array.from({ length: MAX_ONBOARDING_PRODUCTS }, (_, index) => ({
        name: longName(`New${index}`),
        description: 'A product',
        pricing: 10,
        benefits: [],
      })),
      visualAssets: { productPhotos: [], brandVideos: [], packagingFiles: [] },
      brandVoice: { styleGuide: [], marketingMaterials: [], socialExamples: [] },
      strategy: {},
      creatorSetup: {},
    } as unknown as OnboardingSubmit;
    await submit(owner, registered.id, input, '2026-02-01T00:00:00.000Z');

    const writes = dynamo.commandCalls(TransactWriteCommand);
    expect(writes).toHaveLength(1);
    const items = writes[0]!.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(LARGEST_SUBMISSION);
    expect(items.length).toBeLessThanOrEqual(100);

    const brandUpdate = items.find((item) => item.Update?.Key?.sk === 'PROFILE')!.Update!;
    expect(brandUpdate.ExpressionAttributeValues).toMatchObject({
      ':gsi1sk': `renamed one two three four five six#${registered.id}`,
      ':gsi2pk': 'BRAND_INDUSTRY#food',
      ':gsi2sk': `renamed one two three four five six#${registered.id}`,
    });
    const brandEntries = items.flatMap((item) =>
      item.Put?.Item?.type === 'brandSearch' ? [String(item.Put.Item.gsi1sk)] : [],
    );
    expect(brandEntries).toHaveLength(8);
    expect(brandEntries[0]).toBe(`renamed one two three four five six#${registered.id}`);
    expect(brandEntries.some((key) => key.startsWith('registered'))).toBe(false);
  });
});
