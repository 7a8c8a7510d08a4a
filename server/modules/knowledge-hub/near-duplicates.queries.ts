import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { withSystem } from '../../db/tenant-isolation';

/**
 * Near-duplicate candidates: the ids of one organisation's library questions that pg_trgm finds at least
 * `threshold` similar to one of `questions`.
 *
 * Read outside the tenant transaction, on purpose (as the search candidates are, search.queries.ts): under
 * row-level security PostgreSQL may use an index only for leakproof operators, and the trigram `%` is not,
 * so inside the tenant transaction every check compared the question with each of the organisation's
 * answers (20,000 in the large tenant). Here the trigram index answers and the organisation is an explicit
 * condition. One branch per question: an OR of several `%` is estimated cheaper to filter row by row than
 * to look up, and the index would go unused. Only ids leave this function: the questions are then read by
 * id in the tenant transaction (RLS on), so a mistake here could never group another organisation's answer.
 */
export function closeQuestionIds(db: Db, org: string, questions: string[], threshold: number): Promise<string[]> {
  if (questions.length === 0) return Promise.resolve([]);
  return withSystem(db, async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`);
    const found = await rows<{ id: string }>(
      tx,
      sql.join(
        questions.map((q) => sql`(select id from kb_library_entries where organization_id = ${org} and question % ${q})`),
        sql` union `,
      ),
    );
    return found.map((r) => r.id);
  });
}
