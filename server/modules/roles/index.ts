/** What other modules use of roles; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { findRole, holdsBeyondCaller, roleBeyondCaller, type RoleRow } from './service';
