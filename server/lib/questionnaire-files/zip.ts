import { inflateRawSync } from 'node:zlib';
import { QuestionnaireFileError } from './errors';
import type { FileLimits } from './types';
import { mb } from './limits';

/** A zip entry as listed by the central directory (read before anything is decompressed). */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  read(name: string): Buffer | null;
  readText(name: string): string | null;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export const isZip = (buf: Buffer) => buf.length >= 4 && buf.readUInt32LE(0) === LOCAL;

function findEocd(buf: Buffer): number {
  const min = Math.max(0, buf.length - 65557);
  for (let i = buf.length - 22; i >= min; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

function readZip64Extra(extra: Buffer, e: ZipEntry, needUnc: boolean, needComp: boolean, needOff: boolean) {
  let p = 0;
  while (p + 4 <= extra.length) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const take = () => {
        const v = Number(extra.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (needUnc) e.uncompressedSize = take();
      if (needComp) e.compressedSize = take();
      if (needOff) e.localHeaderOffset = take();
      return;
    }
    p += 4 + size;
  }
}

/** Lists the archive and checks the limits (entry count, declared sizes, compression ratio) before any
 *  byte is inflated, so a zip bomb is refused from its central directory. */
export function openZip(buf: Buffer, limits: FileLimits, what: string): ZipArchive {
  const bad = () => new QuestionnaireFileError(`The file is not a valid ${what}: it is damaged or not a zip archive.`);
  if (!isZip(buf)) throw bad();
  const eocd = findEocd(buf);
  if (eocd < 0) throw bad();
  let count = buf.readUInt16LE(eocd + 10);
  let cdSize = buf.readUInt32LE(eocd + 12);
  let cdOffset = buf.readUInt32LE(eocd + 16);
  if ((count === 0xffff || cdOffset === 0xffffffff) && eocd >= 20 && buf.readUInt32LE(eocd - 20) === EOCD64_LOCATOR) {
    const off = Number(buf.readBigUInt64LE(eocd - 20 + 8));
    if (off + 56 > buf.length || buf.readUInt32LE(off) !== EOCD64) throw bad();
    count = Number(buf.readBigUInt64LE(off + 32));
    cdSize = Number(buf.readBigUInt64LE(off + 40));
    cdOffset = Number(buf.readBigUInt64LE(off + 48));
  }
  if (count > limits.maxZipEntries) {
    throw new QuestionnaireFileError(`The file holds too many parts (${count}; the limit is ${limits.maxZipEntries}). It was not opened.`);
  }
  if (cdOffset + cdSize > buf.length) throw bad();
  const entries = new Map<string, ZipEntry>();
  let p = cdOffset;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw bad();
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const e: ZipEntry = {
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      uncompressedSize: buf.readUInt32LE(p + 24),
      localHeaderOffset: buf.readUInt32LE(p + 42),
    };
    const needUnc = e.uncompressedSize === 0xffffffff;
    const needComp = e.compressedSize === 0xffffffff;
    const needOff = e.localHeaderOffset === 0xffffffff;
    if (needUnc || needComp || needOff) {
      readZip64Extra(buf.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen), e, needUnc, needComp, needOff);
    }
    p += 46 + nameLen + extraLen + commentLen;
    total += e.uncompressedSize;
    const ratio = e.uncompressedSize / Math.max(1, e.compressedSize);
    if (
      e.uncompressedSize > limits.maxEntryUncompressedBytes ||
      total > limits.maxUncompressedBytes ||
      (e.uncompressedSize > 10 * 1024 * 1024 && ratio > limits.maxCompressionRatio)
    ) {
      throw new QuestionnaireFileError(
        `The file unpacks to more than ${mb(Math.min(limits.maxUncompressedBytes, total))} (a "zip bomb" or an unusually large workbook); it was not opened.`,
      );
    }
    if (e.flags & 1) throw new QuestionnaireFileError(`The ${what} is password-protected. Remove the password and upload it again.`);
    if (!e.name.endsWith('/')) entries.set(e.name.replace(/^\/+/, ''), e);
  }

  const cache = new Map<string, Buffer>();
  const read = (name: string): Buffer | null => {
    const e = entries.get(name) ?? findCaseInsensitive(entries, name);
    if (!e) return null;
    const hit = cache.get(e.name);
    if (hit) return hit;
    const lh = e.localHeaderOffset;
    if (lh + 30 > buf.length || buf.readUInt32LE(lh) !== LOCAL) throw bad();
    const start = lh + 30 + buf.readUInt16LE(lh + 26) + buf.readUInt16LE(lh + 28);
    const raw = buf.subarray(start, start + e.compressedSize);
    let out: Buffer;
    if (e.method === 0) out = Buffer.from(raw);
    else if (e.method === 8) {
      try {
        out = inflateRawSync(raw, { maxOutputLength: Math.max(1, e.uncompressedSize) });
      } catch {
        throw new QuestionnaireFileError(`A part of the ${what} (${e.name}) is damaged or larger than it claims; the file was not opened.`);
      }
    } else throw new QuestionnaireFileError(`The ${what} uses an unsupported compression method.`);
    if (out.length !== e.uncompressedSize) throw bad();
    cache.set(e.name, out);
    return out;
  };
  return {
    entries,
    read,
    readText: (name) => {
      const b = read(name);
      return b ? b.toString('utf8').replace(/^\uFEFF/, '') : null;
    },
  };
}

function findCaseInsensitive(entries: Map<string, ZipEntry>, name: string): ZipEntry | undefined {
  const lower = name.toLowerCase();
  for (const [k, v] of entries) if (k.toLowerCase() === lower) return v;
  return undefined;
}
