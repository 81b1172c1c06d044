import { AUTOSAVE_DELAY_MS } from '@reelbridge/shared/constants';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * idle: nothing edited yet; pending: edits wait for the debounce; saving: a save is under way; saved: everything
 * edited is saved; error: the last save failed (it is retried).
 */
export type AutoSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface AutoSaveSnapshot {
  status: AutoSaveStatus;
  /** The error of the last failed save, until a save succeeds. */
  error: unknown;
  /** The value differs from the last saved one. */
  dirty: boolean;
}

export interface AutoSaveOptions<T> {
  /** Saves `value`; `lastSaved` is the value of the last successful save (or the initial one). */
  save: (value: T, lastSaved: T) => Promise<unknown>;
  /** Wait after the last edit (AUTOSAVE_DELAY_MS, 1.5 s). */
  delayMs?: number;
  /** Waits before each retry of a failed save; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** Failures worth retrying on their own (others are retried on the next edit only). */
  shouldRetry?: (error: unknown) => boolean;
  /** How values are compared: equal serialisations need no save. */
  serialize?: (value: T) => string;
  /**
   * false: the first value is not known to be saved (e.g. restored from this browser), so it is saved too, once
   * saving is enabled.
   */
  initiallySaved?: boolean;
}

export const DEFAULT_RETRY_DELAYS_MS = [2000, 4000, 8000, 16000, 30000] as const;

/**
 * Debounced, serialised saving of a value with retries; framework-free so that the rules are testable on their
 * own. Guarantees: at most one save at a time; edits made during a save are saved after it; a failed save is
 * retried with backoff (when `shouldRetry` allows) and on the next edit; an edit is never dropped.
 */
export class AutoSaveController<T> {
  private value: T;
  private key: string;
  private savedValue: T;
  /** null: nothing is known to be saved yet. */
  private savedKey: string | null;
  private enabled = true;
  private held = 0;
  private attached = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  /** The debounce ran out while a save was under way: save again right after it. */
  private queued = false;
  private failures = 0;
  private snapshot: AutoSaveSnapshot = { status: 'idle', error: undefined, dirty: false };
  private readonly listeners = new Set<() => void>();
  private options: Required<AutoSaveOptions<T>>;

  constructor(initial: T, options: AutoSaveOptions<T>) {
    this.options = withDefaults(options);
    this.value = initial;
    this.savedValue = initial;
    this.key = this.options.serialize(initial);
    this.savedKey = this.options.initiallySaved ? this.key : null;
  }

  setOptions(options: AutoSaveOptions<T>): void {
    this.options = withDefaults(options);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AutoSaveSnapshot => this.snapshot;

  /** The current value (on every edit) and whether saving is allowed at all. */
  update(value: T, enabled = true): void {
    const key = this.options.serialize(value);
    const edited = key !== this.key;
    const reenabled = enabled && !this.enabled;
    this.value = value;
    this.key = key;
    this.enabled = enabled;
    if (!enabled) {
      this.clearTimer();
      this.emit({ dirty: this.isDirty() });
      return;
    }
    if (!this.isDirty()) {
      // Edited back to what is saved: nothing to do (a save under way settles the status itself).
      this.clearTimer();
      if (!this.inFlight) {
        this.emit({ status: this.snapshot.status === 'idle' ? 'idle' : 'saved', error: undefined, dirty: false });
      }
      return;
    }
    // Every edit restarts the wait, which also replaces a waiting retry: a failed save is retried on the next edit.
    if (edited || reenabled) this.schedule(this.options.delayMs);
    const { status } = this.snapshot;
    this.emit({ status: status === 'saving' || status === 'error' ? status : 'pending', dirty: true });
  }

  /** Starts a save now (when something is unsaved). */
  flush(): Promise<void> {
    this.clearTimer();
    return this.run();
  }

  /**
   * Runs `task` with auto-saving paused: waiting edits are not saved meanwhile and a save under way is waited
   * for first (e.g. a submission that carries every value itself).
   */
  async exclusive<R>(task: () => Promise<R>): Promise<R> {
    this.held += 1;
    this.clearTimer();
    try {
      if (this.inFlight) await this.inFlight;
      return await task();
    } finally {
      this.held -= 1;
      if (this.held === 0 && this.attached && this.enabled && this.isDirty() && !this.timer) {
        this.schedule(this.options.delayMs);
      }
    }
  }

  /** Records `value` as saved by other means (e.g. a submission). */
  markSaved(value: T): void {
    this.savedValue = value;
    this.savedKey = this.options.serialize(value);
    this.failures = 0;
    if (!this.isDirty()) {
      this.clearTimer();
      this.emit({ status: 'saved', error: undefined, dirty: false });
    }
  }

  attach(): void {
    this.attached = true;
    if (this.enabled && this.isDirty() && !this.timer && !this.inFlight) this.schedule(this.options.delayMs);
  }

  /** Leaving the page: what is not saved yet is saved now, once, without waiting for the debounce. */
  detach(): void {
    this.attached = false;
    this.clearTimer();
    if (this.enabled && this.held === 0 && this.isDirty()) void this.run();
  }

  private isDirty(): boolean {
    return this.key !== this.savedKey;
  }

  private emit(next: Partial<AutoSaveSnapshot>): void {
    const snapshot = { ...this.snapshot, ...next };
    if (
      snapshot.status === this.snapshot.status &&
      snapshot.error === this.snapshot.error &&
      snapshot.dirty === this.snapshot.dirty
    ) {
      return;
    }
    this.snapshot = snapshot;
    this.listeners.forEach((listener) => listener());
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, ms);
  }

