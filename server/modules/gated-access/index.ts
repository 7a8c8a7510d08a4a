/** What other modules use of gated-access; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { sha256 } from './mails';
export { MEMBER_COOKIE, currentMember, type SignedInMember } from './member-auth';
export { accessRequestsDashboard, activeMembersOf } from './service';
