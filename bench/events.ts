/**
 * The events half of `npm run bench` (docs/events.md): how long after a change its notification is in the bell, and
 * how many events a second the dispatcher works through in a burst, on the local stack (the tail hands events to the
 * dispatcher's own handler every 250 ms, as DynamoDB Streams would hand them to its Lambda).
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEvent } from '@reelbridge/shared';
import { keys } from '../functions/src/data/keys';
import { EVENT_ITEM_TYPE } from '../functions/src/data/events';
import type { LocalStack } from '../infra/local/stack';
import { callApi, documentClient } from '../infra/local/testing';
import { endpointsOf } from './api';

type Out = (line?: string) => void;

interface EventWorld {
  brandId: string;
  creatorId: string;
  campaignId: string;
  tokens: { admin: string; creator: string };
}

const SAMPLES = 20;
const BURST = 1_000;
const POLL_MS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function must<T>(promise: Promise<{ status: number; body: T }>, label: string): Promise<T> {
  const { status, body } = await promise;
  if (status >= 300) throw new Error(`${label}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * From a creator's "submit all" answering to the agency's bell listing it: the creator delivers the one video of a
 * fresh project, then the admin's notification list is read every 20 ms until the notification is there.
 */
async function notificationLatency(stack: LocalStack, world: EventWorld): Promise<number[]> {
  const endpoints = endpointsOf(stack);
  const latencies: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const name = `Latency ${sample} ${randomUUID().slice(0, 6)}`;
    const project = await must(
      callApi<{ id: string }>(endpoints, 'POST', '/ugc-projects', {
        token: world.tokens.admin,
        body: {
          name,
          brandId: world.brandId,
          creators: [{ creatorId: world.creatorId, videoCount: 1, costPerVideo: 5 }],
        },
      }),
      'project',
    );
    await stack.events.settle({ timeoutMs: 30_000 });
    await must(
      callApi(endpoints, 'POST', `/ugc-projects/${project.id}/submissions/submit`, {
        token: world.tokens.creator,
        body: {
          creatorId: world.creatorId,
          submissions: [{ videoNumber: 1, videoUrl: `https://www.tiktok.com/@bench/video/${sample}`, sparkCode: 'S' }],
        },
      }),
      'submit',
    );
    const committed = performance.now();
    for (;;) {
      const page = await must(
        callApi<{ items: { title: string }[] }>(endpoints, 'GET', '/notifications?limit=5', {
          token: world.tokens.admin,
        }),
        'notifications',
      );
      if (page.items.some((item) => item.title.includes(name))) break;
      if (performance.now() - committed > 30_000) throw new Error('The notification did not arrive in 30 s');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    latencies.push(performance.now() - committed);
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * A burst of 1,000 events written at once (a campaign's "created", as a bulk import would make them): the time until
 * the dispatcher has handed every one to the counters, the activity history and the notifications consumers.
 */
async function burstThroughput(stack: LocalStack, world: EventWorld): Promise<{ ms: number; perSecond: number }> {
  const client = documentClient(endpointsOf(stack));
  const table = process.env.TABLE_NAME!;
  await stack.events.settle({ timeoutMs: 60_000 });
  const before = stack.events.handedOver();
  const at = new Date().toISOString();
  const items = Array.from({ length: BURST }, (_, index) => {
    const event: ActivityEvent = {
      id: `ev_bench${String(index).padStart(6, '0')}${randomUUID().slice(0, 4)}`,
      type: 'campaign.created',
      at,
      actor: { role: 'admin', email: 'bench@bench.test' },
      subject: { kind: 'campaign', id: world.campaignId, name: 'Bench campaign' },
      brandId: world.brandId,
      campaignId: world.campaignId,
      count: 1,
    };
    return { ...keys.event(event.id, event.at), type: EVENT_ITEM_TYPE, event };
  });
  const started = performance.now();
  for (let start = 0; start < items.length; start += 25) {
    await client.send(
      new BatchWriteCommand({
        RequestItems: { [table]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
  while (stack.events.handedOver() - before < BURST) {
    if (performance.now() - started > 600_000) throw new Error('The burst was not dispatched in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ms = performance.now() - started;
  return { ms, perSecond: (BURST / ms) * 1000 };
}

export async function eventBench(stack: LocalStack, world: EventWorld, out: Out): Promise<void> {
  // The set-up before this (the request-count worlds: 1,000+ brands registered, each an event that notifies every
  // admin) leaves a backlog: measured apart, then the samples start with the dispatcher caught up.
  const backlogBefore = stack.events.handedOver();
  const drainStarted = performance.now();
  await stack.events.settle({ timeoutMs: 1_200_000 });
  const backlog = { events: stack.events.handedOver() - backlogBefore, ms: performance.now() - drainStarted };
  const latencies = await notificationLatency(stack, world);
  const burst = await burstThroughput(stack, world);
  const ms = (value: number) => `${Math.round(value)} ms`;
  out(
    `From a creator's "submit all" answering to the notification in the agency's bell (GET /api/notifications read ` +
      `every ${POLL_MS} ms), ${SAMPLES} samples; the local dispatcher reads new events every 250 ms. Target: p95 ≤ 2 s.`,
  );
  out();
  out('| p50 | p95 | max |');
  out('|---|---|---|');
  out(`| ${ms(percentile(latencies, 0.5))} | ${ms(percentile(latencies, 0.95))} | ${ms(latencies.at(-1)!)} |`);
  out();
  out(
    `A burst of ${BURST} events written at once, each handed to the counters, the activity history and the ` +
      `notifications: all dispatched in ${(burst.ms / 1000).toFixed(1)} s, ${Math.round(burst.perSecond)} events/s ` +
      '(one local process, events one after another; in AWS the stream is read per shard in batches of 25).',
  );
  out();
  out(
    `Before the samples, the backlog the set-up left (${backlog.events} events, mostly brands registered straight ` +
      `through the data layer, each notifying every admin with an e-mail) was dispatched in ` +
      `${(backlog.ms / 1000).toFixed(1)} s.`,
  );
}
