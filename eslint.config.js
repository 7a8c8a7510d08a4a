import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { noImportCycle } from './eslint-rules/no-import-cycle.js';

/** The folders directly under `dir`, read when the config loads, so a new module or feature is covered
 *  without editing this file. */
const foldersOf = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
const serverModules = foldersOf('./server/modules/');
const consoleFeatures = foldersOf('./web/console/features/');

/** ADR 0011: a query-builder call on a database handle (db, tx, ex, deps.db) or the raw `rows(...)` helper. */
const sqlOutsideQueries = [
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.name=/^(db|tx|ex|executor)$/]`,
    message: 'SQL lives in a *queries.ts file (ADR 0011): move this query there and call it from the service.',
  },
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(select|selectDistinct|insert|update|delete|execute)$/][callee.object.property.name='db']`,
    message: 'SQL lives in a *queries.ts file (ADR 0011): move this query there and call it from the service.',
  },
  {
    selector: `CallExpression[callee.name='rows']`,
    message: 'SQL lives in a *queries.ts file (ADR 0011): move this query there and call it from the service.',
  },
];

/** Boundaries for every file; the overrides below repeat them, since a later block replaces a rule's options. */
const baseZones = [
  { target: './shared', from: ['./server', './web', './tests'], message: 'shared/ imports nothing of ours.' },
  { target: './web', from: './server', message: 'web/ never imports server/.' },
  {
    target: './server',
    from: './web',
    except: ['./trust-site'],
    message: 'server/ never imports web/ (except the public Trust Center components it renders to HTML).',
  },
];

/** Lint keeps the design guide's boundaries: shared imports nothing of ours, web never imports server,
 *  a server module uses another only through its index.ts, a console feature never imports another
 *  feature, no import cycle; files stay small. */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '.tmp/**', 'bench/vendors/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, trustroom: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      // No import cycle of any length, type-only imports included: a cycle hides which file depends on
      // which (break one with a types file, or by registration, as modules/dashboard and the seeds do).
      // import-x/no-cycle checks value imports through the TypeScript resolver; it always skips `import type`,
      // so trustroom/no-import-cycle (eslint-rules/) checks the whole graph, type-only imports included.
      'import-x/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'trustroom/no-import-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
      'import-x/no-restricted-paths': ['error', { zones: baseZones }],
    },
  },
  {
    // Type-aware rules for the server and shared code: a promise is awaited, returned or explicitly
    // voided; no promise where a callback's result is ignored; no await on a non-promise.
    files: ['server/**/*.ts', 'shared/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['server/modules/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          // A module's index.ts is what other modules may use of it; testing.ts holds helpers for other
          // modules' tests. The composition root (server/modules/index.ts) registers each module's routes.
          zones: [
            ...baseZones,
            ...serverModules.map((m) => ({
              target: `./server/modules/${m}`,
              from: serverModules.filter((o) => o !== m).map((o) => `./server/modules/${o}`),
              except: ['./index.ts', './testing.ts'],
              message: `A module uses another only through that module's index.ts (${m} imports another module's internals).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // ADR 0011: SQL only in *queries.ts files. A query-builder call on a database handle (db, tx, ex,
    // deps.db) or the raw `rows(...)` helper anywhere else in server/modules is an error. Seeds and test
    // helpers write fixtures and are exempt. The allow-list below is the code still to migrate: it only
    // shrinks.
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*queries.ts', '**/*.test.ts', '**/testing.ts', '**/seed.ts', '**/test-support.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...sqlOutsideQueries],
    },
  },
  {
    // ADR 0011: the service owns the transaction; a route never opens one (deps.tenant / withTenant).
    files: ['server/modules/**/routes.ts', 'server/modules/**/*-routes.ts'],
    // (the SQL selectors are repeated: this block replaces the rule's options for these files)
    rules: {
      'no-restricted-syntax': [
        'error',
        ...sqlOutsideQueries,
        {
          selector: `CallExpression[callee.property.name='tenant'][callee.object.name='deps'], CallExpression[callee.name='withTenant']`,
          message: 'The service owns the transaction (ADR 0011): call a service function that opens it.',
        },
      ],
    },
  },
  {
    files: ['web/console/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...baseZones,
            ...consoleFeatures.map((f) => ({
              target: `./web/console/features/${f}`,
              from: './web/console/features',
              except: [`./${f}`],
              message: 'A console feature never imports another feature; share through web/ui or web/lib.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Imports that leave their top-level folder, or climb three levels or more, use the tsconfig aliases.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./){3,}', message: 'Use an alias (@server/…, @shared/…, @web/…, @tests/…) instead of climbing three folders or more.' }],
        },
      ],
    },
  },
);
