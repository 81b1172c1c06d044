import type { ProjectCreatorStatus, ProjectStatus, SubmissionStatus } from '@reelbridge/shared/rules/ugc';
import { TintBadge, type Tint } from '@/components/tint-badge';

/** docs/product.md#states, admin view: active green, draft grey, any other project status yellow. */
export const PROJECT_STATUS: Record<ProjectStatus, { label: string; color: Tint }> = {
  active: { label: 'Active', color: 'green' },
  draft: { label: 'Draft', color: 'gray' },
  submitted: { label: 'Submitted', color: 'yellow' },
  completed: { label: 'Completed', color: 'yellow' },
};

export const CREATOR_STATUS: Record<ProjectCreatorStatus, { label: string; color: Tint }> = {
  pending: { label: 'Pending', color: 'gray' },
  in_progress: { label: 'In Progress', color: 'blue' },
  submitted: { label: 'Submitted', color: 'violet' },
  approved: { label: 'Approved', color: 'teal' },
  awaiting_payment: { label: 'Awaiting Payment', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
  revision_requested: { label: 'Needs Revision', color: 'yellow' },
};

export const SUBMISSION_STATUS: Record<SubmissionStatus, { label: string; color: Tint }> = {
  draft: { label: 'Draft', color: 'gray' },
  pending: { label: 'Pending Review', color: 'violet' },
  submitted: { label: 'Submitted', color: 'violet' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
  revision_requested: { label: 'Needs Revision', color: 'yellow' },
};

function StatusBadge({ label, color, status }: { label: string; color: Tint; status: string }) {
  return (
    <TintBadge tint={color} data-status={status}>
      {label}
    </TintBadge>
  );
}

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { label, color } = PROJECT_STATUS[status] ?? { label: status, color: 'yellow' };
  return <StatusBadge label={label} color={color} status={status} />;
}

export function CreatorStatusBadge({ status }: { status: ProjectCreatorStatus }) {
  const { label, color } = CREATOR_STATUS[status] ?? { label: status, color: 'gray' };
  return <StatusBadge label={label} color={color} status={status} />;
}

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { label, color } = SUBMISSION_STATUS[status] ?? { label: status, color: 'gray' };
  return <StatusBadge label={label} color={color} status={status} />;
}
