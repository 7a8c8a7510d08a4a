import { ActionIcon, Badge, Button, Group, Indicator, Select, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconMessageCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  assignedMessage,
  questionMessages,
  questionStatusLabels,
  reassignedMessage,
  smeStatusLabels,
  type QuestionStatus,
  type QuestionView,
} from '@shared/contracts/questions';
import type { QuickListUser } from '@shared/contracts/users';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import type { QuestionActions } from './api';
import type { ResponseDraft } from './useResponseDraft';

export const userName = (u: Pick<QuickListUser, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();
export const assigneeEmpty = () => notifications.show({ color: 'red', title: 'Error', message: questionMessages.assigneeEmpty });

/** The status select: a failed change puts the select back (questionnaires §8). */
function StatusSelect({ q, actions, disabled }: { q: QuestionView; actions: QuestionActions; disabled: boolean }) {
  const [value, setValue] = useState<QuestionStatus>(q.status);
  useEffect(() => setValue(q.status), [q.status]);
  const change = async (v: string | null) => {
    if (!v || v === value) return;
    const before = value;
    setValue(v as QuestionStatus);
    try {
      await actions.patch.mutateAsync({ id: q.id, body: { status: v as QuestionStatus } });
    } catch (err) {
      setValue(before);
      notifyError(err);
    }
  };
  return (
    <Select
      size="xs"
      w={120}
      data={(['DRAFT', 'APPROVED'] as const).map((s) => ({ value: s, label: questionStatusLabels[s] }))}
      value={value}
      onChange={(v) => void change(v)}
      allowDeselect={false}
      disabled={disabled}
      aria-label={`Status of question ${q.sequence_num}`}
      styles={{ input: value === 'APPROVED' ? { color: 'var(--mantine-color-teal-text)', fontWeight: 600 } : undefined }}
      data-testid="status-select"
    />
  );
}

/** The assignee select (up to 30 people, questionnaires §6): approved questions cannot be reassigned. */
function AssigneeSelect({ q, users, actions, disabled }: { q: QuestionView; users: QuickListUser[]; actions: QuestionActions; disabled: boolean }) {
  const data = users.map((u) => ({ value: u.id, label: userName(u) }));
  if (q.assignee && !data.some((d) => d.value === q.assignee!.id)) data.unshift({ value: q.assignee.id, label: q.assignee.full_name });
  const change = async (v: string | null) => {
    if (!v) return assigneeEmpty();
    if (v === q.assignee?.id) return;
    const name = data.find((d) => d.value === v)?.label ?? '';
    try {
      const res = await actions.bulkAction.mutateAsync({ questions: [q.id], assignee: v });
      notifySuccess(res.message || (q.assignee ? reassignedMessage(res.count, name) : assignedMessage(res.count, name)));
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Select
      size="xs"
      w={150}
      searchable
      placeholder="Assign"
      data={data}
      value={q.assignee?.id ?? null}
      onChange={(v) => void change(v)}
      allowDeselect={false}
      disabled={disabled}
      nothingFoundMessage="Nobody found"
      aria-label={`Assignee of question ${q.sequence_num}`}
      comboboxProps={{ withinPortal: true, width: 220, position: 'bottom-end' }}
    />
  );
}

function CommentsButton({ q, onComments }: { q: QuestionView; onComments: () => void }) {
  return (
    <Tooltip label={q.has_comments ? `Comments (${q.comment_count})` : 'Comment on this question'}>
      <Indicator disabled={!q.has_comments} label={q.comment_count || undefined} size={16} offset={4} color="brand">
        <ActionIcon
          variant={q.has_comments ? 'light' : 'subtle'}
          color={q.has_comments ? 'brand' : 'gray'}
          onClick={onComments}
          aria-label={`Comments on question ${q.sequence_num}`}
        >
          <IconMessageCircle size={17} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/** The actions column for reviewers: status, assignee, comments, delete. */
export function OwnerActions({
  q,
  users,
  actions,
  frozen,
  onComments,
}: {
  q: QuestionView;
  users: QuickListUser[];
  actions: QuestionActions;
  frozen: boolean;
  onComments: () => void;
}) {
  const a = q.allowed_actions;
  const approved = q.status === 'APPROVED';
  const remove = async () => {
    const ok = await confirmAction({
      title: 'Delete question',
      message: `Delete question ${q.sequence_num}? Its response goes too. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await actions.remove.mutateAsync(q.id);
      notifySuccess(questionMessages.questionDeleted);
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Stack gap={6} align="flex-end">
      {frozen ? (
        <Badge variant="light" color={approved ? 'teal' : 'gray'} data-testid="status-badge">
          {questionStatusLabels[q.status]}
        </Badge>
      ) : (
        <StatusSelect q={q} actions={actions} disabled={!a.can_approve} />
      )}
      {approved || frozen ? (
        q.assignee && (
          <Tooltip label={approved ? questionMessages.approvedCannotReassign : questionMessages.fileFrozen}>
            <Text size="xs" c="dimmed" data-testid="assignee-name">
              {q.assignee.full_name}
            </Text>
          </Tooltip>
        )
      ) : (
        <AssigneeSelect q={q} users={users} actions={actions} disabled={!a.can_assign} />
      )}
      <Group gap={4}>
        <CommentsButton q={q} onComments={onComments} />
        {!frozen && (
          <Tooltip label={approved ? questionMessages.approvedCannotDelete : 'Delete question'}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={!a.can_delete || approved}
              onClick={() => void remove()}
              aria-label={`Delete question ${q.sequence_num}`}
            >
              <IconTrash size={17} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}

/** The actions column for an SME: their status, 'Submit Response', re-assign to the owner, comments. */
export function SmeActions({
  q,
  d,
  actions,
  onReassign,
  onComments,
}: {
  q: QuestionView;
  d: ResponseDraft;
  actions: QuestionActions;
  onReassign: () => void;
  onComments: () => void;
}) {
  const approved = q.status === 'APPROVED';
  const submitted = q.sme_status === 'SME_DONE';
  const hasResponse = Boolean(d.draft.answer_text.trim() || d.draft.answer_choice);
  // The server's can_submit needs a saved response; a typed one is sent along with the submit.
  const canSubmit = (q.allowed_actions.can_submit || q.allowed_actions.can_edit) && !approved && !submitted && Boolean(q.question.trim()) && hasResponse;
  const submit = async () => {
    try {
      await actions.submit.mutateAsync({ id: q.id, body: d.dirty ? { answer_text: d.draft.answer_text, answer_choice: d.draft.answer_choice } : {} });
      notifySuccess(questionMessages.responseSubmitted);
    } catch (err) {
      notifyError(err);
    }
  };
  const status = approved ? 'Approved' : q.sme_status ? smeStatusLabels[q.sme_status] : 'Pending';
  return (
    <Stack gap={6} align="flex-end">
      <Badge variant="light" color={approved ? 'teal' : submitted ? 'blue' : 'orange'} data-testid="sme-status">
        {status}
      </Badge>
      <Tooltip label={questionMessages.submitNeedsResponse} disabled={hasResponse || approved || submitted}>
        <div>
          <Button
            size="xs"
            leftSection={<IconSend size={14} />}
            disabled={!canSubmit}
            loading={actions.submit.isPending && actions.submit.variables?.id === q.id}
            onClick={() => void submit()}
          >
            Submit Response
          </Button>
        </div>
      </Tooltip>
      <Group gap={4}>
        <CommentsButton q={q} onComments={onComments} />
        {q.allowed_actions.can_reassign_to_owner && !approved && (
          <Tooltip label="Re-assign to the owner">
            <ActionIcon variant="subtle" color="gray" onClick={onReassign} aria-label={`Re-assign question ${q.sequence_num} to the owner`}>
              <IconArrowBackUp size={17} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}
