import { describe, it } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

// Some tests need a PostgreSQL server: several server processes on one database (node:cluster),
// realtime across two instances, the LISTEN connection coming back. The embedded PGlite serves one
// process, so `npm test` alone skips them, and must say so at the end of its output instead of
// letting "N skipped" pass unnoticed. They are declared with these helpers, which mark their names
// with POSTGRES_ONLY_TAG; the reporter lists the marked tests that were skipped.

export const HAS_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
export const POSTGRES_ONLY_TAG = '[PostgreSQL]';

/** A test that runs only with TEST_DATABASE_URL. */
export const itOnPostgres = (name: string, fn: () => Promise<void>, timeout?: number) => it.runIf(HAS_POSTGRES)(`${POSTGRES_ONLY_TAG} ${name}`, fn, timeout);
/** A group of tests that runs only with TEST_DATABASE_URL. */
export const describeOnPostgres = (name: string, fn: () => void) => describe.runIf(HAS_POSTGRES)(`${POSTGRES_ONLY_TAG} ${name}`, fn);

/** The lines printed after a run that skipped PostgreSQL-only tests (none when nothing was skipped). */
export function postgresOnlyNotice(skipped: readonly string[]): string[] {
  if (!skipped.length) return [];
  const banner = '!'.repeat(78);
  return [
    '',
    banner,
    `SKIPPED: ${skipped.length} multi-instance ${skipped.length === 1 ? 'test needs' : 'tests need'} PostgreSQL and did NOT run (no TEST_DATABASE_URL):`,
    ...skipped.map((name) => `  - ${name}`),
    'Run them: npm run test:pg  (TEST_DATABASE_URL, default postgres://cuidar:cuidar@127.0.0.1:5432/postgres;',
    '          start the server with: pg_ctlcluster 15 main start). CI (.ci/run) runs them.',
    banner,
    '',
  ];
}

/** Prints postgresOnlyNotice after vitest's own summary. */
export class PostgresOnlyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests('skipped')) {
        if (test.fullName.includes(POSTGRES_ONLY_TAG)) skipped.push(`${module.relativeModuleId} › ${test.fullName.replace(`${POSTGRES_ONLY_TAG} `, '')}`);
      }
    }
    for (const line of postgresOnlyNotice(skipped)) process.stdout.write(`${line}\n`);
  }
}
