/** What other modules use of security-controls; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { findPublicControlFile, listPublicSecurityDomains } from './service';
