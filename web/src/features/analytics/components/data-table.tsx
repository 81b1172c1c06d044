import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CsvCell } from '../download-csv';

/** One column of a figures table: what the screen shows, and what the CSV holds (and a sort compares). */
export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  value: (row: Row) => CsvCell;
  numeric?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** The CSV of a table: its headers and every row's values, in the columns' order. */
export function tableCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): [string[], CsvCell[][]] {
  return [columns.map((column) => column.header), rows.map((row) => columns.map((column) => column.value(row)))];
}

/**
 * `rows` sorted by a column's values: numbers by size, text alphabetically; rows without a value (a rate with
 * nothing to divide by) last in either direction; ties keep their order.
 */
export function sortRows<Row>(rows: readonly Row[], column: Column<Row>, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = column.value(a);
    const right = column.value(b);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
    return String(left).localeCompare(String(right), 'en', { sensitivity: 'base' }) * sign;
  });
}

function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: { key: string; header: string; numeric?: boolean };
  sort: SortState;
  onSort: (key: string) => void;
}) {
  const active = sort.key === column.key;
  return (
    <Table.Th scope="col" ta={column.numeric ? 'right' : undefined} aria-sort={active ? sort.direction : 'none'}>
      <UnstyledButton onClick={() => onSort(column.key)} fw={700} fz="sm" w={column.numeric ? '100%' : undefined}>
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
          {column.header}
          <IconChevronDown
            size={14}
            aria-hidden
            opacity={active ? 1 : 0.35}
            style={active && sort.direction === 'ascending' ? { transform: 'rotate(180deg)' } : undefined}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A figures table: a real table with a caption (a chart's table view, the creators table). With `sort`, every
 * header is a button that sorts by its column (aria-sort says which and how).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth,
  sort,
  onSort,
}: {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  minWidth?: number;
  sort?: SortState;
  onSort?: (key: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0}>
      <Table striped verticalSpacing="xs" horizontalSpacing="sm" captionSide="top">
        <Table.Caption ta="left" fz="sm" c="dimmed" mt={0} mb="xs">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              sort && onSort ? (
                <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
              ) : (
                <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.key} scope="row" fw={500}>
                    {column.cell(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
