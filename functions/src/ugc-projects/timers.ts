/**
 * Issue 20, the timers' scheduled job (docs/videos.md): every 15 minutes in AWS (an EventBridge rule invoking this
 * Lambda, infra/lib/video-timers.ts), every minute locally (infra/local/video-timers.ts). It reads the videos whose
 * timer is due from the sparse `VIDEO_TIMERS` index (data/video-timers.ts, no Scan), reads each one's project strongly
 * consistently and, for a video as it is now:
 *
 * - pending past its `reviewDueAt`: approves it as the system (service.autoApprove: a review by 'system', marked
 *   automatic, evented as an automatic approval), at the version read;
 * - pending past its `reviewRemindAt`: reminds the reviewers once (`project.reviewReminder`: the agency's admins and
 *   the brand's team, through the notifications consumer), recording `reviewRemindedAt` in the same transaction;
 * - pending or approved, a week before its spark code expires: reminds the reviewers once
 *   (`project.sparkCodeExpiring`: the same audiences), recording `sparkRemindedAt`. A pending video's reviewers must
 *   act while the code works; a draft, a video sent back for revision and a rejected one are not reminded
 *   (data/video-timers.ts);
 * - pending in a project that no longer approves automatically: drops its review timers.
 *
 * A reminder or the timers' drop and a spark reminder due at the same run are one write with both events. Every write
 * is conditional on the version read, so a video reviewed meanwhile is left alone, and two runs (or a run repeated) do
 * each thing once: the second finds the video changed, or no longer due.
 */
import { sparkReminderAt } from '@reelbridge/shared';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as data from '../data/projects';
import type { ProjectBundle, SubmissionRecord } from '../data/projects';
import { dueVideoTimers, sparkReminderOwed } from '../data/video-timers';
import { systemActor } from '../events/actor';
import { AppError } from '../lib/errors';
import { logger } from '../lib/logger';
import { autoApprove } from './reviews';
import { withInvocationLog } from '../lib/invocation-log';

export interface TimerRun {
  approved: string[];
  reviewReminders: string[];
  sparkReminders: string[];
  cleared: string[];
  /** Due on the index but not acted on: reviewed or changed meanwhile, or not due any more. */
  skipped: string[];
}

export interface TimerRunOptions {
  /** Only these projects' videos (tests that share a table with others); every project's otherwise. */
  projectIds?: ReadonlySet<string>;
}

type Outcome = keyof TimerRun;

/** The video and its creator entry in the bundle, as read now. */
function find(bundle: ProjectBundle, submissionId: string) {
  for (const creator of bundle.creators) {
    const video = creator.submissions.find((candidate) => candidate.id === submissionId);
    if (video) return { entry: creator.entry, video };
  }
  return undefined;
}

/** The video rewritten with `fields` at the version read (a reminder's mark, or timers dropped). */
function rewrite(changes: Changes, video: SubmissionRecord, fields: Partial<SubmissionRecord>): void {
  const next = { ...video, ...fields, version: video.version + 1 };
  changes.put(`sub:${video.id}`, data.items.submission(next), video.version);
}

async function act(submissionId: string, projectId: string, now: string): Promise<Outcome[]> {
  const bundle = await data.getProjectBundle(projectId);
  const found = bundle && !bundle.project.deletingSince ? find(bundle, submissionId) : undefined;
  if (!bundle || !found) return ['skipped'];
  const { project } = bundle;
  const { entry, video } = found;
  const about = {
    type: 'project.reviewReminder' as const,
    actor: systemActor(),
    subject: { kind: 'project' as const, id: project.id, name: project.name },
    brandId: project.brandId,
    projectId: project.id,
    creatorId: entry.creatorId,
    creatorName: entry.creatorName,
    projectCreatorId: entry.id,
    submissionId: video.id,
    videoNumber: video.videoNumber,
  };

  if (video.status === 'pending' && video.reviewDueAt && project.autoApproveDays && video.reviewDueAt <= now) {
    try {
      await autoApprove(submissionId, now);
      // An approved video's spark reminder, if one is owed, is on the index again: the next run sends it.
      return ['approved'];
    } catch (error) {
      // Reviewed, resubmitted or changed meanwhile (409): the video as it is now has no automatic approval due.
      if (error instanceof AppError && error.status === 409) return ['skipped'];
      throw error;
    }
  }

  // What is due now, written at the version read in one transaction: the review timers' drop or reminder, the spark
  // code's reminder, or both.
  const changes = new Changes();
  const fields: Partial<SubmissionRecord> = {};
  const done: Outcome[] = [];
  if (video.status === 'pending' && video.reviewDueAt) {
    if (!project.autoApproveDays) {
      Object.assign(fields, { reviewDueAt: undefined, reviewRemindAt: undefined, reviewRemindedAt: undefined });
      done.push('cleared');
    } else if (video.reviewRemindAt && video.reviewRemindAt <= now && !video.reviewRemindedAt) {
      fields.reviewRemindedAt = now;
      addEvent(changes, { ...about, dueAt: video.reviewDueAt }, now);
      done.push('reviewReminders');
    }
  }
  if (sparkReminderOwed(video) && sparkReminderAt(video.sparkExpiresAt) <= now) {
    fields.sparkRemindedAt = now;
    addEvent(changes, { ...about, type: 'project.sparkCodeExpiring', dueAt: video.sparkExpiresAt }, now);
    done.push('sparkReminders');
  }
  if (done.length === 0) return ['skipped'];
  rewrite(changes, video, fields);
  return (await changes.commit()) === 'ok' ? done : ['skipped'];
}

/** One run of the job at `now` (the services' clock: a test passes a fake one). */
export async function runVideoTimers(now: string, options: TimerRunOptions = {}): Promise<TimerRun> {
  const run: TimerRun = { approved: [], reviewReminders: [], sparkReminders: [], cleared: [], skipped: [] };
  const due = await dueVideoTimers(now);
  for (const timer of due) {
    if (options.projectIds && !options.projectIds.has(timer.projectId)) continue;
    try {
      for (const outcome of await act(timer.submissionId, timer.projectId, now)) run[outcome].push(timer.submissionId);
    } catch (error) {
      // One video's failure (a busy table) does not stop the others; the next run finds it again.
      logger.error('Video timer failed', { submissionId: timer.submissionId, error: String(error) });
      run.skipped.push(timer.submissionId);
    }
  }
  if (due.length) {
    logger.info('Video timers', {
      due: due.length,
      approved: run.approved.length,
      reviewReminders: run.reviewReminders.length,
      sparkReminders: run.sparkReminders.length,
      cleared: run.cleared.length,
    });
  }
  return run;
}

/** The Lambda the schedule invokes (and the local stack's timer): one run at the time it runs. */
export const handler = withInvocationLog('video-timers', async (): Promise<TimerRun> =>
  runVideoTimers(new Date().toISOString()),
);
