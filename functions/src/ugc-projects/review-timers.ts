/**
 * Issue 20, timers (docs/videos.md): the rules service.ts applies where a project is planned, a video is saved or
 * becomes pending, and a video is reviewed. The scheduled job that acts on the timers is ugc-projects/timers.ts.
 */
import {
  NEW_PROJECT_REVIEW_RULES,
  reviewTimers,
  sparkExpiry,
  type EventActor,
  type ProjectFields,
} from '@reelbridge/shared';
import type { ProjectRecord, SubmissionRecord } from '../data/projects';
import { systemActor } from '../events/actor';
import { conflict } from '../lib/errors';
import type { Principal } from '../lib/principal';

type ReviewRules = Pick<ProjectRecord, 'revisionCap' | 'autoApproveDays'>;

/** A new project's review rules: the form's, else 2 revision rounds and automatic approval after 3 business days. */
export function newProjectReviewRules(input: Pick<ProjectFields, 'revisionCap' | 'autoApproveDays'>): ReviewRules {
  const rules: ReviewRules = { revisionCap: input.revisionCap ?? NEW_PROJECT_REVIEW_RULES.revisionCap };
  const days = input.autoApproveDays === undefined ? NEW_PROJECT_REVIEW_RULES.autoApproveDays : input.autoApproveDays;
  if (days !== null) rules.autoApproveDays = days;
  return rules;
}

/**
 * An edited project's review rules: what the form sent, and what the project has for a field it left out (an older
 * client). `autoApproveDays: undefined` in the answer removes it (never).
 */
export function updatedReviewRules(
  project: ProjectRecord,
  input: Pick<ProjectFields, 'revisionCap' | 'autoApproveDays'>,
): ReviewRules {
  return {
    revisionCap: input.revisionCap ?? project.revisionCap,
    autoApproveDays:
      input.autoApproveDays === undefined ? project.autoApproveDays : (input.autoApproveDays ?? undefined),
  };
}

/**
 * The timer fields of a video being saved (applyEntries): its spark code's expiry from the validity given with it
 * (a changed expiry is reminded anew), and, when it becomes pending (submitted or resubmitted), when it is approved automatically and when the reviewers
 * are reminded (none when the project has no automatic approval). A video that is no longer pending loses them.
 */
export function videoTimerFields(
  project: ProjectRecord,
  before: SubmissionRecord | undefined,
  video: SubmissionRecord,
  entry: { sparkValidity?: string },
  now: string,
): Partial<SubmissionRecord> {
  const fields: Partial<SubmissionRecord> = {};
  if (entry.sparkValidity !== undefined) {
    fields.sparkExpiresAt = entry.sparkValidity
      ? sparkExpiry(entry.sparkValidity, now, project.dueTimeZone)
      : undefined;
    // A reminder was about the expiry it named: a new one (a new code's validity, resubmitted) is reminded again.
    if (fields.sparkExpiresAt !== before?.sparkExpiresAt) fields.sparkRemindedAt = undefined;
  }
  const becomesPending = video.status === 'pending' && before?.status !== 'pending';
  if (becomesPending || video.status !== 'pending') {
    fields.reviewDueAt = undefined;
    fields.reviewRemindAt = undefined;
    fields.reviewRemindedAt = undefined;
  }
  if (becomesPending && project.autoApproveDays) {
    const timers = reviewTimers(now, project.autoApproveDays, project.dueTimeZone);
    fields.reviewDueAt = timers.dueAt;
    if (timers.remindAt) fields.reviewRemindAt = timers.remindAt;
  }
  return fields;
}

/** Who approves a video nobody reviewed in time: the system (recorded as 'system', evented as automatic). */
export const SYSTEM_REVIEWER: Principal = Object.freeze({ role: 'admin', userId: 'system', email: 'system' });
export const isSystemReviewer = (principal: Principal) => principal === SYSTEM_REVIEWER;

/**
 * An automatic approval happens only to a video still pending whose time ran out, in a project that still approves
 * automatically: otherwise 409 (reviewed meanwhile, resubmitted since, or switched off), and nothing is written.
 */
export function assertAutoApprovable(project: ProjectRecord, video: SubmissionRecord, now: string): void {
  if (video.status !== 'pending') throw conflict('This video was reviewed meanwhile');
  if (!project.autoApproveDays) throw conflict('This project does not approve videos automatically');
  if (!video.reviewDueAt || video.reviewDueAt > now) throw conflict('This video is not due for automatic approval');
}

/**
 * Marks a review as the automatic one (or not): on the video, and on the review of its newest version when the
 * video keeps versions (docs/videos.md: `review.automatic`).
 */
export function markReviewer(principal: Principal, next: SubmissionRecord): void {
  if (!isSystemReviewer(principal)) {
    delete next.reviewedAutomatically;
    return;
  }
  next.reviewedAutomatically = true;
  const holder = next as { versions?: { review?: Record<string, unknown> }[] };
  const newest = holder.versions?.at(-1);
  if (holder.versions && newest?.review) {
    holder.versions = [...holder.versions.slice(0, -1), { ...newest, review: { ...newest.review, automatic: true } }];
  }
}

/** The event of an automatic approval says so: by the system, after how many business days. */
export function automaticReviewDetails(
  principal: Principal,
  project: ProjectRecord,
): { actor?: EventActor; automatic?: boolean; count?: number } {
  if (!isSystemReviewer(principal)) return {};
  return {
    actor: systemActor(),
    automatic: true,
    ...(project.autoApproveDays ? { count: project.autoApproveDays } : {}),
  };
}

/** A project's review rules as the agency and the brand read them (a project stored without them: 2, never). */
export function reviewRulesView(project: ProjectRecord): { revisionCap: number; autoApproveDays?: number } {
  return {
    revisionCap: project.revisionCap ?? NEW_PROJECT_REVIEW_RULES.revisionCap,
    ...(project.autoApproveDays ? { autoApproveDays: project.autoApproveDays } : {}),
  };
}

/**
 * A video's timers as every reader sees them: when its spark code expires, when it is approved automatically (while
 * it waits for review), and whether its approval was the automatic one.
 */
export function videoTimerView(video: SubmissionRecord): {
  sparkExpiresAt?: string;
  reviewDueAt?: string;
  reviewedAutomatically?: boolean;
} {
  return {
    ...(video.sparkExpiresAt ? { sparkExpiresAt: video.sparkExpiresAt } : {}),
    ...(video.status === 'pending' && video.reviewDueAt ? { reviewDueAt: video.reviewDueAt } : {}),
    ...(video.reviewedAutomatically ? { reviewedAutomatically: true } : {}),
  };
}
