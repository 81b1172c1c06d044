import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useIdempotentAction } from './idempotency';

function setup(outcomes: ('ok' | 'fail')[]) {
  const keys: string[] = [];
  const action = vi.fn(async (_: { name: string }, key: string) => {
    keys.push(key);
    if (outcomes.shift() === 'fail') throw new Error('network');
    return 'done';
  });
  const { result } = renderHook(() => useIdempotentAction(action));
  return { run: (name: string) => result.current({ name }), keys };
}

describe('useIdempotentAction: one Idempotency-Key per user action', () => {
  it('sends the same request again with the same key until it succeeds, then starts a new action', async () => {
    const { run, keys } = setup(['fail', 'ok', 'ok']);
    await expect(run('A')).rejects.toThrow('network');
    await expect(run('A')).resolves.toBe('done');
    await run('A');
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('gives a changed request its own key', async () => {
    const { run, keys } = setup(['fail', 'ok']);
    await expect(run('A')).rejects.toThrow();
    await run('B');
    expect(keys[1]).not.toBe(keys[0]);
  });
});
