import type { Tx } from '@server/db/client';
import type { DeltaStatus, QuestionDelta, QuestionSource } from '@server/db/schema/index';
import {
  approvedQuestionsOf,
  documentsChangedSince,
  importedQuestions,
  requestCustomer,
  sentFilesOfCustomer,
  setDelta,
  type SentQuestion,
} from './previous.queries';

/**
 * Account-aware delta: when a customer sends a questionnaire again (a renewal, the same template), its
 * questions are matched with the last questionnaire that customer received (same customer account, same
 * question by id and text). Unchanged questions are prefilled with the answer sent then, marked
 * "Previously sent to <customer> on <date>"; new and reworded questions, and answers whose evidence
 * changed since, are what the review shows under "Changed since last time".
 */

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
const normal = (s: string) => [...words(s)].join(' ');
const normalId = (s: string | null) => (s ? s.toUpperCase().replace(/\s+/g, '') : null);

/** 0..1: shared words over all words of the two texts. */
export function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

interface Incoming {
  id: string;
  external_ref: string | null;
  question: string;
}

/** The earlier question this one is (same id, or the same text), and whether it was reworded. */
export function matchQuestion(q: Incoming, previous: SentQuestion[]): { match: SentQuestion; reworded: boolean } | null {
  const id = normalId(q.external_ref);
  if (id) {
    const sameId = previous.find((p) => normalId(p.external_ref) === id);
    if (sameId) {
      if (normal(sameId.question) === normal(q.question)) return { match: sameId, reworded: false };
      if (similarity(sameId.question, q.question) >= 0.3) return { match: sameId, reworded: true };
    }
  }
  let best: { p: SentQuestion; s: number } | null = null;
  for (const p of previous) {
    const s = normal(p.question) === normal(q.question) ? 1 : similarity(p.question, q.question);
    if (!best || s > best.s) best = { p, s };
  }
  if (!best || best.s < 0.75) return null;
  return { match: best.p, reworded: best.s < 1 };
}

export const sentOn = (customer: string, at: Date) =>
  `Previously sent to ${customer} on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;

/** Compares a freshly imported file with the customer's last questionnaire and prefills what is unchanged.
 *  Returns how many questions compare to last time, or null when the customer sent nothing like it. */
export async function compareWithLastTime(
  tx: Tx,
  org: string,
  requestId: string,
  fileId: string,
): Promise<{ matched: number; prefilled: number; changed: number } | null> {
  const customer = await requestCustomer(tx, org, requestId);
  if (!customer) return null;
  const files = await sentFilesOfCustomer(tx, org, customer.id, requestId);
  if (!files.length) return null;
  const incoming = await importedQuestions(tx, org, fileId);
  // the earlier file with most of these questions (the renewal of that template)
  let chosen: { file: (typeof files)[number]; questions: SentQuestion[]; matched: number } | null = null;
  for (const file of files) {
    const questions = await approvedQuestionsOf(tx, org, file.id);
    const matched = incoming.filter((q) => matchQuestion(q, questions)).length;
    if (!chosen || matched > chosen.matched) chosen = { file, questions, matched };
  }
  if (!chosen || chosen.matched < Math.max(2, incoming.length * 0.3)) return null;
  const sentAt = new Date(chosen.file.sent_at);
  const documentIds = [
    ...new Set(chosen.questions.flatMap((q) => q.source.filter((s) => s.kind === 'document' && typeof s.id === 'string').map((s) => String(s.id)))),
  ];
  const changedDocs = await documentsChangedSince(tx, org, documentIds, sentAt);
  const origin = sentOn(customer.name, sentAt);
  let prefilled = 0;
  let changed = 0;
  for (const q of incoming) {
    const m = matchQuestion(q, chosen.questions);
    const evidenceChanged = m !== null && m.match.source.some((s) => s.kind === 'document' && changedDocs.has(String(s.id)));
    const status: DeltaStatus = !m ? 'NEW' : m.reworded ? 'REWORDED' : evidenceChanged ? 'EVIDENCE_CHANGED' : 'UNCHANGED';
    const delta: QuestionDelta = {
      status,
      customer: customer.name,
      sentAt: sentAt.toISOString(),
      previous: m
        ? {
            requestId: chosen.file.request_id,
            fileId: chosen.file.id,
            questionId: m.match.id,
            question: m.match.question,
            answerChoice: m.match.answer_choice,
            answerText: m.match.answer_text,
          }
        : null,
    };
    // only what the customer received unchanged is reused as it was; the rest is drafted again
    const prefill =
      status === 'UNCHANGED' && !q.answer_choice && !q.answer_text && m
        ? {
            choice: m.match.answer_choice,
            text: m.match.answer_text,
            source: [{ kind: 'previous', name: origin, url: null } as QuestionSource, ...m.match.source],
          }
        : null;
    await setDelta(tx, org, q.id, delta, prefill);
    if (prefill) prefilled++;
    if (status !== 'UNCHANGED') changed++;
  }
  return { matched: chosen.matched, prefilled, changed };
}
