import type { AppDeps } from '../../app';
import type { Tx } from '../../db/client';

export interface LiveAnnouncement {
  id: string;
  heading: string;
  description: string;
  announcement_url: string | null;
}

/**
 * HOOK: an announcement just went live for the first time (created active, or first activated).
 * Called inside the transaction of that change; it must only enqueue work (the public site's
 * subscriber mailing), never send mail itself.
 */
export async function announcementWentLive(_deps: AppDeps, _tx: Tx, _announcement: LiveAnnouncement): Promise<void> {
  // Wired to server/modules/public-site/service.ts notifySubscribersOfAnnouncement once that exists.
}
