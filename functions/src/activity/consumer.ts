import { activityText, type ActivityEntry, type ActivityEvent, type ActivityReader } from '@reelbridge/shared';
import {
  AGENCY_HISTORY_DAYS,
  agencyTimelinePartition,
  projectCreatorTimelinePartition,
  timelinePartition,
  writeTimelineLines,
  type TimelineLine,
} from '../data/activity';
import type { TimelineKind } from '../data/keys';
import type { EventConsumer } from '../events/consumer';

/** The records an event concerns, each once: its subject and every record it names. */
export function recordsOf(event: ActivityEvent): { kind: TimelineKind; id: string }[] {
  const named: [TimelineKind, string | undefined][] = [
    [event.subject.kind, event.subject.id],
    ['project', event.projectId],
    ['campaign', event.campaignId],
    ['creator', event.creatorId],
    ['brand', event.brandId],
  ];
  const seen = new Set<string>();
  const records: { kind: TimelineKind; id: string }[] = [];
  for (const [kind, id] of named) {
    if (!id || seen.has(`${kind}#${id}`)) continue;
    seen.add(`${kind}#${id}`);
    records.push({ kind, id });
  }
  return records;
}

/** The line an event makes in one history: the words as read there (activityText), never a number. */
export function entryOf(event: ActivityEvent, reader: ActivityReader): ActivityEntry {
  const { role, name, email } = event.actor;
  const entry: ActivityEntry = {
    id: event.id,
    type: event.type,
    at: event.at,
    text: activityText(event, reader),
    actor: { role, ...(name ? { name } : {}), ...(email ? { email } : {}) },
  };
  if (event.comment?.trim()) entry.comment = event.comment.trim();
  if (event.creatorId) entry.creatorId = event.creatorId;
  if (event.projectCreatorId) entry.projectCreatorId = event.projectCreatorId;
  return entry;
}

/**
 * Every line an event makes: one per record it concerns, one in its project's history of that creator, and one in the
 * agency's history of everything (kept AGENCY_HISTORY_DAYS).
 */
export function linesOf(event: ActivityEvent): TimelineLine[] {
  const records = recordsOf(event);
  const lines: TimelineLine[] = records.map((record) => ({
    partition: timelinePartition(record.kind, record.id),
    entry: entryOf(event, record),
  }));
  const project = records.find((record) => record.kind === 'project');
  if (project && event.creatorId) {
    lines.push({
      partition: projectCreatorTimelinePartition(project.id, event.creatorId),
      entry: entryOf(event, project),
    });
  }
  lines.push({
    partition: agencyTimelinePartition(),
    entry: entryOf(event, { kind: 'agency' }),
    expiresAt: Math.floor(Date.parse(event.at) / 1000) + AGENCY_HISTORY_DAYS * 24 * 3600,
  });
  return lines;
}

/**
 * The activity history: each event becomes a line in the history of every record it concerns (project, campaign,
 * creator, brand). Idempotent by construction: a line's key is the record's history and the event's time and id,
 * and its words are built from the event alone, so an event handed over again rewrites the same lines, unchanged.
 */
export const activityConsumer: EventConsumer = {
  name: 'activity',
  handle: (event) => writeTimelineLines(linesOf(event)),
};
