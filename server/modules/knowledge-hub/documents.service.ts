import crypto from 'node:crypto';
import { documentSortFields, knowledgeHubMessages as msg, type KnowledgeDocument, type KnowledgePassage } from '@shared/contracts/knowledge-hub';
import { ErrorCode } from '@shared/errors';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { markCitingStale } from './stale.service';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict, notFound, validation } from '../../lib/errors';
import { newFileKey } from '../../lib/files';
import { pagination, parseSort } from '../../lib/http';
import { enqueueJob, PermanentJobError, registerJobHandler, resumeNote, retryNote } from '../../lib/jobs';
import { cleanFileName, type StoredFile } from '../../lib/uploads';
import { markFailed, parseSafely, storePassages } from './document-store';
import {
  analyzeKnowledgeTables,
  countDocuments,
  countPassages,
  deleteSeries,
  insertDocument,
  selectDocument,
  selectDocuments,
  selectPassages,
  selectVersions,
  updateDocumentRow,
  updateSeriesRows,
  type DocumentPatch,
  type DocumentRow,
} from './documents.queries';
import { acceptedDocuments, detectFormat, documentMimeTypes, type DocumentFormat } from './ingest/index';
import { checkOwner, checkProducts, hubActivity, loadRefs, personRef, productRefs, scopeOf, type Refs } from './refs';

export const JOB_PARSE_DOCUMENT = 'knowledge.parse-document';
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const documentFileUrl = (id: string) => `/api/v1/knowledge-hub/documents/${id}/download/`;

export interface UploadedFile {
  name: string;
  buffer: Buffer;
}

export interface DocumentFields {
  name?: string | undefined;
  owner_id?: string | null | undefined;
  all_products?: boolean | undefined;
  product_ids?: string[] | undefined;
  review_date?: string | null | undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

export function toDocument(r: DocumentRow, refs: Refs, versions?: DocumentRow[]): KnowledgeDocument {
  return {
    id: r.id,
    name: r.name,
    file: { name: r.fileName, url: documentFileUrl(r.id), content_type: r.mimeType, size: r.fileSize },
    format: r.format as KnowledgeDocument['format'],
    owner: personRef(refs, r.ownerId),
    all_products: r.allProducts,
    products: productRefs(refs, r.productIds),
    review_date: r.reviewDate,
    review_due: Boolean(r.reviewDate && r.reviewDate <= today()),
    series_id: r.seriesId,
    version: r.version,
    is_current: r.isCurrent,
    replaced_by: r.replacedById,
    status: r.status as KnowledgeDocument['status'],
    parse_error: r.parseError,
    passage_count: r.passageCount,
    created_by: personRef(refs, r.createdById),
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
    ...(versions
      ? {
          versions: versions.map((v) => ({
            id: v.id,
            version: v.version,
            is_current: v.isCurrent,
            file_name: v.fileName,
            created_at: iso(v.createdAt)!,
            status: v.status as KnowledgeDocument['status'],
          })),
        }
      : {}),
  };
}

async function load(tx: Tx, org: string, id: string): Promise<DocumentRow> {
  const row = await selectDocument(tx, org, id);
  if (!row) throw notFound(msg.documentNotFound);
  return row;
}

async function view(tx: Tx, org: string, row: DocumentRow, withVersions = false): Promise<KnowledgeDocument> {
  const versions = withVersions ? await selectVersions(tx, org, row.seriesId) : undefined;
  const refs = await loadRefs(tx, org, [row.ownerId, row.createdById]);
  return toDocument(row, refs, versions);
}

export interface DocumentListQuery {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  product?: string | undefined;
  status?: string | undefined;
  history?: '1' | '0' | undefined;
}

export function listDocuments(deps: AppDeps, auth: AuthContext, q: DocumentListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { search: q.search, product: q.product, status: q.status, history: q.history === '1' };
    const sort = parseSort(q.sort_by, documentSortFields, 'name');
    const [rows, total] = await Promise.all([selectDocuments(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countDocuments(tx, org, filter)]);
    const refs = await loadRefs(
      tx,
      org,
      rows.flatMap((r) => [r.ownerId, r.createdById]),
    );
    return { data: { documents: rows.map((r) => toDocument(r, refs)) }, pagination: pagination(q.page, q.length, total) };
  });
}

export function getDocument(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => view(tx, auth.organizationId, await load(tx, auth.organizationId, id), true));
}

export function getDocumentFile(deps: AppDeps, auth: AuthContext, id: string): Promise<StoredFile> {
  return deps.tenant(auth, async (tx) => {
    const r = await load(tx, auth.organizationId, id);
    return { key: r.fileKey, name: r.fileName, content_type: r.mimeType, size: r.fileSize };
  });
}

export function listPassages(deps: AppDeps, auth: AuthContext, id: string, q: { page: number; length: number }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await load(tx, org, id);
    const [list, total] = await Promise.all([selectPassages(tx, org, id, q.length, (q.page - 1) * q.length), countPassages(tx, org, id)]);
    return { data: { passages: list satisfies KnowledgePassage[] }, pagination: pagination(q.page, q.length, total) };
  });
}

