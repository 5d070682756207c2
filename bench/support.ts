import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { session } from '../apps/server/src/db/schema';

// Shared by the benchmark scripts: a throwaway PostgreSQL database, signed session cookies,
// percentiles, and the machine description printed next to every figure.

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://cuidar:cuidar@127.0.0.1:5432/postgres';
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-0123456789';

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Drops and creates a database on the bench server and runs the migrations. */
export async function freshDatabase(name: string): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(BENCH_DATABASE_URL, name);
  const handle = await openDatabase({ url, poolSize: 10 });
  await handle.migrate();
  return {
    url,
    handle,
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: BENCH_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Session rows written directly and their cookies signed the way better-auth signs them
 * (HMAC-SHA256, base64), so thousands of clients need no argon2 sign-in before a benchmark.
 */
export async function createSessions(handle: DatabaseHandle, userIds: string[], secret = BENCH_SECRET): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const rows = userIds.map((userId) => {
    const token = randomBytes(24).toString('base64url');
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    cookies.set(userId, `cuidar.session_token=${encodeURIComponent(`${token}.${signature}`)}`);
    return { id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 86_400_000) };
  });
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(session).values(rows.slice(i, i + 500));
  return cookies;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function machine(): Promise<string> {
  const os = await import('node:os');
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  return `${os.cpus().length} × ${cpu.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
