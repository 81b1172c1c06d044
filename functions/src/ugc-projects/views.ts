import {
  deliveryDueState,
  progressPercent,
  projectDueState,
  totalCents,
  type CreatorProject,
  type CreatorProjectCard,
  type ProjectCreator,
  type ProjectDetail,
  type ProjectSummary,
  type Submission,
} from '@reelbridge/shared';
import type { PaymentState } from '../data/payments';
import type { ProjectBundle, ProjectCreatorRecord, ProjectRecord, SubmissionRecord } from '../data/projects';
import { reviewRulesView, videoTimerView } from './review-timers';
import { videoReviewView, type MediaUrls, type VideoContext } from './video-versions';

/** Each creator's payment-info state by creator id (the admin's view; absent: none submitted). */
export type PaymentStates = Map<string, PaymentState>;

const money = (cents: number) => Math.round(cents) / 100;

/** The due fields of a record that has them (absent ones left out of the answer). */
function dueFields(record: { dueDate?: string; dueTimeZone?: string; dueAt?: string }) {
  return {
    ...(record.dueDate ? { dueDate: record.dueDate } : {}),
    ...(record.dueTimeZone ? { dueTimeZone: record.dueTimeZone } : {}),
    ...(record.dueAt ? { dueAt: record.dueAt } : {}),
  };
}

/**
 * A video; `due` is its creator's effective due date, which it shows too. The agency's internal review notes are in it
 * only for the admin (`audience`); every other caller (a brand's view, a creator's) gets none.
 */
export function submissionView(
  submission: SubmissionRecord,
  due: { dueDate?: string; dueAt?: string } = {},
  audience: ProjectAudience | 'creator' = 'creator',
  video?: VideoContext,
): Submission {
  return {
    id: submission.id,
    videoNumber: submission.videoNumber,
    videoUrl: submission.videoUrl ?? '',
    sparkCode: submission.sparkCode ?? '',
    status: submission.status,
    submittedAt: submission.submittedAt,
    reviewNotes: submission.reviewNotes,
    reviewedAt: submission.reviewedAt,
    ...(due.dueDate ? { dueDate: due.dueDate } : {}),
    ...(due.dueAt ? { dueAt: due.dueAt } : {}),
    ...videoTimerView(submission),
    ...(audience === 'admin'
      ? {
          internalNotes: (submission.internalNotes ?? []).map(({ text, at, by, action }) => ({ text, at, by, action })),
        }
      : {}),
    ...videoReviewView(submission, video, audience),
  };
}

function creatorEntryView(
  entry: ProjectCreatorRecord,
  submissions: SubmissionRecord[],
  payments: PaymentStates | undefined,
  now: string,
  audience: ProjectAudience,
  video?: VideoContext,
): ProjectCreator {
  const state = deliveryDueState(entry, now);
  return {
    id: entry.id,
    creatorId: entry.creatorId,
    creator: { id: entry.creatorId, name: entry.creatorName, email: entry.creatorEmail },
    videoCount: entry.videoCount,
    costPerVideo: money(entry.costPerVideoCents),
    totalCost: money(entry.videoCount * entry.costPerVideoCents),
    instructions: entry.instructions ?? '',
    status: entry.status,
    completedCount: entry.completedCount,
    submittedCount: entry.submittedCount,
    progress: progressPercent(entry.completedCount, entry.videoCount),
    paidAt: entry.paidAt,
    ...(payments
      ? {
          paymentStatus: payments.get(entry.creatorId)?.status ?? ('not_submitted' as const),
          paidByEmail: entry.paidByEmail,
          paidToPaymentVersion: entry.paidToPaymentVersion,
        }
      : {}),
    ...dueFields(entry),
    ...(entry.ownDueDate ? { ownDueDate: entry.ownDueDate } : {}),
    ...(state ? { dueState: state } : {}),
    submissions: submissions.map((submission) => submissionView(submission, entry, audience, video)),
  };
}