/** Checks an upload's real format from its bytes and its size. */
export async function checkDocumentFile(file: UploadedFile | undefined): Promise<{ name: string; buffer: Buffer; format: DocumentFormat }> {
  if (!file) throw validation(msg.fileRequired, 'file');
  if (file.buffer.length === 0) throw new AppError(400, ErrorCode.unsupportedFile, 'The file is empty.', 'file');
  if (file.buffer.length > DOCUMENT_MAX_BYTES)
    throw new AppError(413, ErrorCode.tooLarge, `The file is too large (the limit is ${DOCUMENT_MAX_BYTES / 1048576} MB).`, 'file');
  const format = await detectFormat(file.buffer, file.name);
  if (!format) throw new AppError(400, ErrorCode.unsupportedFile, `This file type is not accepted. Please upload ${acceptedDocuments}.`, 'file');
  const ext = { pdf: '.pdf', docx: '.docx', xlsx: '.xlsx', markdown: '.md', text: '.txt' }[format];
  let name = cleanFileName(file.name, `document${ext}`);
  if (format !== 'text' && format !== 'markdown' && !name.toLowerCase().endsWith(ext)) name = `${name.replace(/\.[^.]*$/, '')}${ext}`;
  return { name, buffer: file.buffer, format };
}

const displayName = (fields: DocumentFields, fileName: string) =>
  fields.name?.trim() ||
  fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[_]+/g, ' ')
    .trim() ||
  fileName;

/**
 * Uploads a document: the file is stored, the document is listed at once as PROCESSING, and a background
 * job reads it into passages (READY) or records why it could not (FAILED).
 */
export async function createDocument(deps: AppDeps, auth: AuthContext, fields: DocumentFields, upload: UploadedFile | undefined): Promise<KnowledgeDocument> {
  const file = await checkDocumentFile(upload);
  const org = auth.organizationId;
  const key = newFileKey(org, file.name);
  await deps.storage.put(key, file.buffer, documentMimeTypes[file.format]);
  try {
    const result = await deps.tenant(auth, async (tx) => {
      const scope = scopeOf(fields);
      const productIds = await checkProducts(tx, org, scope.productIds);
      const ownerId = fields.owner_id === undefined ? auth.userId : await checkOwner(tx, org, fields.owner_id);
      const row = await insertDocument(tx, {
        organizationId: org,
        name: displayName(fields, file.name).slice(0, 200),
        fileKey: key,
        fileName: file.name,
        mimeType: documentMimeTypes[file.format],
        fileSize: file.buffer.length,
        format: file.format,
        ownerId,
        allProducts: scope.allProducts,
        productIds,
        reviewDate: fields.review_date ?? null,
        seriesId: crypto.randomUUID(),
        createdById: auth.userId,
      });
      await enqueueJob(tx, org, JOB_PARSE_DOCUMENT, { documentId: row.id });
      await recordActivity(
        tx,
        auth,
        org,
        hubActivity('created', 'knowledge_document', row, `Added knowledge-base document "${row.name}"`, { file_name: file.name }),
      );
      return view(tx, org, row);
    });
    deps.jobs.poke();
    return result;
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

export function updateDocument(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  patch: {
    name?: string | undefined;
    owner_id?: string | null | undefined;
    all_products?: boolean | undefined;
    product_ids?: string[] | undefined;
    review_date?: string | null | undefined;
  },
) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const before = await load(tx, org, id);
    if (!before.isCurrent) throw conflict(msg.notCurrent);
    const set: DocumentPatch = { updatedAt: new Date() };
    const changed: string[] = [];
    if (patch.name !== undefined && patch.name !== before.name) {
      set.name = patch.name;
      changed.push('name');
    }
    if (patch.owner_id !== undefined) {
      set.ownerId = await checkOwner(tx, org, patch.owner_id);
      changed.push('owner');
    }
    if (patch.review_date !== undefined) {
      set.reviewDate = patch.review_date;
      changed.push('review date');
    }
    if (patch.all_products !== undefined || patch.product_ids !== undefined) {
      const all = patch.all_products ?? (patch.product_ids ? patch.product_ids.length === 0 : before.allProducts);
      const ids = all ? [] : await checkProducts(tx, org, patch.product_ids ?? before.productIds);
      if (!all && ids.length === 0) throw validation(msg.productsRequired, 'product_ids');
      set.allProducts = all;
      set.productIds = ids;
      changed.push('products');
    }
    // Every version of the document shares its owner, products and review date.
    const seriesWide = { ...set };
    delete seriesWide.name;
    await updateSeriesRows(tx, org, before.seriesId, seriesWide);
    if (set.name) await updateDocumentRow(tx, org, id, { name: set.name });
    const after = await load(tx, org, id);
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity('updated', 'knowledge_document', after, `Updated knowledge-base document "${after.name}"${changed.length ? ` (${changed.join(', ')})` : ''}`),
    );
    return view(tx, org, after, true);
  });
}

