import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMIT_LEEWAY_MS, redriveDeadLetters } from '../scripts/redrive-events';

const sqsMock = mockClient(SQSClient);
const lambdaMock = mockClient(LambdaClient);
const QUEUE = 'https://sqs.us-east-1.amazonaws.com/123456789012/DispatchFailures';

/** The body of an on-failure record of a DynamoDB stream event source mapping. */
const deadLetter = (first: string, last: string) =>
  JSON.stringify({
    requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: 6 },
    DDBStreamBatchInfo: {
      shardId: 'shardId-1',
      startSequenceNumber: '100',
      endSequenceNumber: '124',
      approximateArrivalOfFirstRecord: first,
      approximateArrivalOfLastRecord: last,
      batchSize: 25,
      streamArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/t/stream/s',
    },
  });

const eventItem = (id: string, at: string) => ({
  pk: `EVENT#${id}`,
  sk: 'EVENT',
  type: 'event',
  event: { id, at, type: 'campaign.briefSent' },
});

const answer = (value: unknown) => ({ StatusCode: 200, Payload: Buffer.from(JSON.stringify(value)) as never });

beforeEach(() => {
  sqsMock.reset();
  lambdaMock.reset();
  process.env.TABLE_NAME = 't';
});

describe('npm run events:redrive', () => {
  it("hands the events of a dead letter's window to the dispatcher and deletes the message once they went through", async () => {
    sqsMock
      .on(ReceiveMessageCommand)
      .resolvesOnce({
        Messages: [
          {
            MessageId: 'm1',
            ReceiptHandle: 'r1',
            Body: deadLetter('2026-11-25T08:00:00.000Z', '2026-11-25T08:00:02Z'),
          },
        ],
      })
      .resolves({ Messages: [] });
    lambdaMock.on(InvokeCommand).resolves(answer({ batchItemFailures: [] }));
    const windows: [string, string][] = [];
    const report = await redriveDeadLetters({
      queueUrl: QUEUE,
      functionName: 'dispatcher',
      sqs: new SQSClient({ region: 'us-east-1' }),
      lambda: new LambdaClient({ region: 'us-east-1' }),
      readEvents: async (since, until) => {
        windows.push([since, until]);
        return [eventItem('ev_1', '2026-11-25T07:59:59.000Z'), eventItem('ev_2', '2026-11-25T08:00:01.000Z')];
      },
    });

    expect(report).toEqual({ messages: 1, redriven: 1, events: 2, failed: [] });
    expect(windows).toEqual([
      [new Date(Date.parse('2026-11-25T08:00:00.000Z') - COMMIT_LEEWAY_MS).toISOString(), '2026-11-25T08:00:02.000Z'],
    ]);
    const invoked = lambdaMock.commandCalls(InvokeCommand)[0]!.args[0].input;
    expect(invoked.FunctionName).toBe('dispatcher');
    const payload = JSON.parse(Buffer.from(invoked.Payload as Uint8Array).toString('utf8')) as {
      Records: { eventName: string; dynamodb: { NewImage: { event: { M: { id: { S: string } } } } } }[];
    };
    expect(payload.Records.map((record) => [record.eventName, record.dynamodb.NewImage.event.M.id.S])).toEqual([
      ['INSERT', 'ev_1'],
      ['INSERT', 'ev_2'],
    ]);
    expect(sqsMock.commandCalls(DeleteMessageCommand).map((call) => call.args[0].input)).toEqual([
      { QueueUrl: QUEUE, ReceiptHandle: 'r1' },
    ]);
  });

  it('leaves the message on the queue when the dispatcher fails again, and reports it', async () => {
    sqsMock
      .on(ReceiveMessageCommand)
      .resolvesOnce({
        Messages: [
          { MessageId: 'm1', ReceiptHandle: 'r1', Body: deadLetter('2026-11-25T08:00:00Z', '2026-11-25T08:00:00Z') },
        ],
      })
      .resolves({ Messages: [] });
    lambdaMock.on(InvokeCommand).resolves(answer({ batchItemFailures: [{ itemIdentifier: '1' }] }));
    const report = await redriveDeadLetters({
      queueUrl: QUEUE,
      functionName: 'dispatcher',
      sqs: new SQSClient({ region: 'us-east-1' }),
      lambda: new LambdaClient({ region: 'us-east-1' }),
      readEvents: async () => [eventItem('ev_1', '2026-11-25T08:00:00.000Z')],
    });
    expect(report.redriven).toBe(0);
    expect(report.failed).toEqual([{ messageId: 'm1', reason: 'the dispatcher failed on 1 event(s) again' }]);
    expect(sqsMock.commandCalls(DeleteMessageCommand)).toHaveLength(0);
  });

  it('refuses a message that is not a stream dead letter, and only lists in a dry run', async () => {
    sqsMock
      .on(ReceiveMessageCommand)
      .resolvesOnce({
        Messages: [
          { MessageId: 'bad', ReceiptHandle: 'r0', Body: '{"hello":1}' },
          { MessageId: 'm1', ReceiptHandle: 'r1', Body: deadLetter('2026-11-25T08:00:00Z', '2026-11-25T08:00:00Z') },
        ],
      })
      .resolves({ Messages: [] });
    const lines: string[] = [];
    const report = await redriveDeadLetters({
      queueUrl: QUEUE,
      functionName: 'dispatcher',
      sqs: new SQSClient({ region: 'us-east-1' }),
      lambda: new LambdaClient({ region: 'us-east-1' }),
      readEvents: async () => [eventItem('ev_1', '2026-11-25T08:00:00.000Z')],
      dryRun: true,
      log: (line) => lines.push(line),
    });
    expect(report).toEqual({
      messages: 2,
      redriven: 0,
      events: 0,
      failed: [{ messageId: 'bad', reason: 'not a DynamoDB stream dead letter (no DDBStreamBatchInfo)' }],
    });
    expect(lines).toEqual([expect.stringMatching(/^m1: 1 event\(s\) recorded from /)]);
    expect(lambdaMock.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(sqsMock.commandCalls(DeleteMessageCommand)).toHaveLength(0);
  });
});
