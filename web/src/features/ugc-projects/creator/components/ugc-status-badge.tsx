import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import type { ProjectCreatorStatus, SubmissionStatus } from '@reelbridge/shared/rules/ugc';

/** docs/product.md#states, creator view statuses: revision_requested reads 'Needs Revision'. */
export const UGC_STATUS_LABELS: Record<ProjectCreatorStatus | SubmissionStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  in_progress: 'In Progress',
  submitted: 'Submitted',
  approved: 'Approved',
  awaiting_payment: 'Awaiting Payment',
  paid: 'Paid',
  rejected: 'Rejected',
  revision_requested: 'Needs Revision',
};

/** The creator's status on a project: pending means nothing delivered yet. */
const CREATOR_COLORS: Record<ProjectCreatorStatus, string> = {
  pending: 'gray',
  in_progress: 'blue',
  submitted: 'indigo',
  approved: 'green',
  awaiting_payment: 'teal',
  paid: 'green',
  rejected: 'red',
  revision_requested: 'orange',
};

/** A video's status: pending means waiting for review. */
const VIDEO_COLORS: Record<SubmissionStatus, string> = {
  draft: 'gray',
  pending: 'yellow',
  submitted: 'indigo',
  approved: 'green',
  rejected: 'red',
  revision_requested: 'orange',
};

type BadgeRest = Omit<BadgeProps, 'color' | 'children'>;

export function CreatorStatusBadge({ status, ...props }: { status: ProjectCreatorStatus } & BadgeRest) {
  return (
    <Badge color={CREATOR_COLORS[status]} variant="light" tt="none" style={{ flexShrink: 0 }} {...props}>
      {UGC_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A video sent for review reads 'Pending Review' (as on the reviewer's side), not a bare 'PENDING'. */
export const VIDEO_STATUS_LABELS: Record<SubmissionStatus, string> = {
  ...UGC_STATUS_LABELS,
  pending: 'Pending Review',
};

export function VideoStatusBadge({ status, ...props }: { status: SubmissionStatus } & BadgeRest) {
  return (
    <Badge color={VIDEO_COLORS[status]} variant="light" tt="none" style={{ flexShrink: 0 }} {...props}>
      {VIDEO_STATUS_LABELS[status]}
    </Badge>
  );
}
