/** What other modules use of tc-config; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export {
  buildSiteData,
  certificationLogo,
  ensureConfig,
  linkKey,
  publicDocument,
  publicUrl,
  readUnsubscribeToken,
  saveNda,
  siteUrls,
  trustCenterChanges,
  trustedByLogo,
  unsubscribeToken,
  verifyPreviewToken,
  type DocumentKind,
} from './service';
