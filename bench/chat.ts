import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import { buildServerBundle, freePort, startServerProcess, type ServerProcess } from '../apps/server/test/server-process';
import { conversas, cuidadorProfiles, profiles, user } from '../apps/server/src/db/schema';
import { DEFAULT_DATABASE_POOL_SIZE } from '../apps/server/src/env';
import { BENCH_SECRET, checkpointAfterSeeding, createSessions, fmt, freshDatabase, latencyOf, loadAverage, machine, writeOutput, type Latency } from './support';

// npm run bench:chat — N sockets across two server processes on one PostgreSQL. Families connect to
// instance A, caregivers to instance B. Messages go out at a fixed total rate, each through the
// instance its sender is connected to, as a load balancer would spread them: families write
// through A to a caregiver on B, caregivers through B to a family on A (CHAT_SEND=a sends all of
// them through A instead). Each message is timed until it reaches the receiver's socket on the
// other process (NOTIFY across processes).
// Floor, measured in the same run on the same database: the same rate of bare SQL doing what the
// product must — insert the row (committed), pg_notify its id, a LISTEN connection hears it and
// reads the row back.
// Before the measure, the same traffic runs for WARMUP_SECONDS at the full rate, timed and printed
// but not counted: a freshly started process spends its first seconds compiling the hot paths
// (V8's JIT), opening its pool's connections and preparing its statements, and at 500 messages/s on
// two shared cores that costs a backlog the measure would otherwise report as the steady state.
// Env: SOCKETS (2000), RATE (500 messages/s), SECONDS (20), WARMUP_SECONDS (10),
// DATABASE_POOL_SIZE (the server's default, 5).

const SOCKETS = Number(process.env.SOCKETS ?? 2000);
const RATE = Number(process.env.RATE ?? 500);
const SECONDS = Number(process.env.SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 10);
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? String(DEFAULT_DATABASE_POOL_SIZE);
/** 'both': each sender writes through its own instance (default); 'a': every message through A. */
const SEND_THROUGH = process.env.CHAT_SEND === 'a' ? 'a' : 'both';
const ORIGIN = 'http://bench.local';

/** Calls `send(i)` RATE times a second for `seconds`, on schedule (no coordinated omission). */
async function atRate(seconds: number, send: (index: number) => void): Promise<number> {
  const total = RATE * seconds;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    send(i);
  }
  return (performance.now() - started) / 1000;
}

/**
 * Pauses of this process's own event loop (the load generator): a late tick delays every socket
 * message this process reads, so a tail the product did not cause would show here.
 */
function watchGeneratorStalls(thresholdMs = 30) {
  const stalls: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - 5;
    if (late > thresholdMs) stalls.push(late);
    last = now;
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return { thresholdMs, count: stalls.length, maxMs: stalls.length ? Math.max(...stalls) : 0 };
    },
  };
}

