import { defineConfig } from 'vitest/config';
import { PostgresOnlyReporter } from './apps/server/test/postgres-only';

// Three projects: fast units (node), web components (jsdom) and integration tests that drive the
// Hono app on a real database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
// Playwright specs under e2e/ are never picked up here.
export default defineConfig({
  test: {
    // After the summary: which multi-instance tests were skipped for want of PostgreSQL, and how to run them.
    reporters: ['default', new PostgresOnlyReporter()],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; run after the quick projects, two files at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
