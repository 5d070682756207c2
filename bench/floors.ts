// `npm run bench:floors`: the bare floors the report compares the product with, measured on the
// same machine in the same run:
//   - HTTP: a bare node:http server answering {"ok":true} in its own process, loaded by autocannon
//     with CONNECTIONS connections — what one Node process can answer with no framework, no
//     middleware and no database;
//   - SQL: `select 1` and a primary-key read of a user through node-postgres (pool 10,
//     CONNECTIONS callers) — a database round trip with nothing else.
// Env: CONNECTIONS (20), SECONDS (10).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../apps/server/test/server-process';
import { user } from '../apps/server/src/db/schema';
import { fmt, freshDatabase, latencyOf, loadAverage, machine, runLoad, writeOutput, type LoadFigures } from './support';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 10);

const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ ok: true });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
`;

async function bareHttp(): Promise<LoadFigures> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`servidor puro saiu com ${code}`)));
  });
  try {
    await runLoad({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: 2 });
    return await runLoad({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: SECONDS });
  } finally {
    child.kill('SIGTERM');
  }
}

async function bareSql(url: string, text: string, values: () => unknown[]) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          const t = performance.now();
          await pool.query({ name: text.slice(0, 40), text, values: values() });
          latencies.push(performance.now() - t);
        }
      }),
    );
    return { ...latencyOf(latencies), perSecond: latencies.length / ((performance.now() - started) / 1000), total: latencies.length };
  };
  try {
    await run(2);
    return await run(SECONDS);
  } finally {
    await pool.end();
  }
}

async function main() {
  console.log(`bench:floors — ${CONNECTIONS} conexões, ${SECONDS} s por medida`);
  const loadBefore = loadAverage();
  const http = await bareHttp();
  const db = await freshDatabase('floors');
  const ids = Array.from({ length: 1000 }, () => randomUUID());
  await db.handle.db.insert(user).values(ids.map((id, i) => ({ id, name: 'Piso', email: `piso-${i}@bench.local`, emailVerified: true })));
  let select1;
  let byKey;
  try {
    select1 = await bareSql(db.url, 'select 1', () => []);
    byKey = await bareSql(db.url, 'select id, name, email from "user" where id = $1', () => [ids[Math.floor(Math.random() * ids.length)]]);
  } finally {
    await db.drop();
  }
  const loadAfter = loadAverage();
  const result = { machine: await machine(), load: [loadBefore, loadAfter], connections: CONNECTIONS, seconds: SECONDS, http, sql: { select1, byKey } };
  console.log(`máquina: ${result.machine} · carga (1 min) ${loadBefore} → ${loadAfter}`);
  console.log(`HTTP puro (node:http, JSON): ${fmt(http.perSecond, 0)} req/s · p50 ${fmt(http.p50)} · p95 ${fmt(http.p95)} · p99 ${fmt(http.p99)} ms`);
  console.log(`SQL puro 'select 1': ${fmt(select1.perSecond, 0)} q/s · p50 ${fmt(select1.p50, 2)} · p95 ${fmt(select1.p95, 2)} · p99 ${fmt(select1.p99, 2)} ms`);
  console.log(`SQL puro por chave primária: ${fmt(byKey.perSecond, 0)} q/s · p50 ${fmt(byKey.p50, 2)} · p95 ${fmt(byKey.p95, 2)} · p99 ${fmt(byKey.p99, 2)} ms`);
  writeOutput(result);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
