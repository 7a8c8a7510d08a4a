import { Alert, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileUpload, IconHistory, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { ApiError, downloadFile } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';
import { FormDrawer } from '@web/ui/FormDrawer';
import { documentDownloadPath, useDeleteDocument, useDocument, usePassages } from './api';
import { DocumentDetailsForm } from './DocumentDetailsForm';
import { DocumentStatus } from './DocumentStatus';
import { confirmDeleteDocument, type Permissions } from './DocumentsTable';
import { fileLook } from './FileDrop';
import { formatDate, formatSize } from './parts';

const pageStep = 20;

/** A document's details (editable with knowledge_base:edit), its versions and the passages it was read into. */
export function DocumentDrawer({
  id,
  perms,
  onClose,
  onOpen,
  onReplace,
}: {
  id: string | null;
  perms: Permissions;
  onClose: () => void;
  onOpen: (id: string) => void;
  onReplace: (d: KnowledgeDocument) => void;
}) {
  const doc = useDocument(id);
  const d = doc.data;
  const remove = useDeleteDocument();
  const notFound = doc.error instanceof ApiError && doc.error.status === 404;
  const look = d ? fileLook(d.file.name) : null;
  const [dirty, setDirty] = useState(false);
  return (
    <FormDrawer
      opened={Boolean(id)}
      onClose={onClose}
      dirty={dirty}
      position="right"
      size={640}
      padding="lg"
      title={
        d ? (
          <Group gap="sm" wrap="nowrap">
            {look && <look.Icon size={22} color={`var(--mantine-color-${look.color}-6)`} />}
            <Title order={4} lineClamp={1} data-testid="drawer-title">
              {d.name}
            </Title>
            {d.version > 1 && (
              <Badge size="sm" variant="outline" color="gray" tt="none">
                v{d.version}
              </Badge>
            )}
          </Group>
        ) : (
          <Text fw={650}>Document</Text>
        )
      }
      closeButtonProps={{ 'aria-label': 'Close drawer' }}
    >
      {notFound ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Document not found">
          This document does not exist or was deleted.
        </Alert>
      ) : doc.error ? (
        <Alert color="red" title="Could not load">
          {doc.error.message}
        </Alert>
      ) : !d ? (
        <Stack>
          <Skeleton h={60} />
          <Skeleton h={220} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <Stack gap="lg" data-testid="document-drawer">
          <Paper withBorder p="sm" radius="md" bg="gray.0">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {d.file.name} · {formatSize(d.file.size)}
                </Text>
                <Text size="xs" c="dimmed">
                  Version {d.version} · uploaded {formatDate(d.created_at)}
                  {d.created_by ? ` by ${d.created_by.full_name}` : ''}
                </Text>
                <DocumentStatus doc={d} />
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => void downloadFile(documentDownloadPath(d.id), d.file.name).catch((e) => notifyError(e))}
                >
                  Download
                </Button>
                {perms.canEdit && d.is_current && (
                  <Button size="xs" variant="light" leftSection={<IconFileUpload size={14} />} onClick={() => onReplace(d)}>
                    New version
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
          {!d.is_current && (
            <Alert color="gray" variant="light" icon={<IconHistory size={18} />} title="An earlier version">
              This version was replaced and is no longer used for answers.{' '}
              {d.replaced_by && (
                <UnstyledButton onClick={() => onOpen(d.replaced_by!)} c="brand" fz="sm" fw={600}>
                  Open the current version
                </UnstyledButton>
              )}
            </Alert>
          )}
          {d.status === 'FAILED' && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="This document could not be read">
              {d.parse_error ?? 'No text could be read from the file.'}{' '}
              {perms.canEdit && d.is_current ? 'Upload a new version (for example a text-based PDF rather than a scan).' : ''}
            </Alert>
          )}
          <DocumentDetailsForm key={`${d.id}-${d.updated_at}`} doc={d} editable={perms.canEdit && d.is_current} onDirtyChange={setDirty} />
          {d.versions && d.versions.length > 1 && <Versions doc={d} onOpen={onOpen} />}
          <Passages doc={d} />
          {perms.canDelete && d.is_current && (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() =>
                    void confirmDeleteDocument(d, (x) => remove.mutateAsync(x)).then((ok) => {
                      if (ok) onClose();
                    })
                  }
                >
                  Delete document
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </FormDrawer>
  );
}

function Versions({ doc, onOpen }: { doc: KnowledgeDocument; onOpen: (id: string) => void }) {
  return (
    <Stack gap="xs">
      <Text fw={650} size="sm">
        Versions
      </Text>
      <Paper withBorder radius="md">
        {doc.versions!.map((v, i) => (
          <Group
            key={v.id}
            justify="space-between"
            px="sm"
            py={8}
            wrap="nowrap"
            style={{
              borderTop: i ? '1px solid var(--mantine-color-gray-2)' : undefined,
              background: v.id === doc.id ? 'var(--mantine-color-brand-0)' : undefined,
            }}
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge size="sm" variant={v.is_current ? 'filled' : 'outline'} color={v.is_current ? 'teal' : 'gray'} tt="none" w={44}>
                v{v.version}
              </Badge>
              {v.id === doc.id ? (
                <Text size="sm" truncate fw={600}>
                  {v.file_name}
                </Text>
              ) : (
                <UnstyledButton onClick={() => onOpen(v.id)} fz="sm" c="brand" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {v.file_name}
                </UnstyledButton>
              )}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {dayjs(v.created_at).format('D MMM YYYY')}
              </Text>
              {v.is_current ? (
                <Badge size="xs" color="teal" variant="light" tt="none">
                  Current
                </Badge>
              ) : (
                <Tooltip label="Not used for answers">
                  <Badge size="xs" color="gray" variant="light" tt="none">
                    Replaced
                  </Badge>
                </Tooltip>
              )}
            </Group>
          </Group>
        ))}
      </Paper>
    </Stack>
  );
}

function Passages({ doc }: { doc: KnowledgeDocument }) {
  const [length, setLength] = useState(pageStep);
  const passages = usePassages(doc.id, length, doc.status);
  const list = passages.data?.data.passages ?? [];
  const total = passages.data?.pagination?.total_count ?? doc.passage_count;
  if (doc.status !== 'READY') {
    return doc.status === 'PROCESSING' ? (
      <Text size="sm" c="dimmed">
        The passages appear here once the document has been read.
      </Text>
    ) : null;
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={650} size="sm">
          Passages
        </Text>
        <Text size="xs" c="dimmed">
          {total} {total === 1 ? 'passage' : 'passages'} used for answers{doc.is_current ? '' : ' (before it was replaced)'}
        </Text>
      </Group>
      {passages.isLoading ? (
        <Skeleton h={180} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No passages were found in this document.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="passages">
          {list.map((p) => (
            <Paper key={p.id} withBorder p="sm" radius="md" data-testid="passage">
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap" align="flex-start">
                <Text size="xs" fw={600} c="brand.7" lineClamp={2}>
                  {p.heading || 'Untitled section'}
                </Text>
                {p.page !== null && (
                  <Badge size="xs" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                    Page {p.page}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
                {p.text}
              </Text>
            </Paper>
          ))}
          {list.length < total && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setLength((n) => Math.min(n + pageStep, 200))}
              loading={passages.isFetching}
              disabled={length >= 200}
            >
              Show more passages ({total - list.length} more)
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
