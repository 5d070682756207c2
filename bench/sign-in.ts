// `npm run bench:sign-in`: sign-ins per second through POST /api/auth/sign-in/email on PostgreSQL,
// with the real argon2id parameters (ARGON2_PARAMS of apps/server/src/auth/password.ts).
//
// 1. creates <prefix>_sign_in, migrates it and adds ACCOUNTS verified accounts (one password hash
//    computed once and stored for all: each sign-in still verifies it in full);
// 2. starts the production server (TRUST_PROXY=1) — every request comes from its own account
//    and its own X-Forwarded-For address, so the per-account and per-address limits never refuse;
// 3. floor: bare argon2id verifications per second in this process with as many in flight as the
//    machine has cores (what the hash alone allows), and one verification's time;
// 4. closed loop: CONNECTIONS clients signing in back to back for SECONDS → the most sign-ins/s;
// 5. open loop: RATE sign-ins/s offered for SECONDS, evenly spaced → p50/p95/p99 at that rate
//    (counted from when each request was due).
// The sign-in is better-auth's own endpoint (ADR 0028), so the figure is reported as a ratio of the
// floor: target ≥ 50 % of the bare argon2id verifications/s, and p95 ≤ 150 ms at 50 sign-ins/s
// offered. More throughput comes from more processes (SERVER_PROCESSES), not a shortcut.
// Env: ACCOUNTS (6000), SECONDS (10), RATE (50), CONNECTIONS (8), DATABASE_POOL_SIZE (the server's default, 5).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { verify } from '@node-rs/argon2';
import { ARGON2_LABEL, hashPassword } from '../apps/server/src/auth/password';
import { account, profiles, user } from '../apps/server/src/db/schema';
import { DEFAULT_DATABASE_POOL_SIZE } from '../apps/server/src/env';
import { fmt, freshDatabase, latencyOf, loadAverage, machine, runLoad, runOpenLoop, startBenchServer, writeOutput, type LoadFigures } from './support';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 6000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const RATE = Number(process.env.RATE ?? 50);
const TARGET = { ratio: 0.5, p95: 150 };
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? String(DEFAULT_DATABASE_POOL_SIZE);
const PASSWORD = 'senha-do-bench-2026';

async function bareArgon2(hash: string, seconds: number) {
  const single: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await verify(hash, PASSWORD);
    single.push(performance.now() - started);
  }
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: os.cpus().length }, async () => {
      while (performance.now() < deadline) {
        await verify(hash, PASSWORD);
        done++;
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), singleMs: latencyOf(single).p50 };
}

async function main() {
  console.log(`bench:sign-in — ${ACCOUNTS} contas, ${ARGON2_LABEL}, ${SECONDS} s por medida, ${os.cpus().length} núcleos`);
  const db = await freshDatabase('sign_in');
  const hash = await hashPassword(PASSWORD);
  const emails: string[] = [];
  for (let offset = 0; offset < ACCOUNTS; offset += 1000) {
    const ids = Array.from({ length: Math.min(1000, ACCOUNTS - offset) }, () => randomUUID());
    const batch = ids.map((id, i) => ({ id, email: `bench-${offset + i}@exemplo.com.br` }));
    emails.push(...batch.map((b) => b.email));
    await db.handle.db.insert(user).values(batch.map((b) => ({ id: b.id, name: 'Pessoa Bench', email: b.email, emailVerified: true })));
    await db.handle.db.insert(account).values(batch.map((b) => ({ id: randomUUID(), accountId: b.id, providerId: 'credential', userId: b.id, password: hash })));
    await db.handle.db.insert(profiles).values(batch.map((b, i) => ({ id: b.id, role: (i % 2 ? 'familia' : 'cuidador') as 'familia' | 'cuidador', firstName: 'Pessoa', lastName: 'Bench' })));
  }
  const server = await startBenchServer(db.url, { TRUST_PROXY: '1', DATABASE_POOL_SIZE: POOL_SIZE });
  const loadBefore = loadAverage();
  let next = 0;
  /** The next account's sign-in, from an address of its own. */
  const nextSignIn = () => {
    const i = next++;
    if (i >= emails.length) throw new Error(`ACCOUNTS=${ACCOUNTS} não basta: aumente`);
    return {
      method: 'POST' as const,
      path: '/api/auth/sign-in/email',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        // One address per sign-in: the per-address limit counts real people, not this bench.
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ email: emails[i], password: PASSWORD }),
    };
  };
  const closedLoop = (connections: number, seconds: number) =>
    runLoad({ url: server.url, connections, duration: seconds, requests: [{ setupRequest: (request) => ({ ...request, ...nextSignIn() }) }] });

  let closed: LoadFigures;
  let open: LoadFigures;
  let floor: { perSecond: number; singleMs: number };
  try {
    await closedLoop(4, 2); // warm-up: JIT, pool, PostgreSQL caches
    closed = await closedLoop(CONNECTIONS, SECONDS);
    open = await runOpenLoop(server.url, RATE, SECONDS, nextSignIn);
    floor = await bareArgon2(hash, 5);
  } finally {
    await server.stop();
    await db.drop();
  }
  const loadAfter = loadAverage();
  const ratio = closed.perSecond / floor.perSecond;
  const met = ratio >= TARGET.ratio && open.perSecond >= RATE * 0.98 && open.p95 <= TARGET.p95 && open.errors === 0 && closed.errors === 0;
  const result = {
    machine: await machine(),
    load: [loadBefore, loadAfter],
    argon2: ARGON2_LABEL,
    accounts: ACCOUNTS,
    seconds: SECONDS,
    poolSize: Number(POOL_SIZE),
    closed: { connections: CONNECTIONS, ...closed },
    open: { rate: RATE, ...open },
    floor,
    ratio,
    target: { ratio: TARGET.ratio, rate: RATE, p95: TARGET.p95 },
    met,
  };
  console.log(`máquina: ${result.machine} · carga (1 min) ${loadBefore} → ${loadAfter}`);
  console.log(`piso: argon2id puro ${fmt(floor.perSecond)} verificações/s com ${os.cpus().length} em paralelo; uma verificação ${fmt(floor.singleMs)} ms`);
  console.log(
    `vazão máxima (${CONNECTIONS} clientes sem pausa): ${fmt(closed.perSecond)} logins/s · p50 ${fmt(closed.p50)} · p95 ${fmt(closed.p95)} · p99 ${fmt(closed.p99)} ms · erros ${closed.errors} · ${fmt(result.ratio * 100, 0)} % do argon2 puro`,
  );
  console.log(`a ${RATE} logins/s oferecidos: ${fmt(open.perSecond)} logins/s · p50 ${fmt(open.p50)} · p95 ${fmt(open.p95)} · p99 ${fmt(open.p99)} ms · erros ${open.errors}`);
  console.log(`meta: ≥ ${fmt(TARGET.ratio * 100, 0)} % do argon2id puro e p95 ≤ ${TARGET.p95} ms a ${RATE} logins/s → ${met ? 'ATINGIDA' : 'NÃO ATINGIDA'}`);
  writeOutput(result);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
