// The server of `npm run test:e2e:cluster`: two instances of the real server (the `npm start`
// bundle) on one fresh PostgreSQL database, behind the round-robin proxy on E2E_PORT. Both share
// AUTH_SECRET, PUBLIC_URL (the proxy) and the private files folder; they start at the same time,
// so migrations and the demo seed run under their locks exactly as two production instances would.
//
// Env: E2E_PORT (proxy; instances on the next two ports), E2E_DATABASE_URL or TEST_DATABASE_URL
// (PostgreSQL server, default postgres://cuidar:cuidar@127.0.0.1:5432/postgres),
// E2E_CLUSTER_DATABASE (database name, default cuidar_e2e_cluster_<port>).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildServerBundle, REPO_ROOT, startServerProcess, type ServerProcess } from '../../apps/server/test/server-process';
import { startRoundRobinProxy, type RunningProxy } from './proxy';

const port = Number(process.env.E2E_PORT ?? 4173);
const adminUrl = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://cuidar:cuidar@127.0.0.1:5432/postgres';
const database = process.env.E2E_CLUSTER_DATABASE ?? `cuidar_e2e_cluster_${port}`;
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = path.join(REPO_ROOT, '.tmp', `e2e-cluster-${port}`);

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

let instances: ServerProcess[] = [];
let proxy: RunningProxy | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await proxy?.close().catch(() => undefined);
  await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
  await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
  process.exit(code);
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const bundle = await buildServerBundle('cluster-server');
  const env = {
    NODE_ENV: 'test',
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    TEST_CLOCK: 'true',
    TRUST_PROXY: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  instances = await Promise.all(
    [port + 1, port + 2].map((instancePort) => startServerProcess({ bundle, port: instancePort, env, inheritOutput: true, timeoutMs: 120_000 })),
  );
  for (const instance of instances) {
    void instance.exited.then((code) => {
      if (!stopping) {
        console.error(`[cluster] a instância na porta ${instance.port} parou (${code})`);
        void stop(1);
      }
    });
  }
  proxy = await startRoundRobinProxy({
    port,
    upstreams: instances.map((instance) => ({ host: '127.0.0.1', port: instance.port })),
    broadcastPaths: ['/api/test/'],
  });
  console.log(`[cluster] proxy ${publicUrl} → instâncias ${instances.map((i) => i.port).join(' e ')} (PostgreSQL ${database})`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
main().catch((error) => {
  console.error(error);
  void stop(1);
});
