import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The import aliases of tsconfig.json's `paths` (tsx and the type checker read tsconfig itself). */
const aliases = Object.fromEntries(['server', 'shared', 'web', 'tests', 'bench'].map((d) => [`@${d}`, path.join(root, d)]));

/** Test files that replace a module with vi.mock. */
const mocking = ['server/modules/announcements/announcements.test.ts'];

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    // A polled expectation waits as long as a locator does: the browser suites run beside the others, and a
    // debounced search or a refetch can take seconds on a loaded machine (vitest's own default is 1 s).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      // The server's suites share one module graph per worker (each file still builds its own app and database):
      // loading the server once instead of once per file halves the suite's time. A file that mocks a module
      // (vi.mock) would leak its mock into the next one, so it runs in the isolated project.
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', ...mocking],
          isolate: false,
        },
      },
      // The console's components (jsdom) and the browser journeys keep a fresh module graph per file.
      { extends: true, test: { name: 'isolated', include: ['web/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.ts', ...mocking] } },
    ],
  },
});
