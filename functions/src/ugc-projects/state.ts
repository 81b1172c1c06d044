import {
  completedCount,
  dueInstant,
  projectCreatorStatusFor,
  type ProjectFields,
  type ProjectStatus,
} from '@reelbridge/shared';
import type { ProjectCreatorRecord, ProjectRecord, SubmissionRecord } from '../data/projects';
import { conflict } from '../lib/errors';

/**
 * The UGC project's state rules as pure functions (docs/ugc-projects.md): what a record becomes, never how it is
 * read or written. The services load, call these, and hand the results to a `Changes` for one transaction.
 */

export const toCents = (amount: number) => Math.round(amount * 100);

/** The record as rewritten at `now`: one version on, with `changes`. */
export const bump = <T extends { version: number; updatedAt: string }>(
  record: T,
  now: string,
  changes: Partial<T> = {},
): T => ({
  ...record,
  ...changes,
  updatedAt: now,
  version: record.version + 1,
});

type Due = Pick<ProjectRecord, 'dueDate' | 'dueTimeZone' | 'dueAt'>;

/** The project's due date from the form: the date, its zone and the instant it ends (rules/due.ts); {} for none. */
export function projectDue(input: ProjectFields): Due {
  if (!input.dueDate || !input.dueTimeZone) return {};
  return {
    dueDate: input.dueDate,
    dueTimeZone: input.dueTimeZone,
    dueAt: dueInstant(input.dueDate, input.dueTimeZone),
  };
}

/**
 * A creator entry's due fields: their own date (in the project's zone) when they have one, else the project's. Every
 * write that changes either rewrites the entry, whose list key follows its due instant (keys.creatorWorkSortKey).
 */
export function entryDue(
  project: Due,
  ownDueDate: string | undefined,
  timeZone: string | undefined,
): Pick<ProjectCreatorRecord, 'ownDueDate' | 'dueDate' | 'dueTimeZone' | 'dueAt'> {
  if (ownDueDate && timeZone) {
    return { ownDueDate, dueDate: ownDueDate, dueTimeZone: timeZone, dueAt: dueInstant(ownDueDate, timeZone) };
  }
  const due: Due = {};
  if (project.dueDate) due.dueDate = project.dueDate;
  if (project.dueTimeZone) due.dueTimeZone = project.dueTimeZone;
  if (project.dueAt) due.dueAt = project.dueAt;
  return due;
}

/** The record without its due fields, to set them again (an absent field must not linger from before). */
export function withoutDue<T extends Due & { ownDueDate?: string }>(record: T): T {
  const copy = { ...record };
  delete copy.dueDate;
  delete copy.dueTimeZone;
  delete copy.dueAt;
  delete copy.ownDueDate;
  return copy;
}

/** A creator's entry after their videos changed: its status and counters recomputed from the videos, one version on. */
export function settledEntry(
  entry: ProjectCreatorRecord,
  submissions: SubmissionRecord[],
  now: string,
): ProjectCreatorRecord {
  return bump(entry, now, {
    status: projectCreatorStatusFor(submissions, entry.videoCount, entry.status),
    completedCount: completedCount(submissions),
    submittedCount: submissions.filter((submission) => submission.status !== 'draft').length,
  });
}

/**
 * Every creator entry carries a copy of its project's status (the creator's dashboard lists it without reading the
 * project). Given the entries as the change leaves them and the ids of those it already rewrites, returns each entry
 * with `status`: a rewritten one as it is (already one version on), any other one version on.
 */
export function propagateProjectStatus(
  entries: ProjectCreatorRecord[],
  status: ProjectStatus,
  now: string,
  rewritten: ReadonlySet<string>,
): ProjectCreatorRecord[] {
  return entries.map((entry) =>
    rewritten.has(entry.id) ? { ...entry, projectStatus: status } : bump(entry, now, { projectStatus: status }),
  );
}

/** Creators deliver only while the project is open: 409 for a draft or completed one. */
export function assertOpen(project: Pick<ProjectRecord, 'status'>): void {
  if (project.status === 'draft') throw conflict('This project is not open for submissions yet');
  if (project.status === 'completed') throw conflict('This project is completed');
}

/** A creator is paid once, and only once every video is approved (awaiting_payment): 409 otherwise. */
export function assertPayable(entry: Pick<ProjectCreatorRecord, 'status' | 'creatorName'>): void {
  if (entry.status === 'paid') throw conflict(`${entry.creatorName} has already been paid`);
  if (entry.status !== 'awaiting_payment') throw conflict('Payment is possible only once every video is approved');
}
