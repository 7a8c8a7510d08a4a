import crypto from 'node:crypto';
import { knowledgeHubMessages as msg, librarySortFields, type LibraryConflict, type LibraryEntry, type LibrarySource } from '@shared/contracts/knowledge-hub';
import {
  answerReviewMessages,
  approvedHows,
  isPastReview,
  type AnswerOrigin,
  type AnswerReviewSettings,
  type ApprovedHow,
} from '@shared/contracts/answer-origin';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { choicePolarity, storedTerms } from '../answer-engine';
import {
  countEntries,
  deleteEntryRow,
  deleteEntryRows,
  saveReviewMonths,
  selectApprovedByQuestion,
  selectConflictGroups,
  selectEntries,
  selectEntry,
  selectGroup,
  selectReviewMonths,
  updateEntryRow,
  updateReapproved,
  type EntryPatch as EntryRowPatch,
  type EntryRow,
  type ReapprovedAnswer,
} from './library.queries';
import { findCloseQuestions, insertEntries, overlap, questionText, refreshConflicts, regroup, type Citation, type CloseQuestions } from './library-store';
import { checkOwner, checkProducts, hubActivity, loadRefs, personRef, productRefs, type Refs } from './refs';

export const libraryEntryUrl = (id: string) => `/api/v1/knowledge-hub/library/${id}/`;

export function originOf(r: EntryRow): AnswerOrigin {
  return {
    source: r.source as LibrarySource,
    reference: r.sourceReference,
    approved_how: (approvedHows as readonly string[]).includes(r.approvedHow ?? '') ? (r.approvedHow as ApprovedHow) : null,
    reviewed_by: r.reviewedByName,
    reviewed_at: iso(r.lastReviewedAt),
    created_at: iso(r.createdAt)!,
    stale_reason: r.staleAt ? (r.staleReason ?? 'A fact it rests on changed') : null,
  };
}

export function toEntry(r: EntryRow, refs: Refs, reviewMonths: number): LibraryEntry {
  const origin = originOf(r);
  return {
    origin,
    past_review: isPastReview(origin, reviewMonths),
    review_months: reviewMonths,
    stale_at: iso(r.staleAt),
    id: r.id,
    question: r.question,
    answer_choice: r.answerChoice,
    answer_text: r.answerText,
    all_products: r.allProducts,
    products: productRefs(refs, r.productIds),
    owner: personRef(refs, r.ownerId),
    last_reviewed_at: iso(r.lastReviewedAt),
    source: r.source as LibrarySource,
    source_reference: r.sourceReference,
    external_ref: r.externalRef,
    section: r.section,
    group_id: r.groupId,
    group_size: r.groupSize,
    has_conflict: r.hasConflict,
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
  };
}

async function load(tx: Tx, org: string, id: string): Promise<EntryRow> {
  const row = await selectEntry(tx, org, id);
  if (!row) throw notFound(msg.entryNotFound);
  return row;
}

async function views(tx: Tx, org: string, rows: EntryRow[]): Promise<LibraryEntry[]> {
  const [refs, months] = await Promise.all([
    loadRefs(
      tx,
      org,
      rows.map((r) => r.ownerId),
    ),
    selectReviewMonths(tx, org),
  ]);
  return rows.map((r) => toEntry(r, refs, months));
}

async function detail(tx: Tx, org: string, id: string): Promise<LibraryEntry> {
  const row = await load(tx, org, id);
  const group = await selectGroup(tx, org, row.groupId);
  const [entry, ...rest] = await views(tx, org, [row, ...group.filter((g) => g.id !== row.id)]);
  return { ...entry!, group: rest };
}

export interface EntryListQuery {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  product?: string | undefined;
  has_conflict?: '1' | '0' | undefined;
  source?: LibrarySource | undefined;
  group?: string | undefined;
  answered?: '1' | '0' | undefined;
  past_review?: '1' | undefined;
  stale?: '1' | undefined;
}

