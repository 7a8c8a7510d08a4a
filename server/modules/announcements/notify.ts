import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { notifySubscribersOfAnnouncement } from '../public-site/service';

export interface LiveAnnouncement {
  id: string;
  heading: string;
  description: string;
  announcement_url: string | null;
}

/**
 * An announcement just went live for the first time (created active, or first activated). Called
 * inside the transaction of that change: the public site enqueues the mailing to confirmed subscribers
 * (sent only while the Trust Center is published), so nothing is sent if the change rolls back.
 */
export async function announcementWentLive(deps: AppDeps, tx: Tx, announcement: LiveAnnouncement): Promise<void> {
  await notifySubscribersOfAnnouncement(deps, tx, announcement);
}