/** A new version of a document: it becomes current (and is read into passages); the old one stops being used. */
export async function replaceDocument(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  upload: UploadedFile | undefined,
  name?: string,
): Promise<KnowledgeDocument> {
  const file = await checkDocumentFile(upload);
  const org = auth.organizationId;
  const key = newFileKey(org, file.name);
  await deps.storage.put(key, file.buffer, documentMimeTypes[file.format]);
  try {
    const result = await deps.tenant(auth, async (tx) => {
      const before = await load(tx, org, id);
      if (!before.isCurrent) throw conflict(msg.notCurrent);
      const row = await insertDocument(tx, {
        organizationId: org,
        name: (name?.trim() || before.name).slice(0, 200),
        fileKey: key,
        fileName: file.name,
        mimeType: documentMimeTypes[file.format],
        fileSize: file.buffer.length,
        format: file.format,
        ownerId: before.ownerId,
        allProducts: before.allProducts,
        productIds: before.productIds,
        reviewDate: before.reviewDate,
        seriesId: before.seriesId,
        version: before.version + 1,
        createdById: auth.userId,
      });
      await updateDocumentRow(tx, org, before.id, { isCurrent: false, replacedById: row.id, updatedAt: new Date() });
      await enqueueJob(tx, org, JOB_PARSE_DOCUMENT, { documentId: row.id });
      await recordActivity(
        tx,
        auth,
        org,
        hubActivity('replaced', 'knowledge_document', row, `Uploaded version ${row.version} of "${row.name}"`, {
          previous_id: before.id,
          file_name: file.name,
        }),
      );
      await markCitingStale(tx, auth, {
        kind: 'document',
        documentIds: [before.id],
        name: before.name,
        reason: `"${before.name}" has a new version (v${row.version})`,
      });
      return view(tx, org, row, true);
    });
    deps.jobs.poke();
    return result;
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Deletes a document with every version of it (and their files, once the change is committed). */
export async function deleteDocument(deps: AppDeps, auth: AuthContext, id: string) {
  const org = auth.organizationId;
  const keys = await deps.tenant(auth, async (tx) => {
    const row = await load(tx, org, id);
    const versions = await selectVersions(tx, org, row.seriesId);
    await deleteSeries(tx, org, row.seriesId);
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity(
        'deleted',
        'knowledge_document',
        row,
        `Deleted knowledge-base document "${row.name}"${versions.length > 1 ? ` and its ${versions.length - 1} earlier version(s)` : ''}`,
      ),
    );
    await markCitingStale(tx, auth, { kind: 'document', documentIds: versions.map((v) => v.id), name: row.name, reason: `"${row.name}" was deleted` });
    return versions.map((v) => v.fileKey);
  });
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
}

/** The background reading of a document into passages. Idempotent: a document already read is left alone. */
export function registerDocumentJobs(deps: AppDeps) {
  registerJobHandler(
    JOB_PARSE_DOCUMENT,
    async (ctx) => {
      const org = ctx.job.organizationId;
      const documentId = String(ctx.job.payload.documentId);
      const asTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(deps.db, { organizationId: org }, fn);
      const row = await asTenant((tx) => selectDocument(tx, org, documentId));
      if (!row || row.status !== 'PROCESSING') return { skipped: true };
      const note = resumeNote(ctx.job);
      if (note) await asTenant((tx) => updateDocumentRow(tx, org, documentId, { parseError: note }));
      const buffer = await deps.storage.get(row.fileKey);
      if (!buffer) {
        await asTenant((tx) => markFailed(tx, org, documentId, 'The uploaded file is no longer available.'));
        throw new PermanentJobError('The uploaded file is no longer available.');
      }
      const parsed = await parseSafely(buffer, row.format as DocumentFormat);
      if ('error' in parsed) {
        await asTenant((tx) => markFailed(tx, org, documentId, parsed.error));
        return { failed: parsed.error };
      }
      const count = await asTenant((tx) => storePassages(tx, org, documentId, parsed.passages));
      await analyzeTables(deps);
      return { passages: count };
    },
    {
      // the reading failed for good (or the server stopped during it on every attempt): the document says so
      onRetry: async (job, _message, retryAt) => {
        const org = job.organizationId;
        await withTenant(deps.db, { organizationId: org }, async (tx) => {
          const row = await selectDocument(tx, org, String(job.payload.documentId));
          if (row?.status === 'PROCESSING') await updateDocumentRow(tx, org, row.id, { parseError: retryNote(job, retryAt) });
        });
      },
      onFailed: async (job, message) => {
        const org = job.organizationId;
        await withTenant(deps.db, { organizationId: org }, async (tx) => {
          const row = await selectDocument(tx, org, String(job.payload.documentId));
          if (row?.status === 'PROCESSING') await markFailed(tx, org, row.id, `The document could not be read: ${message}`.slice(0, 500));
        });
      },
    },
  );
}

/** Fresh planner statistics after bulk changes (PGlite has no autovacuum); a failure only costs speed. */
export async function analyzeTables(deps: Pick<AppDeps, 'db'>) {
  await analyzeKnowledgeTables(deps.db).catch(() => undefined);
}
