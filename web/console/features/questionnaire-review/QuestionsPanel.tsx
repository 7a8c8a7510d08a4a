import { Button } from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import { IconFilterOff, IconListSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RequestFileView } from '@shared/contracts/questionnaires';
import {
  approvedMessage,
  deletedMessage,
  questionMessages,
  questionPageSizes,
  type AnswerState,
  type QuestionListQuery,
  type QuestionView,
} from '@shared/contracts/questions';
import { limits } from '@shared/limits';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useAssignableUsers, useHighConfidenceCount, useQuestionActions, useQuestions } from './api';
import { AllSetScreen } from './AllSetScreen';
import { BulkBar } from './BulkBar';
import { approveAllMissingText } from './approve-all-text';
import { QuestionsTable } from './QuestionsTable';
import { ReassignModal } from './ReassignModal';
import { addBlockedReason, ReviewToolbar } from './ReviewToolbar';
import { assigneeEmpty } from './RowActions';

/** The questions of one sheet or group: toolbar, bulk actions, table (questionnaires §2.8). */
export function QuestionsPanel({
  file,
  group,
  sme,
  frozen,
  onComments,
}: {
  file: RequestFileView;
  group: string;
  sme: boolean;
  frozen: boolean;
  onComments: (q: QuestionView | null) => void;
}) {
  const session = useSession();
  const requestId = file.request.id;
  const [params, setParams] = useSearchParams();
  const assignedToMe = params.get('assigned_to_me') === '1';
  const [status, setStatus] = useState<string | null>(null);
  const [answerState, setAnswerState] = useState<AnswerState | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), limits.searchDebounceMs);
  const [page, setPage] = useState(1);
  const [length, setLength] = useLocalStorage<number>({ key: 'trustroom:review-page-size', defaultValue: 25, getInitialValueInEffect: false });
  const pageSize = (questionPageSizes as readonly number[]).includes(length) ? length : 25;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [changedOnly, setChangedOnly] = useState(false);
  const [newRow, setNewRow] = useState(false);
  const [reassigning, setReassigning] = useState<QuestionView | null>(null);
  const [bulkBusy, setBulkBusy] = useState<null | 'assign' | 'approve' | 'delete'>(null);

  const query: QuestionListQuery = {
    page,
    length: pageSize,
    group,
    search: debounced || undefined,
    status: !sme && status ? status : undefined,
    sme_status: sme && status ? status : undefined,
    answer_state: answerState ?? undefined,
    custom_filter: changedOnly && !sme ? 'changed_since_last_time' : assignedToMe && !sme ? 'assigned_to_me' : undefined,
  };
  const list = useQuestions(requestId, file.id, query);
  const actions = useQuestionActions(requestId, file.id);
  const highConfidence = useHighConfidenceCount(requestId, file.id, !sme && !frozen).data ?? 0;
  const users = useAssignableUsers(!sme);
  const filtersKey = `${group}|${debounced}|${status}|${answerState}|${assignedToMe}|${changedOnly}|${pageSize}`;
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [filtersKey]);
  useEffect(() => setNewRow(false), [group]);

  const rows = list.data?.questions;
  const counters = list.data?.counters;
  const total = list.data?.pagination.total_count ?? 0;
  const filtering = Boolean(debounced || status || answerState || (assignedToMe && !sme) || changedOnly);
  const visibleIds = useMemo(() => new Set((rows ?? []).map((q) => q.id)), [rows]);
  const chosen = [...selected].filter((id) => visibleIds.has(id));

  if (list.error && !list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (sme && counters && counters.sme_pending === 0 && !filtering) return <AllSetScreen />;

  const approveAllBlocked = frozen
    ? ''
    : total === 0
      ? questionMessages.approveAllNoQuestions
      : counters && counters.all > 0 && counters.approved >= counters.all
        ? 'All responses are already approved'
        : null;
  const approveAll = async () => {
    if (!counters) return;
    const ok = await confirmAction(
      counters.unanswered > 0
        ? {
            title: 'Approve All',
            message: approveAllMissingText(counters, group),
            confirmLabel: 'Continue',
          }
        : {
            title: 'Approve All',
            message: `Approve the ${counters.all - counters.approved} responses of ${group} that are not approved yet?`,
            confirmLabel: 'Approve All',
          },
    );
    if (!ok) return;
    try {
      const res = await actions.bulkApprove.mutateAsync({ group_name: group });
      notifySuccess(res.message || approvedMessage(res.count));
    } catch (err) {
      notifyError(err);
    }
  };

  const approveHigh = async () => {
    const n = highConfidence;
    const ok = await confirmAction({
      title: 'Approve all high-confidence answers',
      message: `Approve ${n} ${n === 1 ? 'answer' : 'answers'} the AI drafted at high confidence that nobody has edited, flagged or marked stale? They go into the answer library as AI drafts approved in bulk, not edited.`,
      confirmLabel: `Approve ${n}`,
    });
    if (!ok) return;
    try {
      const res = await actions.approveHighConfidence.mutateAsync(n);
      notifySuccess(res.message || approvedMessage(res.count));
    } catch (err) {
      notifyError(err);
    }
  };

  const bulk = async (kind: 'assign' | 'approve' | 'delete', run: () => Promise<{ message: string; count: number }>, fallback: (n: number) => string) => {
    setBulkBusy(kind);
    try {
      const res = await run();
      notifySuccess(res.message || fallback(res.count));
      setSelected(new Set());
    } catch (err) {
      notifyError(err);
    } finally {
      setBulkBusy(null);
    }
  };
  const assignSelected = (userId: string | null, name: string) => {
    if (!userId) return assigneeEmpty();
    void bulk(
      'assign',
      () => actions.bulkAction.mutateAsync({ questions: chosen, assignee: userId }),
      (n) => `${n} Question(s) assigned to ${name}`,
    );
  };
  const deleteSelected = async () => {
    const ok = await confirmAction({
      title: 'Delete questions',
      message: `Delete ${chosen.length} question(s) and their responses? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) void bulk('delete', () => actions.bulkDelete.mutateAsync({ questions: chosen }), deletedMessage);
  };

  const saveNew = async (text: string) => {
    try {
      await actions.create.mutateAsync({ group, question: text });
      notifySuccess(questionMessages.questionAdded);
      setNewRow(false);
    } catch (err) {
      notifyError(err);
    }
  };

  const clearFilters = () => {
    setSearch('');
    setStatus(null);
    setAnswerState(null);
    setChangedOnly(false);
    if (assignedToMe)
      setParams(
        (prev) => {
          const n = new URLSearchParams(prev);
          n.delete('assigned_to_me');
          return n;
        },
        { replace: true },
      );
  };

  const canAdd = !sme && !frozen && session.can('questionnaire_question:create');
  return (
    <>
      <ReviewToolbar
        sme={sme}
        owner={file.owner}
        assignees={list.data?.assignees ?? []}
        counters={counters}
        assignedToMe={assignedToMe}
        onAssignedToMe={(on) => {
          if (on) setChangedOnly(false);
          setParams(
            (prev) => {
              const n = new URLSearchParams(prev);
              if (on) n.set('assigned_to_me', '1');
              else n.delete('assigned_to_me');
              return n;
            },
            { replace: true },
          );
        }}
        changedOnly={changedOnly}
        onChangedOnly={(on) => {
          setChangedOnly(on);
          if (on && assignedToMe)
            setParams(
              (prev) => {
                const n = new URLSearchParams(prev);
                n.delete('assigned_to_me');
                return n;
              },
              { replace: true },
            );
        }}
        answerState={answerState}
        onAnswerState={setAnswerState}
        status={status}
        onStatus={setStatus}
        search={search}
        onSearch={setSearch}
        approveAllBlocked={approveAllBlocked}
        approving={actions.bulkApprove.isPending}
        onApproveAll={() => void approveAll()}
        highConfidence={highConfidence}
        onApproveHigh={() => void approveHigh()}
        canAdd={canAdd}
        addBlocked={addBlockedReason(Boolean(search.trim()), newRow)}
        onAdd={() => setNewRow(true)}
      />
      {!sme && chosen.length > 0 && (
        <BulkBar
          count={chosen.length}
          users={users.data ?? []}
          busy={bulkBusy}
          onAssign={assignSelected}
          onApprove={() => void bulk('approve', () => actions.bulkAction.mutateAsync({ questions: chosen, status: 'APPROVED' }), approvedMessage)}
          onDelete={() => void deleteSelected()}
          onClear={() => setSelected(new Set())}
          canDelete={session.can('questionnaire_question:delete')}
        />
      )}
      <QuestionsTable
        fileId={file.id}
        rows={rows}
        loading={list.isLoading}
        sme={sme}
        frozen={frozen}
        users={users.data ?? []}
        actions={actions}
        selected={selected}
        onSelect={(ids, checked) =>
          setSelected((prev) => {
            const n = new Set(prev);
            ids.forEach((id) => (checked ? n.add(id) : n.delete(id)));
            return n;
          })
        }
        onComments={onComments}
        onReassign={setReassigning}
        newRow={newRow}
        onSaveNew={(t) => void saveNew(t)}
        onDeleteNew={() => setNewRow(false)}
        empty={
          filtering ? (
            <EmptyState
              icon={IconListSearch}
              title="No questions match"
              description="Try another search or filter."
              action={
                <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No questions in this sheet"
              description={canAdd ? 'Add the questions the customer expects an answer to.' : undefined}
              action={canAdd ? <Button onClick={() => setNewRow(true)}>Add question</Button> : undefined}
            />
          )
        }
        page={page}
        length={pageSize}
        total={total}
        onPage={(n) => {
          setPage(n);
          setSelected(new Set());
        }}
        onLength={setLength}
      />
      <ReassignModal q={reassigning} ownerName={file.owner?.full_name ?? 'the owner'} actions={actions} onClose={() => setReassigning(null)} />
    </>
  );
}
