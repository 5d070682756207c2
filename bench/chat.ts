import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { conversas, cuidadorProfiles, profiles, user } from '../apps/server/src/db/schema';
import { BENCH_SECRET, createSessions, fmt, freshDatabase, machine, percentile } from './support';

// npm run bench:chat — N sockets across two server processes on one PostgreSQL. Families connect to
// instance A, caregivers to instance B; families send through A at a fixed rate and we time each
// message until it reaches the caregiver's socket on B (NOTIFY across processes).
// Env: SOCKETS (2000), RATE (500 messages/s), SECONDS (20).

const SOCKETS = Number(process.env.SOCKETS ?? 2000);
const RATE = Number(process.env.RATE ?? 500);
const SECONDS = Number(process.env.SECONDS ?? 20);
const PORTS = [4811, 4812] as const;
const ORIGIN = 'http://bench.local';
const root = path.resolve(fileURLToPath(import.meta.url), '../..');

function startInstance(port: number, url: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUSTED_ORIGINS: ORIGIN,
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '20',
        AUTH_SECRET: BENCH_SECRET,
        SEED_DEMO: 'false',
        JOBS_INTERVAL_MS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start`)), 30_000);
    const poll = setInterval(() => {
      const req = request({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
        res.resume();
        if (res.statusCode === 200) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve(child);
        }
      });
      req.on('error', () => undefined);
      req.end();
    }, 200);
    child.on('exit', (code) => reject(new Error(`instance on ${port} exited with ${code}`)));
  });
}

async function main() {
  const pairs = Math.floor(SOCKETS / 2);
  console.log(`bench:chat — ${SOCKETS} sockets (${pairs} pares), ${RATE} msg/s por ${SECONDS} s, 2 processos, PostgreSQL`);
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
  const cookies = await createSessions(db.handle, everyone);

  const instances = await Promise.all(PORTS.map((port) => startInstance(port, db.url)));
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
    await Promise.all([
      ...families.slice(i, i + 100).map((id) => connect(id, PORTS[0])),
      ...caregivers.slice(i, i + 100).map((id) => connect(id, PORTS[1])),
    ]);
  }
  console.log(`${sockets.length} sockets abertos em ${fmt((performance.now() - openStart) / 1000)} s`);

  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const sentAt = new Map<string, number>();
  let errors = 0;
  const post = (index: number) => {
    const content = `m-${index}-${randomUUID().slice(0, 8)}`;
    const body = JSON.stringify({ content });
    const family = families[index % pairs]!;
    sentAt.set(content, performance.now());
    const req = request(
      {
        host: '127.0.0.1',
        port: PORTS[0],
        method: 'POST',
        path: `/api/conversations/${conversations[index % pairs]}/messages`,
        agent,
        headers: { cookie: cookies.get(family)!, origin: ORIGIN, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        if (res.statusCode !== 201) errors++;
        res.resume();
      },
    );
    req.on('error', () => errors++);
    req.end(body);
  };

  const total = RATE * SECONDS;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    post(i);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  // Let the last messages arrive.
  const deadline = performance.now() + 10_000;
  while (received.size < sentAt.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));

  const latencies = [...received].map(([content, at]) => at - sentAt.get(content)!).filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  const lost = sentAt.size - received.size;
  console.log(`máquina: ${await machine()}`);
  console.log(`enviadas: ${sentAt.size} em ${fmt(sendSeconds)} s (${fmt(sentAt.size / sendSeconds, 0)} msg/s), erros HTTP: ${errors}`);
  console.log(`entregues ao outro processo: ${received.size} (${fmt(received.size / sendSeconds, 0)} msg/s)`);
  console.log(`latência de entrega (envio → socket no outro processo): p50 ${fmt(percentile(latencies, 50))} ms · p95 ${fmt(percentile(latencies, 95))} ms · p99 ${fmt(percentile(latencies, 99))} ms · máx ${fmt(latencies.at(-1) ?? NaN)} ms`);
  console.log(`perdidas: ${lost}`);
  console.log(`meta: p99 ≤ 50 ms a ${SOCKETS} sockets e 500 msg/s, zero perdidas → ${percentile(latencies, 99) <= 50 && lost === 0 ? 'ATINGIDA' : 'NÃO ATINGIDA'}`);

  for (const ws of sockets) ws.terminate();
  agent.destroy();
  for (const child of instances) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
