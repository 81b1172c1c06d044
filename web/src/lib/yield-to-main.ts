/**
 * Resolves in a task of its own, so that the work after it is not part of the task before it: a slow phone counts
 * every main-thread task over 50 ms as blocking (docs/performance.md, "Start-up in small tasks"). `scheduler.yield`
 * where the browser has it (Chromium 129+: the continuation runs before other queued tasks), a zero timeout
 * elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
