import { Badge, Button, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconBooks, IconFileImport, IconFiles, IconPlus, IconSparkles, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { PageHeader } from '@web/ui/PageHeader';
import { TabsBar } from '@web/ui/TabsBar';
import { useSession } from '../../auth/session';
import { useConflicts } from './api';
import { ConflictsList } from './ConflictsList';
import { DocumentDrawer } from './DocumentDrawer';
import { DocumentsTable, type Permissions } from './DocumentsTable';
import { ImportQuestionnaireDialog } from './ImportQuestionnaireDialog';
import { LibraryEntryDialog } from './LibraryEntryDialog';
import { LibraryTable } from './LibraryTable';
import { ReplaceVersionDialog } from './ReplaceVersionDialog';
import { TryQuestion } from './TryQuestion';
import { UploadDocumentDialog } from './UploadDocumentDialog';

const tabs = ['documents', 'library', 'conflicts', 'try'] as const;
type Tab = (typeof tabs)[number];

/**
 * /questionnaires/knowledge-hub (issue 7): the documents and answers the AI drafts from. The tab, and the
 * document or answer open in a drawer or dialog, live in the URL (`?tab=library&entry=…`) so drafts can link here.
 */
export function KnowledgeHubPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'documents';
  const perms: Permissions = {
    canCreate: session.can('knowledge_base:create'),
    canEdit: session.can('knowledge_base:edit'),
    canDelete: session.can('knowledge_base:delete'),
  };
  const conflicts = useConflicts({ page: 1, length: 1 });
  const conflictCount = conflicts.data?.pagination?.total_count ?? 0;
  const [uploading, setUploading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [replacing, setReplacing] = useState<KnowledgeDocument | null>(null);

  const documentId = params.get('document');
  const entryParam = params.get('entry');
  const entryState =
    entryParam && (entryParam !== 'new' || perms.canCreate)
      ? { id: entryParam === 'new' ? null : entryParam, resolveGroupId: params.get('group') ?? undefined }
      : null;

  /** Changes some parameters and keeps the rest (list filters, the tab). */
  const patch = (p: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(p)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: false },
    );
  const goTab = (t: Tab, extra: Record<string, string> = {}) => setParams({ ...(t === 'documents' ? {} : { tab: t }), ...extra });
  const openDocument = (id: string) => patch({ document: id, entry: null, group: null });
  const openEntry = (id: string, group?: string) => patch({ entry: id, group: group ?? null, document: null });

  return (
    <>
      <PageHeader
        title="Knowledge Hub"
        description="The documents and approved answers the AI drafts questionnaire answers from. Keep them current: every draft cites what it used."
      />
      <Tabs value={tab} onChange={(v) => v && goTab(v as Tab)} keepMounted={false}>
        <TabsBar
          actions={
            tab === 'documents' && perms.canCreate ? (
              <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
                Upload document
              </Button>
            ) : tab === 'library' && perms.canCreate ? (
              <>
                <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                  Import answered questionnaire
                </Button>
                <Button leftSection={<IconPlus size={16} />} onClick={() => openEntry('new')}>
                  Add answer
                </Button>
              </>
            ) : undefined
          }
        >
          <Tabs.Tab value="documents" leftSection={<IconFiles size={16} />}>
            Documents
          </Tabs.Tab>
          <Tabs.Tab value="library" leftSection={<IconBooks size={16} />}>
            Answer library
          </Tabs.Tab>
          <Tabs.Tab
            value="conflicts"
            leftSection={<IconAlertTriangle size={16} />}
            rightSection={
              conflictCount > 0 ? (
                <Badge size="sm" color="orange" variant="filled" circle={conflictCount < 10} data-testid="conflict-count">
                  {conflictCount}
                </Badge>
              ) : undefined
            }
          >
            Conflicts
          </Tabs.Tab>
          <Tabs.Tab value="try" leftSection={<IconSparkles size={16} />}>
            Try a question
          </Tabs.Tab>
        </TabsBar>
        <Tabs.Panel value="documents">
          <DocumentsTable perms={perms} onOpen={openDocument} onUpload={() => setUploading(true)} onReplace={setReplacing} />
        </Tabs.Panel>
        <Tabs.Panel value="library">
          <LibraryTable
            perms={perms}
            onOpen={(id) => openEntry(id)}
            onCreate={() => openEntry('new')}
            onImport={() => setImporting(true)}
            onConflicts={() => goTab('conflicts')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="conflicts">
          <ConflictsList canEdit={perms.canEdit} onEdit={(id, group) => openEntry(id, group)} />
        </Tabs.Panel>
        <Tabs.Panel value="try">
          <TryQuestion onOpenDocument={openDocument} onOpenEntry={(id) => openEntry(id)} />
        </Tabs.Panel>
      </Tabs>

      <DocumentDrawer id={documentId} perms={perms} onClose={() => patch({ document: null })} onOpen={openDocument} onReplace={setReplacing} />
      <LibraryEntryDialog state={entryState} editable={entryState?.id ? perms.canEdit : perms.canCreate} onClose={() => patch({ entry: null, group: null })} />
      <UploadDocumentDialog opened={uploading} onClose={() => setUploading(false)} />
      <ReplaceVersionDialog document={replacing} onClose={() => setReplacing(null)} onReplaced={(v) => documentId && openDocument(v.id)} />
      <ImportQuestionnaireDialog
        opened={importing}
        onClose={() => setImporting(false)}
        onShowUnanswered={() => {
          setImporting(false);
          goTab('library', { tab: 'library', answered: '0' });
        }}
        onShowConflicts={() => {
          setImporting(false);
          goTab('conflicts');
        }}
      />
    </>
  );
}
