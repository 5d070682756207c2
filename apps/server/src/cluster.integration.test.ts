import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../test/helpers';
import { describeOnPostgres } from '../test/postgres-only';
import { buildServerBundle, freePort, startServerProcess } from '../test/server-process';

// SERVER_PROCESSES (ADR 0024): the primary forks that many workers on one port, replaces one that
// dies while serving, stops everything when the workers cannot start, and refuses the embedded
// database. The real bundle in real processes.

let bundle: string;
beforeAll(async () => {
  bundle = await buildServerBundle('cluster-test');
}, 60_000);

function serverEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    SEED_DEMO: 'false',
    JOBS_INTERVAL_MS: '0',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cuidar-cluster-')),
    ...extra,
  };
}

/** Runs the bundle until it exits by itself (or 30 s pass): its exit code and error output. */
async function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bundle], { env: { ...process.env, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stderr };
}

/** The pids of a process's children (the workers of a primary). */
function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0)
      .sort();
  } catch {
    return []; // ps exits with 1 when there are none
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor<T>(what: string, probe: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('several server processes', () => {
  it('are refused on the embedded database, which lives inside one process', async () => {
    const port = await freePort();
    const env = serverEnv(port, { PORT: String(port), SERVER_PROCESSES: '2', DATABASE_URL: '' });
    const { code, stderr } = await runUntilExit(env);
    expect(code).toBe(1);
    expect(stderr).toContain('SERVER_PROCESSES: more than 1 needs DATABASE_URL');
  });

  it('stop with exit code 1 when the workers cannot start, instead of restarting them forever', async () => {
    const port = await freePort();
    const closed = await freePort(); // nothing listens there: the database is unreachable
    const { code, stderr } = await runUntilExit(serverEnv(port, { PORT: String(port), SERVER_PROCESSES: '2', DATABASE_URL: `postgres://cuidar:cuidar@127.0.0.1:${closed}/cuidar` }));
    expect(code).toBe(1);
    expect(stderr).toContain('não conseguiu iniciar');
  });

  describeOnPostgres('on PostgreSQL', () => {
    it('share the port, a worker that dies is replaced, and SIGTERM stops them all', async () => {
      const database = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
      const port = await freePort();
      // LOG_LEVEL info: the primary says when all three workers listen. Until then a worker that
      // dies counts as one that could not start (which stops everything, by design), so the
      // kill below must wait for that line, not merely for three child processes.
      const server = await startServerProcess({ bundle, port, env: serverEnv(port, { DATABASE_URL: database.url, SERVER_PROCESSES: '3', LOG_LEVEL: 'info' }) });
      const allListening = () => server.stdout.filter((line) => line.includes('[cluster] 3 processos atendendo na mesma porta')).length;
      const withOutput = (error: unknown) => new Error(`${String(error)}\n--- stderr ---\n${server.stderr.join('\n')}\n--- stdout ---\n${server.stdout.join('\n')}`);
      try {
        await waitFor('three workers listening', allListening, (times) => times === 1);
        const workers = await waitFor('three workers', () => childPids(server.pid), (pids) => pids.length === 3);
        // Every worker listens: new connections reach all of them and each answers.
        for (let i = 0; i < 12; i++) {
          const response = await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } });
          expect(response.status).toBe(200);
        }

        process.kill(workers[0]!, 'SIGKILL');
        const replaced = await waitFor('a replacement', () => childPids(server.pid), (pids) => pids.length === 3 && !pids.includes(workers[0]!));
        expect(replaced.filter((pid) => workers.includes(pid))).toHaveLength(2);
        await waitFor('the replacement listening', allListening, (times) => times === 2);
        expect((await fetch(`${server.url}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);

        await server.stop();
        expect(await server.exited).toBe(0);
        await waitFor('every worker gone', () => replaced.filter(alive), (left) => left.length === 0);
      } catch (error) {
        throw withOutput(error);
      } finally {
        await server.stop();
        await database.drop();
      }
    }, 60_000);
  });
});