/** A project's row; its due state is as of `now` (the time of the answer). */
export function projectSummaryView(project: ProjectRecord, now = new Date().toISOString()): ProjectSummary {
  const state = projectDueState(project, now);
  return {
    id: project.id,
    name: project.name,
    brandId: project.brandId,
    brand: { id: project.brandId, name: project.brandName },
    status: project.status,
    creatorCount: project.creatorCount,
    totalBudget: money(project.totalBudgetCents),
    createdAt: project.createdAt,
    ...dueFields(project),
    ...(state ? { dueState: state } : {}),
  };
}

/** Who a project's detail is for: what each audience may read of it differs. */
export type ProjectAudience = 'admin' | 'brand';

/**
 * A project's detail for one audience: the project, its creators, every submission, overall progress, and the note
 * shared with the brand. Only the admin's view carries the agency's internal notes (the project's, and each video's
 * internal review notes) and (given `payments`) each creator's payment-info status, which the Pay button needs; a
 * brand user's view never does, whichever route answers with it (the detail, a review's answer). This is the one
 * place that decides it.
 */
export function projectView(
  bundle: ProjectBundle,
  audience: 'brand',
  payments?: undefined,
  now?: string,
  media?: MediaUrls,
): ProjectDetail;
export function projectView(
  bundle: ProjectBundle,
  audience: 'admin',
  payments?: PaymentStates,
  now?: string,
  media?: MediaUrls,
): ProjectDetail;
export function projectView(
  bundle: ProjectBundle,
  audience: ProjectAudience,
  payments?: PaymentStates,
  now = new Date().toISOString(),
  media?: MediaUrls,
): ProjectDetail {
  const required = bundle.creators.reduce((sum, { entry }) => sum + entry.videoCount, 0);
  const completed = bundle.creators.reduce(
    (sum, { entry }) => sum + Math.min(entry.completedCount, entry.videoCount),
    0,
  );
  const admin = audience === 'admin';
  const video: VideoContext = { project: bundle.project, comments: bundle.comments ?? [], ...(media ? { media } : {}) };
  return {
    ...projectSummaryView(bundle.project, now),
    ...(admin ? { agencyNotes: bundle.project.agencyNotes ?? '' } : {}),
    sharedNote: bundle.project.sharedNote ?? '',
    ...reviewRulesView(bundle.project),
    totalBudget: money(totalCents(bundle.creators.map(({ entry }) => entry))),
    updatedAt: bundle.project.updatedAt,
    version: bundle.project.version,
    progress: progressPercent(completed, required),
    creators: bundle.creators.map(({ entry, submissions }) =>
      creatorEntryView(entry, submissions, admin ? payments : undefined, now, audience, video),
    ),
  };
}

/**
 * What a creator sees of a project: only their own entry (docs/product.md#records, creator's view); neither the
 * agency's internal notes nor the note shared with the brand.
 */
export function creatorProjectView(
  entry: ProjectCreatorRecord,
  submissions?: undefined,
  now?: string,
): CreatorProjectCard;
export function creatorProjectView(
  entry: ProjectCreatorRecord,
  submissions: SubmissionRecord[],
  now?: string,
  video?: VideoContext,
): CreatorProject;
export function creatorProjectView(
  entry: ProjectCreatorRecord,
  submissions?: SubmissionRecord[],
  now = new Date().toISOString(),
  video?: VideoContext,
): CreatorProjectCard | CreatorProject {
  const state = deliveryDueState(entry, now);
  return {
    id: entry.projectId,
    projectCreatorId: entry.id,
    name: entry.projectName,
    brand: { name: entry.brandName },
    projectStatus: entry.projectStatus,
    status: entry.status,
    videoCount: entry.videoCount,
    submittedCount: entry.submittedCount,
    completedCount: entry.completedCount,
    progress: progressPercent(entry.completedCount, entry.videoCount),
    costPerVideo: money(entry.costPerVideoCents),
    totalCost: money(entry.videoCount * entry.costPerVideoCents),
    instructions: entry.instructions ?? '',
    ...dueFields(entry),
    ...(state ? { dueState: state } : {}),
    ...(submissions
      ? { submissions: submissions.map((submission) => submissionView(submission, entry, 'creator', video)) }
      : {}),
  };
}
