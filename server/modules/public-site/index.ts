/** What other modules use of public-site; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { findSite, publicSiteData, renderAccessPage, renderMessagePage, type SiteRef } from './service';
