import type { SecurityReport } from '@shared/contracts/security-reports';
import { documentApi } from '@web/lib/documentApi';

/** The security reports' API hooks (the list page takes them whole). */
export const securityReports = documentApi<SecurityReport, { security_reports: SecurityReport[] }, { total_active_count: number }>(
  '/document/security-reports',
  'security-reports',
);

export const { useOne: useReport, useSave: useSaveReport } = securityReports;
