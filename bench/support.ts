import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { buildServerBundle, freePort, startServerProcess, type ServerProcess } from '../apps/server/test/server-process';
import { openSessions, sessionEnvFor } from '../apps/server/test/sessions';

// Shared by the benchmark scripts: a throwaway PostgreSQL database, signed session cookies, the
// real server as a process, autocannon runs measured per response, percentiles, the machine and
// its load, and the JSON each script leaves for `npm run bench` (BENCH_OUTPUT=<file>).

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://cuidar:cuidar@127.0.0.1:5432/postgres';
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-0123456789';
/** Names of the databases the benchmarks create (and drop): `<prefix>_<bench>`. */
export const BENCH_DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'cuidar_bench';

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Drops and creates `<prefix>_<name>` on the bench server and runs the migrations. */
export async function freshDatabase(name: string, poolSize = 10): Promise<{ url: string; name: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const database = `${BENCH_DATABASE_PREFIX}_${name}`;
  await execOnce(BENCH_DATABASE_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await execOnce(BENCH_DATABASE_URL, `CREATE DATABASE ${database}`);
  const url = withDatabase(BENCH_DATABASE_URL, database);
  const handle = await openDatabase({ url, poolSize });
  await handle.migrate();
  return {
    url,
    name: database,
    handle,
    async drop() {
      await handle.close();
      await execOnce(BENCH_DATABASE_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

/**
 * CHECKPOINT after a seed: PostgreSQL writes its dirty pages and fsyncs them now. Otherwise the
 * seed (and CREATE DATABASE) leaves them to the checkpointer and to the kernel's write-back about
 * 30 s later (vm.dirty_expire_centisecs), in the middle of the measure, where the commits' WAL
 * fsyncs queue behind that write-back: a tail that belongs to the setup, not to the product.
 */
export async function checkpointAfterSeeding(url: string): Promise<void> {
  await execOnce(url, 'checkpoint').catch(() => console.log('(sem permissão para CHECKPOINT: a escrita do semeio pode pesar na medida)'));
}

/** One statement on a connection of its own (DDL, VACUUM, CHECKPOINT: outside any pool). */
export async function execOnce(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Sessions opened by better-auth without an argon2 sign-in each (apps/server/test/sessions.ts),
 * answered as Cookie headers by user id. `production`: for a server with NODE_ENV=production
 * (startBenchServer), whose cookies are Secure.
 */
export async function createSessions(handle: DatabaseHandle, userIds: string[], options: { production: boolean }): Promise<Map<string, string>> {
  const sessions = await openSessions(handle, sessionEnvFor(BENCH_SECRET, options.production), userIds);
  return new Map([...sessions].map(([id, opened]) => [id, opened.cookie]));
}

/**
 * The production server (the `npm start` bundle) on a bench database. BENCH_CPU_PROF=<folder>
 * writes a V8 CPU profile of the server there when it stops (open it in Chrome DevTools).
 */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const bundle = await buildServerBundle('bench-server');
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF;
  return startServerProcess({
    bundle,
    port,
    ...(profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] } : {}),
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: BENCH_SECRET,
      SEED_DEMO: 'false',
      JOBS_INTERVAL_MS: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.resolve('.tmp/bench-data'),
      ...env,
    },
  });
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencyOf(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

export interface LoadFigures extends Latency {
  perSecond: number;
  total: number;
  /** Non-2xx answers (by status), timeouts and connection errors. */
  errors: number;
  statuses: Record<string, number>;
}

export interface LoadOptions extends Omit<autocannon.Options, 'url'> {
  url: string;
  /** Called for every response with the connection's context (what setupRequest stored). */
  onResponse?: (status: number, milliseconds: number, context: Record<string, unknown>) => void;
  /** Statuses that are an expected answer for this load (a 409 for a taken slot). */
  expected?: number[];
}

/** Runs autocannon and measures every response (p95 read, not interpolated from buckets). */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { onResponse, expected = [], ...rest } = options;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(rest as autocannon.Options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      const ok = (statusCode >= 200 && statusCode < 300) || expected.includes(statusCode);
      if (ok) latencies.push(responseTime);
      else errors++;
      // autocannon keeps the connection's context on its request iterator.
      const context = (client as unknown as { requestIterator?: { context?: Record<string, unknown> } }).requestIterator?.context ?? {};
      onResponse?.(statusCode, responseTime, context);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  return { ...latencyOf(latencies), perSecond: latencies.length / seconds, total: latencies.length, errors: errors + result.errors + result.timeouts, statuses };
}

export async function machine(): Promise<string> {
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  return `${os.cpus().length} × ${cpu.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The 1-minute load average now, to read every figure against what else ran. */
export function loadAverage(): number {
  return Number(os.loadavg()[0]!.toFixed(2));
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** Writes a script's figures where `npm run bench` asked (BENCH_OUTPUT), for bench/REPORT.md. */
export function writeOutput(data: unknown): void {
  const file = process.env.BENCH_OUTPUT;
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2));
}

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Offers `rate` requests a second for `seconds`, evenly spaced, whatever the server's speed (an
 * open loop: a slow answer does not delay the next request, as with real visitors). Latency is
 * counted from the moment each request was due, so queueing anywhere counts.
 */
export async function runOpenLoop(baseUrl: string, rate: number, seconds: number, next: (index: number) => OpenLoopRequest): Promise<LoadFigures> {
  const { Agent, request } = await import('node:http');
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const pending: Promise<void>[] = [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const spec = next(i);
    pending.push(
      new Promise<void>((resolve) => {
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            method: spec.method,
            path: spec.path,
            agent,
            headers: { ...spec.headers, ...(spec.body ? { 'content-length': String(Buffer.byteLength(spec.body)) } : {}) },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              const status = res.statusCode ?? 0;
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status >= 200 && status < 300) latencies.push(performance.now() - due);
              else errors++;
              resolve();
            });
          },
        );
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end(spec.body);
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { ...latencyOf(latencies), perSecond: latencies.length / elapsed, total: latencies.length, errors, statuses };
}
