import { and, eq, inArray, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { kbLibraryEntries } from '../../db/schema/index';
import { termsColumn } from './engine/analyze';
import { choicePolarity } from './engine/choice';

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
}

/** Two questions this similar (pg_trgm) are near-duplicates. */
export const NEAR_DUPLICATE = 0.8;

const clean = (s: string | null | undefined) => {
  const t = s?.replace(/\r\n?/g, '\n').trim();
  return t ? t : null;
};

export async function insertEntries(tx: Tx, org: string, createdById: string | null, entries: NewEntry[]): Promise<{ ids: string[]; grouped: number; conflictGroups: number }> {
  if (entries.length === 0) return { ids: [], grouped: 0, conflictGroups: 0 };
  const ids: string[] = [];
  for (let k = 0; k < entries.length; k += 500) {
    const chunk = entries.slice(k, k + 500);
    const inserted = await tx
      .insert(kbLibraryEntries)
      .values(
        chunk.map((e) => {
          const question = e.question.replace(/\s+/g, ' ').trim();
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
            groupId: sql`gen_random_uuid()`,
            questionTerms: termsColumn(question),
            answerTerms: termsColumn(`${answerChoice ?? ''} ${answerText ?? ''}`, { keepWords: true }),
            createdById,
          };
        }),
      )
      .returning({ id: kbLibraryEntries.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const { grouped, groups } = await regroup(tx, org, ids);
  const conflictGroups = await refreshConflicts(tx, org, groups);
  return { ids, grouped, conflictGroups };
}

/**
 * Puts each of `ids` into the group of its nearest existing near-duplicate (or keeps its own group).
 * Returns how many joined a group and every group touched.
 */
export async function regroup(tx: Tx, org: string, ids: string[]): Promise<{ grouped: number; groups: string[] }> {
  if (ids.length === 0) return { grouped: 0, groups: [] };
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(NEAR_DUPLICATE)}, true)`);
  const matches = await rows<{ id: string; own: string; other: string; other_group: string; other_created: string }>(
    tx,
    sql`select n.id, n.group_id as own, e.id as other, e.group_id as other_group, e.created_at::text as other_created
        from kb_library_entries n
        join kb_library_entries e on e.organization_id = n.organization_id and e.id <> n.id and e.question % n.question
        where n.organization_id = ${org} and n.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.3', true)`);
  // Union-find over the new entries and the groups they touch.
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const union = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  const own = new Map<string, string>();
  for (const m of matches) {
    own.set(m.id, m.own);
    union(`g:${m.own}`, `g:${m.other_group}`);
  }
  if (matches.length === 0) return { grouped: 0, groups: [] };
  // Existing groups keep their id: prefer a group that has members outside this insert.
  const newSet = new Set(ids);
  const oldGroups = new Set(matches.filter((m) => !newSet.has(m.other)).map((m) => m.other_group));
  const rootGroup = new Map<string, string>();
  for (const key of parent.keys()) {
    const root = find(key);
    const g = key.slice(2);
    const current = rootGroup.get(root);
    if (!current || (oldGroups.has(g) && !oldGroups.has(current)) || (oldGroups.has(g) === oldGroups.has(current) && g < current)) rootGroup.set(root, g);
  }
  const moves = new Map<string, string[]>();
  const touched = new Set<string>();
  for (const key of parent.keys()) {
    const from = key.slice(2);
    const to = rootGroup.get(find(key))!;
    touched.add(to);
    if (from !== to) moves.set(to, [...(moves.get(to) ?? []), from]);
  }
  for (const [to, froms] of moves) {
    await tx
      .update(kbLibraryEntries)
      .set({ groupId: to })
      .where(and(eq(kbLibraryEntries.organizationId, org), inArray(kbLibraryEntries.groupId, froms)));
  }
  return { grouped: own.size, groups: [...touched] };
}

/** Recomputes the conflict mark of every entry of the groups; returns how many of them are in conflict. */
export async function refreshConflicts(tx: Tx, org: string, groups: string[]): Promise<number> {
  if (groups.length === 0) return 0;
  const members = await tx
    .select({ id: kbLibraryEntries.id, groupId: kbLibraryEntries.groupId, choice: kbLibraryEntries.answerChoice, allProducts: kbLibraryEntries.allProducts, productIds: kbLibraryEntries.productIds, hasConflict: kbLibraryEntries.hasConflict })
    .from(kbLibraryEntries)
    .where(and(eq(kbLibraryEntries.organizationId, org), inArray(kbLibraryEntries.groupId, groups)));
  const byGroup = new Map<string, typeof members>();
  for (const m of members) byGroup.set(m.groupId, [...(byGroup.get(m.groupId) ?? []), m]);
  const conflicted = new Set<string>();
  let conflictGroups = 0;
  for (const list of byGroup.values()) {
    let any = false;
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const x = list[a]!;
        const y = list[b]!;
        const px = choicePolarity(x.choice);
        const py = choicePolarity(y.choice);
        if (!px || !py || px === py) continue;
        if (!overlap(x, y)) continue;
        conflicted.add(x.id);
        conflicted.add(y.id);
        any = true;
      }
    }
    if (any) conflictGroups++;
  }
  const set = members.filter((m) => conflicted.has(m.id) !== m.hasConflict);
  const on = set.filter((m) => conflicted.has(m.id)).map((m) => m.id);
  const off = set.filter((m) => !conflicted.has(m.id)).map((m) => m.id);
  if (on.length) await tx.update(kbLibraryEntries).set({ hasConflict: true }).where(and(eq(kbLibraryEntries.organizationId, org), inArray(kbLibraryEntries.id, on)));
  if (off.length) await tx.update(kbLibraryEntries).set({ hasConflict: false }).where(and(eq(kbLibraryEntries.organizationId, org), inArray(kbLibraryEntries.id, off)));
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
  const question = input.question.replace(/\s+/g, ' ').trim();
  const productIds = [...new Set(input.productIds)].sort();
  const allProducts = productIds.length === 0;
  const existing = await rows<{ id: string; group_id: string }>(
    tx,
    sql`select id, group_id from kb_library_entries
        where organization_id = ${org} and source = 'approved' and lower(question) = lower(${question})
          and all_products = ${allProducts} and (select array_agg(x order by x) from unnest(product_ids) x) is not distinct from ${allProducts ? null : `{${productIds.join(',')}}`}::uuid[]
        limit 1`,
  );
  if (existing[0]) {
    const answerChoice = clean(input.choice);
    const answerText = clean(input.text);
    await tx
      .update(kbLibraryEntries)
      .set({ answerChoice, answerText, answerTerms: termsColumn(`${answerChoice ?? ''} ${answerText ?? ''}`, { keepWords: true }), sourceReference: input.reference, lastReviewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(kbLibraryEntries.organizationId, org), eq(kbLibraryEntries.id, existing[0].id)));
    await refreshConflicts(tx, org, [existing[0].group_id]);
    return existing[0].id;
  }
  const { ids } = await insertEntries(tx, org, userId, [
    { question, answerChoice: input.choice, answerText: input.text, allProducts, productIds, ownerId: userId, source: 'approved', sourceReference: input.reference, lastReviewedAt: new Date() },
  ]);
  return ids[0]!;
}
