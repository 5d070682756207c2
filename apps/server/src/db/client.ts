import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../env';
import { MIGRATIONS_FOLDER } from '../paths';
import { withRetries } from './retry';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is under it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Code that may run inside or outside a transaction takes this. */
export type Executor = Database | Transaction;


export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server's connection string (PostgreSQL only): a second instance can open the same database. */
  url?: string;
  /**
   * Subscribes to a NOTIFY channel on this process's single listening connection. When that
   * connection is lost it is opened again (PostgreSQL only), and `onReconnect` runs once it listens
   * again: whatever was notified in between is gone, so the subscriber must catch up by reading.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same name (a PostgreSQL advisory lock
   * held on a connection of its own; PGlite has one process by construction). For start-up steps
   * such as seeding, which instances starting together must not do twice.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (tests start from a migrated copy). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite in `dataDir`. */
  url?: string | undefined;
  /** Folder of the embedded database, or 'memory://' for a throwaway one. */
  dataDir?: string;
  /** PGlite only: start from this dump instead of an empty or existing folder. */
  loadDataDir?: Blob;
  poolSize?: number;
}

// Extensions the migrations create. PGlite only has those it is given here.
export const pgliteExtensions = { pg_trgm, btree_gist, unaccent };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE)
    : openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A lost idle client must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;

  // One LISTEN connection per process, opened on first use and shared by every channel. A lost
  // connection (PostgreSQL restarted, a proxy or the network cut it) is replaced with growing
  // delays, its channels listened to again, and the subscribers told to catch up: a process that
  // stayed deaf would leave every socket on it without live updates until the process restarts.
  let listener: Promise<pg.Client> | undefined;
  let closing = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();

  async function openListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) console.error('[db] listener error:', error.message);
      client.end().catch(() => undefined);
      if (!closing) scheduleReconnect(0);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  }

  function scheduleReconnect(attempt: number) {
    listener = undefined;
    const delay = Math.min(30_000, 250 * 2 ** attempt);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (closing) return;
      const next = openListener();
      listener = next;
      next.then(
        () => {
          for (const handler of reconnectHandlers) handler();
        },
        (error: Error) => {
          console.error('[db] listener reconnect failed:', error.message);
          if (listener === next && !closing) scheduleReconnect(attempt + 1);
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  async function listenerClient(): Promise<pg.Client> {
    listener ??= openListener();
    try {
      return await listener;
    } catch (error) {
      listener = undefined;
      throw error;
    }
  }

  return {
    db,
    kind: 'postgres',
    url,
    async listen(channel, onPayload, onReconnect) {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      const client = await listenerClient();
      if (isNew) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      set.add(onPayload);
      if (onReconnect) reconnectHandlers.add(onReconnect);
      return async () => {
        set.delete(onPayload);
        if (onReconnect) reconnectHandlers.delete(onReconnect);
      };
    },
    async migrate() {
      // Several instances may start together: an advisory lock lets one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    async exclusive(name, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [`cuidar:${name}`]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [`cuidar:${name}`]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      closing = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (listener) await listener.then((client) => client.end()).catch(() => undefined);
      await pool.end();
    },
  };
}

const PGLITE_OPEN_ATTEMPTS = 3;

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const isMemory = dataDir.startsWith('memory://');
  const releaseLock = isMemory ? () => undefined : lockDataDir(dataDir);
  let client: PGlite;
  try {
    // Tried again before giving up: PGlite's start once failed in CI ('PGlite failed to initialize
    // properly') on the first open of a folder another process had just closed cleanly, on a machine
    // under heavy load, and three more runs of that test (two under load) did not fail. A folder that really
    // cannot open fails every attempt and the last error is thrown, as before.
    client = await withRetries(
      () =>
        PGlite.create(isMemory ? dataDir : path.resolve(dataDir), {
          extensions: pgliteExtensions,
          ...(loadDataDir ? { loadDataDir } : {}),
        }),
      {
        attempts: PGLITE_OPEN_ATTEMPTS,
        pauseMs: 500,
        onRetry: (error, n) => console.warn(`[db] o banco embutido não abriu (tentativa ${n} de ${PGLITE_OPEN_ATTEMPTS}); nova tentativa:`, error),
      },
    );
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const queues = new Map<string, Promise<unknown>>();
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    // One process owns the folder; serializing within it is all the exclusion there is to do.
    exclusive(name, work) {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(work, work);
      queues.set(name, run.catch(() => undefined));
      return run;
    },
    async close() {
      await client.close();
      releaseLock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * PGlite does not lock its folder and two processes writing it would corrupt it, so we keep
 * a pid file beside it and refuse to open a folder a live process holds.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `O banco embutido em ${dataDir} já está aberto pelo processo ${pid}. ` +
          'Encerre-o ou use DATABASE_URL para rodar vários processos sobre um PostgreSQL.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Publishes an event to every server process. Payloads carry ids only. */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Publishes several events in one statement, in order: the payloads travel as one JSON array. */
export async function notifyMany(db: Executor, channel: string, payloads: string[]): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, payload) from json_array_elements_text(${JSON.stringify(payloads)}::json) as payload`);
}

/** Whether statements on `db` run inside a transaction (a NOTIFY there is delivered at its commit). */
export function isTransaction(db: Executor): db is Transaction {
  return is(db, PgTransaction);
}
