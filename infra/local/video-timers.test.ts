import { describe, expect, it } from 'vitest';
import { startVideoTimers } from './video-timers';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local video timers loop', () => {
  it('runs the job on its interval, never two runs at once, and goes on after a failing run', async () => {
    let active = 0;
    let most = 0;
    let calls = 0;
    const lines: string[] = [];
    const loop = startVideoTimers({
      intervalMs: 10,
      log: (line) => lines.push(line),
      job: async () => {
        calls += 1;
        active += 1;
        most = Math.max(most, active);
        await wait(35);
        active -= 1;
        if (calls === 1) throw new Error('table busy');
      },
    });
    await expect.poll(() => calls, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await loop.stop();
    expect(most).toBe(1);
    expect(loop.runs).toBe(calls);
    expect(lines).toEqual(['Video timers failed: table busy']);
    const after = calls;
    await wait(50);
    expect(calls).toBe(after);
  });
});
