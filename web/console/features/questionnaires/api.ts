import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRequestBody,
  FormOptions,
  InspectionView,
  MappingPreviewView,
  PrioritizationBody,
  PrioritizationPreview,
  PrioritizationView,
  QuestionnaireRequestView,
  RequestFileView,
  RequestListItem,
  RequestListQuery,
  SheetDataView,
  SheetMappingInput,
  UpdateRequestBody,
} from '@shared/contracts/questionnaires';
import { api } from '@web/lib/api';

const R = '/questionnaire/request';
export const keys = {
  list: (q: RequestListQuery) => ['questionnaires', 'list', q] as const,
  request: (id: string) => ['questionnaires', 'request', id] as const,
  all: ['questionnaires'] as const,
};

export function useRequests(q: RequestListQuery) {
  return useQuery({
    queryKey: keys.list(q),
    queryFn: () => api<{ requests: RequestListItem[] }>(`${R}/`, { query: q as Record<string, string | number | undefined> }),
    placeholderData: keepPreviousData,
  });
}

/** The request with its files; polls while a file is being read or drafted. */
export function useRequest(id: string) {
  return useQuery({
    queryKey: keys.request(id),
    queryFn: async () => (await api<QuestionnaireRequestView>(`${R}/${id}/`)).data,
    refetchInterval: (query) => {
      const files = query.state.data?.files ?? [];
      const busy = files.some((f) => ['QUEUED', 'PARSING', 'EXTRACTING'].includes(f.parse_status) || f.ai_status === 'QUEUED' || f.ai_status === 'PROCESSING');
      return busy ? 1500 : false;
    },
  });
}

export function useFormOptions(enabled = true) {
  return useQuery({
    queryKey: ['questionnaires', 'form-options'],
    queryFn: async () => (await api<FormOptions>(`${R}/form-options/`)).data,
    enabled,
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return (id?: string) => {
    void qc.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    if (id) void qc.invalidateQueries({ queryKey: keys.request(id) });
    void qc.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useCreateRequest() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ body, files }: { body: CreateRequestBody; files: File[] }) => {
      const created = (await api<QuestionnaireRequestView>(`${R}/`, { method: 'POST', body })).data;
      let uploadError: unknown = null;
      if (files.length) {
        const form = new FormData();
        files.forEach((f) => form.append('file', f, f.name));
        try {
          await api(`${R}/${created.id}/request-file/`, { method: 'POST', body: form });
        } catch (err) {
          uploadError = err;
        }
      }
      return { created, uploadError };
    },
    onSuccess: () => invalidate(),
  });
}

export function useUpdateRequest(id: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: UpdateRequestBody) => (await api<QuestionnaireRequestView>(`${R}/${id}/`, { method: 'PATCH', body })).data,
    onSuccess: (data) => {
      qc.setQueryData(keys.request(id), data);
      invalidate();
    },
  });
}

export function useChangeRequestStatus(id: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: { status: string; additional_instructions?: string }) =>
      (await api<QuestionnaireRequestView>(`${R}/${id}/change-status/`, { method: 'POST', body })).data,
    onSuccess: (data) => {
      qc.setQueryData(keys.request(id), data);
      invalidate();
    },
  });
}

export function useUploadFiles(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const form = new FormData();
      files.forEach((f) => form.append('file', f, f.name));
      return (await api<QuestionnaireRequestView>(`${R}/${id}/request-file/`, { method: 'POST', body: form })).data;
    },
    onSuccess: () => invalidate(id),
  });
}

export const fileUrl = (id: string, fileId: string) => `${R}/${id}/request-file/${fileId}`;

export function useFileAction(id: string) {
  const invalidate = useInvalidate();
  return {
    remove: useMutation({ mutationFn: (fileId: string) => api(`${fileUrl(id, fileId)}/`, { method: 'DELETE' }), onSuccess: () => invalidate(id) }),
    status: useMutation({
      mutationFn: async ({ fileId, status }: { fileId: string; status: string }) =>
        (await api<RequestFileView & { request_status: string }>(`${fileUrl(id, fileId)}/change-status/`, { method: 'POST', body: { status } })).data,
      onSuccess: () => invalidate(id),
    }),
    start: useMutation({
      mutationFn: async ({ fileId, kb, retry }: { fileId: string; kb?: string[]; retry?: boolean }) =>
        (
          await api<RequestFileView>(`${fileUrl(id, fileId)}/start/`, {
            method: 'POST',
            body: kb ? { selected_kb_files: kb } : {},
            query: retry ? { retry: 1 } : undefined,
          })
        ).data,
      onSuccess: () => invalidate(id),
    }),
    convert: useMutation({
      mutationFn: async (fileId: string) => (await api<RequestFileView>(`${fileUrl(id, fileId)}/convert/`, { method: 'POST', body: {} })).data,
      onSuccess: () => invalidate(id),
    }),
    map: useMutation({
      mutationFn: async ({ fileId, sheets }: { fileId: string; sheets: SheetMappingInput[] }) =>
        (await api<RequestFileView>(`${fileUrl(id, fileId)}/mapping/`, { method: 'POST', body: { sheets } })).data,
      onSuccess: () => invalidate(id),
    }),
  };
}

export function useInspection(id: string, fileId: string | null) {
  return useQuery({
    queryKey: ['questionnaires', 'inspection', fileId],
    queryFn: async () => (await api<InspectionView>(`${fileUrl(id, fileId!)}/inspection/`)).data,
    enabled: Boolean(fileId),
  });
}

export function useMappingPreview(id: string, fileId: string | null, sheets: SheetMappingInput[], enabled: boolean) {
  return useQuery({
    queryKey: ['questionnaires', 'mapping-preview', fileId, sheets],
    queryFn: async () => (await api<MappingPreviewView>(`${fileUrl(id, fileId!)}/mapping/preview/`, { method: 'POST', body: { sheets } })).data,
    enabled: Boolean(fileId) && enabled && sheets.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSheetData(id: string, fileId: string | null, sheet: string | undefined) {
  return useQuery({
    queryKey: ['questionnaires', 'sheet', fileId, sheet ?? ''],
    queryFn: async () => (await api<SheetDataView>(`${fileUrl(id, fileId!)}/excel-sheet-data/`, { query: { sheet_name: sheet } })).data,
    enabled: Boolean(fileId),
    staleTime: 5 * 60_000,
  });
}

export function usePrioritization(enabled = true) {
  return useQuery({
    queryKey: ['questionnaires', 'prioritization'],
    queryFn: async () => (await api<PrioritizationView>('/questionnaire/prioritization/')).data,
    enabled,
  });
}

export function useSavePrioritization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrioritizationBody) => (await api<PrioritizationView>('/questionnaire/prioritization/', { method: 'PUT', body })).data,
    onSuccess: (data) => {
      qc.setQueryData(['questionnaires', 'prioritization'], data);
      void qc.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    },
  });
}

export function usePrioritizationPreview() {
  return useMutation({
    mutationFn: async (body: PrioritizationBody) => (await api<PrioritizationPreview>('/questionnaire/prioritization/preview/', { method: 'POST', body })).data,
  });
}
