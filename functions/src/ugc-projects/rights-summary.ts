import type { ProjectBundle, SubmissionRecord } from '../data/projects';
import type { ApprovedVideo } from './exports';

/**
 * The plain-text rights summary inside a project's zip (issue 20): the project and brand, each creator and video with
 * when and by whom it was approved, and the usage terms the project records. UGC projects record no usage terms of
 * their own (a campaign's creators have usage rights; a project has none), so the summary says so plainly and states
 * what was approved instead of inventing terms.
 */
export const RIGHTS_SUMMARY_NAME = 'RIGHTS-SUMMARY.txt';

interface ApprovalLike {
  at?: string;
  by?: string;
  automatic?: boolean;
}

/** When and by whom a video was approved: the newest version's review (docs/videos.md), else the video's fields. */
export function approvalOf(submission: SubmissionRecord): ApprovalLike {
  const versions = (submission as SubmissionRecord & { versions?: { review?: ApprovalLike & { status?: string } }[] })
    .versions;
  const review = versions?.at(-1)?.review;
  if (review?.status === 'approved') {
    return {
      ...(review.at ? { at: review.at } : {}),
      ...(review.by ? { by: review.by } : {}),
      ...(review.automatic ? { automatic: true } : {}),
    };
  }
  return {
    ...(submission.reviewedAt ? { at: submission.reviewedAt } : {}),
    ...(submission.reviewedBy ? { by: `the user ${submission.reviewedBy}` } : {}),
  };
}

const day = (iso: string | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : 'an unrecorded time');

function megabytes(size: number | undefined): string {
  if (size === undefined) return '';
  return ` (${(size / (1024 * 1024)).toFixed(1)} MB)`;
}

function approvalLine(approval: ApprovalLike): string {
  if (approval.automatic) {
    return `Approved automatically on ${day(approval.at)}: no review within the project's review time.`;
  }
  return `Approved on ${day(approval.at)} by ${approval.by ?? 'an unrecorded reviewer'}.`;
}

export function rightsSummary(input: {
  bundle: ProjectBundle;
  videos: ApprovedVideo[];
  requestedBy: string;
  preparedAt: string;
}): string {
  const { project } = input.bundle;
  const lines = [
    `Rights summary: approved videos of the project "${project.name}"`,
    '',
    `Brand: ${project.brandName}`,
    `Project: ${project.name} (${project.id})`,
    `Prepared: ${day(input.preparedAt)}, at the request of ${input.requestedBy}`,
    '',
    'Usage terms',
    'This project records no usage terms in Reelbridge. This summary states what was approved: each video below was',
    `delivered by the named creator for this project for ${project.brandName} and approved as shown. Any use`,
    'beyond that is as agreed between the brand, the agency and the creator.',
  ];
  if (project.sharedNote?.trim()) {
    lines.push('', "The project's note to the brand:", project.sharedNote.trim());
  }
  lines.push('', `Videos (${input.videos.length})`);
  input.videos.forEach((video, index) => {
    const original = video.file.fileName ? `, delivered as "${video.file.fileName}"` : '';
    lines.push(
      '',
      `${index + 1}. ${video.name}`,
      `   Creator: ${video.creatorName} (${video.creatorId})`,
      `   Video ${video.submission.videoNumber}${original}${megabytes(video.file.size)}`,
      `   ${approvalLine(approvalOf(video.submission))}`,
    );
  });
  return `${lines.join('\n')}\n`;
}
