import type { FileLimits } from './types';

export const defaultLimits: FileLimits = {
  maxFileBytes: 25 * 1024 * 1024,
  maxUncompressedBytes: 300 * 1024 * 1024,
  maxEntryUncompressedBytes: 150 * 1024 * 1024,
  maxZipEntries: 5000,
  maxCompressionRatio: 200,
  maxRowsPerSheet: 50_000,
  maxCells: 500_000,
  maxWordTables: 5_000,
  maxXmlElements: 2_000_000,
  maxPdfPages: 500,
  maxLineChars: 100_000,
  maxQuestions: 10_000,
  timeoutMs: 10_000,
  maxMemoryMb: 384,
};

export function resolveLimits(partial?: Partial<FileLimits>): FileLimits {
  return { ...defaultLimits, ...(partial ?? {}) };
}

export const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
