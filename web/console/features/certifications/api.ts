import { useQuery } from '@tanstack/react-query';
import type { Certification, StandardLogo } from '@shared/contracts/certifications';
import { api } from '@web/lib/api';
import { documentApi } from '@web/lib/documentApi';

const base = '/document/certification';
/** The certifications' API hooks (the list page takes them whole). */
export const certifications = documentApi<
  Certification,
  { security_certificates: Certification[] },
  { total_active_count: number; expired_active_count: number }
>(base, 'certifications');

export const { useOne: useCertification, useSave: useSaveCertification } = certifications;

export function useStandardLogos() {
  return useQuery({
    queryKey: [...certifications.all, 'standard-logos'],
    queryFn: async () => (await api<{ standard_logos: StandardLogo[] }>(`${base}/standard-logos/`)).data.standard_logos,
    staleTime: Infinity,
  });
}
