/**
 * The outbox (data/outbox.ts) on the local DynamoDB: a message written in a transaction is delivered once even when
 * two senders race for it (claim-then-send), and one whose delivery failed goes back to pending for the next sender.
 */
import { describe, expect, it } from 'vitest';
import { writeTransaction } from './data/client';
import { outbox, type OutboxMail } from './data/outbox';

async function pendingMessage(label: string): Promise<string> {
  const { id, item } = outbox.put(
    { to: `${label}@it.reelbridge.test`, subject: `Subject ${label}`, text: 'Hello' },
    new Date().toISOString(),
  );
  await writeTransaction({ TransactItems: [item] });
  return id;
}

describe('the outbox', () => {
  it('delivers a message once when two senders race for it, and marks it sent', async () => {
    const id = await pendingMessage('race');
    const delivered: OutboxMail[] = [];
    const deliver = async (mail: OutboxMail) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      delivered.push(mail);
    };
    const results = await Promise.all([outbox.deliverPending(deliver, [id]), outbox.deliverPending(deliver, [id])]);
    expect(delivered).toHaveLength(1);
    expect(results.flatMap((result) => result.sent)).toEqual([id]);
    expect(await outbox.get(id)).toMatchObject({ status: 'sent', attempts: 1 });
    // Delivered: a later sender finds nothing to do.
    expect(await outbox.deliverPending(deliver, [id])).toEqual({ sent: [], failed: [] });
    expect(delivered).toHaveLength(1);
  });

  it('puts a message whose delivery failed back to pending, and the next sender delivers it', async () => {
    const id = await pendingMessage('retry');
    const failing = () => Promise.reject(new Error('SES is down'));
    expect(await outbox.deliverPending(failing, [id])).toEqual({ sent: [], failed: [id] });
    expect(await outbox.get(id)).toMatchObject({ status: 'pending', lastError: 'SES is down', attempts: 1 });
    const delivered: OutboxMail[] = [];
    const result = await outbox.deliverPending(async (mail) => void delivered.push(mail), [id]);
    expect(result.sent).toEqual([id]);
    expect(delivered.map((mail) => mail.subject)).toEqual(['Subject retry']);
    expect(await outbox.get(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('lists pending messages for a dispatcher, and no longer once sent', async () => {
    const id = await pendingMessage('listed');
    // The index may lag (LOCAL_DYNAMO_MODE=aws-like: 200 ms).
    await expect.poll(() => outbox.pending(1000), { timeout: 2_000 }).toContain(id);
    await outbox.deliverPending(() => Promise.resolve(), [id]);
    await expect.poll(() => outbox.pending(1000), { timeout: 2_000 }).not.toContain(id);
  });
});
