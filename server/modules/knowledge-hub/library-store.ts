import type { Db, Tx } from '../../db/client';
import type { ApprovedHow } from '@shared/contracts/answer-origin';
import { analyzerSignature, choicePolarity, storedTerms } from '../answer-engine';
import { recordTermsAnalyzerIfNew } from './terms-refresh.queries';
import { similarPairs } from './library-similar';
import { closeQuestionIds } from './near-duplicates.queries';
import {
  findApprovedEntry,
  insertEntryRows,
  moveGroups,
  selectGroupMembers,
  selectLibraryQuestions,
  selectQuestionsByIds,
  setConflictMark,
  updateEntryRow,
} from './library.queries';

/**
 * Writing the answer library: every insert joins its near-duplicates' group, and every group whose
 * answers disagree for a shared product is marked as a conflict for a person to resolve.
 */
export interface NewEntry {
  question: string;
  answerChoice: string | null;
  answerText: string | null;
  allProducts: boolean;
  productIds: string[];
  ownerId: string | null;
  source: 'import' | 'approved' | 'manual';
  sourceReference: string;
  externalRef?: string | null;
  section?: string | null;
  lastReviewedAt?: Date | null;
  /** How an approved answer was approved, and who approved, wrote or reviewed it (issue 13). */
  approvedHow?: ApprovedHow | null;
  reviewedById?: string | null;
  reviewedByName?: string | null;
  /** The documents and library answers the approved draft cited. */
  citations?: Citation[];
}

export interface Citation {
  kind: string;
  id: string;
  name: string;
}

/** Two questions this similar (pg_trgm) are near-duplicates. */
export const NEAR_DUPLICATE = 0.8;

/** A question as the library stores it: runs of white space made one space, trimmed. */
export const questionText = (q: string) => q.replace(/\s+/g, ' ').trim();

const clean = (s: string | null | undefined) => {
  const t = s?.replace(/\r\n?/g, '\n').trim();
  return t ? t : null;
};

/** `close`: the library questions near the new ones, read before the transaction (findCloseQuestions). */
export async function insertEntries(
  tx: Tx,
  org: string,
  createdById: string | null,
  entries: NewEntry[],
  close: CloseQuestions | null = null,
): Promise<{ ids: string[]; grouped: number; conflictGroups: number }> {
  if (entries.length === 0) return { ids: [], grouped: 0, conflictGroups: 0 };
  await recordTermsAnalyzerIfNew(tx, org, analyzerSignature());
  const ids: string[] = [];
  for (let k = 0; k < entries.length; k += 500) {
    const chunk = entries.slice(k, k + 500);
    const inserted = await insertEntryRows(
      tx,
      chunk.map((e) => {
        const question = questionText(e.question);
        const answerText = clean(e.answerText);
        const answerChoice = clean(e.answerChoice);
        return {
          organizationId: org,
          question,
          answerChoice,
          answerText,
          allProducts: e.allProducts,
          productIds: e.allProducts ? [] : [...new Set(e.productIds)],
          ownerId: e.ownerId,
          source: e.source,
          sourceReference: e.sourceReference,
          externalRef: e.externalRef ?? null,
          section: e.section ?? null,
          lastReviewedAt: e.lastReviewedAt ?? null,
          approvedHow: e.approvedHow ?? null,
          reviewedById: e.reviewedById ?? null,
          reviewedByName: e.reviewedByName ?? null,
          citations: e.citations ?? [],
          questionTerms: storedTerms.question(question),
          answerTerms: storedTerms.answer(answerChoice, answerText),
          createdById,
        };
      }),
    );
    ids.push(...inserted.map((r) => r.id));
  }
  const { grouped, groups } = await regroup(tx, org, ids, close);
  const conflictGroups = await refreshConflicts(tx, org, groups);
  return { ids, grouped, conflictGroups };
}

/**
 * Puts each of `ids` into the group of its near-duplicates (or keeps its own group): groups linked by a
 * near-duplicate pair become one, keeping the id of a group that already had members before (else the
 * smallest). Near-duplicates are found in memory over the organisation's questions (library-similar.ts),
 * and all moves are one statement. Returns how many of `ids` joined a group and every group touched.
 */
