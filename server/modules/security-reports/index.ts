/** What other modules use of security-reports; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { countActiveReports, findConfidentialReport, findPublicReportFile, listPublicReports } from './service';
