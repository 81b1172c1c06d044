import { completedCount, newId, projectCreatorStatusFor, type ProjectFields } from '@reelbridge/shared';
import { type Changes, MAX_TRANSACTION_ITEMS } from '../data/changes';
import { addEvent } from '../data/events';
import * as data from '../data/projects';
import type { ProjectCreatorRecord, ProjectRecord } from '../data/projects';
import { badRequest, conflict } from '../lib/errors';
import type { Principal } from '../lib/principal';
import { creatorDetails, projectEvent, type Bundle, type CreatorEntry } from './bundle';
import { entryDue, toCents, withoutDue } from './state';

/** Who is on a project: the entries the project form creates, keeps and removes, and their events. */

/** The creators the form names, read at once; one that does not exist is a 400 on its row. */
export async function creatorsFor(input: ProjectFields) {
  const found = await data.getCreatorsById(input.creators.map((entry) => entry.creatorId));
  const fields: Record<string, string> = {};
  input.creators.forEach((entry, index) => {
    if (!found.has(entry.creatorId)) fields[`creators.${index}.creatorId`] = 'Creator not found';
  });
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  return found;
}

/** A creator newly put on a project: nothing delivered yet. */
function newProjectCreator(
  project: ProjectRecord,
  creator: Record<string, unknown>,
  entry: ProjectFields['creators'][number],
  timeZone: string | undefined,
  now: string,
): ProjectCreatorRecord {
  const record: ProjectCreatorRecord = {
    id: newId('projectCreator'),
    projectId: project.id,
    creatorId: entry.creatorId,
    creatorName: `${String(creator.firstName)} ${String(creator.lastName)}`,
    creatorEmail: String(creator.email),
    projectName: project.name,
    brandName: project.brandName,
    projectStatus: project.status,
    projectCreatedAt: project.createdAt,
    videoCount: entry.videoCount,
    costPerVideoCents: toCents(entry.costPerVideo),
    status: 'pending',
    completedCount: 0,
    submittedCount: 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ...entryDue(project, entry.dueDate, timeZone),
  };
  if (entry.instructions) record.instructions = entry.instructions;
  return record;
}

/**
 * The form's creators against the project's, in `changes`: a kept creator's entry rewritten (their videos beyond the
 * new count removed), a new one created, a missing one removed with their videos. A paid creator's videos and cost
 * cannot change, nor can they be removed (409).
 */
export function planCreators(
  bundle: Bundle,
  project: ProjectRecord,
  input: ProjectFields,
  creators: Map<string, Record<string, unknown>>,
  changes: Changes,
  now: string,
): { next: CreatorEntry[]; added: ProjectCreatorRecord[]; removed: ProjectCreatorRecord[] } {
  const byCreator = new Map(bundle.creators.map((entry) => [entry.entry.creatorId, entry]));
  const kept = new Set<string>();
  const next: CreatorEntry[] = [];
  const added: ProjectCreatorRecord[] = [];
  for (const entry of input.creators) {
    const existing = byCreator.get(entry.creatorId);
    const creator = creators.get(entry.creatorId)!;
    if (existing) {
      kept.add(existing.entry.id);
      if (
        existing.entry.status === 'paid' &&
        (entry.videoCount !== existing.entry.videoCount ||
          toCents(entry.costPerVideo) !== existing.entry.costPerVideoCents)
      ) {
        throw conflict(`${existing.entry.creatorName} has been paid: their videos and cost can no longer change`);
      }
      const submissions = existing.submissions.filter((submission) => submission.videoNumber <= entry.videoCount);
      for (const dropped of existing.submissions.filter((submission) => submission.videoNumber > entry.videoCount)) {
        data.projectRemovals.submission(changes, dropped);
      }
      const record: ProjectCreatorRecord = {
        ...withoutDue(existing.entry),
        ...entryDue(project, entry.dueDate, input.dueTimeZone),
        projectName: project.name,
        brandName: project.brandName,
        videoCount: entry.videoCount,
        costPerVideoCents: toCents(entry.costPerVideo),
        instructions: entry.instructions || undefined,
        status: projectCreatorStatusFor(submissions, entry.videoCount, existing.entry.status),
        completedCount: completedCount(submissions),
        updatedAt: now,
        version: existing.entry.version + 1,
      };
      if (!record.instructions) delete record.instructions;
      changes.put(`pc:${record.id}`, data.items.projectCreator(record), existing.entry.version);
      next.push({ entry: record, submissions });
    } else {
      const record = newProjectCreator(project, creator, entry, input.dueTimeZone, now);
      changes.put(`pc:${record.id}`, data.items.projectCreator(record), undefined);
      next.push({ entry: record, submissions: [] });
      added.push(record);
    }
  }
  const removedCreators = bundle.creators.filter(({ entry }) => !kept.has(entry.id));
  for (const removed of removedCreators) {
    if (removed.entry.status === 'paid')
      throw conflict(`${removed.entry.creatorName} has been paid and cannot be removed`);
    data.projectRemovals.entry(changes, removed.entry);
    for (const submission of removed.submissions) data.projectRemovals.submission(changes, submission);
  }
  return { next, added, removed: removedCreators.map(({ entry }) => entry) };
}

/**
 * One event per creator added or removed when the transaction has room for them; otherwise (a project replacing
 * most of its 40 creators at once) one event per kind with the count, so the change still fits one transaction.
 */
export function addCreatorEvents(
  changes: Changes,
  principal: Principal,
  project: ProjectRecord,
  added: ProjectCreatorRecord[],
  removed: ProjectCreatorRecord[],
  now: string,
): void {
  if (changes.size + added.length + removed.length <= MAX_TRANSACTION_ITEMS) {
    for (const entry of added) {
      addEvent(
        changes,
        projectEvent(principal, project, 'project.creatorAssigned', {
          ...creatorDetails(entry),
          count: entry.videoCount,
        }),
        now,
      );
    }
    for (const entry of removed) {
      addEvent(changes, projectEvent(principal, project, 'project.creatorRemoved', creatorDetails(entry)), now);
    }
    return;
  }
  if (added.length)
    addEvent(changes, projectEvent(principal, project, 'project.creatorAssigned', { count: added.length }), now);
  if (removed.length)
    addEvent(changes, projectEvent(principal, project, 'project.creatorRemoved', { count: removed.length }), now);
}