export async function regroup(tx: Tx, org: string, ids: string[], close: CloseQuestions | null = null): Promise<{ grouped: number; groups: string[] }> {
  if (ids.length === 0) return { grouped: 0, groups: [] };
  const all = await candidates(tx, org, ids, close);
  const newSet = new Set(ids);
  const probes: number[] = [];
  const oldGroups = new Set<string>();
  all.forEach((e, i) => {
    if (newSet.has(e.id)) probes.push(i);
    else oldGroups.add(e.group_id);
  });
  // Union-find over the groups that near-duplicate pairs link.
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    let y = x;
    while (y !== r) {
      const next = parent.get(y)!;
      parent.set(y, r);
      y = next;
    }
    if (!parent.has(r)) parent.set(r, r);
    return r;
  };
  const grouped = new Set<string>();
  similarPairs(
    all,
    probes,
    NEAR_DUPLICATE,
    (i, j) => {
      const a = all[i]!;
      const b = all[j]!;
      grouped.add(a.id);
      if (newSet.has(b.id)) grouped.add(b.id);
      const ra = find(a.group_id);
      const rb = find(b.group_id);
      if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
    },
    (i, j) => {
      const a = all[i]!;
      const b = all[j]!;
      const counted = (e: typeof a) => !newSet.has(e.id) || grouped.has(e.id);
      return counted(a) && counted(b) && parent.has(a.group_id) && parent.has(b.group_id) && find(a.group_id) === find(b.group_id);
    },
  );
  if (grouped.size === 0) return { grouped: 0, groups: [] };
  // Existing groups keep their id: prefer a group that has members outside this insert.
  const rootGroup = new Map<string, string>();
  for (const g of parent.keys()) {
    const root = find(g);
    const current = rootGroup.get(root);
    if (!current || (oldGroups.has(g) && !oldGroups.has(current)) || (oldGroups.has(g) === oldGroups.has(current) && g < current)) rootGroup.set(root, g);
  }
  const from: string[] = [];
  const to: string[] = [];
  const touched = new Set<string>();
  for (const g of parent.keys()) {
    const target = rootGroup.get(find(g))!;
    touched.add(target);
    if (g !== target) {
      from.push(g);
      to.push(target);
    }
  }
  if (from.length) {
    await moveGroups(tx, org, from, to);
  }
  return { grouped: grouped.size, groups: [...touched] };
}

/** Up to this many new entries are compared only with the library questions pg_trgm's index finds close. */
const FEW = 20;

/**
 * A library question this similar to a new one is read to be compared: 0.1 below NEAR_DUPLICATE, a superset
 * of the near-duplicates. The in-memory similarity is pg_trgm's (tested), so the margin only absorbs
 * rounding. At half the threshold, a library of alike questions ("Do you … ?") gave 1,529 of its 20,000
 * answers to compare for one new question and 13,197 for twenty; at 0.7, 71 and 1,445, with the same
 * near-duplicates among them.
 */
const CLOSE = 0.7;

/** The ids of the library questions close to a few questions, read before the tenant transaction. */
export interface CloseQuestions {
  questions: string[];
  ids: string[];
}

/**
 * Looks up the library questions close to `questions` (the questions about to be added or reworded) by
 * pg_trgm's index, outside the tenant transaction (near-duplicates.queries.ts says why); call it before
 * opening the transaction that adds them (an answer another person adds in between is not compared, as one
 * added by a concurrent transaction never was). Null when there are too many to look up one by one: the
 * whole library is compared then.
 */
export async function findCloseQuestions(db: Db, org: string, questions: string[]): Promise<CloseQuestions | null> {
  const list = [...new Set(questions.map(questionText).filter(Boolean))];
  if (list.length === 0 || list.length > FEW) return null;
  return { questions: list, ids: await closeQuestionIds(db, org, list, CLOSE) };
}

/**
 * The entries to compare `ids` with: the whole library for a large insert, or when the close questions
 * were not looked up for every new question; else the close ones, read by id as the tenant.
 */
