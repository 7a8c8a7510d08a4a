import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, '../../docs/decisions');
const decisions = fs.readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f));

describe('the decision records', () => {
  it('each say when they were taken and whether they still hold (or which decision replaced them)', () => {
    const numbers = new Set(decisions.map((f) => f.slice(0, 4)));
    const wrong = decisions.filter((f) => {
      const line = fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .find((l) => l.startsWith('Date:'));
      const m = line?.match(/^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by (\d{4}))\.$/);
      return !m || (m[2] !== undefined && !numbers.has(m[2]));
    });
    expect(decisions.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
