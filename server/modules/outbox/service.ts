import type { OutboxMessage } from '@shared/contracts/outbox';
import type { AppDeps } from '../../deps';
import { selectOutbox } from './queries';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { pagination, type ListQuery } from '../../lib/http';

/** Set-password links give an account away: mail that really went out by SMTP shows them hidden. */
const hideLinks = (text: string) => text.replace(/https?:\/\/\S*\/set-password\?token=\S+/g, '[set-password link hidden: delivered by e-mail]');

/** Mail the product sent (or stored) for the caller's organisation, newest first. */
export function listOutbox(deps: AppDeps, auth: AuthContext, q: ListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const { rows, count } = await selectOutbox(tx, org, q.search?.trim(), q.length, (q.page - 1) * q.length);
    const messages: OutboxMessage[] = rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.transport === 'smtp' ? hideLinks(m.text) : m.text,
      transport: m.transport === 'smtp' ? 'smtp' : 'outbox',
      sent_at: iso(m.sentAt),
      error: m.error,
      created_at: iso(m.createdAt)!,
    }));
    return { data: { messages, transport: deps.mail.transport }, pagination: pagination(q.page, q.length, Number(count?.n ?? 0)) };
  });
}
