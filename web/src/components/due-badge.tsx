import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dueLabel, dueState, formatDueDate, type DueState } from '@reelbridge/shared/rules/due';

/** A due date as the API gives it: the calendar date, its zone and the instant it ends. */
export interface DueFields {
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
}

const COLORS: Record<DueState, string> = { late: 'red', due_soon: 'yellow', on_track: 'gray' };

/** The time now, again every minute: a page left open shows work late once its due day ends. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
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
  const color = COLORS[state];
  return (
    <Badge
      variant="light"
      radius="sm"
      bg={`${color}.2`}
      c="dark.8"
      tt="none"
      fz="sm"
      fw={600}
      style={{ flexShrink: 0 }}
      data-due={done ? 'done' : state}
    >
      {label}
    </Badge>
  );
}