/** The database alone: insert, then NOTIFY → LISTEN → read back, at the same rate. */
async function bareFloor(url: string, conversations: string[], families: string[], caregivers: string[]): Promise<Latency & { lost: number }> {
  const pool = new pg.Pool({ connectionString: url, max: Number(POOL_SIZE) });
  const reader = new pg.Pool({ connectionString: url, max: 4 });
  for (const p of [pool, reader]) p.on('error', () => undefined);
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query('listen bench_floor');
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  listener.on('notification', (message) => {
    const id = message.payload!;
    void reader.query('select id, conversa_id, sender_id, receiver_id, content, created_at, read_at from mensagens where id = $1', [id]).then(() => {
      const t = sentAt.get(id);
      if (t !== undefined) latencies.push(performance.now() - t);
    });
  });
  const pairs = conversations.length;
  const seconds = Math.min(SECONDS, 10);
  await atRate(seconds, (i) => {
    const id = randomUUID();
    sentAt.set(id, performance.now());
    void pool
      .query('insert into mensagens (id, conversa_id, sender_id, receiver_id, content) values ($1, $2, $3, $4, $5)', [id, conversations[i % pairs], families[i % pairs], caregivers[i % pairs], `piso-${i}`])
      .then(() => pool.query("select pg_notify('bench_floor', $1)", [id]));
  });
  const deadline = performance.now() + 5000;
  while (latencies.length < sentAt.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await listener.end();
  await pool.end();
  await reader.end();
  return { ...latencyOf(latencies), lost: sentAt.size - latencies.length };
}

async function main() {
  const pairs = Math.floor(SOCKETS / 2);
  console.log(
    `bench:chat — ${SOCKETS} sockets (${pairs} pares), ${RATE} msg/s por ${SECONDS} s, 2 processos (pool de ${POOL_SIZE} conexões cada), PostgreSQL; ` +
      (SEND_THROUGH === 'a' ? 'todas as mensagens enviadas pelo processo A' : 'cada mensagem enviada pelo processo de quem escreve'),
  );
  const db = await freshDatabase('chat');
  const families: string[] = [];
  const caregivers: string[] = [];
  const conversations: string[] = [];
  for (let i = 0; i < pairs; i++) {
    families.push(randomUUID());
    caregivers.push(randomUUID());
  }
  const everyone = [...families, ...caregivers];
  for (let i = 0; i < everyone.length; i += 500) {
    const batch = everyone.slice(i, i + 500);
    await db.handle.db.insert(user).values(batch.map((id) => ({ id, name: 'Bench', email: `${id}@bench.local`, emailVerified: true })));
    await db.handle.db.insert(profiles).values(batch.map((id, j) => ({ id, role: (i + j < pairs ? 'familia' : 'cuidador') as 'familia' | 'cuidador', firstName: 'Bench', lastName: String(i + j) })));
  }
  for (let i = 0; i < caregivers.length; i += 500) await db.handle.db.insert(cuidadorProfiles).values(caregivers.slice(i, i + 500).map((id) => ({ id })));
  for (let i = 0; i < pairs; i += 500) {
    const rows = await db.handle.db
      .insert(conversas)
      .values(families.slice(i, i + 500).map((familiaId, j) => ({ familiaId, cuidadorId: caregivers[i + j]! })))
      .returning({ id: conversas.id });
    conversations.push(...rows.map((r) => r.id));
  }
  const cookies = await createSessions(db.handle, everyone, { production: false });
  await checkpointAfterSeeding(db.url);

  const bundle = await buildServerBundle('bench-server');
  const ports = [await freePort(), await freePort()] as const;
  const instances: ServerProcess[] = await Promise.all(
    ports.map((port) =>
      startServerProcess({
        bundle,
        port,
        ...(process.env.BENCH_CPU_PROF ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] } : {}),
        env: {
          NODE_ENV: 'test',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          TRUSTED_ORIGINS: ORIGIN,
          DATABASE_URL: db.url,
          DATABASE_POOL_SIZE: POOL_SIZE,
          AUTH_SECRET: BENCH_SECRET,
          SEED_DEMO: 'false',
          JOBS_INTERVAL_MS: '0',
          LOG_LEVEL: 'warn',
        },
      }),
    ),
  );
  const sockets: WebSocket[] = [];
  const received = new Map<string, number>();
  const connect = (userId: string, port: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie: cookies.get(userId)!, origin: ORIGIN } });
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"ready"')) return resolve();
        if (!text.startsWith('{"type":"message"')) return;
        const event = JSON.parse(text) as { message: { content: string; receiverId: string } };
        if (event.message.receiverId === userId) received.set(event.message.content, performance.now());
      });
      ws.on('error', reject);
      sockets.push(ws);
    });
  const openStart = performance.now();
  for (let i = 0; i < pairs; i += 100) {
    await Promise.all([...families.slice(i, i + 100).map((id) => connect(id, ports[0])), ...caregivers.slice(i, i + 100).map((id) => connect(id, ports[1]))]);
  }
  console.log(`${sockets.length} sockets abertos em ${fmt((performance.now() - openStart) / 1000)} s`);

  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const sentAt = new Map<string, number>();
  const warmSentAt = new Map<string, number>();
  let errors = 0;
  const statuses: Record<string, number> = {};
  /** [sent at, answered after] of each measured POST. */
  const postTimes: [number, number][] = [];
  const warmPostLatencies: number[] = [];
  const post = (index: number, prefix: 'm' | 'w' = 'm') => {
    const content = `${prefix}-${index}-${randomUUID().slice(0, 8)}`;
    const body = JSON.stringify({ content });
    // Even messages: the family writes through A. Odd: the caregiver answers through B.
    const fromFamily = SEND_THROUGH === 'a' || index % 2 === 0;
    const sender = fromFamily ? families[index % pairs]! : caregivers[index % pairs]!;
    (prefix === 'm' ? sentAt : warmSentAt).set(content, performance.now());
    const req = request(
      {
        host: '127.0.0.1',
        port: fromFamily ? ports[0] : ports[1],
        method: 'POST',
        path: `/api/conversations/${conversations[index % pairs]}/messages`,
        agent,
        headers: { cookie: cookies.get(sender)!, origin: ORIGIN, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        if (prefix === 'w') warmPostLatencies.push(performance.now() - warmSentAt.get(content)!);
        if (prefix === 'm') {
          const at = sentAt.get(content)!;
          postTimes.push([at, performance.now() - at]);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          if (res.statusCode !== 201) errors++;
        }
        res.resume();
      },
    );
    req.on('error', (error) => {
      if (prefix !== 'm') return;
      errors++;
      statuses[error.message] = (statuses[error.message] ?? 0) + 1;
    });
    req.end(body);
  };

  // Warm-up at the full rate: JIT, pools, prepared statements, PostgreSQL caches; timed, not counted.
  await atRate(WARMUP_SECONDS, (i) => post(i, 'w'));
  const warmDeadline = performance.now() + 10_000;
  while (warmPostLatencies.length < warmSentAt.size && performance.now() < warmDeadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 1000));
  const warmDelivered = [...warmSentAt].filter(([content]) => received.has(content));
  const warmup = { seconds: WARMUP_SECONDS, sent: warmSentAt.size, delivered: warmDelivered.length, latency: latencyOf(warmDelivered.map(([content, at]) => received.get(content)! - at)), post: latencyOf(warmPostLatencies) };
  const loadBefore = loadAverage();
  const measureStart = performance.now();
  const measureStartedAt = new Date();
  const generatorWatch = watchGeneratorStalls();
  const sendSeconds = await atRate(SECONDS, (i) => post(i));
  // Let the last answers and messages arrive (at most 10 s more).
  const deadline = performance.now() + 10_000;
  const settled = () => postTimes.length + errors >= sentAt.size && [...sentAt.keys()].every((k) => received.has(k));
  while (!settled() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const loadAfter = loadAverage();
  const generatorStalls = generatorWatch.stop();
  const delivered = [...sentAt].filter(([content]) => received.has(content));
  const latency = latencyOf(delivered.map(([content, at]) => received.get(content)! - at));
  // The measure second by second (by send time): a tail from one stall looks different from a
  // tail spread over the whole run.
  const perSecond = Array.from({ length: Math.ceil(sendSeconds) }, () => [] as number[]);
  for (const [content, at] of delivered) perSecond[Math.min(perSecond.length - 1, Math.floor((at - measureStart) / 1000))]!.push(received.get(content)! - at);
  const seconds = perSecond.map((values) => latencyOf(values).p99);
  // The POST's own answer, second by second: a tail there too points at the writing side.
  const postPerSecond = Array.from({ length: perSecond.length }, () => [] as number[]);
  for (const [at, ms] of postTimes) postPerSecond[Math.min(postPerSecond.length - 1, Math.max(0, Math.floor((at - measureStart) / 1000)))]!.push(ms);
  const postSeconds = postPerSecond.map((values) => latencyOf(values).p99);
  const postLatency = latencyOf(postTimes.map(([, ms]) => ms));
  const lost = sentAt.size - delivered.length;

  for (const instance of instances) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) console.error(`✗ o processo na porta ${instance.port} parou durante a medida (${instance.child.exitCode ?? instance.child.signalCode}):\n${instance.stderr.slice(-15).join('\n')}`);
  }
  for (const ws of sockets) ws.terminate();
  agent.destroy();
  await Promise.all(instances.map((instance) => instance.stop()));
  const floor = await bareFloor(db.url, conversations, families, caregivers);
  await db.drop().catch((error: unknown) => console.error('falha ao apagar o banco do bench:', error));

  const met = latency.p99 <= 50 && lost === 0 && errors === 0;
  const result = {
    machine: await machine(),
    load: [loadBefore, loadAfter],
    sockets: SOCKETS,
    rate: RATE,
    sendThrough: SEND_THROUGH,
    seconds: SECONDS,
    poolSize: Number(POOL_SIZE),
    sent: sentAt.size,
    sentPerSecond: sentAt.size / sendSeconds,
    delivered: delivered.length,
    httpErrors: errors,
    statuses,
    lost,
    latency,
    post: postLatency,
    p99PerSecond: seconds,
    postP99PerSecond: postSeconds,
    measureStartedAt: measureStartedAt.toISOString(),
    generatorStalls,
    warmup,
    floor,
    met,
  };
  console.log(`máquina: ${result.machine} · carga (1 min) ${loadBefore} → ${loadAfter}`);
  console.log(
    `aquecimento (${WARMUP_SECONDS} s a ${RATE} msg/s, fora da medida): ${warmup.sent} enviadas, ${warmup.delivered} entregues; ` +
      `entrega p50 ${fmt(warmup.latency.p50)} · p95 ${fmt(warmup.latency.p95)} · p99 ${fmt(warmup.latency.p99)} ms`,
  );
  console.log(`enviadas: ${sentAt.size} em ${fmt(sendSeconds)} s (${fmt(result.sentPerSecond, 0)} msg/s), erros HTTP: ${errors} ${JSON.stringify(statuses)}`);
  console.log(`entregues ao outro processo: ${delivered.length}`);
  console.log(`latência de entrega (envio → socket no outro processo): p50 ${fmt(latency.p50)} ms · p95 ${fmt(latency.p95)} ms · p99 ${fmt(latency.p99)} ms · máx ${fmt(latency.max)} ms`);
  console.log(`resposta do POST (201): p50 ${fmt(postLatency.p50)} · p95 ${fmt(postLatency.p95)} · p99 ${fmt(postLatency.p99)} ms`);
  console.log(`perdidas: ${lost}`);
  console.log(`p99 de cada segundo (ms; o primeiro começa às ${measureStartedAt.toISOString().slice(11, 19)} UTC): ${seconds.map((v) => fmt(v, 0)).join(' ')}`);
  console.log(`p99 do POST em cada segundo (ms): ${postSeconds.map((v) => fmt(v, 0)).join(' ')}`);
  console.log(
    `gerador (este processo): pausas do laço de eventos > ${generatorStalls.thresholdMs} ms: ${generatorStalls.count}` +
      (generatorStalls.count ? ` (maior ${fmt(generatorStalls.maxMs, 0)} ms)` : ''),
  );
  console.log(`piso (SQL puro: insert, NOTIFY → LISTEN → leitura, ${RATE}/s): p50 ${fmt(floor.p50)} · p95 ${fmt(floor.p95)} · p99 ${fmt(floor.p99)} ms · perdidas ${floor.lost}`);
  console.log(`meta: p99 ≤ 50 ms a ${SOCKETS} sockets e ${RATE} msg/s, zero perdidas → ${met ? 'ATINGIDA' : 'NÃO ATINGIDA'}`);
  writeOutput(result);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
