// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconReportAnalytics } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentListPage, type DocumentListHooks, type ListedDocument } from './DocumentListPage';
import { ApiError } from '../lib/api';
import { renderUi } from './testing/render';

interface Report extends ListedDocument {
  issued_by: string;
}
const report = (id: string, name: string, extra: Partial<Report> = {}): Report => ({
  id,
  name,
  issued_by: 'Cure53',
  sensitivity: 'PUBLIC',
  is_active: true,
  modified_at: '2025-03-04T10:00:00Z',
  file: { name: `${id}.pdf`, url: `/api/v1/document/security-reports/${id}/download/`, content_type: 'application/pdf', size: 2048 },
  ...extra,
});

function Harness(props: {
  rows: Report[];
  error?: unknown;
  allowed?: ('create' | 'edit' | 'delete' | 'download')[];
  onToggle?: (change: { id: string; is_active: boolean }) => Promise<unknown>;
  onDelete?: (id: string) => Promise<unknown>;
}) {
  const allowed = props.allowed ?? ['create', 'edit', 'delete', 'download'];
  const documents: DocumentListHooks<{ reports: Report[] }, object> = {
    useList: () => ({
      data: { data: { reports: props.rows }, pagination: { page: 1, length: 10, total_count: props.rows.length, total_pages: 1 } },
      isLoading: false,
      error: props.error ?? null,
      refetch: () => undefined,
    }),
    useToggle: () => ({ mutateAsync: props.onToggle ?? (() => Promise.resolve()) }),
    useDelete: () => ({ mutateAsync: props.onDelete ?? (() => Promise.resolve()) }),
  };
  return (
    <DocumentListPage
      title="Security Reports"
      description="Penetration tests and audit reports."
      add={{ label: 'Add Report', path: '/reports/new' }}
      documents={documents}
      rowsOf={(d) => d.reports}
      columns={[
        { key: 'name', title: 'Report', render: (r) => r.name },
        { key: 'issued_by', title: 'Issued by', render: (r) => r.issued_by },
      ]}
      noun="security report"
      shownAs="listed"
      search={{ placeholder: 'Search name or issuer', label: 'Search reports' }}
      can={(action) => allowed.includes(action)}
      editPath={(id) => `/reports/${id}/edit`}
      deleting={{ message: (r) => `“${r.name}” and its file will be removed.`, done: 'Report deleted successfully' }}
      empty={{ icon: IconReportAnalytics, title: 'No security reports yet', filteredTitle: 'No reports match these filters', description: 'Upload a report.' }}
    />
  );
}

describe('the list page of a Trust Center document', () => {
  it("numbers the rows and shows the area's columns, the sensitivity, the last update and the actions", () => {
    renderUi(<Harness rows={[report('a', 'Pen test 2025'), report('b', 'SOC 2 report', { sensitivity: 'CONFIDENTIAL', is_active: false })]} />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['No.', 'Report', 'Issued by', 'Sensitivity', 'Last updated', 'Active', 'Actions']);
    const second = screen.getAllByRole('row')[2]!;
    expect(within(second).getByText('2')).toBeTruthy();
    expect(within(second).getByText('Confidential')).toBeTruthy();
    expect(within(second).getByText('4 Mar 2025')).toBeTruthy();
    expect(within(second).getByRole('switch', { name: 'Activate SOC 2 report' })).toBeTruthy();
    for (const action of ['Download', 'Edit', 'Delete']) expect(within(second).getByRole('button', { name: `${action} SOC 2 report` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Report' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search reports' })).toBeTruthy();
  });

  it('offers only what the user may do', () => {
    renderUi(<Harness rows={[report('a', 'Pen test 2025')]} allowed={['download']} />);
    expect(screen.getByRole('button', { name: 'Download Pen test 2025' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Pen test 2025' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Pen test 2025' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Report' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Deactivate Pen test 2025' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('deletes only after the user confirms, in the words of the area, and says it is done', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    renderUi(<Harness rows={[report('a', 'Pen test 2025')]} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pen test 2025' }));
    expect(await screen.findByText('Delete security report?')).toBeTruthy();
    expect(screen.getByText('“Pen test 2025” and its file will be removed.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('a');
    expect(await screen.findByText('Report deleted successfully')).toBeTruthy();
  });

  it('asks before deactivating, saying the Trust Center will no longer list it', async () => {
    const onToggle = vi.fn().mockResolvedValue(undefined);
    renderUi(<Harness rows={[report('a', 'Pen test 2025')]} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Deactivate Pen test 2025' }));
    expect(await screen.findByText('“Pen test 2025” will no longer be listed on your Trust Center.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onToggle).toHaveBeenCalledWith({ id: 'a', is_active: false });
  });

  it('shows the empty state of the area, and a different one once a filter is on', async () => {
    renderUi(<Harness rows={[]} />);
    expect(screen.getByRole('heading', { name: 'No security reports yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(await screen.findByRole('heading', { name: 'No reports match these filters' })).toBeTruthy();
  });
});

describe('a document list the server refuses', () => {
  it('shows the refusal alone, without the page header, filters or Add button', async () => {
    renderUi(<Harness rows={[]} error={new ApiError(403, [{ code: 'permission_denied', detail: 'No.', attr: null }])} />);
    expect(await screen.findByTestId('access-denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Report' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search reports' })).toBeNull();
  });
});