export function listEntries(deps: AppDeps, auth: AuthContext, q: EntryListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = {
      search: q.search,
      product: q.product,
      source: q.source,
      group: q.group,
      hasConflict: q.has_conflict === undefined ? undefined : q.has_conflict === '1',
      answered: q.answered === undefined ? undefined : q.answered === '1',
      pastReviewMonths: q.past_review === '1' ? await selectReviewMonths(tx, org) : undefined,
      stale: q.stale === '1' ? true : undefined,
    };
    const sort = parseSort(q.sort_by, librarySortFields, 'updated_at', true);
    const [rows, total] = await Promise.all([selectEntries(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countEntries(tx, org, filter)]);
    return { data: { entries: await views(tx, org, rows) }, pagination: pagination(q.page, q.length, total) };
  });
}

export function getEntry(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, (tx) => detail(tx, auth.organizationId, id));
}

export interface EntryInput {
  question: string;
  answer_choice?: string | null | undefined;
  answer_text?: string | null | undefined;
  all_products: boolean;
  product_ids: string[];
  owner_id?: string | null | undefined;
}

export async function createEntry(deps: AppDeps, auth: AuthContext, input: EntryInput) {
  const close = await findCloseQuestions(deps.db, auth.organizationId, [input.question]);
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const productIds = input.all_products ? [] : await checkProducts(tx, org, input.product_ids);
    const ownerId = input.owner_id === undefined ? auth.userId : await checkOwner(tx, org, input.owner_id);
    const { ids } = await insertEntries(
      tx,
      org,
      auth.userId,
      [
        {
          question: input.question,
          answerChoice: input.answer_choice ?? null,
          answerText: input.answer_text ?? null,
          allProducts: input.all_products,
          productIds,
          ownerId,
          source: 'manual',
          sourceReference: auth.fullName,
          lastReviewedAt: new Date(),
          reviewedById: auth.userId,
          reviewedByName: auth.fullName,
        },
      ],
      close,
    );
    const entry = await detail(tx, org, ids[0]!);
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity('created', 'knowledge_answer', { id: entry.id, name: entry.question }, `Added an answer to the library: "${short(entry.question)}"`),
    );
    return entry;
  });
}

export interface EntryPatch {
  question?: string | undefined;
  answer_choice?: string | null | undefined;
  answer_text?: string | null | undefined;
  all_products?: boolean | undefined;
  product_ids?: string[] | undefined;
  owner_id?: string | null | undefined;
  reviewed?: boolean | undefined;
}

export async function updateEntry(deps: AppDeps, auth: AuthContext, id: string, patch: EntryPatch) {
  const close = patch.question === undefined ? null : await findCloseQuestions(deps.db, auth.organizationId, [patch.question]);
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const before = await load(tx, org, id);
    const set: EntryRowPatch = { updatedAt: new Date() };
    const choice = patch.answer_choice !== undefined ? patch.answer_choice || null : before.answerChoice;
    const text = patch.answer_text !== undefined ? patch.answer_text || null : before.answerText;
    if (!choice && !text && (before.answerChoice || before.answerText)) throw validation(msg.answerRequired, 'answer_text');
    if (patch.question !== undefined && patch.question !== before.question) {
      set.question = questionText(patch.question);
      set.questionTerms = storedTerms.question(set.question);
      set.groupId = crypto.randomUUID(); // leaves its group; regrouped below by the new wording
    }
    if (patch.answer_choice !== undefined || patch.answer_text !== undefined) {
      set.answerChoice = choice;
      set.answerText = text;
      set.answerTerms = storedTerms.answer(choice, text);
      Object.assign(set, reviewedBy(auth));
      // An approved AI draft a person edits in the library is now a person's answer.
      if (before.source === 'approved') set.approvedHow = 'person';
    }
    if (patch.all_products !== undefined || patch.product_ids !== undefined) {
      const all = patch.all_products ?? (patch.product_ids ? patch.product_ids.length === 0 : before.allProducts);
      const ids = all ? [] : await checkProducts(tx, org, patch.product_ids ?? before.productIds);
      if (!all && ids.length === 0) throw validation(msg.productsRequired, 'product_ids');
      set.allProducts = all;
      set.productIds = ids;
    }
    if (patch.owner_id !== undefined) set.ownerId = await checkOwner(tx, org, patch.owner_id);
    if (patch.reviewed) Object.assign(set, reviewedBy(auth));
    await updateEntryRow(tx, org, id, set);
    const groups = new Set([before.groupId]);
    if (set.groupId) {
      const { groups: touched } = await regroup(tx, org, [id], close);
      touched.forEach((g) => groups.add(g));
      groups.add((await load(tx, org, id)).groupId);
    }
    await refreshConflicts(tx, org, [...groups]);
    const entry = await detail(tx, org, id);
    const what = patch.reviewed && Object.keys(patch).length === 1 ? 'Marked reviewed' : 'Updated';
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity(
        patch.reviewed && Object.keys(patch).length === 1 ? 'reviewed' : 'updated',
        'knowledge_answer',
        { id, name: entry.question },
        `${what} the library answer to "${short(entry.question)}"`,
      ),
    );
    return entry;
  });
}

