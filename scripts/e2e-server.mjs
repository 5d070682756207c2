#!/usr/bin/env node
// The server the e2e suite drives: a fresh embedded database (or E2E_DATABASE_URL) every run,
// the demo data seeded, the dev outbox on, listening on E2E_PORT.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = process.env.E2E_PORT ?? '4173';
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  TEST_CLOCK: 'true',
  // Each journey sends its own X-Forwarded-For (e2e/support/fixtures.ts), like families at
  // different addresses, so the suite's many sign-ups do not share one address's limits.
  TRUST_PROXY: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
};
if (!process.env.E2E_DATABASE_URL) delete env.DATABASE_URL;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
