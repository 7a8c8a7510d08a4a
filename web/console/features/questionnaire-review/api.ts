import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RequestFileView, SheetDataView } from '@shared/contracts/questionnaires';
import type {
  BulkActionBody,
  BulkApproveBody,
  BulkDeleteBody,
  BulkResult,
  CreateQuestionBody,
  FeedbackBody,
  GeneratedAnswerView,
  GenerateAiResponseBody,
  PatchQuestionBody,
  QuestionListData,
  QuestionListPagination,
  QuestionListQuery,
  QuestionView,
  ReassignToOwnerBody,
  SubmitResponseBody,
} from '@shared/contracts/questions';
import type { QuickListUser } from '@shared/contracts/users';
import { limits } from '@shared/limits';
import { api } from '@web/lib/api';

export const fileUrl = (requestId: string, fileId: string) => `/questionnaire/request/${requestId}/request-file/${fileId}`;

export const reviewKeys = {
  file: (fileId: string) => ['questionnaire-review', 'file', fileId] as const,
  questions: (fileId: string) => ['questionnaire-review', 'questions', fileId] as const,
  /** Not under `questions`: those caches hold question lists (usePutQuestion rewrites them). */
  highConfidence: (fileId: string) => ['questionnaire-review', 'high-confidence', fileId] as const,
};

/** The file with its groups and counts; polls while the AI is still drafting. */
export function useReviewFile(requestId: string, fileId: string) {
  return useQuery({
    queryKey: reviewKeys.file(fileId),
    queryFn: async () => (await api<RequestFileView>(`${fileUrl(requestId, fileId)}/`)).data,
    refetchInterval: (q) => (q.state.data?.ai_status === 'PROCESSING' || q.state.data?.ai_status === 'QUEUED' ? 3000 : false),
  });
}

export interface FileViewer {
  user_id: string;
  full_name: string;
  editing: boolean;
}

/** Who else has this file open: the page reports itself every 20 s while open, and says when it leaves. */
export function useFileViewers(requestId: string, fileId: string, editing: () => boolean) {
  const url = `${fileUrl(requestId, fileId)}/presence/`;
  useEffect(
    () => () => {
      void api(url, { method: 'POST', body: { leaving: true } }).catch(() => undefined);
    },
    [url],
  );
  return useQuery({
    queryKey: ['questionnaire-review', 'viewers', fileId],
    queryFn: async () => (await api<{ viewers: FileViewer[] }>(url, { method: 'POST', body: { editing: editing() } })).data.viewers,
    refetchInterval: 20_000,
    refetchIntervalInBackground: true,
    retry: false,
  });
}

export function useSheetData(requestId: string, fileId: string, sheet: string) {
  return useQuery({
    queryKey: ['questionnaire-review', 'sheet', fileId, sheet],
    queryFn: async () => (await api<SheetDataView>(`${fileUrl(requestId, fileId)}/excel-sheet-data/`, { query: { sheet_name: sheet } })).data,
    staleTime: 5 * 60_000,
  });
}

/** Approve (100 % only) or complete the file (questionnaires §2.8, §4). */
export function useChangeFileStatus(requestId: string, fileId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (status: 'APPROVED' | 'COMPLETE') =>
      (await api<RequestFileView>(`${fileUrl(requestId, fileId)}/change-status/`, { method: 'POST', body: { status } })).data,
    onSuccess: (data) => {
      qc.setQueryData(reviewKeys.file(fileId), data);
      void qc.invalidateQueries({ queryKey: ['questionnaires'] });
      void qc.invalidateQueries({ queryKey: reviewKeys.questions(fileId) });
    },
  });
}

/** The assignee picker: up to 30 admins, sales admins and SMEs (questionnaires §6). */
export function useAssignableUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['questionnaire-review', 'assignees'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      (await api<QuickListUser[]>('/iam/user-manage/quick-list/', { query: { length: limits.assigneeListLength, group: 'admin,salesadmin,sme' } })).data,
  });
}

// ---------- Questions (questionnaires §7 Questions) ----------

const qUrl = (requestId: string, fileId: string) => `${fileUrl(requestId, fileId)}/question`;

export function useQuestions(requestId: string, fileId: string, query: QuestionListQuery, enabled = true) {
  return useQuery({
    queryKey: [...reviewKeys.questions(fileId), query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const res = await api<QuestionListData, QuestionListPagination>(`${qUrl(requestId, fileId)}/`, {
        query: query as Record<string, string | number | undefined>,
      });
      return {
        ...res.data,
        pagination: res.pagination ?? { page: 1, length: res.data.questions.length, total_count: res.data.questions.length, total_pages: 1 },
      };
    },
  });
}