export function deleteEntry(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const row = await load(tx, org, id);
    await deleteEntryRow(tx, org, id);
    await refreshConflicts(tx, org, [row.groupId]);
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity('deleted', 'knowledge_answer', { id, name: row.question }, `Deleted the library answer to "${short(row.question)}"`),
    );
  });
}

export function listConflicts(deps: AppDeps, auth: AuthContext, q: { page: number; length: number; product?: string | undefined }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const { groups, total } = await selectConflictGroups(tx, org, q.product, q.length, (q.page - 1) * q.length);
    const conflicts: LibraryConflict[] = [];
    for (const g of groups) {
      const entries = await views(tx, org, await selectGroup(tx, org, g));
      conflicts.push({ group_id: g, question: entries[0]?.question ?? '', entries });
    }
    return { data: { conflicts }, pagination: pagination(q.page, q.length, total) };
  });
}

/**
 * Resolves a conflict by keeping one answer: the entries of its group that speak about the same products
 * and answer differently are removed; the kept one is marked reviewed.
 */
export function resolveConflict(deps: AppDeps, auth: AuthContext, groupId: string, keepId: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const group = await selectGroup(tx, org, groupId);
    const keep = group.find((e) => e.id === keepId);
    if (!keep) throw notFound(msg.entryNotFound);
    if (!keep.hasConflict) throw conflict(msg.notInConflict);
    const polarity = choicePolarity(keep.answerChoice);
    const removed = group.filter(
      (e) => e.id !== keep.id && overlap(e, keep) && choicePolarity(e.answerChoice) !== null && choicePolarity(e.answerChoice) !== polarity,
    );
    if (removed.length)
      await deleteEntryRows(
        tx,
        org,
        removed.map((e) => e.id),
      );
    await updateEntryRow(tx, org, keep.id, { ...reviewedBy(auth), updatedAt: new Date() });
    await refreshConflicts(tx, org, [groupId]);
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity(
        'conflict_resolved',
        'knowledge_answer',
        { id: keep.id, name: keep.question },
        `Resolved a conflict on "${short(keep.question)}": kept "${keep.answerChoice ?? short(keep.answerText ?? '', 40)}", removed ${removed.length} answer(s)`,
        {
          removed: removed.map((e) => ({ id: e.id, answer_choice: e.answerChoice })),
        },
      ),
    );
    return detail(tx, org, keep.id);
  });
}

/** A person reviewed the answer now: its age restarts and a stale mark is cleared. */
const reviewedBy = (auth: AuthContext) => ({
  lastReviewedAt: new Date(),
  reviewedById: auth.userId,
  reviewedByName: auth.fullName,
  staleAt: null,
  staleReason: null,
});

const short = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export interface ApprovedAnswer {
  question: string;
  choice: string | null;
  text: string | null;
  /** The request's products; none means every product. */
  productIds: string[];
  /** Where it was approved (request, customer, file). */
  reference: string;
  /** AI draft approved unchanged in bulk or on its own, or a person's answer (issue 13). */
  how?: ApprovedHow;
  reviewerName?: string | null;
  /** What the approved draft cited. */
  citations?: Citation[];
}

