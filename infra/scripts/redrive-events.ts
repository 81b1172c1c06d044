/**
 * npm run events:redrive -- --queue-url <DispatchFailuresQueueUrl> --function-name <DispatcherFunctionName>
 *                           [--table <TableName>] [--dry-run]
 *
 * Hands the events of the dispatcher's dead letters to the dispatcher again, once whatever made them fail is fixed
 * (docs/events.md, "When a consumer keeps failing"). A dead letter of a stream event source holds the failed batch's
 * stream positions and arrival times, not its records, and the stream keeps records 24 hours only; the events
 * themselves stay in the table. So the events recorded in the batch's time window are read again from the events'
 * time index and handed to the dispatcher Lambda as stream records, 25 at a time; a message is deleted from the queue
 * only once every event of its window was handed over without a failure. The consumers do their work once per event
 * and recipient, so the other events of the window, already delivered, do nothing again.
 *
 * The three values are the outputs of the Events and Data stacks (`aws cloudformation describe-stacks`). AWS
 * credentials come from the environment.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { AWS_REGION } from '@reelbridge/shared';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { eventItemsSince } from '../../functions/src/data/event-log';
import { EVENT_ITEM_TYPE } from '../../functions/src/data/events';
import { insertRecord } from '../local/event-tail';
import { DISPATCH_BATCH_SIZE } from '../lib/events-stack';

/**
 * How long before a batch's first arrival its events may have been recorded: an event's `at` is taken before its
 * transaction commits (a transaction retried with backoff takes seconds, never minutes).
 */
export const COMMIT_LEEWAY_MS = 5 * 60_000;

/** The part of an on-failure record of a DynamoDB stream event source that says which records failed. */
interface StreamBatchInfo {
  approximateArrivalOfFirstRecord: string;
  approximateArrivalOfLastRecord: string;
  batchSize?: number;
}

export interface RedriveReport {
  messages: number;
  redriven: number;
  events: number;
  failed: { messageId: string; reason: string }[];
}

export interface RedriveOptions {
  queueUrl: string;
  functionName: string;
  sqs: SQSClient;
  lambda: LambdaClient;
  /** The event items recorded from `since` to `until` (ISO times), oldest first. */
  readEvents?: (since: string, until: string) => Promise<Record<string, unknown>[]>;
  dryRun?: boolean;
  log?: (line: string) => void;
}

const defaultReadEvents = async (since: string, until: string) =>
  (await eventItemsSince(since, { until })).filter(
    (item) => item.type === EVENT_ITEM_TYPE && String((item.event as { at: string }).at) <= until,
  );

function batchInfoOf(body: string | undefined): StreamBatchInfo {
  const parsed = JSON.parse(body ?? '{}') as { DDBStreamBatchInfo?: StreamBatchInfo };
  const info = parsed.DDBStreamBatchInfo;
  if (!info?.approximateArrivalOfFirstRecord || !info.approximateArrivalOfLastRecord) {
    throw new Error('not a DynamoDB stream dead letter (no DDBStreamBatchInfo)');
  }
  return info;
}

async function handOver(lambda: LambdaClient, functionName: string, records: DynamoDBRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += DISPATCH_BATCH_SIZE) {
    const batch = records.slice(start, start + DISPATCH_BATCH_SIZE);
    const answer = await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'RequestResponse',
        Payload: Buffer.from(JSON.stringify({ Records: batch })),
      }),
    );
    const text = answer.Payload ? Buffer.from(answer.Payload).toString('utf8') : '';
    if (answer.FunctionError) throw new Error(`the dispatcher failed: ${answer.FunctionError} ${text}`);
    const failures = ((text ? JSON.parse(text) : {}) as DynamoDBBatchResponse).batchItemFailures ?? [];
    if (failures.length) throw new Error(`the dispatcher failed on ${failures.length} event(s) again`);
  }
}

/** Reads every dead letter on the queue and redrives it (see above). */
export async function redriveDeadLetters(options: RedriveOptions): Promise<RedriveReport> {
  const { sqs, lambda, queueUrl, functionName, dryRun = false, log = () => undefined } = options;
  const readEvents = options.readEvents ?? defaultReadEvents;
  const report: RedriveReport = { messages: 0, redriven: 0, events: 0, failed: [] };
  const seen = new Set<string>();
  for (;;) {
    const received = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        VisibilityTimeout: 300,
      }),
    );
    const messages = (received.Messages ?? []).filter((message) => !seen.has(message.MessageId ?? ''));
    if (messages.length === 0) return report;
    for (const message of messages) {
      seen.add(message.MessageId ?? '');
      report.messages += 1;
      try {
        const info = batchInfoOf(message.Body);
        const since = new Date(Date.parse(info.approximateArrivalOfFirstRecord) - COMMIT_LEEWAY_MS).toISOString();
        const until = new Date(info.approximateArrivalOfLastRecord).toISOString();
        const items = await readEvents(since, until);
        log(`${message.MessageId}: ${items.length} event(s) recorded from ${since} to ${until}`);
        if (dryRun) continue;
        const records = items.map((item, index) => insertRecord(item, String(index + 1).padStart(21, '0')));
        await handOver(lambda, functionName, records);
        await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
        report.redriven += 1;
        report.events += items.length;
      } catch (error) {
        // Left on the queue (visible again after the visibility timeout) for the next redrive.
        report.failed.push({ messageId: message.MessageId ?? '', reason: (error as Error).message });
      }
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'queue-url': { type: 'string' },
      'function-name': { type: 'string' },
      table: { type: 'string' },
      region: { type: 'string', default: AWS_REGION },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  if (!values['queue-url'] || !values['function-name'] || !values.table) {
    console.error('Usage: npm run events:redrive -- --queue-url URL --function-name NAME --table TABLE [--dry-run]');
    process.exit(2);
  }
  process.env.TABLE_NAME = values.table;
  process.env.AWS_REGION = values.region;
  const report = await redriveDeadLetters({
    queueUrl: values['queue-url'],
    functionName: values['function-name'],
    sqs: new SQSClient({ region: values.region }),
    lambda: new LambdaClient({ region: values.region }),
    dryRun: values['dry-run'],
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(report, null, 2));
  if (report.failed.length) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
