/** What other modules use of settings; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { getNotificationReceivers } from './service';
