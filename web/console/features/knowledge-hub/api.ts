import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DraftView,
  ImportResult,
  KnowledgeDocument,
  KnowledgePassage,
  LibraryConflict,
  LibraryEntry,
  SearchResult,
} from '@shared/contracts/knowledge-hub';
import type { AnswerReviewSettings } from '@shared/contracts/answer-origin';
import type { ProductChoice } from '@shared/contracts/products';
import type { QuickListUser } from '@shared/contracts/users';
import { api } from '@web/lib/api';

const base = '/knowledge-hub';
const all = ['knowledge-hub'] as const;
const keys = {
  documents: [...all, 'documents'] as const,
  document: (id: string) => [...all, 'documents', 'one', id] as const,
  library: [...all, 'library'] as const,
  conflicts: [...all, 'conflicts'] as const,
};

type Query = Record<string, string | number | undefined>;

export interface DocumentQuery extends Query {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  product?: string | undefined;
  status?: string | undefined;
  history?: string | undefined;
}

/** The document list; polls while a document is still being read. */
export function useDocuments(q: DocumentQuery) {
  return useQuery({
    queryKey: [...keys.documents, 'list', q],
    queryFn: () => api<{ documents: KnowledgeDocument[] }>(`${base}/documents/`, { query: q }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.documents.some((d) => d.status === 'PROCESSING') ? 1500 : false),
  });
}

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: keys.document(id ?? ''),
    queryFn: async () => (await api<KnowledgeDocument>(`${base}/documents/${id}/`)).data,
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? 1500 : false),
  });
}

export function usePassages(id: string | null, length: number, status: string | undefined) {
  return useQuery({
    queryKey: [...keys.document(id ?? ''), 'passages', length, status],
    queryFn: () => api<{ passages: KnowledgePassage[] }>(`${base}/documents/${id}/passages/`, { query: { page: 1, length } }),
    enabled: Boolean(id) && status === 'READY',
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: all });
}

/** Uploads a document (multipart: file + fields). */
export function useUploadDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (form: FormData) => (await api<KnowledgeDocument>(`${base}/documents/`, { method: 'POST', body: form })).data,
    onSuccess: () => invalidate(),
  });
}

export function useReplaceDocument(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (form: FormData) => (await api<KnowledgeDocument>(`${base}/documents/${id}/replace/`, { method: 'POST', body: form })).data,
    onSuccess: () => invalidate(),
  });
}

export interface DocumentPatch {
  name?: string;
  owner_id?: string | null;
  all_products?: boolean;
  product_ids?: string[];
  review_date?: string | null;
}

export function useUpdateDocument(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: DocumentPatch) => (await api<KnowledgeDocument>(`${base}/documents/${id}/`, { method: 'PATCH', body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`${base}/documents/${id}/`, { method: 'DELETE' });
    },
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: keys.document(id) });
      return qc.invalidateQueries({ queryKey: all });
    },
  });
}

export const documentDownloadPath = (id: string) => `${base}/documents/${id}/download/`;

// ---- Answer library ----

export interface LibraryQuery extends Query {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  product?: string | undefined;
  source?: string | undefined;
  past_review?: '1' | undefined;
  stale?: '1' | undefined;
  answered?: string | undefined;
  has_conflict?: string | undefined;
}

export function useLibrary(q: LibraryQuery) {
  return useQuery({
    queryKey: [...keys.library, 'list', q],
    queryFn: () => api<{ entries: LibraryEntry[] }>(`${base}/library/`, { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useLibraryEntry(id: string | null) {
  return useQuery({
    queryKey: [...keys.library, 'one', id],
    queryFn: async () => (await api<LibraryEntry>(`${base}/library/${id}/`)).data,
    enabled: Boolean(id),
    retry: false,
  });
}

export interface EntryBody {
  question: string;
  answer_choice: string | null;
  answer_text: string | null;
  all_products: boolean;
  product_ids: string[];
  owner_id: string | null;
  reviewed?: boolean;
}

export function useSaveEntry(id: string | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: Partial<EntryBody>) =>
      (await api<LibraryEntry>(id ? `${base}/library/${id}/` : `${base}/library/`, { method: id ? 'PATCH' : 'POST', body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useMarkReviewed() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => (await api<LibraryEntry>(`${base}/library/${id}/`, { method: 'PATCH', body: { reviewed: true } })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`${base}/library/${id}/`, { method: 'DELETE' });
    },
    onSuccess: () => invalidate(),
  });
}

export function useImportQuestionnaire() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (form: FormData) => (await api<ImportResult>(`${base}/library/import/`, { method: 'POST', body: form })).data,
    onSuccess: () => invalidate(),
  });
}

export function useConflicts(q: { page: number; length: number; product?: string | undefined }) {
  return useQuery({
    queryKey: [...keys.conflicts, q],
    queryFn: () => api<{ conflicts: LibraryConflict[] }>(`${base}/library/conflicts/`, { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useResolveConflict() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ groupId, keepId }: { groupId: string; keepId: string }) =>
      (await api<LibraryEntry>(`${base}/library/conflicts/${groupId}/resolve/`, { method: 'POST', body: { keep_id: keepId } })).data,
    onSuccess: () => invalidate(),
  });
}

// ---- Search and draft preview ----

export function useSearch(q: { search: string; product?: string | undefined }) {
  return useQuery({
    queryKey: [...all, 'search', q],
    queryFn: async () => (await api<{ results: SearchResult[] }>(`${base}/search/`, { query: { ...q, length: 8 } })).data.results,
    enabled: q.search.trim().length > 0,
  });
}

export interface DraftInput {
  question: string;
  answer_options: string[] | null;
  product_id: string | null;
}

export function useDraftPreview() {
  return useMutation({
    mutationFn: async (body: DraftInput) => (await api<DraftView>(`${base}/draft/`, { method: 'POST', body })).data,
  });
}

// ---- Pickers ----

export function useProductChoices() {
  return useQuery({
    queryKey: [...all, 'products'],
    queryFn: async () => (await api<{ products: ProductChoice[] }>('/product/quick-list/', { query: { length: 100 } })).data.products,
    staleTime: 5 * 60_000,
  });
}

export function usePeople(enabled: boolean) {
  return useQuery({
    queryKey: [...all, 'people'],
    queryFn: async () => (await api<QuickListUser[]>('/iam/user-manage/quick-list/', { query: { length: 100 } })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The organisation's answer review period (issue 13). */
export function useReviewSettings() {
  return useQuery({ queryKey: [...keys.library, 'settings'], queryFn: async () => (await api<AnswerReviewSettings>(`${base}/settings/`)).data });
}

export function useSaveReviewSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: AnswerReviewSettings) => (await api<AnswerReviewSettings>(`${base}/settings/`, { method: 'PUT', body })).data,
    onSuccess: () => invalidate(),
  });
}
