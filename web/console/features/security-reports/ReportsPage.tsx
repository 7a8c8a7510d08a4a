import { Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconPhoto, IconReportAnalytics } from '@tabler/icons-react';
import { reportMessages, type SecurityReport } from '@shared/contracts/security-reports';
import type { Column } from '@web/ui/DataTable';
import { DocumentListPage, DocumentName } from '@web/ui/DocumentListPage';
import { formatSize } from '@web/ui/SensitivityBadge';
import { useSession } from '../../auth/session';
import { securityReports } from './api';

const editPath = (id: string) => `/trust-center/security-reports/${id}/edit`;

const columns: Column<SecurityReport>[] = [
  {
    key: 'name',
    title: 'Report',
    sortable: true,
    render: (r) => (
      <DocumentName
        icon={
          <ThemeIcon variant="light" color={r.file.content_type === 'application/pdf' ? 'red' : 'grape'} size={36} radius="md">
            {r.file.content_type === 'application/pdf' ? <IconFileText size={20} /> : <IconPhoto size={20} />}
          </ThemeIcon>
        }
        name={r.name}
        to={editPath(r.id)}
        detail={`${r.file.name} · ${formatSize(r.file.size)}`}
      />
    ),
  },
  { key: 'issued_by', title: 'Issued by', sortable: true, render: (r) => <Text size="sm">{r.issued_by || '—'}</Text> },
];

/** /trust-center/security-reports (portal §2): list filtered by active state and sensitivity. */
export function ReportsPage() {
  const session = useSession();

  return (
    <DocumentListPage
      title="Security Reports"
      description="Penetration tests, audit reports and other documents. Public ones download freely; confidential ones are shared on request."
      add={{ label: 'Add Report', path: '/trust-center/security-reports/new' }}
      documents={securityReports}
      rowsOf={(d) => d.security_reports}
      columns={columns}
      noun="security report"
      shownAs="listed"
      search={{ placeholder: 'Search name or issuer', label: 'Search reports' }}
      can={(action) => session.can(`documents:${action}` as const)}
      editPath={editPath}
      deleting={{ message: (r) => `“${r.name}” and its file will be removed. This cannot be undone.`, done: reportMessages.deleted }}
      download={{ failed: 'The file could not be downloaded. Please try again.' }}
      empty={{
        icon: IconReportAnalytics,
        title: 'No security reports yet',
        filteredTitle: 'No reports match these filters',
        description: 'Upload a penetration test summary or an audit report (PDF or image).',
      }}
    />
  );
}
