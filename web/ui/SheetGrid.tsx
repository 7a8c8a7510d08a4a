import { Box, ScrollArea, Text } from '@mantine/core';

/** A cell of a read-only sheet (questionnaires §3 'Excel sheet cell'). */
export interface SheetGridCell {
  value: string;
  className: string;
  spanning_cell_id: string | null;
  is_spanning_cell: boolean;
  column_span: number;
  row_span: number;
}

const border = '1px solid var(--mantine-color-gray-3)';
const headStyle = {
  background: 'var(--mantine-color-gray-0)',
  color: 'var(--mantine-color-gray-6)',
  fontWeight: 600,
  fontSize: 12,
  textAlign: 'center' as const,
  border,
  position: 'sticky' as const,
  zIndex: 1,
};

/** Cell classes from the server: bold, wrap, align-left|center|right, fill, formula, hidden-row, hidden-col. */
function cellStyle(className: string) {
  const c = ` ${className} `;
  return {
    fontWeight: c.includes(' bold ') ? 700 : undefined,
    fontStyle: c.includes(' italic ') ? 'italic' : undefined,
    textAlign: (c.includes(' align-center ') ? 'center' : c.includes(' align-right ') ? 'right' : undefined) as 'center' | 'right' | undefined,
    whiteSpace: c.includes(' wrap ') ? ('pre-wrap' as const) : ('pre' as const),
    background: c.includes(' fill ') ? 'var(--mantine-color-gray-1)' : undefined,
    color:
      c.includes(' hidden-row ') || c.includes(' hidden-col ')
        ? 'var(--mantine-color-gray-5)'
        : c.includes(' formula ')
          ? 'var(--mantine-color-indigo-7)'
          : undefined,
  };
}

/**
 * A read-only spreadsheet (questionnaires §2.8): letters across, row numbers down, merged cells spanning,
 * every column `columnWidth` pixels wide (150 by default).
 */
export function SheetGrid({
  rows,
  columns,
  columnWidth = 150,
  maxHeight = 520,
}: {
  rows: SheetGridCell[][];
  columns: string[];
  columnWidth?: number;
  maxHeight?: number;
}) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm" p="md">
        This sheet is empty.
      </Text>
    );
  return (
    <ScrollArea h={maxHeight} type="auto" data-testid="sheet-grid">
      <Box component="table" style={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: 48 + columns.length * columnWidth, fontSize: 13 }}>
        <colgroup>
          <col style={{ width: 48 }} />
          {columns.map((c) => (
            <col key={c} style={{ width: columnWidth }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th style={{ ...headStyle, top: 0, left: 0, zIndex: 2 }} />
            {columns.map((c) => (
              <th key={c} style={{ ...headStyle, top: 0 }}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th style={{ ...headStyle, left: 0 }}>{r + 1}</th>
              {row.map((cell, c) =>
                cell.spanning_cell_id && !cell.is_spanning_cell ? null : (
                  <td
                    key={c}
                    colSpan={cell.column_span > 1 ? cell.column_span : undefined}
                    rowSpan={cell.row_span > 1 ? cell.row_span : undefined}
                    title={cell.value.length > 40 ? cell.value : undefined}
                    style={{
                      border,
                      padding: '4px 6px',
                      verticalAlign: 'top',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      maxHeight: 120,
                      ...cellStyle(cell.className),
                    }}
                  >
                    {cell.value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </ScrollArea>
  );
}
