/** What other modules use of security-topics; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { countActiveTopics, listPublicTopics } from './service';
