import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsCampaignBudget } from '@reelbridge/shared/api/analytics';
import { CAMPAIGN_STATUSES } from '@reelbridge/shared/constants';
import { CAMPAIGN_STATUS_LABELS } from '@reelbridge/shared/schemas/campaign';
import { Link } from 'react-router-dom';
import { formatCount, formatUsd } from '../format';
import { DataTable, type Column } from './data-table';

/** The campaigns list filtered by a status (GET /campaigns?status=, docs/analytics.md). */
export const campaignsInStatusPath = (status: AnalyticsCampaignBudget['status']) => `/admin/campaigns?status=${status}`;

const COLUMNS: readonly Column<AnalyticsCampaignBudget>[] = [
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Anchor component={Link} to={campaignsInStatusPath(row.status)} size="sm">
        {CAMPAIGN_STATUS_LABELS[row.status]}
      </Anchor>
    ),
    value: (row) => CAMPAIGN_STATUS_LABELS[row.status],
  },
  {
    key: 'count',
    header: 'Campaigns',
    cell: (row) => formatCount(row.count),
    value: (row) => row.count,
    numeric: true,
  },
  {
    key: 'budget',
    header: 'Total budget',
    cell: (row) => formatUsd(row.budgetCents),
    value: (row) => row.budgetCents / 100,
    numeric: true,
  },
];

/**
 * 'Campaigns now' (issue 22): the campaigns as they are now, whatever the period, per status with their count and
 * total budget; each status links to the campaigns list filtered by it.
 */
export function CampaignsNow({ budgets }: { budgets: readonly AnalyticsCampaignBudget[] }) {
  const rows = CAMPAIGN_STATUSES.map(
    (status) => budgets.find((row) => row.status === status) ?? { status, count: 0, budgetCents: 0 },
  );
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      aria-labelledby="analytics-campaigns-now"
      miw={0}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="analytics-campaigns-now">
            Campaigns now
          </Title>
          <Text size="sm" c="dimmed">
            Campaigns by their status today, whatever the period, with their budgets.
          </Text>
        </Stack>
        <DataTable
          caption="Campaigns by status now. Select a status to list its campaigns."
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.status}
        />
      </Stack>
    </Paper>
  );
}
