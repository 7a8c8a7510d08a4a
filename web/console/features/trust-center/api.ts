import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NdaText, PublicSiteData, SequenceObjectType, SiteConfiguration, SiteConfigurationPatch, TrustCenterStatus } from '@shared/contracts/tc-config';
import type { SubProcessorNotice, SubProcessorNoticeInput } from '@shared/contracts/sub-processor-notices';
import { api } from '@web/lib/api';

const all = ['trust-center'] as const;
const keys = {
  config: [...all, 'config'] as const,
  status: [...all, 'status'] as const,
  site: [...all, 'site-data'] as const,
  nda: [...all, 'nda'] as const,
};

export function useSiteConfiguration() {
  return useQuery({ queryKey: keys.config, queryFn: async () => (await api<SiteConfiguration>('/tc-config/site-configuration/')).data });
}

export function useSetupStatus() {
  // Content is added on other screens: always check again when the checklist is shown.
  return useQuery({ queryKey: keys.status, queryFn: async () => (await api<TrustCenterStatus>('/tc-config/status/')).data, staleTime: 0 });
}

export function usePreviewSiteData() {
  return useQuery({ queryKey: keys.site, queryFn: async () => (await api<PublicSiteData>('/tc-config/preview/site-data/')).data, staleTime: 0 });
}

function useInvalidateAll() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: all });
}

export function useUpdateSiteConfiguration() {
  const qc = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (body: SiteConfigurationPatch) => (await api<SiteConfiguration>('/tc-config/site-configuration/', { method: 'PATCH', body })).data,
    onSuccess: (data) => {
      qc.setQueryData(keys.config, data);
      void invalidate();
    },
  });
}

export function usePublish() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (isPublished: boolean) =>
      (await api<{ is_published: boolean; public_url: string }>('/tc-config/site-publish/', { method: 'POST', body: { is_published: isPublished } })).data,
    onSettled: invalidate,
  });
}

/** Reorders one object; the preview updates at once and rolls back if the server refuses. */
export function useChangeSequence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { sequence: number; object_id: string; object_type: SequenceObjectType }) => api('/core/change-sequence/', { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.site }),
  });
}

export function previewCache(qc: ReturnType<typeof useQueryClient>) {
  return {
    get: () => qc.getQueryData<PublicSiteData>(keys.site),
    set: (data: PublicSiteData) => qc.setQueryData(keys.site, data),
  };
}

export function useSaveTrustedBy() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ id, form }: { id?: string | undefined; form: FormData }) =>
      (await api<{ id: string }>(id ? `/tc-config/trusted-by/${id}/` : '/tc-config/trusted-by/', { method: id ? 'PATCH' : 'POST', body: form })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteTrustedBy() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: (id: string) => api(`/tc-config/trusted-by/${id}/`, { method: 'DELETE' }), onSuccess: invalidate });
}

export function useNda(enabled = true) {
  return useQuery({ queryKey: keys.nda, queryFn: async () => (await api<NdaText | null>('/nda/')).data, enabled });
}

export function useSaveNda() {
  const invalidate = useInvalidateAll();
  return useMutation({ mutationFn: async (text: string) => (await api<NdaText>('/nda/', { method: 'POST', body: { text } })).data, onSuccess: invalidate });
}

const noticeKey = [...all, 'sub-processor-notices'] as const;

export function useSubProcessorNotices() {
  return useQuery({
    queryKey: noticeKey,
    queryFn: async () => (await api<{ notices: SubProcessorNotice[] }>('/tc-config/sub-processor-notice/')).data.notices,
  });
}

export function useSubProcessorNotice(id: string | null) {
  return useQuery({
    queryKey: [...noticeKey, id],
    queryFn: async () => (await api<SubProcessorNotice>(`/tc-config/sub-processor-notice/${id}/`)).data,
    enabled: Boolean(id),
  });
}

export function useAnnounceSubProcessorChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubProcessorNoticeInput) => (await api<SubProcessorNotice>('/tc-config/sub-processor-notice/', { method: 'POST', body })).data,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: noticeKey }), qc.invalidateQueries({ queryKey: ['announcements'] })]),
  });
}
