import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import type { ProjectCreatorStatus, ProjectStatus, SubmissionStatus } from '@reelbridge/shared/rules/ugc';

type Tint = 'gray' | 'green' | 'yellow' | 'blue' | 'teal' | 'orange' | 'red' | 'violet';

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

/**
 * A status as a badge. The tint carries the colour and the text stays near-black (Mantine's light-variant text
 * on these tints is below WCAG AA contrast for small text), as the payment status badge does.
 */
function StatusBadge({ label, color, ...props }: { label: string; color: Tint } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge
      variant="light"
      radius="sm"
      bg={`${color}.2`}
      c="dark.8"
      tt="none"
      fz="sm"
      fw={600}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {label}
    </Badge>
  );
}

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { label, color } = PROJECT_STATUS[status] ?? { label: status, color: 'yellow' };
  return <StatusBadge label={label} color={color} data-status={status} />;
}

export function CreatorStatusBadge({ status }: { status: ProjectCreatorStatus }) {
  const { label, color } = CREATOR_STATUS[status] ?? { label: status, color: 'gray' };
  return <StatusBadge label={label} color={color} data-status={status} />;
}

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { label, color } = SUBMISSION_STATUS[status] ?? { label: status, color: 'gray' };
  return <StatusBadge label={label} color={color} data-status={status} />;
}
