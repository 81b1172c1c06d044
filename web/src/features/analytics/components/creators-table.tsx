import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsCreator } from '@reelbridge/shared/api/analytics';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { creatorColumns } from '../chart-data';
import { csvFileName, downloadCsv } from '../download-csv';
import { DataTable, sortRows, tableCsv, type SortState } from './data-table';

/** Sorting by a figure starts with the highest; by name, from A. */
const firstDirection = (key: string): SortState['direction'] => (key === 'name' ? 'ascending' : 'descending');

/** The creators' work in the period, sortable by every measure, with its CSV. */
export function CreatorsTable({
  creators,
  agency,
  period,
  periodText,
}: {
  creators: readonly AnalyticsCreator[];
  agency: boolean;
  period: { from: string; to: string };
  periodText: string;
}) {
  const columns = useMemo(() => creatorColumns(agency), [agency]);
  const [sort, setSort] = useState<SortState>({ key: 'delivered', direction: 'descending' });
  const sorted = useMemo(
    () => sortRows(creators, columns.find((column) => column.key === sort.key) ?? columns[1]!, sort.direction),
    [creators, columns, sort],
  );
  const onSort = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: firstDirection(key) },
    );

  return (
    <Paper component="section" withBorder radius="lg" p="lg" shadow="xs" aria-labelledby="analytics-creators" miw={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Title order={2} size="h4" id="analytics-creators">
              Creators
            </Title>
            <Text size="sm" c="dimmed">
              Videos delivered (approved) in the period, how many on time and approved first time, and what was paid.
            </Text>
          </Stack>
          {creators.length > 0 && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label="Download CSV: Creators"
              onClick={() => downloadCsv(csvFileName('creators', period), ...tableCsv(columns, sorted))}
            >
              Download CSV
            </Button>
          )}
        </Group>
        {creators.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            No creator delivered a video in this period.
          </Text>
        ) : (
          <DataTable
            caption={`Creators, ${periodText}. Select a column heading to sort by it.`}
            columns={columns}
            rows={sorted}
            rowKey={(creator) => creator.creatorId}
            minWidth={620}
            sort={sort}
            onSort={onSort}
          />
        )}
      </Stack>
    </Paper>
  );
}