  private retryDelay(): number {
    const delays = this.options.retryDelaysMs;
    return delays[Math.min(this.failures, delays.length) - 1] ?? delays[delays.length - 1] ?? 0;
  }

  private run(): Promise<void> {
    if (this.inFlight) {
      this.queued = true;
      return this.inFlight;
    }
    if (!this.enabled || this.held > 0 || !this.isDirty()) return Promise.resolve();
    this.clearTimer();
    this.queued = false;
    const value = this.value;
    const key = this.key;
    this.emit({ status: 'saving' });
    const attempt = Promise.resolve()
      .then(() => this.options.save(value, this.savedValue))
      .then(
        () => {
          this.inFlight = null;
          this.savedValue = value;
          this.savedKey = key;
          this.failures = 0;
          if (!this.isDirty()) {
            this.emit({ status: 'saved', error: undefined, dirty: false });
            return;
          }
          // Edited during the save: save again now if their debounce ran out meanwhile, else when it does.
          this.emit({ status: 'pending', error: undefined, dirty: true });
          if (this.queued) void this.run();
          else if (!this.timer && this.attached && this.enabled && this.held === 0) this.schedule(this.options.delayMs);
        },
        (error: unknown) => {
          this.inFlight = null;
          this.failures += 1;
          this.emit({ status: 'error', error, dirty: this.isDirty() });
          if (!this.attached || this.held > 0 || !this.enabled) return;
          if (this.queued) void this.run();
          else if (!this.timer && this.options.shouldRetry(error)) this.schedule(this.retryDelay());
        },
      );
    this.inFlight = attempt;
    return attempt;
  }
}

function withDefaults<T>(options: AutoSaveOptions<T>): Required<AutoSaveOptions<T>> {
  return {
    save: options.save,
    delayMs: options.delayMs ?? AUTOSAVE_DELAY_MS,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    shouldRetry: options.shouldRetry ?? (() => true),
    serialize: options.serialize ?? ((value: T) => JSON.stringify(value)),
    initiallySaved: options.initiallySaved ?? true,
  };
}

export interface AutoSave<T> extends AutoSaveSnapshot {
  flush: () => Promise<void>;
  exclusive: <R>(task: () => Promise<R>) => Promise<R>;
  markSaved: (value: T) => void;
}

export interface UseAutoSaveOptions<T> extends AutoSaveOptions<T> {
  /** false while nothing may be saved. */
  enabled?: boolean;
  /**
   * Whether the browser asks before a reload or close that would drop an unsaved edit; false where every edit is
   * also kept in the browser at once (the onboarding wizard), so that a reload loses nothing anyway.
   */
  warnOnLeave?: boolean;
}

/**
 * Auto-saves `value` `delayMs` after the last edit (see AutoSaveController). `value` starts as the saved value
 * (unless `initiallySaved: false`). Leaving the page saves what is unsaved, and the browser asks before a reload or
 * close that would drop an unsaved edit (unless `warnOnLeave: false`).
 */
export function useAutoSave<T>(value: T, options: UseAutoSaveOptions<T>): AutoSave<T> {
  const { enabled = true, warnOnLeave = true, ...rest } = options;
  const [controller] = useState(() => new AutoSaveController(value, rest));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  useEffect(() => controller.setOptions(rest));
  useEffect(() => controller.update(value, enabled), [controller, value, enabled]);
  useEffect(() => {
    controller.attach();
    return () => controller.detach();
  }, [controller]);

  const unsafeToLeave = warnOnLeave && (snapshot.dirty || snapshot.status === 'saving');
  useEffect(() => {
    if (!unsafeToLeave) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsafeToLeave]);

  const [actions] = useState(() => ({
    flush: () => controller.flush(),
    exclusive: <R>(task: () => Promise<R>) => controller.exclusive(task),
    markSaved: (saved: T) => controller.markSaved(saved),
  }));
  return { ...snapshot, ...actions };
}
