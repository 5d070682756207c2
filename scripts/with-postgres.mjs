#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL server.
// Uses TEST_DATABASE_URL when set; otherwise the local server that .ci/run (or you) started,
// as documented in the README: postgres://cuidar:cuidar@127.0.0.1:5432/postgres.
import { spawn } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://cuidar:cuidar@127.0.0.1:5432/postgres';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('uso: node scripts/with-postgres.mjs <comando> [args…]');
  process.exit(2);
}
console.log(`PostgreSQL de teste: ${url.replace(/:[^:@/]+@/, ':***@')}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
