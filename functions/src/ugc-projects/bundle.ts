import { projectStatusFor, type ProjectStatus } from '@reelbridge/shared';
import type { Changes } from '../data/changes';
import { type EventInput } from '../data/events';
import * as data from '../data/projects';
import type { ProjectBundle, ProjectCreatorRecord, ProjectRecord, SubmissionRecord } from '../data/projects';
import { getPaymentStates } from '../data/payments';
import { actorOf, eventAbout } from '../events/actor';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import type { Principal } from '../lib/principal';
import { assertOpen, bump, propagateProjectStatus, settledEntry } from './state';
import { signMedia } from './video-versions';
import { projectView } from './views';

/**
 * What every part of the UGC service starts from (docs/ugc-projects.md): the project read whole, the creator's entry
 * on it, the commit, the events and the answer. The rules themselves are in state.ts, the items in data/projects.ts.
 */

export const NOT_FOUND = 'Project not found';
export const CHANGED = 'This project was changed meanwhile. Reload and try again.';

export type Bundle = ProjectBundle;
export type CreatorEntry = Bundle['creators'][number];

/** Commits the changes: false when a condition failed (another writer came first), for a caller that reads again. */
export async function tryCommit(changes: Changes): Promise<boolean> {
  const result = await changes.commit();
  if (result === 'too_many') throw badRequest('Too many changes at once; save in smaller steps');
  return result === 'ok';
}

/** Commits the changes; a failed condition is a 409 with the given message. */
export async function commit(changes: Changes, conflictMessage = CHANGED): Promise<void> {
  if (!(await tryCommit(changes))) throw conflict(conflictMessage);
}

/** How often a write that lost a race to another writer of the project is read and tried again. */
export const WRITE_ATTEMPTS = 4;

/**
 * A change to one creator's videos, tried until its transaction lands (docs/videos.md "Reviews"). Every review and
 * every delivery rewrites the creator's entry (its status and counts), so another writer of the same creator's part
 * (the review of another of their videos, a draft saved meanwhile) makes the conditions fail although nothing the
 * caller saw changed. `attempt` reads the project, checks it against what the caller saw (throwing its 409 when that
 * changed) and returns the changes with what to answer; after WRITE_ATTEMPTS lost races, 409 `gaveUp`.
 */
export async function retryLostRaces<T>(
  attempt: () => Promise<{ changes: Changes; answer: T }>,
  gaveUp = CHANGED,
): Promise<T> {
  for (let count = 1; ; count++) {
    const { changes, answer } = await attempt();
    if (await tryCommit(changes)) return answer;
    if (count >= WRITE_ATTEMPTS) throw conflict(gaveUp);
  }
}

/** The project with its creators and videos (one Query); a missing project, or one being deleted, is 404. */
export async function loadBundle(projectId: string): Promise<Bundle> {
  const bundle = await data.getProjectBundle(projectId);
  if (!bundle || bundle.project.deletingSince) throw notFound(NOT_FOUND);
  return bundle;
}

/** The creator's part of the project; one not on it is refused (the project is none of their business). */
export function entryOf(bundle: Bundle, creatorId: string): CreatorEntry {
  const entry = bundle.creators.find((candidate) => candidate.entry.creatorId === creatorId);
  if (!entry) throw forbidden('You are not on this project');
  return entry;
}

/** The open project and the creator's entry on it, for a change to their videos (409 while it is not open). */
export async function openCreatorEntry(projectId: string, creatorId: string) {
  const bundle = await loadBundle(projectId);
  assertOpen(bundle.project);
  return { bundle, creator: entryOf(bundle, creatorId) };
}

/**
 * The prelude of a creator's own change: only that creator may send it (the body names them; admins deliver
 * nothing), then the open project and their entry on it.
 */
export async function withCreatorEntry(principal: Principal, projectId: string, bodyCreatorId: string) {
  if (principal.role !== 'creator' || principal.creatorId !== bodyCreatorId) throw forbidden();
  const creatorId = principal.creatorId;
  return { creatorId, ...(await openCreatorEntry(projectId, creatorId)) };
}

