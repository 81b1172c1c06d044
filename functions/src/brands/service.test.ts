import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { idPattern, type Brand } from '@reelbridge/shared';
import { setDocumentClient } from '../data/client';
import { AppError } from '../lib/errors';
import type { Principal } from '../lib/principal';
import * as service from './service';

const dynamo = mockClient(DynamoDBDocumentClient);

const admin: Principal = { role: 'admin', userId: 'u-admin', email: 'a@x.test' };
const brandUser: Principal = { role: 'brand', userId: 'u-brand', email: 'b@x.test', companyId: 'co_aaaaaaaaaaaa' };

const stored: Brand = {
  id: 'co_aaaaaaaaaaaa',
  name: 'Acme',
  email: 'hello@acme.test',
  phone: '+15551234567',
  industry: 'beauty',
  onboardingState: 'completed',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

function cancelled(codes: string[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

async function rejection(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeEach(() => {
  process.env.TABLE_NAME = 'test-table';
  dynamo.reset();
  process.env.AWS_REGION = 'us-east-1';
  setDocumentClient(undefined);
});

describe('registerCompany', () => {
  it('writes the brand, its e-mail guard, the owner invitation and its event in one transaction (no overview count)', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const brand = await service.registerCompany(
      { name: 'Acme', email: 'hello@acme.test', phone: '555 123 4567', industry: 'beauty' },
      undefined,
      '2026-11-21T10:00:00.000Z',
    );
    expect(brand.id).toMatch(idPattern('company'));
    expect(brand.phone).toBe('+15551234567');
    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const items = call!.args[0].input.TransactItems!;
    // The brand, its guard, the invitation, the event, and its search entries: its name and its e-mail's domain.
    expect(items).toHaveLength(6);
    expect(items.slice(4).map((item) => item.Put!.Item)).toMatchObject([
      { pk: `BRAND#${brand.id}`, sk: 'SEARCH#0', gsi1pk: 'BRAND_SEARCH', gsi1sk: `acme#${brand.id}` },
      { pk: `BRAND#${brand.id}`, sk: 'SEARCH#1', gsi1pk: 'BRAND_SEARCH', gsi1sk: `acme.test#${brand.id}` },
    ]);
    expect(items[0]!.Put!.Item).toMatchObject({
      pk: `BRAND#${brand.id}`,
      sk: 'PROFILE',
      gsi1pk: 'BRANDS',
      gsi1sk: `acme#${brand.id}`,
    });
    expect(items[1]!.Put!).toMatchObject({
      Item: { pk: 'EMAIL#brand#hello@acme.test', sk: 'GUARD', brandId: brand.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    // The overview's brand count is kept from the event by the counters consumer, not in this transaction.
    expect(items.some((item) => String(item.Update?.Key?.pk ?? '').startsWith('STATS'))).toBe(false);
    expect(items[3]!.Put!.Item).toMatchObject({
      type: 'event',
      event: { type: 'brand.registered', brandId: brand.id },
    });
    // The owner invitation: only the secret's hash is stored; the token is answered once.
    const [, inviteId, secret] = brand.ownerInvitation!.split('.');
    expect(items[2]!.Put!).toMatchObject({
      Item: {
        pk: `BRAND#${brand.id}`,
        sk: `TEAM#INVITE#${inviteId}`,
        role: 'owner',
        // The table's TTL attribute, in epoch seconds (docs/data-model.md "Invitations").
        expiresAt: Date.parse('2026-11-28T10:00:00.000Z') / 1000,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(JSON.stringify(items[2])).not.toContain(secret);
  });

  it('answers 409 naming the company that has the e-mail', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));
    dynamo
      .on(GetCommand, { Key: { pk: 'EMAIL#brand#hello@acme.test', sk: 'GUARD' } })
      .resolves({ Item: { brandId: stored.id } });
    dynamo.on(GetCommand, { Key: { pk: `BRAND#${stored.id}`, sk: 'PROFILE' } }).resolves({ Item: { ...stored } });
    const error = await rejection(
      service.registerCompany(
        { name: 'Other', email: 'hello@acme.test', phone: '5551234567', industry: 'food' },
        undefined,
      ),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe('A company with this email (Acme) already exists; use a different email');
  });
});

describe('listBrands', () => {
  it('lists the brand listing index with one Query, for an admin', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ ...stored, pk: 'x', gsi1pk: 'BRANDS' }] });
    const page = await service.listBrands(admin, { limit: 10 });
    expect(page.items).toEqual([stored]);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'BRANDS' },
      // One more than the page: it tells whether a next page exists (data/pagination.ts pageOf).
      Limit: 11,
    });
  });

  it('searches the brands by their search entries: one Query and one BatchGet, for an admin', async () => {
    const entry = { pk: `BRAND#${stored.id}`, sk: 'SEARCH#0', gsi1pk: 'BRAND_SEARCH', brandId: stored.id };
    dynamo.on(QueryCommand).resolves({ Items: [{ ...entry, gsi1sk: `acme#${stored.id}`, tokens: ['acme'] }] });
    dynamo.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: [{ ...stored, pk: 'x' }] } });
    const page = await service.listBrands(admin, { query: 'AC', limit: 10 });
    expect(page.items).toEqual([stored]);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'BRAND_SEARCH', ':prefix': 'ac' },
    });
  });

  it('gives a brand user only their own brand, without a query', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...stored } });
    const page = await service.listBrands(brandUser, {});
    expect(page.items.map((brand) => brand.id)).toEqual([stored.id]);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('updateBrand', () => {
  const input = { name: 'Acme', email: 'hello@acme.test', phone: '5559876543', industry: 'beauty' as const };

  it('refuses a brand user on another brand before reading anything', async () => {
    const error = await rejection(service.updateBrand(brandUser, 'co_bbbbbbbbbbbb', input));
    expect(error.status).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('writes conditionally on the stored version when the e-mail is unchanged', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...stored } });
    dynamo.on(UpdateCommand).resolves({});
    const brand = await service.updateBrand(admin, stored.id, input, '2026-11-21T10:00:00.000Z');
    expect(brand).toMatchObject({ phone: '+15559876543', version: 4, updatedAt: '2026-11-21T10:00:00.000Z' });
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND #version = :expected');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':expected': 3, ':version': 4 });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('replaces the search entries in the same transaction when the name changes', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...stored } });
    dynamo.on(TransactWriteCommand).resolves({});
    await service.updateBrand(admin, stored.id, { ...input, name: 'Acme Glow Labs' });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update!.ConditionExpression).toBe('attribute_exists(pk) AND #version = :expected');
    expect(items.slice(1).map((item) => item.Put!.Item!.gsi1sk)).toEqual(
      ['acme glow labs', 'glow labs', 'labs', 'acme.test'].map((token) => `${token}#${stored.id}`),
    );
  });

  it('answers 409 when the client edited an older version', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...stored } });
    const error = await rejection(service.updateBrand(admin, stored.id, { ...input, version: 2 }));
    expect(error.status).toBe(409);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 409 when another write lands between read and write', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...stored } });
    dynamo
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }));
    const error = await rejection(service.updateBrand(admin, stored.id, input));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This brand was changed by someone else. Reload and try again.');
  });

  it('moves the e-mail guard in the same transaction when the e-mail changes', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...stored } });
    dynamo.on(TransactWriteCommand).resolves({});
    await service.updateBrand(admin, stored.id, { ...input, email: 'new@acme.test' });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[1]!.Delete!.Key).toEqual({ pk: 'EMAIL#brand#hello@acme.test', sk: 'GUARD' });
    expect(items[2]!.Put!.Item).toMatchObject({ pk: 'EMAIL#brand#new@acme.test', brandId: stored.id });
  });

  it('answers 404 for an unknown brand', async () => {
    dynamo.on(GetCommand).resolves({});
    expect((await rejection(service.updateBrand(admin, 'co_zzzzzzzzzzzz', input))).status).toBe(404);
  });
});

