import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoSave, type UseAutoSaveOptions } from './autosave';

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A save whose calls stay open until the test settles them, one by one. */
function controlledSave() {
  const calls: { value: string; lastSaved: string; deferred: Deferred }[] = [];
  const save = vi.fn(
    (value: string, lastSaved: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, lastSaved, deferred: { resolve, reject } });
      }),
  );
  return { save, calls };
}

function renderAutoSave(options: UseAutoSaveOptions<string>, initial = '') {
  return renderHook(({ value }) => useAutoSave(value, options), { initialProps: { value: initial } });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const settle = (fn: () => void) =>
  act(async () => {
    fn();
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useAutoSave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, 1.5 s after the last edit, with the latest value', async () => {
    const { save, calls } = controlledSave();
    const { result, rerender } = renderAutoSave({ save });
    expect(result.current.status).toBe('idle');

    rerender({ value: 'a' });
    expect(result.current).toMatchObject({ status: 'pending', dirty: true });
    await wait(1000);
    rerender({ value: 'ab' });
    await wait(1499);
    expect(save).not.toHaveBeenCalled();
    await wait(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ value: 'ab', lastSaved: '' });
    expect(result.current.status).toBe('saving');

    await settle(() => calls[0]!.deferred.resolve());
    expect(result.current).toMatchObject({ status: 'saved', dirty: false, error: undefined });
    await wait(10_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never runs two saves at once: edits made during a save are saved right after it', async () => {
    const { save, calls } = controlledSave();
    const { result, rerender } = renderAutoSave({ save });
    rerender({ value: 'first' });
    await wait(1500);
    expect(save).toHaveBeenCalledTimes(1);

    // Typed while the first save is under way; its own wait runs out before the first save answers.
    rerender({ value: 'second' });
    await wait(1500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'saving', dirty: true });

    await settle(() => calls[0]!.deferred.resolve());
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]).toMatchObject({ value: 'second', lastSaved: 'first' });
    await settle(() => calls[1]!.deferred.resolve());
    expect(result.current).toMatchObject({ status: 'saved', dirty: false });
  });

  it('waits for the debounce of an edit made during a save when it has not run out yet', async () => {
    const { save, calls } = controlledSave();
    const { result, rerender } = renderAutoSave({ save });
    rerender({ value: 'one' });
    await wait(1500);
    rerender({ value: 'two' });
    await wait(500);
    await settle(() => calls[0]!.deferred.resolve());
    expect(result.current).toMatchObject({ status: 'pending', dirty: true });
    expect(save).toHaveBeenCalledTimes(1);
    await wait(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]!.value).toBe('two');
  });

  it('shows the failure, retries with a growing wait, and recovers: the edit is not lost', async () => {
    const { save, calls } = controlledSave();
    const offline = new Error('offline');
    const { result, rerender } = renderAutoSave({ save, retryDelaysMs: [2000, 4000] });
    rerender({ value: 'draft' });
    await wait(1500);
    await settle(() => calls[0]!.deferred.reject(offline));
    expect(result.current).toMatchObject({ status: 'error', error: offline, dirty: true });

    await wait(1999);
    expect(save).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saving');
    await settle(() => calls[1]!.deferred.reject(offline));
    expect(result.current.status).toBe('error');

    // The second retry waits longer.
    await wait(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(calls[2]).toMatchObject({ value: 'draft', lastSaved: '' });
    await settle(() => calls[2]!.deferred.resolve());
    expect(result.current).toMatchObject({ status: 'saved', dirty: false, error: undefined });
  });

  it('retries a failure that is not worth retrying on its own at the next edit, with that edit', async () => {
    const { save, calls } = controlledSave();
    const { result, rerender } = renderAutoSave({ save, shouldRetry: () => false });
    rerender({ value: 'bad' });
    await wait(1500);
    await settle(() => calls[0]!.deferred.reject(new Error('400')));
    await wait(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('error');

    rerender({ value: 'better' });
    // Still failed until the new save starts.
    expect(result.current.status).toBe('error');
    await wait(1500);
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]).toMatchObject({ value: 'better', lastSaved: '' });
    await settle(() => calls[1]!.deferred.resolve());
    expect(result.current.status).toBe('saved');
  });

  it('an edit during a waiting retry replaces the retry with the normal wait', async () => {
    const { save, calls } = controlledSave();
    const { rerender } = renderAutoSave({ save, retryDelaysMs: [10_000] });
    rerender({ value: 'x' });
    await wait(1500);
    await settle(() => calls[0]!.deferred.reject(new Error('500')));
    rerender({ value: 'xy' });
    await wait(1500);
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]!.value).toBe('xy');
  });

  it('needs no save when the value is edited back to the saved one', async () => {
    const { save } = controlledSave();
    const { result, rerender } = renderAutoSave({ save }, 'saved');
    rerender({ value: 'saved!' });
    rerender({ value: 'saved' });
    await wait(5000);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.dirty).toBe(false);
  });

  it('saves nothing while disabled, and waits the delay again once enabled', async () => {
    const { save } = controlledSave();
    const { result, rerender } = renderHook(({ value, enabled }) => useAutoSave(value, { save, enabled }), {
      initialProps: { value: '', enabled: false },
    });
    rerender({ value: 'typed', enabled: false });
    await wait(5000);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.dirty).toBe(true);
    rerender({ value: 'typed', enabled: true });
    await wait(1500);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves what is unsaved right away when the page is left', async () => {
    const { save, calls } = controlledSave();
    const { rerender, unmount } = renderAutoSave({ save });
    rerender({ value: 'last words' });
    await wait(200);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls[0]!.value).toBe('last words');
  });

  it('exclusive waits for the save under way and holds auto-saving until the task ends', async () => {
    const { save, calls } = controlledSave();
    const { result, rerender } = renderAutoSave({ save });
    rerender({ value: 'v1' });
    await wait(1500);
    rerender({ value: 'v2' });

    const order: string[] = [];
    let finishTask!: () => void;
    let done!: Promise<string>;
    act(() => {
      done = result.current.exclusive(async () => {
        order.push('task');
        await new Promise<void>((resolve) => (finishTask = resolve));
        result.current.markSaved('v2');
        return 'submitted';
      });
    });
    await wait(5000);
    expect(order).toEqual([]);
    await settle(() => calls[0]!.deferred.resolve());
    expect(order).toEqual(['task']);
    // No draft save of v2 while the task runs, however long.
    await wait(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    await settle(() => finishTask());
    await expect(done).resolves.toBe('submitted');
    await wait(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'saved', dirty: false });
  });

  it('asks before a reload or close while an edit is unsaved', async () => {
    const { save, calls } = controlledSave();
    const { rerender } = renderAutoSave({ save });
    const unsaved = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unsaved()).toBe(false);
    rerender({ value: 'typed' });
    expect(unsaved()).toBe(true);
    await wait(1500);
    await settle(() => calls[0]!.deferred.resolve());
    expect(unsaved()).toBe(false);
  });

  it('does not ask before leaving with warnOnLeave: false, and still saves what is unsaved', async () => {
    const { save, calls } = controlledSave();
    const { rerender } = renderAutoSave({ save, warnOnLeave: false });
    const event = new Event('beforeunload', { cancelable: true });
    rerender({ value: 'typed' });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await wait(1500);
    expect(calls[0]!.value).toBe('typed');
  });

  it('with initiallySaved: false, saves the first value too, once enabled and after the delay', async () => {
    const { save, calls } = controlledSave();
    const { result, rerender } = renderHook(
      ({ value, enabled }) => useAutoSave(value, { save, enabled, initiallySaved: false }),
      { initialProps: { value: 'restored', enabled: false } },
    );
    await wait(5000);
    expect(save).not.toHaveBeenCalled();
    rerender({ value: 'restored', enabled: true });
    expect(result.current).toMatchObject({ status: 'pending', dirty: true });
    await wait(1499);
    expect(save).not.toHaveBeenCalled();
    await wait(1);
    expect(calls[0]!.value).toBe('restored');
    await settle(() => calls[0]!.deferred.resolve());
    expect(result.current).toMatchObject({ status: 'saved', dirty: false });
  });

  it('with initiallySaved: false, saves the first value on mount when enabled from the start', async () => {
    const { save, calls } = controlledSave();
    renderAutoSave({ save, initiallySaved: false }, 'restored');
    await wait(1500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls[0]!.value).toBe('restored');
  });
});
