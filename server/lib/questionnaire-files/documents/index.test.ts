import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../limits';
import { MAX_DOCUMENT_LINES, readDocument } from './index';

const lines = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `Line ${i}: backups are encrypted.`).join('\n'));

describe('reading a knowledge document', () => {
  it('refuses a text or Markdown document with more lines than a policy has, before reading it, with a sentence', async () => {
    for (const format of ['text', 'markdown'] as const)
      await expect(readDocument(lines(MAX_DOCUMENT_LINES + 1), format, defaultLimits)).rejects.toThrow(
        /^The document has more than 100,000 lines; split it into smaller documents and upload them one by one\.$/,
      );
  });

  it('reads a long but ordinary document into passages', async () => {
    const passages = await readDocument(lines(5_000), 'text', defaultLimits);
    expect(passages.length).toBeGreaterThan(10);
    expect(passages[0]!.text).toContain('backups are encrypted');
  });
});
