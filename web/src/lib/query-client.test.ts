import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_KEY } from './activity-history';
import { createQueryClient, HISTORY_CATCH_UP_MS } from './query-client';

describe('the query client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the histories on screen again once the dispatcher has caught up after a change', async () => {
    const client = createQueryClient();
    client.setQueryData([ACTIVITY_KEY, 'project', 'pj_1'], { pages: [], pageParams: [] });
    client.setQueryData(['projects', 'pj_1'], { id: 'pj_1' });

    await new MutationObserver(client, { mutationFn: () => Promise.resolve('saved') }).mutate();
    expect(client.getQueryState([ACTIVITY_KEY, 'project', 'pj_1'])?.isInvalidated).toBe(false);

    await vi.advanceTimersByTimeAsync(HISTORY_CATCH_UP_MS[0]);
    expect(client.getQueryState([ACTIVITY_KEY, 'project', 'pj_1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['projects', 'pj_1'])?.isInvalidated).toBe(false);
  });

  it('leaves the histories alone after a change that failed', async () => {
    const client = createQueryClient();
    client.setQueryData([ACTIVITY_KEY, 'project', 'pj_1'], { pages: [], pageParams: [] });

    await new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('refused')) })
      .mutate()
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(HISTORY_CATCH_UP_MS[1]);

    expect(client.getQueryState([ACTIVITY_KEY, 'project', 'pj_1'])?.isInvalidated).toBe(false);
  });
});
