import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import { CAMPAIGN_STATUS_LABELS } from '@reelbridge/shared/constants';
import type { CampaignCreatorStatus, CampaignStatus } from '../api/campaigns';

/** Campaign status colours (docs/product.md#states): draft grey, active green, completed blue, cancelled red. */
export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  active: 'green',
  completed: 'blue',
  cancelled: 'red',
};

export { CAMPAIGN_STATUS_LABELS };

export const CREATOR_STATUS_LABELS: Record<CampaignCreatorStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  completed: 'Completed',
};

const CREATOR_STATUS_COLORS: Record<CampaignCreatorStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  completed: 'blue',
};

export function CampaignStatusBadge({ status, ...props }: { status: CampaignStatus } & BadgeProps) {
  return (
    <Badge
      variant="light"
      radius="sm"
      color={CAMPAIGN_STATUS_COLORS[status] ?? 'gray'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {CAMPAIGN_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export function CreatorStatusBadge({ status }: { status: CampaignCreatorStatus }) {
  return (
    <Badge
      variant="dot"
      radius="sm"
      color={CREATOR_STATUS_COLORS[status] ?? 'gray'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {CREATOR_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars with two decimals: $2,500.50. */
export function formatMoney(amount: number | undefined): string {
  return amount === undefined ? '—' : money.format(amount);
}

/** The app's one date format (docs/ux-rules.md). */
export { formatDate, formatDateTime } from '@reelbridge/shared/format';
