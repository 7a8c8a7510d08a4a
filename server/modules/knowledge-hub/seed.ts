import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Tx } from '../../db/client';
import { activityLogs, kbDocuments, kbLibraryEntries, products } from '../../db/schema/index';
import type { SeededOrg } from '../../db/seed';
import { newFileKey } from '../../lib/files';
import { storageFromConfig } from '../../lib/uploads';
import { demoAnswers, demoDocuments } from './demo-content';
import { storePassages } from './document-store';
import { documentMimeTypes, parseDocument } from './ingest/index';
import { insertEntries } from './library-store';

const day = 86400_000;

/** Acme Cloud's knowledge hub: policies (two scoped to a product) and answered questions, one pair in conflict. */
export async function seedKnowledgeHub(tx: Tx, org: SeededOrg) {
  if (org.slug !== 'acme-cloud') return;
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(kbDocuments)
    .where(eq(kbDocuments.organizationId, org.id));
  if (Number(existing?.n ?? 0) > 0) return;
  const storage = await storageFromConfig(loadConfig());
  const productId = async (name: string | undefined) => {
    if (!name) return null;
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.organizationId, org.id), sql`lower(${products.name}) = lower(${name})`));
    return found?.id ?? (await tx.insert(products).values({ organizationId: org.id, name }).returning({ id: products.id }))[0]!.id;
  };
  const adminId = org.userIds['admin@acme.test'] ?? null;
  const log = (at: Date, objectType: string, objectId: string | null, objectName: string, action: string, description: string) =>
    tx.insert(activityLogs).values({
      organizationId: org.id,
      actorId: adminId,
      actorName: 'Ada Admin',
      group: 'request',
      action,
      objectType,
      objectId,
      objectName,
      description,
      createdAt: at,
    });

  for (const [i, d] of demoDocuments.entries()) {
    const buffer = Buffer.from(d.text, 'utf8');
    const key = newFileKey(org.id, d.file);
    await storage.put(key, buffer, documentMimeTypes.markdown);
    const pid = await productId(d.product);
    const at = new Date(Date.now() - (30 - i) * day);
    const [row] = await tx
      .insert(kbDocuments)
      .values({
        organizationId: org.id,
        name: d.name,
        fileKey: key,
        fileName: d.file,
        mimeType: documentMimeTypes.markdown,
        fileSize: buffer.length,
        format: 'markdown',
        ownerId: org.userIds[d.owner] ?? adminId,
        allProducts: !pid,
        productIds: pid ? [pid] : [],
        reviewDate: new Date(Date.now() + d.reviewInDays * day).toISOString().slice(0, 10),
        seriesId: crypto.randomUUID(),
        createdById: adminId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: kbDocuments.id });
    await storePassages(tx, org.id, row!.id, await parseDocument(buffer, 'markdown', { inline: true })); // our own demo text
    await log(at, 'knowledge_document', row!.id, d.name, 'created', `Added knowledge-base document "${d.name}"`);
  }

  for (const a of demoAnswers) {
    const pid = await productId(a.product);
    const at = new Date(Date.now() - a.ageDays * day);
    const { ids } = await insertEntries(tx, org.id, adminId, [
      {
        question: a.question,
        answerChoice: a.choice,
        answerText: a.text,
        allProducts: !pid,
        productIds: pid ? [pid] : [],
        ownerId: adminId,
        source: a.source,
        sourceReference: a.reference,
        lastReviewedAt: a.source === 'import' ? null : at,
      },
    ]);
    await tx
      .update(kbLibraryEntries)
      .set({ createdAt: at, updatedAt: at })
      .where(and(eq(kbLibraryEntries.organizationId, org.id), eq(kbLibraryEntries.id, ids[0]!)));
  }
  await log(
    new Date(Date.now() - 200 * day),
    'knowledge_answer',
    null,
    'Acme Cloud – CAIQ Lite (answered).xlsx',
    'imported',
    'Imported 3 answers from "Acme Cloud – CAIQ Lite (answered).xlsx"',
  );
}
