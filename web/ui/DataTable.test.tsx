// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';
import { EmptyState } from './EmptyState';
import { renderUi } from './testing/render';

interface Row {
  id: string;
  name: string;
  owner: string;
}
const columns: Column<Row>[] = [
  { key: 'name', title: 'Name', sortable: true, render: (r) => r.name },
  { key: 'owner', title: 'Owner', render: (r) => r.owner },
];
const rows: Row[] = [
  { id: '1', name: 'SOC 2 report', owner: 'Ada' },
  { id: '2', name: 'Pen test', owner: 'Grace' },
];

describe('the console list table', () => {
  it('shows one row per item under the column headers', () => {
    renderUi(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Owner']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Pen test' })).toBeTruthy();
  });

  it('sorts by a column ascending, then descending when clicked again', async () => {
    const onSort = vi.fn();
    const { rerender } = renderUi(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name');
    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} onSort={onSort} sortBy="name" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(onSort).toHaveBeenLastCalledWith('-name');
  });

  it('says how many items there are and turns pages with named controls', async () => {
    const onPage = vi.fn();
    renderUi(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} page={1} length={2} total={5} onPage={onPage} />);
    expect(screen.getByText('5 items')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledTimes(2);
  });

  it('opens a row when it is clicked, if the list allows it', async () => {
    const onRowClick = vi.fn();
    renderUi(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={onRowClick} />);
    await userEvent.click(screen.getByRole('cell', { name: 'SOC 2 report' }));
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('lets a keyboard user reach a row with Tab and open it with Enter', async () => {
    const open = vi.fn();
    renderUi(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={open} onSort={() => undefined} />);
    const user = userEvent.setup();
    await user.tab(); // the sortable header
    await user.tab();
    expect(document.activeElement?.textContent).toContain('SOC 2 report');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith(rows[0]);
  });

  it('shows its empty state when there is nothing, and a loader while loading', () => {
    const { rerender } = renderUi(
      <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty={<EmptyState title="No reports yet" description="Upload your first report." />} />,
    );
    expect(screen.getByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    expect(screen.getByText('Upload your first report.')).toBeTruthy();
    rerender(<DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} loading />);
    expect(screen.queryByRole('heading', { name: 'No reports yet' })).toBeNull();
    expect(document.querySelector('.mantine-Loader-root')).toBeTruthy();
  });
});
