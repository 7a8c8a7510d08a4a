import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCertificate } from '@tabler/icons-react';
import { certificationMessages, type Certification } from '@shared/contracts/certifications';
import type { Column } from '@web/ui/DataTable';
import { DocumentListPage, DocumentName } from '@web/ui/DocumentListPage';
import { useSession } from '../../auth/session';
import { certifications } from './api';
import { CertLogo } from './CertLogo';
import { Expiry } from './ExpiryBadge';

const editPath = (id: string) => `/trust-center/compliance/${id}/edit`;

const columns: Column<Certification>[] = [
  {
    key: 'name',
    title: 'Certification',
    sortable: true,
    render: (c) => (
      <DocumentName
        icon={<CertLogo cert={c} />}
        name={c.name}
        to={editPath(c.id)}
        detail={[c.auditor_info, c.industry?.name].filter(Boolean).join(' · ') || 'No auditor given'}
      />
    ),
  },
  { key: 'expiry_date', title: 'Valid until', sortable: true, render: (c) => <Expiry date={c.expiry_date} expired={c.is_expired} /> },
];

function ExpiredNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} mb="md" title={`${count} active certification${count === 1 ? ' has' : 's have'} expired`}>
      Visitors see expired certifications marked as expired. Upload the renewed certificate or deactivate it.
    </Alert>
  );
}

/** /trust-center/compliance (portal §2): certifications, expired ones marked. */
export function CompliancePage() {
  const session = useSession();
  return (
    <DocumentListPage
      title="Compliance and Certifications"
      description="Audits and certifications your Trust Center shows, with their logos and validity."
      add={{ label: 'Add Compliance', path: '/trust-center/compliance/new' }}
      notice={(counts) => <ExpiredNotice count={counts?.expired_active_count ?? 0} />}
      documents={certifications}
      rowsOf={(d) => d.security_certificates}
      columns={columns}
      noun="certification"
      shownAs="shown"
      search={{ placeholder: 'Search name or auditor', label: 'Search certifications' }}
      can={(action) => session.can(`documents:${action}` as const)}
      editPath={editPath}
      deleting={{ message: (c) => `“${c.name}” will be removed from your Trust Center. This cannot be undone.`, done: certificationMessages.deleted }}
      download={{ tooltip: (file) => `Download ${file.name}` }}
      empty={{
        icon: IconCertificate,
        title: 'No certifications yet',
        filteredTitle: 'No certifications match these filters',
        description: 'Add SOC 2, ISO 27001 or any other audit you have passed. Pick a standard logo or upload your own.',
      }}
    />
  );
}
