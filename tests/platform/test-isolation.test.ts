import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

/** Server test files share a module graph (vitest.config.ts); one that mocks a module must be listed to run isolated. */
describe('test isolation', () => {
  it('runs every server test file that mocks a module in the isolated project', () => {
    const root = path.resolve(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name === 'node_modules' ? [] : files(path.join(dir, e.name))) : e.name.endsWith('.test.ts') ? [path.join(dir, e.name)] : [],
      );
    const mocking = ['server', 'shared', 'tests']
      .flatMap(files)
      .filter((f) => !f.startsWith('tests/e2e/') && /\bvi\.mock\(/.test(readFileSync(path.join(root, f), 'utf8')));
    const isolated =
      config.test?.projects?.flatMap((p) => (typeof p === 'object' && 'test' in p && p.test?.name === 'isolated' ? (p.test.include ?? []) : [])) ?? [];
    expect(mocking.filter((f) => !isolated.includes(f))).toEqual([]);
    expect(mocking.length).toBeGreaterThan(0);
  });
});
