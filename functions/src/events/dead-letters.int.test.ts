/**
 * When the mail server fails: the dispatcher retries the event, then puts it on the dead-letter list (AWS: the
 * `DispatchFailures` queue) with nothing lost in the table, and a redrive once the server is back sends the e-mail
 * once (docs/events.md, "When a consumer keeps failing").
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadLetter } from '../../../infra/local/event-tail';
import { MAX_ATTEMPTS } from '../../../infra/local/event-tail';
import { documentClient } from '../../../infra/local/testing';
import type { LocalMail } from '../../../infra/local/mailbox';
import { keys } from '../data/keys';
import { settleEvents, stack } from '../testing/int';
import { as, createWorld, type World } from '../testing/world';

let world: World;

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const setMailDown = (down: boolean) => control('/_local/mail/outage', { down });
const deadLetters = async () => (await control('/_local/events/dead-letters')) as DeadLetter[];
/** The briefs of this world's campaign to this world's creator (every world's campaign has the same name). */
const briefs = async () =>
  ((await control('/_local/mail')) as LocalMail[]).filter(
    (mail) =>
      mail.to === world.creatorA.email.toLowerCase() &&
      mail.subject.startsWith('Your brief: ') &&
      mail.text.includes(`/creator/campaign/${world.campaignX}`),
  );

beforeAll(async () => {
  world = await createWorld();
  await settleEvents(60_000);
}, 90_000);

afterAll(async () => {
  await setMailDown(false);
  // Whatever else failed meanwhile is handed over again, so later files find every e-mail sent.
  await control('/_local/events/redrive', {});
  await settleEvents(60_000);
}, 90_000);

describe('a mail server that keeps failing', () => {
  it('retries the event, then dead-letters it with its history line and its pending e-mail kept; a redrive sends it once', async () => {
    const campaign = (await as('admin', 'GET', `/campaigns/${world.campaignX}`)) as { body: { name: string } };
    const campaignName = campaign.body.name;
    const before = new Date().toISOString();
    await setMailDown(true);
    const sent = await as('admin', 'POST', `/campaigns/${world.campaignX}/creators/${world.creatorA.id}/brief`);
    expect(sent.status).toBe(200);
    // The tail hands the event over MAX_ATTEMPTS times, then gives up on it: settled.
    await settleEvents();

    const letter = (await deadLetters()).find((entry) => entry.type === 'campaign.briefSent' && entry.at >= before);
    expect(letter).toMatchObject({ type: 'campaign.briefSent', attempts: MAX_ATTEMPTS });
    expect(await briefs()).toEqual([]);

    // Nothing lost: the other consumers did their work (the campaign's history has the brief), and the e-mail waits in
    // the outbox, pending, with its failed attempts counted.
    const history = (await as('admin', 'GET', `/campaigns/${world.campaignX}/activity`)) as {
      body: { items: { id: string; type: string }[] };
    };
    expect(history.body.items.find((line) => line.type === 'campaign.briefSent')).toBeDefined();
    const table = documentClient(stack());
    const record = await table.send(
      new GetCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.notificationMail(letter!.eventId, world.creatorA.email),
        ConsistentRead: true,
      }),
    );
    const messageId = (record.Item as { messageId: string }).messageId;
    const message = await table.send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.outboxMessage(messageId), ConsistentRead: true }),
    );
    expect(message.Item).toMatchObject({ status: 'pending', mail: { subject: `Your brief: ${campaignName}` } });
    expect((message.Item as { attempts: number }).attempts).toBeGreaterThanOrEqual(MAX_ATTEMPTS);

    // The server is back; the operator redrives the dead letter: the brief leaves once, and only once.
    await setMailDown(false);
    expect(await control('/_local/events/redrive', { eventIds: [letter!.eventId] })).toEqual({ redriven: 1 });
    await settleEvents();
    expect(await control('/_local/events/redrive', { eventIds: [letter!.eventId] })).toEqual({ redriven: 0 });
    await settleEvents();
    const sentBriefs = await briefs();
    expect(sentBriefs).toHaveLength(1);
    expect(sentBriefs[0]!.subject).toBe(`Your brief: ${campaignName}`);
    expect((await deadLetters()).map((entry) => entry.eventId)).not.toContain(letter!.eventId);
    const delivered = await table.send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.outboxMessage(messageId), ConsistentRead: true }),
    );
    expect(delivered.Item).toMatchObject({ status: 'sent' });
  });

  it('refuses a change to the local controls without a JSON body (a page on another site cannot send one)', async () => {
    const response = await fetch(`${stack().apiUrl}/_local/mail/outage`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ down: true }),
    });
    expect(response.status).toBe(415);
    expect((await control('/_local/mail/outage', { down: false })) as { down: boolean }).toEqual({ down: false });
  });
});
