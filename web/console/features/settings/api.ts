import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmAvailableFields, CrmDetails, DomainInfo, NotificationReceivers, SsoDetails, SsoSetupInfo } from '@shared/contracts/settings';
import { limits } from '@shared/limits';
import { api } from '@web/lib/api';

const receiversPath = '/core/internal-notification-receivers/';

export function useNotificationReceivers() {
  return useQuery({
    queryKey: ['settings', 'receivers'],
    queryFn: async () => (await api<{ internal_notification_receivers: NotificationReceivers }>(receiversPath)).data.internal_notification_receivers,
  });
}

export function useSaveNotificationReceivers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationReceivers) =>
      (
        await api<{ internal_notification_receivers: NotificationReceivers }>(receiversPath, {
          method: 'POST',
          body: { internal_notification_receivers: body },
        })
      ).data.internal_notification_receivers,
    onSuccess: (data) => qc.setQueryData(['settings', 'receivers'], data),
  });
}

/** Single sign-on details and set-up information: cached 60 s (portal §7, §9). */
export function useSsoDetails() {
  return useQuery({
    queryKey: ['settings', 'sso'],
    queryFn: async () => (await api<SsoDetails>('/core/sso/details/')).data,
    staleTime: limits.ssoDetailsCacheMs,
  });
}
export function useSsoSetupInfo() {
  return useQuery({
    queryKey: ['settings', 'sso-setup'],
    queryFn: async () => (await api<SsoSetupInfo>('/core/sso/saml-setup-info/')).data,
    staleTime: limits.ssoDetailsCacheMs,
  });
}

export function useCrmDetails() {
  return useQuery({ queryKey: ['settings', 'crm'], queryFn: async () => (await api<CrmDetails>('/salesforce/details/')).data });
}
export function useCrmFields() {
  return useQuery({ queryKey: ['settings', 'crm-fields'], queryFn: async () => (await api<CrmAvailableFields>('/salesforce/available-fields/')).data });
}
export function useDomain() {
  return useQuery({ queryKey: ['settings', 'domain'], queryFn: async () => (await api<DomainInfo>('/core/domain/')).data });
}
