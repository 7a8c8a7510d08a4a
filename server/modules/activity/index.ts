/** What other modules use of activity; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { registerActivityObjectCheck, registerActivityRowScope } from './access';
export { recentActivitySection } from './dashboard';