/** Refreshes the list, the file's counts and the request around it. */
function useRefresh(fileId: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: reviewKeys.questions(fileId) });
    void qc.invalidateQueries({ queryKey: reviewKeys.highConfidence(fileId) });
    void qc.invalidateQueries({ queryKey: reviewKeys.file(fileId) });
    void qc.invalidateQueries({ queryKey: ['questionnaires'] });
  };
}

/** Puts a changed question in every cached page of the list at once, before the refresh. */
function usePutQuestion(fileId: string) {
  const qc = useQueryClient();
  return (q: QuestionView) =>
    qc.setQueriesData<{ questions: QuestionView[] }>({ queryKey: reviewKeys.questions(fileId) }, (old) =>
      old ? { ...old, questions: old.questions.map((x) => (x.id === q.id ? q : x)) } : old,
    );
}

export function useQuestionActions(requestId: string, fileId: string) {
  const refresh = useRefresh(fileId);
  const put = usePutQuestion(fileId);
  const base = qUrl(requestId, fileId);
  const fileBase = fileUrl(requestId, fileId);
  const saved = (q: QuestionView) => {
    put(q);
    refresh();
  };
  return {
    /** Reloads the file's questions (after a save was refused because someone else changed the row). */
    refresh,
    patch: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: PatchQuestionBody }) => (await api<QuestionView>(`${base}/${id}/`, { method: 'PATCH', body })).data,
      onSuccess: saved,
    }),
    create: useMutation({
      mutationFn: async (body: CreateQuestionBody) => (await api<QuestionView>(`${base}/`, { method: 'POST', body })).data,
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => api(`${base}/${id}/`, { method: 'DELETE' }), onSuccess: refresh }),
    bulkDelete: useMutation({
      mutationFn: async (body: BulkDeleteBody) => (await api<BulkResult>(`${base}/bulk-delete/`, { method: 'DELETE', body })).data,
      onSuccess: refresh,
    }),
    bulkApprove: useMutation({
      mutationFn: async (body: BulkApproveBody) => (await api<BulkResult>(`${fileBase}/bulk-approve/`, { method: 'POST', body })).data,
      onSuccess: refresh,
    }),
    /** "Approve all high-confidence answers (N)": sends the N the person confirmed. */
    approveHighConfidence: useMutation({
      mutationFn: async (expected: number) => (await api<BulkResult>(`${fileBase}/approve-high-confidence/`, { method: 'POST', body: { expected } })).data,
      onSuccess: refresh,
    }),
    bulkAction: useMutation({
      mutationFn: async (body: BulkActionBody) => (await api<BulkResult>(`${fileBase}/bulk-action/`, { method: 'POST', body })).data,
      onSuccess: refresh,
    }),
    feedback: useMutation({
      mutationFn: async ({ id, action }: { id: string; action: FeedbackBody['feedback_action'] }) =>
        (await api<QuestionView>(`${base}/${id}/feedback/`, { method: 'POST', body: { feedback_action: action } })).data,
      onSuccess: put,
    }),
    generate: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: GenerateAiResponseBody }) =>
        (await api<GeneratedAnswerView>(`${base}/${id}/generate-ai-response/`, { method: 'POST', body })).data,
      onSuccess: (g) => (g.question ? saved(g.question) : refresh()),
    }),
    submit: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: SubmitResponseBody }) =>
        (await api<QuestionView>(`${base}/${id}/submit-response/`, { method: 'POST', body })).data,
      onSuccess: saved,
    }),
    reassignToOwner: useMutation({
      mutationFn: async ({ id, body }: { id: string; body: ReassignToOwnerBody }) =>
        (await api<QuestionView>(`${base}/${id}/reassign-to-owner/`, { method: 'POST', body })).data,
      onSuccess: refresh,
    }),
  };
}
export type QuestionActions = ReturnType<typeof useQuestionActions>;

/** How many drafts "Approve all high-confidence answers" would approve (refreshed with the questions). */
export function useHighConfidenceCount(requestId: string, fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.highConfidence(fileId),
    enabled,
    queryFn: async () => (await api<{ count: number }>(`${fileUrl(requestId, fileId)}/approve-high-confidence/`)).data.count,
  });
}

/** The documents chosen for regenerating in this file, remembered for the browser session. */
export const kbChoice = {
  get(fileId: string): string[] | undefined {
    try {
      const v = sessionStorage.getItem(`trustroom:review-kb:${fileId}`);
      return v ? (JSON.parse(v) as string[]) : undefined;
    } catch {
      return undefined;
    }
  },
  set(fileId: string, ids: string[]) {
    try {
      sessionStorage.setItem(`trustroom:review-kb:${fileId}`, JSON.stringify(ids));
    } catch {
      /* private mode: ask again next time */
    }
  },
};
