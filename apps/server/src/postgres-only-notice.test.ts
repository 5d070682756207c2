import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { postgresOnlyNotice } from '../test/postgres-only';

// `npm test` without TEST_DATABASE_URL skips the multi-instance tests; its output must say so.

describe('the notice of skipped PostgreSQL-only tests', () => {
  it('names every skipped test and says how to run them', () => {
    const lines = postgresOnlyNotice(['src/cluster.integration.test.ts › server processes › on PostgreSQL › share the port']).join('\n');
    expect(lines).toContain('SKIPPED: 1 multi-instance test needs PostgreSQL and did NOT run (no TEST_DATABASE_URL)');
    expect(lines).toContain('  - src/cluster.integration.test.ts › server processes › on PostgreSQL › share the port');
    expect(lines).toContain('npm run test:pg');
  });

  it('says nothing when nothing was skipped', () => {
    expect(postgresOnlyNotice([])).toEqual([]);
  });

  it('covers every test that needs PostgreSQL: none is skipped by a condition of its own', () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.integration.test.ts'));
    const helpers = files.filter((file) => /\b(itOnPostgres|describeOnPostgres)\(/.test(readFileSync(path.join(root, file), 'utf8')));
    const ownConditions = files.filter((file) => /\.(runIf|skipIf)\([^)]*TEST_DATABASE_URL/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(ownConditions).toEqual([]);
    expect(helpers.sort()).toEqual(['cluster.integration.test.ts', 'realtime/events.integration.test.ts', 'realtime/realtime.integration.test.ts']);
  });
});
