import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { z } from 'zod';
import { ErrorCode } from '@shared/errors';
import type { Config } from '../config';
import { AppError, validation } from './errors';
import { issueDetail } from '@shared/validation-sentences';
import { createDiskStorage, createS3Storage, newFileKey, type FileStorage } from './files';
import { checkPdfFile, QuestionnaireFileError } from './questionnaire-files/index';

/**
 * Uploads and downloads of user files, shared by every area:
 * - `readForm()` reads a JSON body or a multipart form (fields + files) and checks each file's type
 *   from its content (never its name or the browser's claim) and its size;
 * - `storeUpload()` puts a checked file into the storage interface under a fresh key;
 * - `sendStoredFile()` serves it as an attachment with the checked type, nosniff and a sandboxing CSP.
 */

/** How a stored file is described in the database (jsonb). */
export interface StoredFile {
  key: string;
  name: string;
  content_type: string;
  size: number;
}

export interface FileRule {
  /** Allowed content types, as detected from the bytes. */
  types: readonly string[];
  maxBytes: number;
  /** What the user is told is accepted, e.g. 'PDF or image (PNG, JPEG, WebP, GIF)'. */
  label: string;
  /** Images are stored re-encoded as PNG that fits in this many pixels a side (logos). */
  reencodeMaxSide?: number;
}

/** No uploaded image may be larger than this when decoded (a 1 MB PNG can declare 20,000 × 20,000). */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const uploadRules = {
  /** Reports, certificates, control evidence: PDF or an image, up to 20 MB. */
  document: { types: ['application/pdf', ...IMAGE_TYPES], maxBytes: 20 * 1024 * 1024, label: 'a PDF or an image (PNG, JPEG, WebP, GIF)' },
  /** Logos: a raster image (no SVG: it can carry script), up to 2 MB. */
  image: { types: IMAGE_TYPES, maxBytes: 2 * 1024 * 1024, label: 'an image (PNG, JPEG, WebP, GIF)', reencodeMaxSide: 1024 },
} satisfies Record<string, FileRule>;

export interface CheckedFile {
  field: string;
  name: string;
  contentType: string;
  buffer: Buffer;
}

/** A file name that is safe to keep and to put in a header: no path, no control characters, and no
 *  bidirectional overrides (`invoice\u202Efdp.exe` would read as "invoiceexe.pdf" in the list). */
export function cleanFileName(name: string, fallback = 'file'): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f"<>|*?\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g, '')
    .trim();
  return (base || fallback).slice(0, 180);
}

/** Checks a file's real type from its bytes and its size against a rule; throws a user-facing error. */
export async function checkFile(field: string, name: string, buffer: Buffer, rule: FileRule): Promise<CheckedFile> {
  if (buffer.length === 0) throw new AppError(400, ErrorCode.unsupportedFile, 'The file is empty.', field);
  if (buffer.length > rule.maxBytes) {
    throw new AppError(413, ErrorCode.tooLarge, `The file is too large (the limit is ${formatBytes(rule.maxBytes)}).`, field);
  }
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !rule.types.includes(detected.mime)) {
    throw new AppError(400, ErrorCode.unsupportedFile, `This file type is not accepted. Please upload ${rule.label}.`, field);
  }
  let checked = { buffer, mime: detected.mime, ext: detected.ext };
  if (detected.mime === 'application/pdf') await checkPdfContent(field, buffer);
  else if (detected.mime.startsWith('image/')) checked = await checkImage(field, buffer, rule, checked);
  const cleaned = cleanFileName(name);
  const ext = path.extname(cleaned).toLowerCase();
  // Keep the name the user knows, but make its extension tell the truth.
  const finalName = ext === `.${checked.ext}` || (checked.ext === 'jpg' && ext === '.jpeg') ? cleaned : `${cleaned.replace(/\.[^.]*$/, '')}.${checked.ext}`;
  return { field, name: finalName, contentType: checked.mime, buffer: checked.buffer };
}

/** A PDF is read like every other file (in the bounded file worker): no compression bombs, at most 500 pages. */
async function checkPdfContent(field: string, buffer: Buffer) {
  try {
    await checkPdfFile(buffer);
  } catch (err) {
    if (err instanceof QuestionnaireFileError) throw new AppError(400, ErrorCode.unsupportedFile, err.message.replace(/importer/g, 'server'), field);
    throw err;
  }
}

