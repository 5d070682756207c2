import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { PGLITE_TEMPLATE_FILE, TEMPLATE_DB, TMP_DIR } from './paths';

// Migrates one database per run; every test file then starts from a copy of it:
// on PGlite a dump loaded into memory, on PostgreSQL `CREATE DATABASE … TEMPLATE`.

export default async function setup() {
  mkdirSync(TMP_DIR, { recursive: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
    await handle.migrate();
    await handle.close();
    return;
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const dump = await handle.dumpDataDir!();
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
