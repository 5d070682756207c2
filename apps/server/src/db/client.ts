import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
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
  /** Subscribes to a NOTIFY channel on this process's single listening connection. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
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
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A lost idle client must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;

  // One LISTEN connection per process, opened on first use and shared by every channel.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', (error) => console.error('[db] listener error:', error.message));
    await client.connect();
    listener = client;
    return client;
  }

  return {
    db,
    kind: 'postgres',
    url,
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
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
      if (listener) await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const isMemory = dataDir.startsWith('memory://');
  const releaseLock = isMemory ? () => undefined : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(isMemory ? dataDir : path.resolve(dataDir), {
      extensions: pgliteExtensions,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
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
