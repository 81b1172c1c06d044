import {
  completedCount,
  dueInstant,
  isDelivered,
  isEditable,
  isReviewable,
  MESSAGES,
  newId,
  PAGE_SIZE_DEFAULT,
  paymentNeedsApprovedDetails,
  projectCreatorStatusFor,
  projectStatusFor,
  totalCents,
  type DraftSubmissions,
  type ProjectFields,
  type Resubmit,
  type BrandListQuery,
  type SearchQuery,
} from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { DynamoBusyError } from '../data/client';
import { Changes, MAX_TRANSACTION_ITEMS } from '../data/changes';
import { addEvent, type EventInput } from '../data/events';
import * as data from '../data/projects';
import type { ProjectBundle, ProjectCreatorRecord, ProjectRecord, SubmissionRecord } from '../data/projects';
import { approvedAtVersion, getPayment, getPaymentStates } from '../data/payments';
import { isSearch } from '../data/search';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { actorOf, eventAbout } from '../events/actor';
import { logger } from '../lib/logger';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';
import { assertCanActForBrand, assertCanActForCreator, listedBrand, type Principal } from '../lib/principal';
import { creatorProjectView, projectSummaryView, projectView } from './views';
import * as timers from './review-timers';
import { deliveryFields, reviewFields, signMedia } from './video-versions';

const NOT_FOUND = 'Project not found';
const CHANGED = 'This project was changed meanwhile. Reload and try again.';
const toCents = (amount: number) => Math.round(amount * 100);

type Due = Pick<ProjectRecord, 'dueDate' | 'dueTimeZone' | 'dueAt'>;

