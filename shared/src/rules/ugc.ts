/**
 * The UGC rules of docs/product.md#states as pure functions: one place for the server's state machines and the
 * screens' progress figures.
 */
export type SubmissionStatus = 'draft' | 'pending' | 'submitted' | 'approved' | 'rejected' | 'revision_requested';
export type ProjectCreatorStatus =
  | 'pending'
  | 'in_progress'
  | 'submitted'
  | 'approved'
  | 'awaiting_payment'
  | 'paid'
  | 'rejected'
  | 'revision_requested';
export type ProjectStatus = 'draft' | 'active' | 'submitted' | 'completed';

export interface SubmissionLike {
  videoUrl?: string;
  sparkCode?: string;
  /** The uploaded file (issue 20); only its presence matters here. */
  file?: unknown;
  status: SubmissionStatus;
}

const filled = (value: string | undefined) => !!value && value.trim().length > 0;

export const hasBothFields = (submission: Pick<SubmissionLike, 'videoUrl' | 'sparkCode'>) =>
  filled(submission.videoUrl) && filled(submission.sparkCode);

/**
 * A video is delivered (can be submitted) with its uploaded file, or with a link and its spark code (issue 20: a
 * link-only delivery still needs both).
 */
export const isDelivered = (submission: Pick<SubmissionLike, 'videoUrl' | 'sparkCode' | 'file'>) =>
  !!submission.file || hasBothFields(submission);

/** A video counts as complete when delivered and its status is neither revision_requested nor rejected. */
export function isVideoComplete(submission: SubmissionLike): boolean {
  return isDelivered(submission) && submission.status !== 'revision_requested' && submission.status !== 'rejected';
}

/** The creator-side check mark: delivered and status pending, submitted or approved. */
export function showsCheckMark(submission: SubmissionLike): boolean {
  return isDelivered(submission) && ['pending', 'submitted', 'approved'].includes(submission.status);
}

/** Creator inputs are editable only in draft or revision_requested. */
export function isEditable(status: SubmissionStatus): boolean {
  return status === 'draft' || status === 'revision_requested';
}

/** Review actions (approve, request revision, reject) apply to pending or revision_requested submissions. */
export function isReviewable(status: SubmissionStatus): boolean {
  return status === 'pending' || status === 'revision_requested';
}

/** Completed videos over required videos, in whole percent. */
export function progressPercent(completed: number, required: number): number {
  if (required <= 0) return 0;
  return Math.round((Math.min(completed, required) / required) * 100);
}

export function completedCount(submissions: SubmissionLike[]): number {
  return submissions.filter(isVideoComplete).length;
}

/** Σ videoCount × costPerVideo, in cents. */
export function totalCents(entries: { videoCount: number; costPerVideoCents: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.videoCount * entry.costPerVideoCents, 0);
}

export function formatMoney(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * A project creator's status follows their submissions; paid is final.
 */
export function projectCreatorStatusFor(
  submissions: SubmissionLike[],
  videoCount: number,
  current: ProjectCreatorStatus,
): ProjectCreatorStatus {
  if (current === 'paid') return 'paid';
  const statuses = submissions.map((submission) => submission.status);
  const approved = statuses.filter((status) => status === 'approved').length;
  if (videoCount > 0 && approved >= videoCount) return 'awaiting_payment';
  if (statuses.includes('revision_requested')) return 'revision_requested';
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.some((status) => status === 'pending' || status === 'submitted')) return 'submitted';
  if (
    submissions.some((submission) => !!submission.file || filled(submission.videoUrl) || filled(submission.sparkCode))
  )
    return 'in_progress';
  return 'pending';
}

const AT_LEAST_SUBMITTED: ProjectCreatorStatus[] = ['submitted', 'approved', 'awaiting_payment', 'paid'];

/** The project's status follows its creators; a draft project stays draft until an admin activates it. */
export function projectStatusFor(creatorStatuses: ProjectCreatorStatus[], current: ProjectStatus): ProjectStatus {
  if (current === 'draft') return 'draft';
  if (creatorStatuses.length === 0) return 'active';
  if (creatorStatuses.every((status) => status === 'paid')) return 'completed';
  if (creatorStatuses.every((status) => AT_LEAST_SUBMITTED.includes(status))) return 'submitted';
  return 'active';
}
