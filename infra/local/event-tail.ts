/**
 * The local stack's event dispatcher (docs/events.md). dynalite has no streams, so this tails the event items
 * instead: every ~250 ms it reads the events' time index (gsi1 `EVENTS#<day>`, `<at>#<id>`) for a trailing window,
 * builds stream-shaped records of the events it has not handed over yet and calls the very Lambda handler that reads
 * the table's stream in AWS (functions/src/events/handler.ts).
 *
 * The window (60 s) is re-read on every tick, since an event can appear behind the tail: a transaction's `at` is taken
 * before it commits, and the index is a moment behind the table. It reaches back from the start of the last tick that
 * got through its events, not from now: a tick working through a backlog (after a burst of changes, every admin's
 * notification of each event) may outlast the window, and the events recorded meanwhile must still be read. An event
 * the handler reports failed is handed over again on the next ticks (as the stream retries), up to MAX_ATTEMPTS, the
 * window reaching back to it, then put on the local dead-letter list (AWS: the `DispatchFailures` queue), from which
 * `redrive` hands it over again. So, as in AWS, every event reaches the consumers at least once, in time order, a
 * moment after its change, or waits on the dead-letter list.
 *
 * The tail's own reads and the consumers' work are marked with a header that the local DynamoDB proxy neither counts
 * nor injects faults into: a test's request counts and faults stay its own (infra/local/dynamo.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '../../functions/src/data/client';
import { eventItemsSince } from '../../functions/src/data/event-log';

/** The header the local DynamoDB proxy leaves alone (no counts, no faults). */
export const EVENT_TAIL_HEADER = 'x-reelbridge-event-tail';

export const TAIL_INTERVAL_MS = 250;
export const TAIL_WINDOW_MS = 60_000;
export const MAX_ATTEMPTS = 10;

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse | void>;

export interface EventTailOptions {
  /** The local DynamoDB endpoint. */
  endpoint: string;
  /** The handler to call (the dispatcher Lambda's by default). */
  handler?: StreamHandler;
  intervalMs?: number;
  windowMs?: number;
}

/**
 * An event the consumers failed on MAX_ATTEMPTS times. In AWS the `DispatchFailures` queue gets the failed batch's
 * stream positions (shard, sequence numbers, times) rather than the record; the event itself stays in the table.
 */
export interface DeadLetter {
  eventId: string;
  type: string;
  at: string;
  attempts: number;
  failedAt: string;
}