/** The project's due date from the form: the date, its zone and the instant it ends (rules/due.ts); {} for none. */
function projectDue(input: ProjectFields): Due {
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
function entryDue(
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
function withoutDue<T extends Due & { ownDueDate?: string }>(record: T): T {
  const copy = { ...record };
  delete copy.dueDate;
  delete copy.dueTimeZone;
  delete copy.dueAt;
  delete copy.ownDueDate;
  return copy;
}

type Bundle = ProjectBundle;
type CreatorEntry = Bundle['creators'][number];

/** Commits the changes; a failed condition is a 409 with the given message. */
export async function commit(changes: Changes, conflictMessage = CHANGED): Promise<void> {
  const result = await changes.commit();
  if (result === 'too_many') throw badRequest('Too many changes at once; save in smaller steps');
  if (result === 'conflict') throw conflict(conflictMessage);
}

async function loadBundle(projectId: string): Promise<Bundle> {
  const bundle = await data.getProjectBundle(projectId);
  if (!bundle || bundle.project.deletingSince) throw notFound(NOT_FOUND);
  return bundle;
}

/** The admin's view of a project: with each creator's payment-info status for the Pay button (one BatchGet). */
async function adminView(bundle: Bundle, now: string) {
  const [payments, media] = await Promise.all([
    getPaymentStates(bundle.creators.map(({ entry }) => entry.creatorId)),
    signMedia(
      bundle.creators.flatMap(({ submissions }) => submissions),
      'admin',
    ),
  ]);
  return projectView(bundle, 'admin', payments, now, media);
}

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

/**
 * One event per creator added or removed when the transaction has room for them; otherwise (a project replacing
 * most of its 40 creators at once) one event per kind with the count, so the change still fits one transaction.
 */
function addCreatorEvents(
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

const bump = <T extends { version: number; updatedAt: string }>(
  record: T,
  now: string,
  changes: Partial<T> = {},
): T => ({
  ...record,
  ...changes,
  updatedAt: now,
  version: record.version + 1,
});

/**
 * After submissions changed: recompute each touched creator's status and counters, and the project's status,
 * and add what changed to `changes`.
 */
function settle(bundle: Bundle, touched: Set<string>, changes: Changes, now: string): void {
  for (const creator of bundle.creators) {
    if (!touched.has(creator.entry.id)) continue;
    const { entry, submissions } = creator;
    const status = projectCreatorStatusFor(submissions, entry.videoCount, entry.status);
    const submitted = submissions.filter((submission) => submission.status !== 'draft').length;
    creator.entry = bump(entry, now, {
      status,
      completedCount: completedCount(submissions),
      submittedCount: submitted,
    });
    changes.put(`pc:${entry.id}`, data.items.projectCreator(creator.entry), entry.version);
  }
  const projectStatus = projectStatusFor(
    bundle.creators.map(({ entry }) => entry.status),
    bundle.project.status,
  );
  if (projectStatus === bundle.project.status) return;
  const previous = bundle.project;
  bundle.project = bump(previous, now, { status: projectStatus });
  changes.put('project', data.items.project(bundle.project), previous.version);
  // The creators' entries carry the project status for their dashboards.
  for (const creator of bundle.creators) {
    const expected = touched.has(creator.entry.id) ? creator.entry.version - 1 : creator.entry.version;
    const base = touched.has(creator.entry.id) ? creator.entry : bump(creator.entry, now);
    creator.entry = { ...base, projectStatus };
    changes.put(`pc:${creator.entry.id}`, data.items.projectCreator(creator.entry), expected);
  }
}

// ---------------------------------------------------------------- admin: plan projects

async function creatorsFor(input: ProjectFields) {
  const found = await data.getCreatorsById(input.creators.map((entry) => entry.creatorId));
  const fields: Record<string, string> = {};
  input.creators.forEach((entry, index) => {
    if (!found.has(entry.creatorId)) fields[`creators.${index}.creatorId`] = 'Creator not found';
  });
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  return found;
}

async function brandFor(brandId: string) {
  // Consistent: the project is saved with this brand (a brand created a moment ago must be found).
  const brand = await getBrand(brandId, { consistent: true });
  if (!brand) throw badRequest(MESSAGES.selectBrand, { brandId: MESSAGES.selectBrand });
  return brand;
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

export async function createProject(principal: Principal, input: ProjectFields, now = new Date().toISOString()) {
  const brand = await brandFor(input.brandId);
  const creators = await creatorsFor(input);
  const project: ProjectRecord = {
    id: newId('project'),
    name: input.name,
    brandId: brand.id,
    brandName: brand.name,
    status: 'active',
    totalBudgetCents: totalCents(
      input.creators.map((entry) => ({ videoCount: entry.videoCount, costPerVideoCents: toCents(entry.costPerVideo) })),
    ),
    creatorCount: input.creators.length,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ...projectDue(input),
    ...timers.newProjectReviewRules(input),
  };
  if (input.agencyNotes) project.agencyNotes = input.agencyNotes;
  if (input.sharedNote) project.sharedNote = input.sharedNote;
  const changes = new Changes();
  changes.put('project', data.items.project(project), undefined);
  data.putProjectSearch(changes, project, undefined);
  const entries = input.creators.map((entry): CreatorEntry => {
    const record = newProjectCreator(project, creators.get(entry.creatorId)!, entry, input.dueTimeZone, now);
    changes.put(`pc:${record.id}`, data.items.projectCreator(record), undefined);
    return { entry: record, submissions: [] };
  });
  addEvent(
    changes,
    projectEvent(principal, project, 'project.planned', { after: project.status, count: entries.length }),
    now,
  );
  addCreatorEvents(
    changes,
    principal,
    project,
    entries.map(({ entry }) => entry),
    [],
    now,
  );
  await commit(changes);
  logger.info('Project created', { projectId: project.id, creators: entries.length });
  return adminView({ project, creators: entries }, now);
}

export async function updateProject(
  principal: Principal,
  projectId: string,
  input: ProjectFields,
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(projectId);
  if (input.version !== undefined && input.version !== bundle.project.version) throw conflict(CHANGED);
  const brand = input.brandId === bundle.project.brandId ? undefined : await brandFor(input.brandId);
  const creators = await creatorsFor(input);
  const changes = new Changes();
  const byCreator = new Map(bundle.creators.map((entry) => [entry.entry.creatorId, entry]));
  const kept = new Set<string>();
  const project: ProjectRecord = {
    ...withoutDue(bundle.project),
    ...projectDue(input),
    ...timers.updatedReviewRules(bundle.project, input),
    name: input.name,
    brandId: brand?.id ?? bundle.project.brandId,
    brandName: brand?.name ?? bundle.project.brandName,
    agencyNotes: input.agencyNotes || undefined,
    sharedNote: input.sharedNote || undefined,
    creatorCount: input.creators.length,
    totalBudgetCents: totalCents(
      input.creators.map((entry) => ({ videoCount: entry.videoCount, costPerVideoCents: toCents(entry.costPerVideo) })),
    ),
  };
  if (!project.agencyNotes) delete project.agencyNotes;
  if (!project.sharedNote) delete project.sharedNote;
  data.putProjectSearch(changes, project, bundle.project);
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
  const status = projectStatusFor(
    next.map(({ entry }) => entry.status),
    project.status,
  );
  const nextProject = bump(project, now, { status });
  changes.put('project', data.items.project(nextProject), bundle.project.version);
  for (const { entry } of next) {
    const pending = changes.peek(`pc:${entry.id}`)!;
    changes.put(
      `pc:${entry.id}`,
      data.items.projectCreator({ ...(pending.item as unknown as ProjectCreatorRecord), projectStatus: status }),
      pending.expected,
    );
  }
  const moved = status === bundle.project.status ? {} : { before: bundle.project.status, after: status };
  addEvent(changes, projectEvent(principal, nextProject, 'project.changed', moved), now);
  addCreatorEvents(
    changes,
    principal,
    nextProject,
    added,
    removedCreators.map(({ entry }) => entry),
    now,
  );
  await commit(changes);
  return adminView({ project: nextProject, creators: next }, now);
}

/**
 * Deletes a project of any size: marked first, in one transaction at the version read, then emptied in batches
 * (data.finishProjectDelete); a delete that was interrupted finishes when it is sent again. A project with a paid
 * creator stays: it is the record of what was paid.
 */
export async function deleteProject(projectId: string, now = new Date().toISOString()) {
  const bundle = await data.getProjectBundle(projectId);
  if (!bundle) throw notFound(NOT_FOUND);
  if (!bundle.project.deletingSince) {
    const paid = bundle.creators.find(({ entry }) => entry.status === 'paid');
    if (paid) throw conflict(`${paid.entry.creatorName} has been paid: a project with payments cannot be deleted`);
    if ((await data.markProjectDeleting(bundle.project, now)) === 'conflict') throw conflict(CHANGED);
  }
  await data.finishProjectDelete(projectId);
  logger.info('Project deleted', { projectId });
}

export async function setStatus(
  principal: Principal,
  projectId: string,
  status: 'draft' | 'active',
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(projectId);
  if (bundle.project.status !== 'draft' && bundle.project.status !== 'active') {
    throw conflict(`A ${bundle.project.status} project cannot be set to ${status}`);
  }
  const changes = new Changes();
  const computed = projectStatusFor(
    bundle.creators.map(({ entry }) => entry.status),
    status,
  );
  const project = bump(bundle.project, now, { status: computed });
  changes.put('project', data.items.project(project), bundle.project.version);
  for (const { entry } of bundle.creators) {
    changes.put(
      `pc:${entry.id}`,
      data.items.projectCreator(bump(entry, now, { projectStatus: computed })),
      entry.version,
    );
  }
  if (computed !== bundle.project.status) {
    addEvent(
      changes,
      projectEvent(principal, project, 'project.changed', { before: bundle.project.status, after: computed }),
      now,
    );
  }
  await commit(changes);
  return adminView({ ...bundle, project }, now);
}

/** Every project (an admin) or the brand's own (a brand user), newest first; or those with a name word beginning with the query. */
export async function listProjects(principal: Principal, query: BrandListQuery, now = new Date().toISOString()) {
  const options = { limit: query.limit ?? PAGE_SIZE_DEFAULT, cursor: query.cursor };
  const brandId = listedBrand(principal, query);
  const page = isSearch(query.query)
    ? await data.searchProjects(query.query!, { ...options, brandId })
    : brandId
      ? await data.listBrandProjects(brandId, options)
      : await data.listProjects(options);
  return { ...page, items: page.items.map((project) => projectSummaryView(project, now)) };
}

export async function getProject(principal: Principal, projectId: string, now = new Date().toISOString()) {
  const bundle = await loadBundle(projectId);
  assertCanActForBrand(principal, bundle.project.brandId);
  return viewFor(principal, bundle, now);
}

// ---------------------------------------------------------------- creators: deliver

export async function creatorProjects(
  principal: Principal,
  creatorId: string,
  query: SearchQuery,
  now = new Date().toISOString(),
) {
  assertCanActForCreator(principal, creatorId);
  const page = await data.listCreatorProjects(creatorId, {
    limit: query.limit ?? PAGE_SIZE_DEFAULT,
    cursor: query.cursor,
  });
  const items = page.items.map((entry) => creatorProjectView(entry, undefined, now));
  return page.nextCursor ? { items, nextCursor: page.nextCursor } : { items };
}

/** The creator's video of that number, as read (before this request's changes). */
const submissionOf = (creator: CreatorEntry, videoNumber: number) =>
  creator.submissions.find((submission) => submission.videoNumber === videoNumber);

function entryOf(bundle: Bundle, creatorId: string): CreatorEntry {
  const entry = bundle.creators.find((candidate) => candidate.entry.creatorId === creatorId);
  // Not on this project: the project is none of this creator's business.
  if (!entry) throw forbidden('You are not on this project');
  return entry;
}

export async function creatorProject(
  principal: Principal,
  projectId: string,
  creatorId: string,
  now = new Date().toISOString(),
) {
  assertCanActForCreator(principal, creatorId);
  const bundle = await loadBundle(projectId);
  const { entry, submissions } = entryOf(bundle, creatorId);
  const media = await signMedia(submissions, 'creator');
  return creatorProjectView({ ...entry, projectStatus: bundle.project.status }, submissions, now, {
    project: bundle.project,
    comments: bundle.comments ?? [],
    media,
  });
}

function assertOpen(bundle: Bundle): void {
  if (bundle.project.status === 'draft') throw conflict('This project is not open for submissions yet');
  if (bundle.project.status === 'completed') throw conflict('This project is completed');
}

function creatorOf(principal: Principal, bodyCreatorId: string): string {
  if (principal.role !== 'creator' || principal.creatorId !== bodyCreatorId) throw forbidden();
  return principal.creatorId;
}

/** Applies the entries to the creator's submissions (new ones made as drafts); returns the updated list. */
function applyEntries(
  bundle: Bundle,
  creator: CreatorEntry,
  entries: DraftSubmissions['submissions'],
  changes: Changes,
  now: string,
  nextStatus: (current: SubmissionRecord) => SubmissionRecord['status'],
  extra: (current: SubmissionRecord) => Partial<SubmissionRecord> = () => ({}),
): SubmissionRecord[] {
  const byNumber = new Map(creator.submissions.map((submission) => [submission.videoNumber, submission]));
  for (const entry of entries) {
    if (entry.videoNumber > creator.entry.videoCount) {
      throw badRequest(`This project has ${creator.entry.videoCount} video(s)`, { videoNumber: 'No such video' });
    }
    const existing = byNumber.get(entry.videoNumber);
    if (existing && !isEditable(existing.status))
      throw conflict(`Video ${entry.videoNumber} is locked while it is reviewed`);
    const base: SubmissionRecord = existing ?? {
      id: newId('submission'),
      projectId: bundle.project.id,
      projectCreatorId: creator.entry.id,
      creatorId: creator.entry.creatorId,
      videoNumber: entry.videoNumber,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
      version: 0,
    };
    const updated: SubmissionRecord = {
      ...base,
      videoUrl: entry.videoUrl?.trim() ?? base.videoUrl,
      sparkCode: entry.sparkCode?.trim() ?? base.sparkCode,
      updatedAt: now,
      version: base.version + 1,
    };
    updated.status = nextStatus(updated);
    Object.assign(updated, timers.videoTimerFields(bundle.project, existing, updated, entry, now));
    Object.assign(updated, extra(updated));
    byNumber.set(entry.videoNumber, updated);
  }
  const result = [...byNumber.values()].sort((a, b) => a.videoNumber - b.videoNumber);
  for (const submission of result) {
    const original = creator.submissions.find((candidate) => candidate.videoNumber === submission.videoNumber);
    if (original === submission) continue;
    changes.put(`sub:${submission.videoNumber}`, data.items.submission(submission), original?.version);
  }
  return result;
}

export async function saveDraft(
  principal: Principal,
  projectId: string,
  body: DraftSubmissions,
  now = new Date().toISOString(),
) {
  const creatorId = creatorOf(principal, body.creatorId);
  const bundle = await loadBundle(projectId);
  assertOpen(bundle);
  const creator = entryOf(bundle, creatorId);
  const changes = new Changes();
  creator.submissions = applyEntries(
    bundle,
    creator,
    body.submissions,
    changes,
    now,
    (submission) => submission.status,
  );
  settle(bundle, new Set([creator.entry.id]), changes, now);
  await commit(changes, 'Your videos changed meanwhile. Reload and try again.');
  return creatorProject(principal, projectId, creatorId, now);
}

export async function submitAll(
  principal: Principal,
  projectId: string,
  body: DraftSubmissions,
  now = new Date().toISOString(),
) {
  const creatorId = creatorOf(principal, body.creatorId);
  const bundle = await loadBundle(projectId);
  assertOpen(bundle);
  const creator = entryOf(bundle, creatorId);
  if (creator.entry.status !== 'pending' && creator.entry.status !== 'in_progress') {
    throw conflict('Your videos have already been submitted');
  }
  const changes = new Changes();
  const merged = applyEntries(bundle, creator, body.submissions, new Changes(), now, (submission) => submission.status);
  const complete = Array.from({ length: creator.entry.videoCount }, (_, index) =>
    merged.find((s) => s.videoNumber === index + 1),
  );
  if (complete.some((submission) => !submission || !isDelivered(submission))) {
    throw badRequest(MESSAGES.completeAllVideos, { submissions: MESSAGES.completeAllVideos });
  }
  const entries = complete.map((submission) => ({
    videoNumber: submission!.videoNumber,
    videoUrl: submission!.videoUrl,
    sparkCode: submission!.sparkCode,
    sparkValidity: body.submissions.find((entry) => entry.videoNumber === submission!.videoNumber)?.sparkValidity,
  }));
  creator.submissions = applyEntries(
    bundle,
    creator,
    entries,
    changes,
    now,
    () => 'pending',
    (delivered) => deliveryFields(submissionOf(creator, delivered.videoNumber), delivered, now),
  );
  const before = creator.entry.status;
  settle(bundle, new Set([creator.entry.id]), changes, now);
  addEvent(
    changes,
    {
      ...projectEvent(principal, bundle.project, 'project.draftsSubmitted', {
        ...creatorDetails(creator.entry),
        count: entries.length,
        before,
        after: creator.entry.status,
      }),
      actor: actorOf(principal, creator.entry.creatorName),
    },
    now,
  );
  await commit(changes, 'Your videos changed meanwhile. Reload and try again.');
  logger.info('Videos submitted', { projectId, creatorId });
  return creatorProject(principal, projectId, creatorId, now);
}

export async function resubmit(
  principal: Principal,
  projectId: string,
  body: Resubmit,
  now = new Date().toISOString(),
) {
  const creatorId = creatorOf(principal, body.creatorId);
  const bundle = await loadBundle(projectId);
  assertOpen(bundle);
  const creator = entryOf(bundle, creatorId);
  const current = creator.submissions.find((submission) => submission.videoNumber === body.videoNumber);
  if (!current || current.status !== 'revision_requested')
    throw conflict('Only a video with a revision request can be resubmitted');
  // What the video will hold must be complete: a file (uploaded meanwhile), or a link with its spark code.
  const delivery = {
    ...current,
    videoUrl: body.videoUrl ?? current.videoUrl,
    sparkCode: body.sparkCode ?? current.sparkCode,
  };
  if (!isDelivered(delivery)) {
    throw badRequest(MESSAGES.completeAllFieldsResubmit, { videoUrl: MESSAGES.completeAllFieldsResubmit });
  }
  const changes = new Changes();
  creator.submissions = applyEntries(
    bundle,
    creator,
    [
      {
        videoNumber: body.videoNumber,
        videoUrl: body.videoUrl,
        sparkCode: body.sparkCode,
        sparkValidity: body.sparkValidity,
      },
    ],
    changes,
    now,
    () => 'pending',
    (delivered) => deliveryFields(current, delivered, now),
  );
  settle(bundle, new Set([creator.entry.id]), changes, now);
  addEvent(
    changes,
    {
      ...projectEvent(principal, bundle.project, 'project.videoResubmitted', {
        ...creatorDetails(creator.entry),
        submissionId: current.id,
        videoNumber: current.videoNumber,
        before: current.status,
        after: 'pending',
      }),
      actor: actorOf(principal, creator.entry.creatorName),
    },
    now,
  );
  await commit(changes, 'This video changed meanwhile. Reload and try again.');
  return creatorProject(principal, projectId, creatorId, now);
}

// ---------------------------------------------------------------- agency and brand: review and pay

export async function submissionInContext(principal: Principal, submissionId: string) {
  const found = await data.findSubmission(submissionId);
  if (!found) throw notFound('Submission not found');
  const bundle = await loadBundle(found.projectId);
  assertCanActForBrand(principal, bundle.project.brandId);
  const creator = bundle.creators.find(({ entry }) => entry.id === found.projectCreatorId);
  const submission = creator?.submissions.find((candidate) => candidate.id === submissionId);
  if (!creator || !submission) throw notFound('Submission not found');
  return { bundle, creator, submission };
}

const REVIEW_EVENTS = {
  approved: 'project.videoApproved',
  revision_requested: 'project.revisionRequested',
  rejected: 'project.videoRejected',
} as const;

/** Only the agency keeps internal notes: a brand user sending one is refused before anything is read. */
const INTERNAL_NOTE_ADMIN_ONLY = 'Only the agency can add an internal note to a review';

/**
 * Reviews one video. `notes` (a revision's comment, a rejection's reason) is shared: the creator and the brand read
 * it, and it is on the event. `internalNote` (admins only, issue 19) is appended to the video's internal notes and is
 * deliberately not on the event, so no activity line, notification or e-mail can carry it.
 */
async function review(
  principal: Principal,
  submissionId: string,
  status: 'approved' | 'revision_requested' | 'rejected',
  notes: string | undefined,
  internalNote: string | undefined,
  now: string,
  commentIds: string[] = [],
) {
  if (internalNote && principal.role !== 'admin') throw forbidden(INTERNAL_NOTE_ADMIN_ONLY);
  const { bundle, creator, submission } = await submissionInContext(principal, submissionId);
  if (!isReviewable(submission.status)) {
    throw conflict(`This video is ${submission.status.replace('_', ' ')} and cannot be reviewed now`);
  }
  if (timers.isSystemReviewer(principal)) timers.assertAutoApprovable(bundle.project, submission, now);
  // Issue 20: the review goes on the newest version; a revision request counts against the cap (409 beyond it).
  const reviewed = reviewFields(bundle, submission, { status, notes, at: now, by: principal.email }, commentIds);
  notes = reviewed.notes;
  const changes = new Changes();
  const next: SubmissionRecord = {
    ...submission,
    ...reviewed.fields,
    status,
    reviewedAt: now,
    reviewedBy: principal.userId,
    updatedAt: now,
    version: submission.version + 1,
  };
  if (notes !== undefined) next.reviewNotes = notes;
  timers.markReviewer(principal, next);
  if (internalNote) {
    const note = { text: internalNote, at: now, by: principal.email, action: status };
    next.internalNotes = [...(submission.internalNotes ?? []), note];
  }
  changes.put(`sub:${submission.videoNumber}`, data.items.submission(next), submission.version);
  creator.submissions = creator.submissions.map((candidate) => (candidate.id === submission.id ? next : candidate));
  settle(bundle, new Set([creator.entry.id]), changes, now);
  addEvent(
    changes,
    projectEvent(principal, bundle.project, REVIEW_EVENTS[status], {
      ...creatorDetails(creator.entry),
      submissionId: submission.id,
      videoNumber: submission.videoNumber,
      before: submission.status,
      after: status,
      ...(notes !== undefined ? { comment: notes } : {}),
      ...timers.automaticReviewDetails(principal, bundle.project),
    }),
    now,
  );
  await commit(changes, 'This video was reviewed meanwhile. Reload to see its status.');
  logger.info('Submission reviewed', { submissionId, status, by: principal.userId });
  return viewFor(principal, bundle, now);
}

export const approveSubmission = (
  principal: Principal,
  submissionId: string,
  internalNote?: string,
  now = new Date().toISOString(),
) => review(principal, submissionId, 'approved', undefined, internalNote, now);
export const requestRevision = (
  principal: Principal,
  submissionId: string,
  comment: string | undefined,
  internalNote?: string,
  now = new Date().toISOString(),
  commentIds: string[] = [],
) => review(principal, submissionId, 'revision_requested', comment || undefined, internalNote, now, commentIds);
export const rejectSubmission = (
  principal: Principal,
  submissionId: string,
  reason: string,
  internalNote?: string,
  now = new Date().toISOString(),
) => review(principal, submissionId, 'rejected', reason, internalNote, now);

/**
 * Issue 20: approves a video nobody reviewed in time, as the system (ugc-projects/timers.ts, the scheduled job): only
 * while it is pending and its `reviewDueAt` has passed, written at the version read (409 otherwise, nothing written).
 */
export const autoApprove = (submissionId: string, now = new Date().toISOString()) =>
  review(timers.SYSTEM_REVIEWER, submissionId, 'approved', undefined, undefined, now);

/**
 * Pays a creator once: only from awaiting_payment and only to payment details that are approved, as one
 * transaction that also checks the details are still approved at the version read; a repeat gets 409.
 */
export async function pay(principal: Principal, projectCreatorId: string, now = new Date().toISOString()) {
  if (principal.role !== 'admin') throw forbidden();
  const found = await data.findProjectCreator(projectCreatorId);
  if (!found) throw notFound('Project creator not found');
  const bundle = await loadBundle(found.projectId);
  const creator = bundle.creators.find(({ entry }) => entry.id === projectCreatorId);
  if (!creator) throw notFound('Project creator not found');
  if (creator.entry.status === 'paid') throw conflict(`${creator.entry.creatorName} has already been paid`);
  if (creator.entry.status !== 'awaiting_payment')
    throw conflict('Payment is possible only once every video is approved');
  const { creatorId, creatorName } = creator.entry;
  const paymentInfo = await getPayment(creatorId);
  if (paymentInfo?.status !== 'approved') throw conflict(paymentNeedsApprovedDetails(creatorName));
  const changes = new Changes();
  creator.entry = bump(creator.entry, now, {
    status: 'paid',
    paidAt: now,
    paidBy: principal.userId,
    paidByEmail: principal.email,
    paidToPaymentVersion: paymentInfo.version,
  });
  changes.put(`pc:${creator.entry.id}`, data.items.projectCreator(creator.entry), creator.entry.version - 1);
  changes.add(approvedAtVersion(creatorId, paymentInfo.version));
  addEvent(
    changes,
    projectEvent(principal, bundle.project, 'project.creatorPaid', {
      ...creatorDetails(creator.entry),
      amountCents: totalCents([creator.entry]),
      before: 'awaiting_payment',
      after: 'paid',
    }),
    now,
  );
  const statuses = bundle.creators.map(({ entry }) => entry.status);
  const projectStatus = projectStatusFor(statuses, bundle.project.status);
  if (projectStatus !== bundle.project.status) {
    const project = bump(bundle.project, now, { status: projectStatus });
    changes.put('project', data.items.project(project), bundle.project.version);
    bundle.project = project;
    for (const entry of bundle.creators) {
      entry.entry =
        entry.entry.id === creator.entry.id
          ? { ...creator.entry, projectStatus }
          : bump(entry.entry, now, { projectStatus });
      changes.put(`pc:${entry.entry.id}`, data.items.projectCreator(entry.entry), entry.entry.version - 1);
    }
  }
  let result: Awaited<ReturnType<Changes['commit']>>;
  try {
    result = await changes.commit();
  } catch (error) {
    // Racing payments of one creator keep cancelling each other (TransactionConflict); once one has won, the others
    // are answered as the race's losers are, not 503.
    if (!(error instanceof DynamoBusyError)) throw error;
    const latest = await data.getProjectBundle(bundle.project.id);
    const entry = latest?.creators.find((candidate) => candidate.entry.id === creator.entry.id)?.entry;
    if (entry?.status !== 'paid') throw error;
    result = 'conflict';
  }
  if (result === 'too_many') throw badRequest('Too many changes at once; save in smaller steps');
  if (result === 'conflict') {
    // Either a racing payment won, or the payment details changed since they were read: say which.
    const latest = await getPayment(creatorId);
    if (latest?.status !== 'approved' || latest.version !== paymentInfo.version)
      throw conflict(paymentNeedsApprovedDetails(creatorName));
    throw conflict(`${creatorName} has already been paid`);
  }
  logger.info('Creator paid', { projectCreatorId, paymentVersion: paymentInfo.version, by: principal.userId });
  countMetric(METRIC.creatorsPaid);
  return adminView(bundle, now);
}

/** What the video upload (videos/service.ts) shares of these rules: the project read, open, the creator, counters. */
export const videoFileRules = { loadBundle, assertOpen, entryOf, settle };
