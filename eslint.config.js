import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { copyPlugin } from './scripts/eslint/no-inline-copy.js';
import { sqlPlugin } from './scripts/eslint/no-unqualified-subquery-column.js';
import tseslint from 'typescript-eslint';

// Besides style, this file enforces the architecture's import boundaries (ADR 0029): a wrong
// dependency fails CI instead of waiting for a reviewer to spot it.

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('apps/web/src/features');
const serverFeatures = foldersIn('apps/server/src/features');

/** The server never imports the web app. */
const serverImportsNoWeb = { group: ['@/*', '**/apps/web/**'], message: 'O servidor não importa código do app web.' };
const queriesInRepositories = 'Consultas e tabelas ficam em repository.ts (ou em db/).';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/.ssr-build/**', '**/node_modules/**', 'data/**', '.tmp/**', '**/migrations/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The import graph of the three source trees, resolved as TypeScript resolves it (the web's @/
    // alias, the @cuidar/domain workspace package).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // As import-x's own TypeScript preset: follow imports into .ts/.tsx files.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolutions are kept for the whole run (default: 30 s, shorter than a lint on a busy machine).
      'import-x/cache': { lifetime: '∞' },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are ignored (they vanish at run time); packages in node_modules are not
      // followed, which keeps the whole lint within a few seconds of what it took without the rule.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*', '../features/*'], message: 'Importe pelo caminho @/features/<f>/… explícito.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature uses another only through its api/ folder (one file per endpoint: fetcher,
            // query options, hooks); components and hooks of two features meet in routes/.
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: `apps/web/src/features/!(${feature})/**`,
              except: ['**/apps/web/src/features/*/api/**'],
              message: 'Uma feature usa outra só pela pasta api/ dela; componha as duas em routes/.',
            })),
            // Dependencies point one way: app → routes → features → components → lib.
            {
              target: 'apps/web/src/features',
              from: ['apps/web/src/routes', 'apps/web/src/app'],
              message: 'Features não dependem de telas (routes/) nem de app/.',
            },
            {
              target: ['apps/web/src/components', 'apps/web/src/lib'],
              from: ['apps/web/src/features', 'apps/web/src/routes', 'apps/web/src/app'],
              message: 'components/ e lib/ são compartilhados: não dependem de features, telas nem de app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screen copy comes from the catalogue (ADR 0056); tests may type what they look for.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { copy: copyPlugin },
    rules: { 'copy/no-inline-copy': 'error' },
  },
  {
    // A column inside a hand-written subquery of a one-table select binds to the subquery's table
    // (the refunds bug of commit 8d69698); the rule says how to write it instead.
    files: ['apps/server/src/**/*.ts', 'bench/**/*.ts'],
    plugins: { sql: sqlPlugin },
    rules: { 'sql/no-unqualified-subquery-column': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain depends on nothing of ours.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@cuidar/*', '@/*'], message: 'packages/domain não depende de outros pacotes do projeto.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImportsNoWeb] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // routes → service → repository, within one feature; app.ts mounts the routes.
            {
              target: 'apps/server/src/**/routes.ts',
              from: 'apps/server/src/**/repository.ts',
              message: 'Rotas chamam o service da feature, nunca um repository.',
            },
            ...serverFeatures.map((feature) => ({
              target: `apps/server/src/features/${feature}/routes.ts`,
              from: `apps/server/src/features/!(${feature})/**`,
              message: 'As rotas de uma feature chamam só o service dela; o que for de outra feature passa por esse service.',
            })),
            {
              target: 'apps/server/src/*/**',
              from: 'apps/server/src/**/routes.ts',
              message: 'routes.ts só é montado por app.ts; o que for compartilhado vai para http/ ou para um service.',
            },
            // Adapters and infrastructure know nothing of the features they carry.
            {
              target: 'apps/server/src/realtime',
              from: 'apps/server/src/features',
              message: 'realtime/ não depende de features/: o que precisa delas recebe de quem o monta (server.ts).',
            },
            {
              target: 'apps/server/src/auth',
              from: 'apps/server/src/features',
              message: 'auth/ não depende de features/: as consultas dele ficam em auth/repository.ts.',
            },
            {
              target: 'apps/server/src/features',
              from: 'apps/server/src/auth/repository.ts',
              message: 'Features usam auth/ pelas funções públicas dele (auth/service.ts, auth/session.ts), não pelo repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Queries live in repository.ts files and in db/ only. Exceptions, each on purpose:
    // - *.test.ts files may read the database to check what an answer cannot show (a row
    //   anonymized, a hash stored, a counter written);
    // - apps/server/test/ (shared test helpers) and bench/ seed and measure the database directly;
    //   they are outside apps/server/src and so outside this block.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/repository.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: queriesInRepositories }],
          patterns: [
            serverImportsNoWeb,
            { group: ['drizzle-orm/*'], message: queriesInRepositories },
            // db/schema (the tables) and db/sql (raw statements), however the path is spelled.
            { regex: '(^|/)db/(schema|sql)$', message: queriesInRepositories },
          ],
        },
      ],
    },
  },
);