/** The admin's view of a project: with each creator's payment-info status for the Pay button (one BatchGet). */
export async function adminView(bundle: Bundle, now: string) {
  const [payments, media] = await Promise.all([
    getPaymentStates(bundle.creators.map(({ entry }) => entry.creatorId)),
    signMedia(
      bundle.creators.flatMap(({ submissions }) => submissions),
      'admin',
    ),
  ]);
  return projectView(bundle, 'admin', payments, now, media);
}

/** The project as the principal may read it: every answer with a project's detail goes through here. */
export const viewFor = async (principal: Principal, bundle: Bundle, now: string) =>
  principal.role === 'admin'
    ? adminView(bundle, now)
    : projectView(
        bundle,
        'brand',
        undefined,
        now,
        await signMedia(
          bundle.creators.flatMap(({ submissions }) => submissions),
          'brand',
        ),
      );

/** An event about the project (subject: the project as named now), by the principal. */
export const projectEvent = (
  principal: Principal,
  project: ProjectRecord,
  type: EventInput['type'],
  details: Partial<EventInput> = {},
): EventInput => eventAbout(principal, 'project', project, type, details);

/** The ids of one creator's part in a project, for an event about it. */
export const creatorDetails = (entry: ProjectCreatorRecord) => ({
  creatorId: entry.creatorId,
  creatorName: entry.creatorName,
  projectCreatorId: entry.id,
});

/** An event about one video of a creator's part. */
export const videoEvent = (
  principal: Principal,
  bundle: Bundle,
  creator: CreatorEntry,
  submission: SubmissionRecord,
  type: EventInput['type'],
  details: Partial<EventInput>,
): EventInput =>
  projectEvent(principal, bundle.project, type, {
    ...creatorDetails(creator.entry),
    submissionId: submission.id,
    videoNumber: submission.videoNumber,
    ...details,
  });

/** An event about one creator's part, by that creator (named as on the project). */
export const creatorEvent = (
  principal: Principal,
  bundle: Bundle,
  creator: CreatorEntry,
  type: EventInput['type'],
  details: Partial<EventInput>,
): EventInput => ({
  ...projectEvent(principal, bundle.project, type, { ...creatorDetails(creator.entry), ...details }),
  actor: actorOf(principal, creator.entry.creatorName),
});

/**
 * The project takes `status`, one version on, and every creator entry its copy (propagateProjectStatus), all put in
 * `changes`: an entry the change already rewrites keeps the version its put expects, any other is written at the
 * version read. The bundle is left as written.
 */
export function putProjectStatus(bundle: Bundle, status: ProjectStatus, changes: Changes, now: string): void {
  const previous = bundle.project;
  bundle.project = bump(previous, now, { status });
  changes.put('project', data.items.project(bundle.project), previous.version);
  const pending = new Map(bundle.creators.map(({ entry }) => [entry.id, changes.peek(`pc:${entry.id}`)]));
  const rewritten = new Set([...pending].filter(([, put]) => put).map(([id]) => id));
  const next = propagateProjectStatus(
    bundle.creators.map(({ entry }) => entry),
    status,
    now,
    rewritten,
  );
  bundle.creators.forEach((creator, index) => {
    const expected = rewritten.has(creator.entry.id) ? pending.get(creator.entry.id)!.expected : creator.entry.version;
    creator.entry = next[index]!;
    changes.put(`pc:${creator.entry.id}`, data.items.projectCreator(creator.entry), expected);
  });
}

/**
 * After submissions changed: recompute each touched creator's status and counters, and the project's status,
 * and add what changed to `changes`.
 */
export function settle(bundle: Bundle, touched: Set<string>, changes: Changes, now: string): void {
  for (const creator of bundle.creators) {
    if (!touched.has(creator.entry.id)) continue;
    const previous = creator.entry;
    creator.entry = settledEntry(previous, creator.submissions, now);
    changes.put(`pc:${previous.id}`, data.items.projectCreator(creator.entry), previous.version);
  }
  const status = projectStatusFor(
    bundle.creators.map(({ entry }) => entry.status),
    bundle.project.status,
  );
  if (status !== bundle.project.status) putProjectStatus(bundle, status, changes, now);
}