/** Checks an image's dimensions from its header before anything decodes it; logos are stored re-encoded. */
async function checkImage(field: string, buffer: Buffer, rule: FileRule, found: { buffer: Buffer; mime: string; ext: string }) {
  const refuse = (detail: string) => new AppError(400, ErrorCode.unsupportedFile, detail, field);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('The image could not be read; it may be damaged. Save it again and upload it.');
  }
  const width = meta.width ?? 0;
  const height = (meta.pageHeight ?? meta.height) || 0;
  if (!width || !height) throw refuse('The image could not be read; it may be damaged. Save it again and upload it.');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw refuse(
      `The image is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels; images may be at most ${MAX_IMAGE_SIDE.toLocaleString('en')} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  if (!rule.reencodeMaxSide) return found;
  try {
    const side = rule.reencodeMaxSide;
    const out = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { buffer: out, mime: 'image/png', ext: 'png' };
  } catch {
    throw refuse('The image could not be read; it may be damaged. Save it again and upload it.');
  }
}

export interface Form {
  /** Plain fields; a multipart field named `data` holding JSON is merged in. */
  fields: Record<string, unknown>;
  files: Record<string, CheckedFile>;
}

/**
 * Reads the request body: JSON as is, or a multipart form whose file fields must be named in `fileRules`
 * (a rule keyed `prefix*` accepts any field starting with `prefix`).
 */
export async function readForm(request: FastifyRequest, fileRules: Record<string, FileRule>): Promise<Form> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) throw validation('The request body must be an object.');
    return { fields: (body as Record<string, unknown>) ?? {}, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, CheckedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const rule = ruleFor(fileRules, part.fieldname);
      if (!rule) {
        await part.toBuffer().catch(() => undefined);
        throw validation(`Unexpected file field ${part.fieldname}.`, part.fieldname);
      }
      const buffer = await part.toBuffer();
      if (!part.filename && buffer.length === 0) continue; // an empty file input
      files[part.fieldname] = await checkFile(part.fieldname, part.filename || part.fieldname, buffer, rule);
    } else if (part.fieldname === 'data') {
      try {
        Object.assign(fields, JSON.parse(String(part.value)));
      } catch {
        throw validation('The data field must be JSON.', 'data');
      }
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

function ruleFor(rules: Record<string, FileRule>, field: string): FileRule | undefined {
  if (rules[field]) return rules[field];
  for (const [k, rule] of Object.entries(rules)) if (k.endsWith('*') && field.startsWith(k.slice(0, -1))) return rule;
  return undefined;
}

/** Validates form fields with a zod schema; the first problem becomes a field error the UI shows. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const res = schema.safeParse(fields);
  if (res.success) return res.data;
  const issue = res.error.issues[0]!;
  const attr = issue.path.map(String).join('.') || null;
  throw validation(issueDetail(attr, issue), attr);
}

/** A boolean that arrives as JSON true/false or as a form string ('true', 'false', '1', '0'). */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v === 'true' || v === '1' || v === 'on')]);

/** Puts a checked file into storage under a fresh key of the organisation. */
export async function storeUpload(storage: FileStorage, organizationId: string, file: CheckedFile): Promise<StoredFile> {
  const key = newFileKey(organizationId, file.name);
  await storage.put(key, file.buffer, file.contentType);
  return { key, name: file.name, content_type: file.contentType, size: file.buffer.length };
}

/** Removes files after the change that released them has committed; a failure only leaves garbage. */
export async function discardFiles(storage: FileStorage, files: (StoredFile | null | undefined)[]): Promise<void> {
  await Promise.all(files.filter((f): f is StoredFile => Boolean(f)).map((f) => storage.delete(f.key).catch(() => undefined)));
}

/**
 * Runs a change that needs new files: stores the uploads first, hands their StoredFile to `fn`, removes
 * them again if `fn` fails, and removes the files `fn` released (replaced or deleted) once it succeeded.
 */
export async function withUploads<T>(
  storage: FileStorage,
  organizationId: string,
  uploads: Record<string, CheckedFile | undefined>,
  fn: (stored: Record<string, StoredFile>, released: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: Record<string, StoredFile> = {};
  const released: StoredFile[] = [];
  try {
    for (const [field, file] of Object.entries(uploads)) if (file) stored[field] = await storeUpload(storage, organizationId, file);
    const result = await fn(stored, released);
    await discardFiles(storage, released);
    return result;
  } catch (err) {
    await discardFiles(storage, Object.values(stored));
    throw err;
  }
}

/** A Content-Disposition value for a download: an ASCII fallback name and the exact name (RFC 6266). */
export function contentDisposition(fileName: string, opts: { inline?: boolean } = {}): string {
  const name = cleanFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${opts.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored file with safe headers: the checked type, an attachment name, nosniff, no script. */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredFile, opts: { inline?: boolean; cache?: string } = {}) {
  const body = await storage.get(file.key);
  if (!body) throw new AppError(404, ErrorCode.notFound, 'The file is no longer available.');
  return reply
    .header('Content-Type', file.content_type)
    .header('Content-Length', body.length)
    .header('Content-Disposition', contentDisposition(file.name, opts))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('Cache-Control', opts.cache ?? 'private, no-store')
    .send(body);
}

/** Sends a file made for this download (a filled questionnaire, a report) with the same safe headers, never cached. */
export function sendDownload(reply: FastifyReply, name: string, contentType: string, body: Buffer) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Length', body.length)
    .header('Content-Disposition', contentDisposition(name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** The storage the app uses, for code that runs before the app is built (demo seeding). */
export async function storageFromConfig(config: Config): Promise<FileStorage> {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
}

/** The file as the API shows it: a name and the authorized URL that downloads it. */
export function fileView(file: StoredFile | null | undefined, url: string) {
  return file ? { name: file.name, url, content_type: file.content_type, size: file.size } : null;
}

function formatBytes(n: number) {
  return n >= 1048576 ? `${Math.round(n / 1048576)} MB` : `${Math.round(n / 1024)} kB`;
}
