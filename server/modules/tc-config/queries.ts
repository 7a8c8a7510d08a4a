import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { rows } from '../../db/client';
import { ndaTexts, organizations, tcConfigs, tcSecurityPillars, tcSubProcessors, tcTrustedBy } from '../../db/schema/index';

export type ConfigRow = typeof tcConfigs.$inferSelect;
export type TrustedByRow = typeof tcTrustedBy.$inferSelect;
export type SubProcessorRow = typeof tcSubProcessors.$inferSelect;

/** The organisation's config row, created with defaults (slug = the organisation's slug) on first use. */
export async function ensureConfig(tx: Tx, organizationId: string): Promise<ConfigRow> {
  const [found] = await tx.select().from(tcConfigs).where(eq(tcConfigs.organizationId, organizationId));
  if (found) return found;
  const [org] = await tx.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, organizationId));
  const base =
    (org?.slug ?? 'trust')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'trust';
  // The slug index spans organisations, whose rows RLS hides: try, and on a clash try the next name.
  for (let i = 0; i < 20; i++) {
    const slug = i === 0 ? base : `${base}-${i + 1}`;
    const inserted = await tryUnique(() =>
      tx.transaction((sp) => sp.insert(tcConfigs).values({ organizationId, slug }).onConflictDoNothing({ target: tcConfigs.organizationId }).returning()),
    );
    if (inserted !== uniqueViolation) break;
  }
  const [row] = await tx.select().from(tcConfigs).where(eq(tcConfigs.organizationId, organizationId));
  if (!row) throw new Error('Could not create the Trust Center configuration');
  return row;
}

export const uniqueViolation = Symbol('unique violation');

/** Runs fn (in a savepoint) and turns a unique-index violation into a value instead of an error. */
export async function tryUnique<T>(fn: () => Promise<T>): Promise<T | typeof uniqueViolation> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') return uniqueViolation;
    throw err;
  }
}

export async function updateConfig(tx: Tx, organizationId: string, values: Partial<typeof tcConfigs.$inferInsert>) {
  const [row] = await tx
    .update(tcConfigs)
    .set({ ...values, version: sql`${tcConfigs.version} + 1`, updatedAt: new Date() })
    .where(eq(tcConfigs.organizationId, organizationId))
    .returning();
  return row!;
}

export async function listPillars(ex: Executor, organizationId: string) {
  return ex.select().from(tcSecurityPillars).where(eq(tcSecurityPillars.organizationId, organizationId)).orderBy(asc(tcSecurityPillars.kind));
}

export async function upsertPillar(tx: Tx, organizationId: string, p: { kind: string; title: string; description: string }) {
  await tx
    .insert(tcSecurityPillars)
    .values({ organizationId, ...p })
    .onConflictDoUpdate({
      target: [tcSecurityPillars.organizationId, tcSecurityPillars.kind],
      set: { title: p.title, description: p.description, updatedAt: new Date() },
    });
}

export async function listSubProcessors(ex: Executor, organizationId: string) {
  return ex
    .select()
    .from(tcSubProcessors)
    .where(eq(tcSubProcessors.organizationId, organizationId))
    .orderBy(asc(tcSubProcessors.sequence), asc(tcSubProcessors.createdAt), asc(tcSubProcessors.id));
}

/** Replaces the list: keeps rows whose id is given, inserts new ones, deletes the rest, in the given order. */
export async function replaceSubProcessors(
  tx: Tx,
  organizationId: string,
  list: { id?: string | undefined; name: string; purpose: string; data_types_handled: string; location: string; website_url: string }[],
) {
  const existing = new Set((await listSubProcessors(tx, organizationId)).map((r) => r.id));
  const keep = list.map((s) => s.id).filter((id): id is string => Boolean(id && existing.has(id)));
  await tx
    .delete(tcSubProcessors)
    .where(and(eq(tcSubProcessors.organizationId, organizationId), keep.length ? notInArray(tcSubProcessors.id, keep) : sql`true`));
  for (const [i, s] of list.entries()) {
    const values = {
      name: s.name,
      purpose: s.purpose,
      dataTypesHandled: s.data_types_handled,
      location: s.location,
      websiteUrl: s.website_url,
      sequence: i + 1,
    };
    if (s.id && existing.has(s.id)) {
      await tx
        .update(tcSubProcessors)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(tcSubProcessors.organizationId, organizationId), eq(tcSubProcessors.id, s.id)));
    } else {
      await tx.insert(tcSubProcessors).values({ organizationId, ...values });
    }
  }
}

export async function listTrustedBy(ex: Executor, organizationId: string) {
  return ex
    .select()
    .from(tcTrustedBy)
    .where(eq(tcTrustedBy.organizationId, organizationId))
    .orderBy(asc(tcTrustedBy.sequence), asc(tcTrustedBy.createdAt), asc(tcTrustedBy.id));
}

export async function getTrustedBy(ex: Executor, organizationId: string, id: string) {
  const [row] = await ex
    .select()
    .from(tcTrustedBy)
    .where(and(eq(tcTrustedBy.organizationId, organizationId), eq(tcTrustedBy.id, id)));
  return row ?? null;
}

export async function nextTrustedBySequence(tx: Tx, organizationId: string) {
  const res = await rows<{ next: number }>(
    tx,
    sql`select coalesce(max(sequence), 0)::int + 1 as next from tc_trusted_by where organization_id = ${organizationId}`,
  );
  return res[0]?.next ?? 1;
}

export async function latestNda(ex: Executor, organizationId: string) {
  const [row] = await ex.select().from(ndaTexts).where(eq(ndaTexts.organizationId, organizationId)).orderBy(desc(ndaTexts.version)).limit(1);
  return row ?? null;
}

export async function insertNda(tx: Tx, organizationId: string, text: string, createdBy: string | null, isMaterial = true) {
  const res = await rows<{ next: number }>(tx, sql`select coalesce(max(version), 0)::int + 1 as next from nda_texts where organization_id = ${organizationId}`);
  const [row] = await tx
    .insert(ndaTexts)
    .values({ organizationId, version: res[0]?.next ?? 1, text, createdBy, isMaterial })
    .returning();
  return row!;
}

/** Adds a trusted-by logo; answers its id. */
export async function insertTrustedBy(tx: Tx, values: typeof tcTrustedBy.$inferInsert) {
  const [row] = await tx.insert(tcTrustedBy).values(values).returning();
  return row!.id;
}

export async function updateTrustedByRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof tcTrustedBy.$inferInsert>) {
  await tx
    .update(tcTrustedBy)
    .set(set)
    .where(and(eq(tcTrustedBy.organizationId, organizationId), eq(tcTrustedBy.id, id)));
}

export async function deleteTrustedByRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(tcTrustedBy).where(and(eq(tcTrustedBy.organizationId, organizationId), eq(tcTrustedBy.id, id)));
}

export { inArray };
