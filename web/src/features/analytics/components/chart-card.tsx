import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { downloadCsv, type CsvCell } from '../download-csv';
import { useSeenOnce } from '@/lib/use-seen-once';

/** The height a chart takes, so that nothing moves when its module arrives. */
export const CHART_HEIGHT = 280;

export function ChartSkeleton() {
  return <Skeleton h={CHART_HEIGHT} radius="md" />;
}

/**
 * A chart in its card: its title, a 'Show as table' switch to the same figures as a table (for screen readers and
 * for reading exact values), and 'Download CSV' of those figures.
 */
export function ChartCard({
  title,
  description,
  chart,
  table,
  csv,
  empty,
  controls,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
  /** The file name and the figures, read when the button is pressed. */
  csv: () => { fileName: string; headers: string[]; rows: CsvCell[][] };
  /** Shown instead of the chart and its table when the period has no figure for it. */
  empty?: string;
  /** What the chart shows, above it (the table shows every figure). */
  controls?: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const [chartArea, seen] = useSeenOnce<HTMLDivElement>();
  return (
    <Paper component="section" withBorder radius="lg" p="lg" shadow="xs" aria-labelledby={headingId} miw={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {!empty && (
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setAsTable((shown) => !shown)}
                aria-label={`${asTable ? 'Show as chart' : 'Show as table'}: ${title}`}
              >
                {asTable ? 'Show as chart' : 'Show as table'}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={`Download CSV: ${title}`}
                onClick={() => {
                  const { fileName, headers, rows } = csv();
                  downloadCsv(fileName, headers, rows);
                }}
              >
                Download CSV
              </Button>
            </Group>
          )}
        </Group>
        {!empty && !asTable && controls}
        {empty ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {empty}
          </Text>
        ) : asTable ? (
          table
        ) : (
          <div ref={chartArea}>
            {seen ? <Suspense fallback={<ChartSkeleton />}>{chart}</Suspense> : <ChartSkeleton />}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