export interface EventTail {
  /**
   * Resolves once every event recorded before the call has been handed over: when a tick that started at least
   * `quietMs` after the call (the index's lag) found nothing new and has no event waiting for a retry.
   */
  settle(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
  /** How many events were handed over so far. */
  handedOver(): number;
  /** The events given up on, oldest first. */
  deadLetters(): DeadLetter[];
  /**
   * Takes the given dead letters (all without ids) off the list and hands their events over again on the next tick,
   * if they are still within the window. Returns how many were taken.
   */
  redrive(eventIds?: string[]): number;
  stop(): Promise<void>;
}

const inTail = new AsyncLocalStorage<boolean>();
const marked = new WeakSet<object>();

type Middleware = (
  next: (args: { request: unknown }) => Promise<unknown>,
) => (args: { request: unknown }) => Promise<unknown>;

/** Marks a client's requests made inside the tail with EVENT_TAIL_HEADER (once per client). */
function markTailRequests(client: DynamoDBClient | DynamoDBDocumentClient, always = false): void {
  if (marked.has(client)) return;
  marked.add(client);
  const middleware: Middleware = (next) => (args) => {
    const request = args.request as { headers?: Record<string, string> };
    if (request.headers && (always || inTail.getStore())) request.headers[EVENT_TAIL_HEADER] = '1';
    return next(args);
  };
  client.middlewareStack.add(middleware as never, { step: 'build', name: 'reelbridgeEventTailHeader' } as never);
}

function streamContext(): Context {
  const name = 'reelbridge-local-dispatcher';
  return {
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 60_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** A stream record as DynamoDB Streams delivers an inserted item (NEW_IMAGE). */
export function insertRecord(item: Record<string, unknown>, sequenceNumber: string): DynamoDBRecord {
  const image = marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: false });
  return {
    eventID: sequenceNumber,
    eventName: 'INSERT',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    eventSourceARN: `arn:aws:dynamodb:us-east-1:000000000000:table/${process.env.TABLE_NAME}/stream/local`,
    dynamodb: {
      Keys: { pk: image.pk!, sk: image.sk! } as never,
      NewImage: image as never,
      SequenceNumber: sequenceNumber,
      SizeBytes: JSON.stringify(image).length,
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

export function startEventTail(options: EventTailOptions): EventTail {
  const intervalMs = options.intervalMs ?? TAIL_INTERVAL_MS;
  const windowMs = options.windowMs ?? TAIL_WINDOW_MS;
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const raw = new DynamoDBClient({ region: 'us-east-1', endpoint: options.endpoint, credentials, maxAttempts: 1 });
  markTailRequests(raw, true);
  const client = DynamoDBDocumentClient.from(raw);
  // The consumers use the functions' shared client: their requests are marked while the tail runs them.
  markTailRequests(db());
  const load = async (): Promise<StreamHandler> =>
    options.handler ?? (await import('../../functions/src/events/handler')).handler;

  /** Event id → its `at`, for every event handed over within the window (or given up on). */
  const done = new Map<string, string>();
  /** Event id → the failed deliveries so far and its `at`, for every event waiting for a retry. */
  const attempts = new Map<string, { tries: number; at: string }>();
  /** When the last tick that got through every event it read started: the next read reaches back from there. */
  let throughAt: number | undefined;
  /** The last tick that had events to hand over: how many, and how long the consumers took. */
  let lastBatch = { events: 0, ms: 0 };
  let sequence = 0;
  let count = 0;
  const dead = new Map<string, DeadLetter>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const waiters: { after: number; resolve: () => void }[] = [];

  async function tick(): Promise<boolean> {
    const startedAt = Date.now();
    let since = new Date(Math.min(startedAt, throughAt ?? startedAt) - windowMs).toISOString();
    for (const { at } of attempts.values()) if (at < since) since = at;
    const items = await eventItemsSince(since, { client });
    for (const [id, at] of done) if (at < since) done.delete(id);
    const fresh = items
      .filter((item) => item.type === 'event' && !done.has((item.event as { id: string }).id))
      .sort((a, b) => String(a.gsi1sk).localeCompare(String(b.gsi1sk)));
    if (fresh.length === 0) {
      throughAt = startedAt;
      return attempts.size === 0;
    }
    const records = fresh.map((item) => insertRecord(item, String(++sequence).padStart(21, '0')));
    const handler = await load();
    const handing = Date.now();
    const response = await inTail.run(true, () => handler({ Records: records }, streamContext()));
    lastBatch = { events: records.length, ms: Date.now() - handing };
    const failed = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    records.forEach((record, index) => {
      const event = fresh[index]!.event as { id: string; at: string; type: string };
      if (!failed.has(record.dynamodb!.SequenceNumber!)) {
        done.set(event.id, event.at);
        attempts.delete(event.id);
        count += 1;
        return;
      }
      const tries = (attempts.get(event.id)?.tries ?? 0) + 1;
      if (tries < MAX_ATTEMPTS) attempts.set(event.id, { tries, at: event.at });
      else {
        console.error(`[event tail] event ${event.id} failed ${tries} times: on the dead-letter list (redrive it)`);
        attempts.delete(event.id);
        done.set(event.id, event.at);
        const failedAt = new Date().toISOString();
        dead.set(event.id, { eventId: event.id, type: event.type, at: event.at, attempts: tries, failedAt });
      }
    });
    throughAt = startedAt;
    return false;
  }

  const loop = () => {
    if (stopped) return;
    const startedAt = Date.now();
    running = tick()
      .then((quiet) => {
        if (!quiet) return;
        for (const waiter of [...waiters]) {
          if (startedAt < waiter.after) continue;
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      })
      .catch((error: unknown) => {
        // The table may be busy (a test's faults) or going away: the next tick reads again.
        if (!stopped) console.error('[event tail]', (error as Error)?.message ?? error);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  timer = setTimeout(loop, 0);

  return {
    settle: ({ quietMs = 300, timeoutMs = 25_000 } = {}) =>
      new Promise<void>((resolve, reject) => {
        const waiter = { after: Date.now() + quietMs, resolve: () => (clearTimeout(limit), resolve()) };
        const limit = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          const busy = `its last batch: ${lastBatch.events} event(s) in ${lastBatch.ms} ms`;
          reject(
            new Error(`The event tail did not settle within ${timeoutMs} ms (${busy}, ${attempts.size} to retry)`),
          );
        }, timeoutMs);
        waiters.push(waiter);
      }),
    handedOver: () => count,
    deadLetters: () => [...dead.values()],
    redrive: (eventIds) => {
      const ids = eventIds ?? [...dead.keys()];
      let taken = 0;
      for (const id of ids) {
        if (!dead.delete(id)) continue;
        done.delete(id);
        taken += 1;
      }
      return taken;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      raw.destroy();
    },
  };
}
