import { escapeHtml } from '@shared/html';

/**
 * The Trust Center's Atom feed (RFC 4287): public security-event updates and active announcements,
 * newest first, so customers can follow incidents in a feed reader or a chat integration.
 */

/** Text in the feed's XML, without the control characters XML 1.0 does not allow. */
const esc = (s: string) => escapeHtml(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

interface FeedInput {
  base: string;
  site: string;
  company: string;
  updates: { id: string; event_name: string; title: string; description: string; created_at: string; path: string; event_status: string }[];
  announcements: { id: string; heading: string; description: string; announcement_url: string | null; created_at: string }[];
}

const statusText: Record<string, string> = { OPEN: 'Investigating', IN_PROGRESS: 'In progress', CLOSED: 'Resolved' };

export function renderFeed(f: FeedInput): string {
  const entries = [
    ...f.updates.map((u) => ({
      id: `${f.site}/incidents/${u.path.split('/').pop()}#${u.id}`,
      title: `${statusText[u.event_status] ?? u.event_status}: ${u.event_name} — ${u.title}`,
      link: `${f.base}${u.path}`,
      summary: u.description,
      updated: u.created_at,
      category: 'Security incident',
    })),
    ...f.announcements.map((a) => ({
      id: `${f.site}#announcement-${a.id}`,
      title: a.heading,
      link: a.announcement_url ?? `${f.site}#updates`,
      summary: a.description,
      updated: a.created_at,
      category: 'Announcement',
    })),
  ]
    .sort((a, b) => b.updated.localeCompare(a.updated))
    .slice(0, 50);
  const updated = entries[0]?.updated ?? new Date(0).toISOString();
  const name = f.company || 'Trust Center';
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">' +
    `<title>${esc(name)} security updates</title>` +
    `<subtitle>Security incidents and announcements from the ${esc(name)} Trust Center</subtitle>` +
    `<id>${esc(f.site)}/feed.xml</id><link rel="self" href="${esc(f.site)}/feed.xml"/><link rel="alternate" type="text/html" href="${esc(f.site)}"/>` +
    `<updated>${esc(updated)}</updated><author><name>${esc(name)}</name></author>` +
    entries
      .map(
        (e) =>
          `<entry><id>${esc(e.id)}</id><title>${esc(e.title)}</title><link rel="alternate" type="text/html" href="${esc(e.link)}"/>` +
          `<updated>${esc(e.updated)}</updated><category term="${esc(e.category)}"/><summary type="text">${esc(e.summary)}</summary></entry>`,
      )
      .join('') +
    '</feed>\n'
  );
}
