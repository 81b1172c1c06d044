import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The unit tests run with LOG_LEVEL=SILENT; this file reads what is written (as request-log.test.ts does).
const levelBefore = vi.hoisted(() => {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'INFO';
  return level;
});
import type { Context } from 'aws-lambda';
import { captureLogLines } from '../testing/log-lines';
import { withInvocationLog } from './invocation-log';
import { logger } from './logger';

const lines: Record<string, unknown>[] = [];
beforeAll(() => captureLogLines(lines));
beforeEach(() => {
  lines.length = 0;
});
afterAll(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = levelBefore;
});

const context = (awsRequestId: string) =>
  ({ functionName: 'reelbridge-auth', awsRequestId, getRemainingTimeInMillis: () => 1000 }) as unknown as Context;

interface TriggerEvent {
  triggerSource: string;
  userName: string;
  email: string;
}
const event: TriggerEvent = { triggerSource: 'PostConfirmation_ConfirmSignUp', userName: 'u-1', email: 'a@b.test' };

describe('withInvocationLog', () => {
  it('writes one line per invocation: what ran, about what, ok and how long, under the Lambda request id', async () => {
    const handler = withInvocationLog(
      'cognito-trigger',
      async (received: TriggerEvent) => {
        logger.info('working');
        return received;
      },
      (received) => ({ trigger: received.triggerSource, userName: received.userName }),
    );
    await expect(handler(event, context('req-ok'))).resolves.toBe(event);
    expect(lines.map((line) => line.message)).toEqual(['working', 'invocation']);
    for (const line of lines) expect(line.correlation_id).toBe('req-ok');
    expect(lines[1]).toMatchObject({
      kind: 'cognito-trigger',
      trigger: 'PostConfirmation_ConfirmSignUp',
      userName: 'u-1',
      outcome: 'ok',
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('a@b.test');
  });

  it('writes the line with outcome error and passes the error on; the next invocation has its own id', async () => {
    const failing = withInvocationLog('export-worker', async (_payload: { exportId: string }) => {
      throw new Error('S3 said no');
    });
    await expect(failing({ exportId: 'ex-1' }, context('req-error'))).rejects.toThrow('S3 said no');
    expect(lines).toEqual([
      expect.objectContaining({ message: 'invocation', kind: 'export-worker', outcome: 'error' }),
    ]);
    expect(lines[0]!.correlation_id).toBe('req-error');

    lines.length = 0;
    const next = withInvocationLog('video-timers', async () => 'done');
    await next(undefined, context('req-next'));
    expect(lines).toEqual([expect.objectContaining({ correlation_id: 'req-next', outcome: 'ok' })]);
  });

  it('a describe that throws costs the line nothing but its fields', async () => {
    const handler = withInvocationLog(
      'event-dispatcher',
      async () => 'ok',
      () => {
        throw new Error('no Records');
      },
    );
    await handler({}, context('req-describe'));
    expect(lines).toEqual([expect.objectContaining({ kind: 'event-dispatcher', outcome: 'ok' })]);
  });
});
