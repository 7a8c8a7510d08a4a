import { sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '@server/db/client';

/** A fact that changed, as open drafts may cite it (issue 13). */
export interface StaleFacts {
  /** Documents replaced or deleted, and library answers marked stale. */
  documentIds: string[];
  libraryIds: string[];
  /** A certification or sub-processor named in the draft's text: a case-insensitive POSIX regular expression. */
  mentionPattern: string | null;
  reason: string;
}

const ids = (list: string[]) => sql`${`{${list.join(',')}}`}::text[]`;

/**
 * Marks the open (not yet approved) drafts that cite a changed fact as stale, with the reason, and
 * returns how many. Approved answers are frozen; their library copies are marked by the knowledge hub.
 */
export async function markDraftsStale(tx: Tx, org: string, facts: StaleFacts): Promise<number> {
  const cites: SQL[] = [];
  if (facts.documentIds.length)
    cites.push(sql`exists (select 1 from jsonb_array_elements(q.source) s where s->>'kind' = 'document' and s->>'id' = any(${ids(facts.documentIds)}))`);
  if (facts.libraryIds.length)
    cites.push(sql`exists (select 1 from jsonb_array_elements(q.source) s where s->>'kind' = 'library' and s->>'id' = any(${ids(facts.libraryIds)}))`);
  if (facts.mentionPattern) {
    const re = facts.mentionPattern;
    cites.push(sql`(q.answer_text ~* ${re} or exists (select 1 from jsonb_array_elements(q.source) s where s->>'excerpt' ~* ${re}))`);
  }
  if (cites.length === 0) return 0;
  const changed = await rows<{ id: string }>(
    tx,
    sql`update questionnaire_questions q set stale_at = now(), stale_reason = ${facts.reason}
        where q.organization_id = ${org} and q.status <> 'APPROVED' and (${sql.join(cites, sql` or `)})
        returning q.id`,
  );
  return changed.length;
}
