/**
 * The local stand-in for the timers' schedule (issue 20, docs/videos.md): in AWS an EventBridge rule invokes the job's
 * Lambda every 15 minutes (infra/lib/video-timers.ts); locally `npm start` calls the very same handler
 * (functions/src/ugc-projects/timers.ts) on a timer, every minute by default (`--timers-every <seconds>`, env
 * VIDEO_TIMERS_EVERY_SECONDS; 0 switches it off). The integration tests never start it: they run the job themselves
 * with a fake clock.
 */

export const DEFAULT_VIDEO_TIMERS_MS = 60_000;

export interface VideoTimerLoop {
  /** How many runs finished (with or without an error). */
  readonly runs: number;
  stop(): Promise<void>;
}

type Job = () => Promise<unknown>;

const defaultJob: Job = async () => (await import('../../functions/src/ugc-projects/timers')).handler(undefined);

/** Runs the job every `intervalMs`, never two runs at once; an error is logged and the next run comes as usual. */
export function startVideoTimers(options: {
  intervalMs: number;
  job?: Job;
  log?: (line: string) => void;
}): VideoTimerLoop {
  const job = options.job ?? defaultJob;
  const log = options.log ?? ((line: string) => console.error(line));
  let runs = 0;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = job()
      .then(
        () => undefined,
        (error: unknown) => log(`Video timers failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        runs += 1;
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    get runs() {
      return runs;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
