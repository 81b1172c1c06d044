import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDocumentClient } from './client';
import { onceExternal } from './deliveries';

const dynamo = mockClient(DynamoDBDocumentClient);
const ref = { eventId: 'ev_1', consumer: 'mail', recipient: 'ana@x.test' };
const refused = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => {
  process.env.TABLE_NAME = 'test-table';
  process.env.AWS_REGION = 'us-east-1';
  dynamo.reset();
  setDocumentClient(undefined);
});

describe('onceExternal (claim, act, complete)', () => {
  it('claims the delivery record, does the work, then marks it done', async () => {
    dynamo.on(UpdateCommand).resolves({});
    let sent = 0;
    expect(await onceExternal(ref, () => Promise.resolve(void sent++))).toBe('done');
    expect(sent).toBe(1);
    const [claim, complete] = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(claim!.Key).toEqual({ pk: 'DELIVERY#ev_1', sk: 'mail#ana@x.test' });
    expect(claim!.ConditionExpression).toContain('attribute_not_exists(pk)');
    expect(complete!.ConditionExpression).toBe('claimId = :claim');
    expect(complete!.ExpressionAttributeValues![':claim']).toBe(claim!.ExpressionAttributeValues![':claim']);
  });

  it('does nothing when the event was delivered already (or another delivery holds it)', async () => {
    dynamo.on(UpdateCommand).rejects(refused());
    let sent = 0;
    expect(await onceExternal(ref, () => Promise.resolve(void sent++))).toBe('already');
    expect(sent).toBe(0);
  });

  it('gives the claim back when the work fails, so the next delivery tries again', async () => {
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(DeleteCommand).resolves({});
    await expect(onceExternal(ref, () => Promise.reject(new Error('SES is down')))).rejects.toThrow('SES is down');
    const [release] = dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input);
    expect(release!.Key).toEqual({ pk: 'DELIVERY#ev_1', sk: 'mail#ana@x.test' });
    expect(release!.ConditionExpression).toBe('claimId = :claim');
    // Only the claim was written: nothing marked the delivery done.
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(1);
  });
});
