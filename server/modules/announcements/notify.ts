import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';

export interface LiveAnnouncement {
  id: string;
  heading: string;
  description: string;
  announcement_url: string | null;
}

export type AnnouncementListener = (deps: AppDeps, tx: Tx, announcement: LiveAnnouncement) => Promise<void>;

const listeners = new Set<AnnouncementListener>();

/** Another area reacts to announcements going live (the public site mails its subscribers); it
 *  registers here so this module does not depend on it. Registering the same function twice is a no-op. */
export function onAnnouncementWentLive(listener: AnnouncementListener): void {
  listeners.add(listener);
}

/**
 * An announcement just went live for the first time (created active, or first activated). Called
 * inside the transaction of that change: the public site enqueues the mailing to confirmed subscribers
 * (sent only while the Trust Center is published), so nothing is sent if the change rolls back.
 */
export async function announcementWentLive(deps: AppDeps, tx: Tx, announcement: LiveAnnouncement): Promise<void> {
  for (const listener of listeners) await listener(deps, tx, announcement);
}
