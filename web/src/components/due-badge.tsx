import { useSyncExternalStore } from 'react';
import { dueLabel, dueState, formatDueDate, type DueState } from '@reelbridge/shared/rules/due';
import { TintBadge, type Tint } from './tint-badge';

/** A due date as the API gives it: the calendar date, its zone and the instant it ends. */
export interface DueFields {
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
}

const COLORS: Record<DueState, Tint> = { late: 'red', due_soon: 'yellow', on_track: 'gray' };

/**
 * One clock for every due badge on the page: a single interval, started by the first badge and stopped with the last.
 * The time is read when the first badge renders, then again every minute.
 */
const minuteClock = (() => {
  const listeners = new Set<() => void>();
  let now: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      timer ??= setInterval(() => {
        now = Date.now();
        listeners.forEach((notify) => notify());
      }, 60_000);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearInterval(timer);
        timer = undefined;
        now = undefined;
      };
    },
    now: () => (now ??= Date.now()),
  };
})();

/** The time now, again every minute: a page left open shows work late once its due day ends. */
function useClock(): number {
  return useSyncExternalStore(minuteClock.subscribe, minuteClock.now);
}

/**
 * A due date as a badge (docs/ux-rules.md): 'Late by 2 days' red, 'Due tomorrow' yellow while due soon, else
 * 'Due Dec 3' grey. Work that is done (`done`) shows its date only, never late. Computed with the clock (useClock), so a
 * page left open turns late at the end of the due day; `now` is for tests. Nothing without a due date.
 */
export function DueBadge({ due, done = false, now }: { due: DueFields; done?: boolean; now?: number }) {
  const clock = useClock();
  if (!due.dueDate) return null;
  const at = now ?? clock;
  const state: DueState = done || !due.dueAt ? 'on_track' : dueState(due.dueAt, at);
  const label = done
    ? `Due ${formatDueDate(due.dueDate, at)}`
    : dueLabel({ dueDate: due.dueDate, dueAt: due.dueAt, dueTimeZone: due.dueTimeZone }, at);
  return (
    <TintBadge tint={COLORS[state]} data-due={done ? 'done' : state}>
      {label}
    </TintBadge>
  );
}
