import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The import aliases of tsconfig.json's `paths` (tsx and the type checker read tsconfig itself). */
const aliases = Object.fromEntries(['server', 'shared', 'web', 'tests', 'bench'].map((d) => [`@${d}`, path.join(root, d)]));

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    // A polled expectation waits as long as a locator does: the browser suites run beside the others, and a
    // debounced search or a refetch can take seconds on a loaded machine (vitest's own default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
  },
});
