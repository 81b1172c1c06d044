import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsCampaignBudget } from '@reelbridge/shared/api/analytics';
import { CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS } from '@reelbridge/shared/constants';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, formatUsd } from '../format';
import { DataTable, type Column } from './data-table';

/**
 * The campaigns list filtered by a status (GET /campaigns?status=, docs/analytics.md), and by the brand the figures
 * are filtered to if they are (the list's `brandId`, the API's name for it).
 */
export function campaignsInStatusPath(status: AnalyticsCampaignBudget['status'], brandId?: string): string {
  const params = new URLSearchParams({ status });
  if (brandId) params.set('brandId', brandId);
  return `/admin/campaigns?${params.toString()}`;
}

function columns(brandId: string | undefined): readonly Column<AnalyticsCampaignBudget>[] {
  return [
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <Anchor component={Link} to={campaignsInStatusPath(row.status, brandId)} size="sm">
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
}

/**
 * 'Campaigns now' (issue 22): the campaigns as they are now, whatever the period, per status with their count and
 * total budget; each status links to the campaigns list filtered by it (and by `brandId`, the brand the agency
 * filtered the figures to, if any: a brand user's list is their own brand's anyway).
 */
export function CampaignsNow({ budgets, brandId }: { budgets: readonly AnalyticsCampaignBudget[]; brandId?: string }) {
  const cols = useMemo(() => columns(brandId), [brandId]);
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
          columns={cols}
          rows={rows}
          rowKey={(row) => row.status}
        />
      </Stack>
    </Paper>
  );
}
