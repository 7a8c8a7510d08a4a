import { Box, Button, Checkbox, Group, Pagination, Paper, Select, Skeleton, Table, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { questionPageSizes, type QuestionView } from '@shared/contracts/questions';
import type { QuickListUser } from '@shared/contracts/users';
import type { QuestionActions } from './api';
import { QuestionRow } from './QuestionRow';

/** The unsaved question row (one at a time, questionnaires §5). */
function NewQuestionRow({
  withSelect,
  saving,
  onSave,
  onDelete,
}: {
  withSelect: boolean;
  saving: boolean;
  onSave: (text: string) => void;
  onDelete: () => void;
}) {
  const [text, setText] = useState('');
  return (
    <Table.Tr bg="var(--mantine-color-yellow-0)" data-testid="new-question-row">
      {withSelect && <Table.Td />}
      <Table.Td pt={14}>
        <Text size="sm" c="dimmed">
          New
        </Text>
      </Table.Td>
      <Table.Td colSpan={2}>
        <Textarea
          autosize
          minRows={2}
          maxLength={5000}
          placeholder="Type the question"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-label="New question"
          data-autofocus
          autoFocus
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && text.trim()) onSave(text.trim());
            if (e.key === 'Escape') onDelete();
          }}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={6} justify="flex-end">
          <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} disabled={!text.trim()} loading={saving} onClick={() => onSave(text.trim())}>
            Save
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export interface TableProps {
  fileId: string;
  rows: QuestionView[] | undefined;
  loading: boolean;
  sme: boolean;
  frozen: boolean;
  users: QuickListUser[];
  actions: QuestionActions;
  selected: Set<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onComments: (q: QuestionView) => void;
  onReassign: (q: QuestionView) => void;
  newRow: boolean;
  onSaveNew: (text: string) => void;
  onDeleteNew: () => void;
  empty: ReactNode;
  page: number;
  length: number;
  total: number;
  onPage: (page: number) => void;
  onLength: (length: number) => void;
}

/** The questions table (questionnaires §2.8): select-all (not for SME), No., Question, Response, actions. */
export function QuestionsTable(p: TableProps) {
  const selectable = (p.rows ?? []).filter((q) => q.status !== 'APPROVED');
  const allSelected = selectable.length > 0 && selectable.every((q) => p.selected.has(q.id));
  const someSelected = selectable.some((q) => p.selected.has(q.id));
  const totalPages = Math.max(1, Math.ceil(p.total / p.length));
  const withSelect = !p.sme && !p.frozen;
  const columns = withSelect ? 5 : 4;
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" data-testid="questions-table">
          <Table.Thead>
            <Table.Tr>
              {withSelect && (
                <Table.Th w={40}>
                  <Checkbox
                    size="sm"
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    disabled={selectable.length === 0}
                    onChange={(e) =>
                      p.onSelect(
                        selectable.map((q) => q.id),
                        e.currentTarget.checked,
                      )
                    }
                    aria-label="Select all questions on this page"
                  />
                </Table.Th>
              )}
              <Table.Th w={64}>No.</Table.Th>
              <Table.Th>Question</Table.Th>
              <Table.Th>Response</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.newRow && <NewQuestionRow withSelect={withSelect} saving={p.actions.create.isPending} onSave={p.onSaveNew} onDelete={p.onDeleteNew} />}
            {p.loading && !p.rows
              ? Array.from({ length: 5 }, (_, i) => (
                  <Table.Tr key={i}>
                    {Array.from({ length: columns }, (__, c) => (
                      <Table.Td key={c}>
                        <Skeleton h={c === columns - 2 ? 56 : 18} w={c === 0 ? 20 : undefined} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : p.rows?.map((q) => (
                  <QuestionRow
                    key={q.id}
                    q={q}
                    fileId={p.fileId}
                    sme={p.sme}
                    selectable={withSelect}
                    frozen={p.frozen}
                    selected={p.selected.has(q.id)}
                    onSelect={(checked) => p.onSelect([q.id], checked)}
                    users={p.users}
                    actions={p.actions}
                    onComments={p.onComments}
                    onReassign={p.onReassign}
                  />
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!p.loading && p.rows?.length === 0 && !p.newRow && p.empty}
      {p.total > 0 && (
        <Group justify="space-between" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" c="dimmed">
            {p.total} question{p.total === 1 ? '' : 's'}
          </Text>
          <Group gap="sm">
            <Box w={120}>
              <Select
                size="xs"
                aria-label="Questions per page"
                value={String(p.length)}
                data={questionPageSizes.map((v) => ({ value: String(v), label: `${v} / page` }))}
                onChange={(v) => v && p.onLength(Number(v))}
                allowDeselect={false}
              />
            </Box>
            <Pagination size="sm" total={totalPages} value={p.page} onChange={p.onPage} />
          </Group>
        </Group>
      )}
    </Paper>
  );
}