describe('getOverview', () => {
  it("answers a brand user their own brand's figures, from its stats partition only", async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'STATS#BRAND#co_aaaaaaaaaaaa', sk: 'OVERVIEW', creatorCount: 3 },
        { pk: 'STATS#BRAND#co_aaaaaaaaaaaa', sk: 'CREATOR#cr_1', creatorId: 'cr_1', engagementRate: 0.04 },
        { pk: 'STATS#BRAND#co_aaaaaaaaaaaa', sk: 'CREATOR#cr_2', creatorId: 'cr_2', engagementRate: 0.06 },
        // A creator without a rate is counted, not averaged.
        { pk: 'STATS#BRAND#co_aaaaaaaaaaaa', sk: 'CREATOR#cr_3', creatorId: 'cr_3' },
      ],
    });
    // Running campaigns: the brand's analytics figures of now (one source with GET /analytics).
    dynamo.on(GetCommand, { Key: { pk: 'ANALYTICS#BRAND#co_aaaaaaaaaaaa', sk: 'NOW' } }).resolves({
      Item: { campN_active: 2, campN_draft: 1 },
    });
    expect(await service.getOverview(brandUser)).toEqual({
      totalBrands: 1,
      activeCreators: 3,
      runningCampaigns: 2,
      avgEngagement: 0.05,
    });
    // The average comes from the markers' copies of the rates: no creator profile is read.
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    const [query] = dynamo.commandCalls(QueryCommand);
    expect(query!.args[0].input.ExpressionAttributeValues).toEqual({ ':pk': 'STATS#BRAND#co_aaaaaaaaaaaa' });
    // The agency's figures are never read for a brand user: only the brand's own.
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([
      { pk: 'ANALYTICS#BRAND#co_aaaaaaaaaaaa', sk: 'NOW' },
    ]);
  });

  it("answers an admin the agency's figures", async () => {
    dynamo.on(GetCommand, { Key: { pk: 'STATS', sk: 'OVERVIEW' } }).resolves({
      Item: { brandCount: 7, creatorCount: 4, engagementSum: 0.2, engagementCount: 4 },
    });
    dynamo.on(GetCommand, { Key: { pk: 'ANALYTICS#AGENCY', sk: 'NOW' } }).resolves({
      Item: { campN_active: 1, campN_completed: 5 },
    });
    expect(await service.getOverview(admin)).toEqual({
      totalBrands: 7,
      activeCreators: 4,
      runningCampaigns: 1,
      avgEngagement: 0.05,
    });
  });

  it('refuses a creator', async () => {
    const creator: Principal = {
      role: 'creator',
      userId: 'u-creator',
      email: 'c@x.test',
      creatorId: 'cr_1',
    } as Principal;
    expect((await rejection(service.getOverview(creator))).status).toBe(403);
  });
});
