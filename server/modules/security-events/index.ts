/** What other modules use of security-events; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export {
  MEMBER_COOKIE,
  acknowledgeAsMember,
  acknowledgeLinkTarget,
  acknowledgeWithLink,
  memberIncidentState,
  publicFeedItems,
  publicIncident,
  publicIncidentHistory,
  publicIncidents,
  securityEventsDashboard,
  signedInMember,
} from './service';