async function candidates(tx: Tx, org: string, ids: string[], close: CloseQuestions | null) {
  if (ids.length > FEW) return selectLibraryQuestions(tx, org);
  const own = await selectQuestionsByIds(tx, org, ids);
  if (own.length === 0) return own;
  const looked = new Set(close?.questions);
  if (!close || own.some((o) => !looked.has(o.question))) return selectLibraryQuestions(tx, org);
  const newIds = new Set(ids);
  const others = close.ids.filter((id) => !newIds.has(id));
  return others.length ? [...own, ...(await selectQuestionsByIds(tx, org, others))] : own;
}

/** Recomputes the conflict mark of every entry of the groups; returns how many of them are in conflict. */
export async function refreshConflicts(tx: Tx, org: string, groups: string[]): Promise<number> {
  if (groups.length === 0) return 0;
  const members = await selectGroupMembers(tx, org, groups);
  const byGroup = new Map<string, typeof members>();
  for (const m of members) {
    const list = byGroup.get(m.groupId);
    if (list) list.push(m);
    else byGroup.set(m.groupId, [m]);
  }
  const conflicted = new Set<string>();
  let conflictGroups = 0;
  for (const list of byGroup.values()) {
    // Per answer polarity: whether one of its entries speaks for all products, and the products named.
    const sides = new Map<string, { all: boolean; products: Set<string> }>();
    for (const m of list) {
      const p = choicePolarity(m.choice);
      if (!p) continue;
      const side = sides.get(p) ?? { all: false, products: new Set<string>() };
      side.all ||= m.allProducts;
      for (const id of m.productIds) side.products.add(id);
      sides.set(p, side);
    }
    if (sides.size < 2) continue;
    let any = false;
    for (const m of list) {
      const p = choicePolarity(m.choice);
      if (!p) continue;
      for (const [q, side] of sides) {
        if (q === p) continue;
        if (m.allProducts || side.all || m.productIds.some((id) => side.products.has(id))) {
          conflicted.add(m.id);
          any = true;
          break;
        }
      }
    }
    if (any) conflictGroups++;
  }
  const set = members.filter((m) => conflicted.has(m.id) !== m.hasConflict);
  const on = set.filter((m) => conflicted.has(m.id)).map((m) => m.id);
  const off = set.filter((m) => !conflicted.has(m.id)).map((m) => m.id);
  if (on.length) await setConflictMark(tx, org, on, true);
  if (off.length) await setConflictMark(tx, org, off, false);
  return conflictGroups;
}

/** Two entries speak about a shared product. */
export function overlap(a: { allProducts: boolean; productIds: string[] }, b: { allProducts: boolean; productIds: string[] }): boolean {
  if (a.allProducts || b.allProducts) return true;
  return a.productIds.some((id) => b.productIds.includes(id));
}

/**
 * An approved questionnaire answer: updates the approved entry with the same question and products
 * when there is one (so re-approving does not pile up copies), else adds one.
 */
export async function saveApprovedAnswer(
  tx: Tx,
  org: string,
  userId: string | null,
  input: { question: string; choice: string | null; text: string | null; productIds: string[]; reference: string },
): Promise<string> {
  const question = questionText(input.question);
  const productIds = [...new Set(input.productIds)].sort();
  const allProducts = productIds.length === 0;
  const existing = await findApprovedEntry(tx, org, question, allProducts, productIds);
  if (existing) {
    const answerChoice = clean(input.choice);
    const answerText = clean(input.text);
    await updateEntryRow(tx, org, existing.id, {
      answerChoice,
      answerText,
      answerTerms: storedTerms.answer(answerChoice, answerText),
      sourceReference: input.reference,
      lastReviewedAt: new Date(),
      approvedHow: 'person',
      reviewedById: userId,
      staleAt: null,
      staleReason: null,
      updatedAt: new Date(),
    });
    await refreshConflicts(tx, org, [existing.group_id]);
    return existing.id;
  }
  const { ids } = await insertEntries(tx, org, userId, [
    {
      question,
      answerChoice: input.choice,
      answerText: input.text,
      allProducts,
      productIds,
      ownerId: userId,
      source: 'approved',
      sourceReference: input.reference,
      lastReviewedAt: new Date(),
      approvedHow: 'person',
      reviewedById: userId,
    },
  ]);
  return ids[0]!;
}
