import type { OutboxMessage } from '@shared/contracts/outbox';
import { holdsEveryPermission } from '@shared/contracts/roles';
import type { AppDeps } from '../../deps';
import { selectOutbox } from './queries';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { pagination, type ListQuery } from '../../lib/http';

/**
 * Links that carry a token or signature act for the person they were sent to: a set-password or sign-in link, a
 * security event's acknowledgement, a subscription's confirm and unsubscribe links, anything signed later.
 */
const personalLinks = /https?:\/\/[^\s<>"']*[?&](?:token|access_token|signature|sig|code|key|secret|auth)=[^\s<>"']*/gi;

/**
 * Mail that really went out by SMTP shows such links hidden; mail kept here (no SMTP) shows them only to someone who
 * holds every permission, so that reading the outbox is never a way to act as someone who can do more than the reader.
 */
function linksShown(text: string, transport: string, mayReadLinks: boolean) {
  if (transport === 'smtp') return text.replace(personalLinks, '[personal link hidden: delivered by e-mail]');
  return mayReadLinks ? text : text.replace(personalLinks, '[personal link hidden: only an Admin sees it until mail is set up]');
}

/** Mail the product sent (or stored) for the caller's organisation, newest first. */
export function listOutbox(deps: AppDeps, auth: AuthContext, q: ListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const mayReadLinks = holdsEveryPermission(auth.permissions);
    const { rows, count } = await selectOutbox(tx, org, q.search?.trim(), q.length, (q.page - 1) * q.length);
    const messages: OutboxMessage[] = rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: linksShown(m.text, m.transport, mayReadLinks),
      transport: m.transport === 'smtp' ? 'smtp' : 'outbox',
      sent_at: iso(m.sentAt),
      error: m.error,
      created_at: iso(m.createdAt)!,
    }));
    return { data: { messages, transport: deps.mail.transport }, pagination: pagination(q.page, q.length, Number(count?.n ?? 0)) };
  });
}
