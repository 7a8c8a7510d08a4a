import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/context';
import { markDraftsStale } from '../questionnaires';
import { markEntriesStale } from './library.queries';
import { hubActivity } from './refs';

/**
 * Answers bound to the facts they rest on (issue 13): when a document gets a new version or is deleted,
 * a certification expires or is deleted, or a sub-processor is removed, the library answers and open
 * drafts that cite it are marked stale with the reason, and listed for review ("Needs review"). Called by
 * the services that make those changes (or the job that notices an expiry date passed), inside their
 * transaction; one activity row says what was marked.
 */
export interface ChangedFact {
  kind: 'document' | 'certification' | 'sub_processor';
  /** The documents (every version concerned); none for facts cited by name. */
  documentIds?: string[];
  /** The certification's or sub-processor's name, as answers mention it. */
  name: string;
  /** Shown on the answer and the draft: "Access Control Policy has a new version (v3)". */
  reason: string;
}

/** Who changed the fact: a person, or nobody when a date passed (a certification's expiry; the activity says "System"). */
export type ChangedBy = AuthContext | { organizationId: string; userId?: undefined };

/** Names shorter than this are too ambiguous to find in an answer's text. */
const MIN_NAME = 3;

export async function markCitingStale(tx: Tx, auth: ChangedBy, fact: ChangedFact): Promise<{ answers: number; drafts: number }> {
  const org = auth.organizationId;
  const documentIds = fact.documentIds ?? [];
  const mention = fact.kind === 'document' || fact.name.trim().length < MIN_NAME ? null : fact.name.trim();
  const pattern = mention ? mentionPattern(mention) : null;
  // An answer cites the fact by one of its documents, or by mentioning it.
  if (documentIds.length === 0 && !pattern) return { answers: 0, drafts: 0 };
  const answers = await markEntriesStale(tx, org, { documentIds, pattern }, fact.reason);
  const drafts = await markDraftsStale(tx, org, { documentIds, libraryIds: answers.map((a) => a.id), mentionPattern: pattern, reason: fact.reason });
  if (answers.length || drafts) {
    await recordActivity(
      tx,
      auth.userId === undefined ? null : auth,
      org,
      hubActivity(
        'marked_stale',
        'knowledge_answer',
        { id: null, name: fact.name },
        `${fact.reason}: ${answers.length} library answer(s) and ${drafts} open draft(s) that cite it need review`,
        {
          fact: fact.kind,
          answers: answers.map((a) => a.id),
          drafts,
        },
      ),
    );
  }
  return { answers: answers.length, drafts };
}

/** The name as a whole word or phrase ("AWS" in "hosted on AWS", not in "laws"), spaces matching any run of spaces. */
export function mentionPattern(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `(^|[^[:alnum:]])${words.join('\\s+')}([^[:alnum:]]|$)`;
}
