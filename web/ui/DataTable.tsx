import { Box, Center, Group, Loader, Pagination, Paper, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  empty?: ReactNode;
  /** `name` or `-name`. */
  sortBy?: string | undefined;
  onSort?: (sortBy: string) => void;
  page?: number;
  length?: number;
  total?: number;
  onPage?: (page: number) => void;
  onLength?: (length: number) => void;
  onRowClick?: (row: T) => void;
}

/** Where a capped cell sits in a wider column. */
const cellPlacement = { left: undefined, right: { marginLeft: 'auto' }, center: { marginInline: 'auto' } } as const;

/** The list table used across the console: sorting, paging, page size, loading and empty states. */
export function DataTable<T>(p: DataTableProps<T>) {
  const sortField = p.sortBy?.replace(/^-/, '');
  const desc = p.sortBy?.startsWith('-');
  const totalPages = p.total !== undefined && p.length ? Math.max(1, Math.ceil(p.total / p.length)) : 1;
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" highlightOnHover={Boolean(p.onRowClick)}>
          <Table.Thead>
            <Table.Tr>
              {p.columns.map((c) => (
                <Table.Th key={c.key} style={{ width: c.width, textAlign: c.align }}>
                  {c.sortable && p.onSort ? (
                    <UnstyledButton
                      onClick={() => p.onSort!(sortField === c.key && !desc ? `-${c.key}` : c.key)}
                      aria-label={`Sort by ${typeof c.title === 'string' ? c.title : c.key}`}
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {c.title}
                        </Text>
                        {sortField === c.key ? desc ? <IconChevronDown size={14} /> : <IconChevronUp size={14} /> : <IconSelector size={14} opacity={0.5} />}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    c.title
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.rows?.map((row, i) => (
              <Table.Tr
                key={p.rowKey(row)}
                onClick={p.onRowClick ? () => p.onRowClick!(row) : undefined}
                // A row that opens something is reached with Tab and opened with Enter, as a link would be.
                tabIndex={p.onRowClick ? 0 : undefined}
                onKeyDown={
                  p.onRowClick
                    ? (e) => {
                        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                          e.preventDefault();
                          p.onRowClick!(row);
                        }
                      }
                    : undefined
                }
                style={p.onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {p.columns.map((c) => (
                  <Table.Td key={c.key} style={{ textAlign: c.align }}>
                    {/* Capped in width (global.css): a long value wraps inside its column instead of widening the table. */}
                    <div className="tr-cell" style={cellPlacement[c.align ?? 'left']}>
                      {c.render(row, i)}
                    </div>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {p.loading && !p.rows?.length && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {!p.loading && p.rows?.length === 0 && (p.empty ?? <EmptyState title="Nothing here yet" />)}
      {p.onPage && p.total !== undefined && p.total > 0 && (
        <Group justify="space-between" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" c="dimmed">
            {p.total} {p.total === 1 ? 'item' : 'items'}
          </Text>
          <Group gap="sm">
            {p.onLength && (
              <Box w={110}>
                <Select
                  size="xs"
                  aria-label="Rows per page"
                  value={String(p.length)}
                  data={['10', '25', '50', '100'].map((v) => ({ value: v, label: `${v} / page` }))}
                  onChange={(v) => v && p.onLength!(Number(v))}
                  allowDeselect={false}
                />
              </Box>
            )}
            <Pagination size="sm" total={totalPages} value={p.page ?? 1} onChange={p.onPage} />
          </Group>
        </Group>
      )}
    </Paper>
  );
}
