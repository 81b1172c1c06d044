import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ActivityEvent } from '@reelbridge/shared';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { eventOfItem } from '../data/events';
import { withInvocationLog } from '../lib/invocation-log';
import { flushMetrics, metrics } from '../lib/metrics';
import type { EventConsumer } from './consumer';
import { CONSUMERS } from './consumers';
import { dispatchEvent, EventDispatchError } from './dispatcher';

/** The event a stream record carries: an INSERT of an event item; undefined for any other record. */
export function eventOfRecord(record: DynamoDBRecord): ActivityEvent | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  return eventOfItem(unmarshall(image as Record<string, AttributeValue>));
}

/**
 * The handler for a batch of stream records, with the consumers to hand events to (tests pass their own). Records
 * are processed one after another, in the stream's order (the order of the changes within a partition); a record
 * whose event some consumer failed on is reported in batchItemFailures, and the others are not lost. In AWS, Lambda
 * then hands the batch over again from the first failed record (records after it are handed over again too, which
 * the consumers' delivery records make harmless), bisecting it and finally sending it to the dead-letter queue.
 */
export function streamHandler(consumers: readonly EventConsumer[] = CONSUMERS) {
  const recordHandler = async (record: DynamoDBRecord): Promise<void> => {
    const event = eventOfRecord(record);
    if (!event) return;
    const failures = await dispatchEvent(event, consumers);
    if (failures.length) throw new EventDispatchError(failures);
  };
  return async (streamEvent: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> => {
    // A processor per batch: it keeps the batch's state, and the local tail may call while a batch is under way.
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    metrics.captureColdStartMetric(context.functionName);
    try {
      return await processPartialResponse(streamEvent, recordHandler, processor, {
        context,
        processInParallel: false,
        // A whole failed batch is reported like a partial one: each record, so the stream retries from the first.
        throwOnFullBatchFailure: false,
      });
    } finally {
      // The consumers' metrics (notifications and briefs sent or failed, transactions retried), once per batch.
      flushMetrics();
    }
  };
}

/** The dispatcher Lambda, fed by the table's stream filtered to inserted event items (infra/lib/events-stack.ts). */
const dispatchBatch = streamHandler();
/** Lambda always passes its context; the local tail does too (infra/local/event-tail.ts). */
export const handler = withInvocationLog(
  'event-dispatcher',
  (batch: DynamoDBStreamEvent, context?: Context) => dispatchBatch(batch, context as Context),
  (batch) => ({ records: batch.Records?.length ?? 0 }),
);
