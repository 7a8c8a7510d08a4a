/** What other modules use of announcements; a module imports another only through its index.ts (lint: import-x/no-restricted-paths). */
export { onAnnouncementWentLive } from './notify';
export { listPublicAnnouncements, postAnnouncement } from './service';