/**
 * Answers approved in a questionnaire review, in one go (questionnaires issue 8): an approved entry with
 * the same question and products is updated, the others are added (grouped with their near-duplicates),
 * and the conflict marks of every touched group are refreshed once. Returns how many entries changed.
 * `close`: findCloseQuestions of the questions, looked up before the transaction.
 */
export async function saveApprovedAnswers(
  tx: Tx,
  org: string,
  userId: string | null,
  answers: ApprovedAnswer[],
  close: CloseQuestions | null = null,
): Promise<number> {
  const keyOf = (q: string, products: string[]) => `${q.toLowerCase()}|${products.join(',')}`;
  const byKey = new Map<string, ApprovedAnswer & { productIds: string[] }>();
  for (const a of answers) {
    const question = questionText(a.question);
    const choice = a.choice?.trim() || null;
    const text = a.text?.replace(/\r\n?/g, '\n').trim() || null;
    if (!question || (!choice && !text)) continue;
    const productIds = [...new Set(a.productIds)].sort();
    byKey.set(keyOf(question, productIds), { ...a, question, choice, text, productIds });
  }
  if (byKey.size === 0) return 0;
  const lowered = [...new Set([...byKey.values()].map((a) => a.question.toLowerCase()))];
  const existing = await selectApprovedByQuestion(tx, org, lowered);
  const found = new Map(existing.map((e) => [`${e.q}|${e.products ?? ''}`, e]));
  const groups = new Set<string>();
  const fresh: ApprovedAnswer[] = [];
  const updates: ReapprovedAnswer[] = [];
  for (const [key, a] of byKey) {
    const e = found.get(key);
    if (!e) {
      fresh.push(a);
      continue;
    }
    updates.push({
      id: e.id,
      answer_choice: a.choice,
      answer_text: a.text,
      answer_terms: storedTerms.answer(a.choice, a.text),
      source_reference: a.reference,
      how: a.how ?? 'person',
      reviewer: a.reviewerName ?? null,
      citations: a.citations ?? [],
    });
    groups.add(e.group_id);
  }
  if (updates.length) {
    // One statement for every re-approved answer.
    await updateReapproved(tx, org, userId, updates);
  }
  await insertEntries(
    tx,
    org,
    userId,
    fresh.map((a) => ({
      question: a.question,
      answerChoice: a.choice,
      answerText: a.text,
      allProducts: a.productIds.length === 0,
      productIds: a.productIds,
      ownerId: userId,
      source: 'approved' as const,
      sourceReference: a.reference,
      lastReviewedAt: new Date(),
      approvedHow: a.how ?? 'person',
      reviewedById: userId,
      reviewedByName: a.reviewerName ?? null,
      citations: a.citations ?? [],
    })),
    close,
  );
  await refreshConflicts(tx, org, [...groups]);
  return byKey.size;
}

/** The organisation's answer review period (issue 13). */
export function getReviewSettings(deps: AppDeps, auth: AuthContext): Promise<AnswerReviewSettings> {
  return deps.tenant(auth, async (tx) => ({ answer_review_months: await selectReviewMonths(tx, auth.organizationId) }));
}

export function updateReviewSettings(deps: AppDeps, auth: AuthContext, body: AnswerReviewSettings): Promise<AnswerReviewSettings> {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const before = await selectReviewMonths(tx, org);
    if (!Number.isInteger(body.answer_review_months) || body.answer_review_months < 1 || body.answer_review_months > 120)
      throw validation(answerReviewMessages.months, 'answer_review_months');
    await saveReviewMonths(tx, org, body.answer_review_months);
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity(
        'settings_updated',
        'knowledge_answer',
        { id: null, name: 'Answer review period' },
        `Changed the answer review period from ${before} to ${body.answer_review_months} months`,
      ),
    );
    return { answer_review_months: body.answer_review_months };
  });
}
