import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/** Lint keeps the design guide's boundaries: shared imports nothing of ours, web never imports server,
 *  a console feature never imports another feature; files stay small. */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: ['./server', './web', './tests'], message: 'shared/ imports nothing of ours.' },
            { target: './web', from: './server', message: 'web/ never imports server/.' },
            {
              target: './server',
              from: './web',
              except: ['./trust-site'],
              message: 'server/ never imports web/ (except the public Trust Center components it renders to HTML).',
            },
          ],
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
          zones: ['access-requests', 'admin', 'customers', 'knowledge-hub', 'products', 'questionnaires', 'questionnaire-review', 'review', 'roles', 'settings', 'trust-center', 'users', 'activity', 'security-topics', 'security-reports', 'certifications', 'announcements', 'subscribers', 'security-controls', 'security-events'].map((f) => ({
            target: `./web/console/features/${f}`,
            from: './web/console/features',
            except: [`./${f}`],
            message: 'A console feature never imports another feature; share through web/ui or web/lib.',
          })),
        },
      ],
    },
  },
);
