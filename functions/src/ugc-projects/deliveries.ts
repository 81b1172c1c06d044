import {
  isDelivered,
  isEditable,
  MESSAGES,
  newId,
  PAGE_SIZE_DEFAULT,
  type DraftSubmissions,
  type Resubmit,
  type SearchQuery,
} from '@reelbridge/shared';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as data from '../data/projects';
import type { SubmissionRecord } from '../data/projects';
import { badRequest, conflict } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertCanActForCreator, type Principal } from '../lib/principal';
import {
  creatorEvent,
  entryOf,
  loadBundle,
  retryLostRaces,
  settle,
  withCreatorEntry,
  type Bundle,
  type CreatorEntry,
} from './bundle';
import * as timers from './review-timers';
import { deliveryFields, signMedia } from './video-versions';
import { creatorProjectView } from './views';

/** Creators deliver: their project list and card, drafts, submitting every video, a resubmission. docs/ugc-projects.md */

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

const CHANGED_MEANWHILE = 'Your videos changed meanwhile. Reload and try again.';
const VIDEO_CHANGED_MEANWHILE = 'This video changed meanwhile. Reload and try again.';

/**
 * A guard for a creator's change tried again after a lost race (bundle.ts retryLostRaces): the videos it changes,
 * by number, must still be at the versions first read, so that a save never lands on a video that another save or a
 * review changed meanwhile (409 `message`); only a change elsewhere in the creator's part (the review of another
 * video) is read past.
 */
function videosAsFirstRead(message: string) {
  let first: Map<number, number> | undefined;
  return (creator: CreatorEntry, videos: readonly { videoNumber: number }[]) => {
    const versions = new Map(
      videos.map(({ videoNumber }) => [videoNumber, submissionOf(creator, videoNumber)?.version ?? 0]),
    );
    first ??= versions;
    for (const [videoNumber, version] of versions) if (first.get(videoNumber) !== version) throw conflict(message);
  };
}

/** The creator's video of that number, as read (before this request's changes). */
const submissionOf = (creator: CreatorEntry, videoNumber: number) =>
  creator.submissions.find((submission) => submission.videoNumber === videoNumber);

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

/** Delivers the entries: each video pending review with a new version (deliveryFields), the creator settled. */
function deliver(
  bundle: Bundle,
  creator: CreatorEntry,
  entries: DraftSubmissions['submissions'],
  changes: Changes,
  now: string,
): void {
  creator.submissions = applyEntries(
    bundle,
    creator,
    entries,
    changes,
    now,
    () => 'pending',
    (delivered) => deliveryFields(submissionOf(creator, delivered.videoNumber), delivered, now),
  );
  settle(bundle, new Set([creator.entry.id]), changes, now);
}

export async function saveDraft(
  principal: Principal,
  projectId: string,
  body: DraftSubmissions,
  now = new Date().toISOString(),
) {
  const unchanged = videosAsFirstRead(CHANGED_MEANWHILE);
  const creatorId = await retryLostRaces(async () => {
    const { creatorId, bundle, creator } = await withCreatorEntry(principal, projectId, body.creatorId);
    unchanged(creator, body.submissions);
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
    return { changes, answer: creatorId };
  }, CHANGED_MEANWHILE);
  return creatorProject(principal, projectId, creatorId, now);
}

export async function submitAll(
  principal: Principal,
  projectId: string,
  body: DraftSubmissions,
  now = new Date().toISOString(),
) {
  const unchanged = videosAsFirstRead(CHANGED_MEANWHILE);
  const creatorId = await retryLostRaces(async () => {
    const { creatorId, bundle, creator } = await withCreatorEntry(principal, projectId, body.creatorId);
    if (creator.entry.status !== 'pending' && creator.entry.status !== 'in_progress') {
      throw conflict('Your videos have already been submitted');
    }
    unchanged(creator, creator.submissions);
    const changes = new Changes();
    const merged = applyEntries(
      bundle,
      creator,
      body.submissions,
      new Changes(),
      now,
      (submission) => submission.status,
    );
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
    const before = creator.entry.status;
    deliver(bundle, creator, entries, changes, now);
    addEvent(
      changes,
      creatorEvent(principal, bundle, creator, 'project.draftsSubmitted', {
        count: entries.length,
        before,
        after: creator.entry.status,
      }),
      now,
    );
    return { changes, answer: creatorId };
  }, CHANGED_MEANWHILE);
  logger.info('Videos submitted', { projectId, creatorId });
  return creatorProject(principal, projectId, creatorId, now);
}

export async function resubmit(
  principal: Principal,
  projectId: string,
  body: Resubmit,
  now = new Date().toISOString(),
) {
  const unchanged = videosAsFirstRead(VIDEO_CHANGED_MEANWHILE);
  const creatorId = await retryLostRaces(async () => {
    const { creatorId, bundle, creator } = await withCreatorEntry(principal, projectId, body.creatorId);
    const current = creator.submissions.find((submission) => submission.videoNumber === body.videoNumber);
    if (!current || current.status !== 'revision_requested')
      throw conflict('Only a video with a revision request can be resubmitted');
    unchanged(creator, [current]);
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
    const { videoNumber, videoUrl, sparkCode, sparkValidity } = body;
    deliver(bundle, creator, [{ videoNumber, videoUrl, sparkCode, sparkValidity }], changes, now);
    addEvent(
      changes,
      creatorEvent(principal, bundle, creator, 'project.videoResubmitted', {
        submissionId: current.id,
        videoNumber: current.videoNumber,
        before: current.status,
        after: 'pending',
      }),
      now,
    );
    return { changes, answer: creatorId };
  }, VIDEO_CHANGED_MEANWHILE);
  return creatorProject(principal, projectId, creatorId, now);
}
