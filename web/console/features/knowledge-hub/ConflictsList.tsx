import { Button, Card, Group, Pagination, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { knowledgeHubMessages as msg, type LibraryConflict, type LibraryEntry } from '@shared/contracts/knowledge-hub';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useConflicts, useResolveConflict } from './api';
import { SourceCell } from './LibraryTable';
import { ChoiceBadge, formatDate, ProductScope } from './parts';

const perPage = 10;

/** Groups of near-identical questions whose answers disagree, side by side: a person keeps the right one. */
export function ConflictsList({ canEdit, onEdit }: { canEdit: boolean; onEdit: (entryId: string, groupId: string) => void }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useConflicts({ page, length: perPage });
  const conflicts = data?.data.conflicts ?? [];
  const total = data?.pagination?.total_count ?? 0;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading && !data) {
    return (
      <Stack>
        <Skeleton h={200} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (conflicts.length === 0) {
    return (
      <Card withBorder padding={0}>
        <EmptyState
          icon={IconCircleCheck}
          title="No conflicting answers"
          description="When two answers to the same or a near-identical question disagree for the same product, they show up here side by side so a person can keep the right one. Until then, drafts of that question are flagged for a person."
        />
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {total} {total === 1 ? 'question has' : 'questions have'} answers that disagree. Drafts of these questions are flagged for a person until one answer is
        kept{canEdit ? '' : ': ask an editor of the knowledge hub to resolve them'}.
      </Text>
      {conflicts.map((c) => (
        <ConflictCard key={c.group_id} conflict={c} canEdit={canEdit} onEdit={onEdit} />
      ))}
      {total > perPage && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / perPage)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}

function ConflictCard({ conflict, canEdit, onEdit }: { conflict: LibraryConflict; canEdit: boolean; onEdit: (entryId: string, groupId: string) => void }) {
  const resolve = useResolveConflict();
  const others = (keep: LibraryEntry) => conflict.entries.filter((e) => e.id !== keep.id).length;

  async function keep(entry: LibraryEntry) {
    const n = others(entry);
    const ok = await confirmAction({
      title: 'Keep this answer',
      message: (
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ChoiceBadge choice={entry.answer_choice} />
            <Text size="sm">{entry.answer_text}</Text>
          </Group>
          <Text size="sm">The {n === 1 ? 'other answer' : `${n} other answers`} to this question will be removed from the library.</Text>
        </Stack>
      ),
      confirmLabel: 'Keep this answer',
    });
    if (!ok) return;
    try {
      await resolve.mutateAsync({ groupId: conflict.group_id, keepId: entry.id });
      notifySuccess(msg.conflictResolved);
    } catch (err) {
      notifyError(err, 'The conflict could not be resolved. Please try again.');
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="conflict">
      <Group gap="sm" wrap="nowrap" mb="md" align="flex-start">
        <ThemeIcon color="orange" variant="light" radius="xl">
          <IconAlertTriangle size={16} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={5}>{conflict.question}</Title>
          <Text size="xs" c="dimmed">
            {conflict.entries.length} answers disagree
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: Math.min(conflict.entries.length, 3) }} spacing="md">
        {conflict.entries.map((e) => (
          <Card key={e.id} withBorder radius="md" padding="md" bg="gray.0" data-testid="conflict-answer" style={{ display: 'flex', flexDirection: 'column' }}>
            <Stack gap="sm" style={{ flex: 1 }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <ChoiceBadge choice={e.answer_choice} size="md" />
                <ProductScope all={e.all_products} products={e.products} max={2} />
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {e.answer_text ?? (
                  <Text span c="dimmed">
                    No text
                  </Text>
                )}
              </Text>
              {e.question.trim() !== conflict.question.trim() && (
                <Text size="xs" c="dimmed">
                  Asked as: “{e.question}”
                </Text>
              )}
              <Group gap="lg" mt="auto" align="flex-end">
                <SourceCell entry={e} />
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    Last reviewed
                  </Text>
                  <Text size="sm">{e.last_reviewed_at ? formatDate(e.last_reviewed_at) : 'Never'}</Text>
                </Stack>
                {e.owner && (
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      Owner
                    </Text>
                    <Text size="sm">{e.owner.full_name}</Text>
                  </Stack>
                )}
              </Group>
            </Stack>
            {canEdit && (
              <Group gap="xs" mt="md" grow>
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} />}
                  onClick={() => void keep(e)}
                  loading={resolve.isPending && resolve.variables?.keepId === e.id}
                >
                  Keep this answer
                </Button>
                <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => onEdit(e.id, conflict.group_id)}>
                  Edit and keep
                </Button>
              </Group>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  );
}
