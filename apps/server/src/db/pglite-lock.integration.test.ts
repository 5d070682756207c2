import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE_FILE, TMP_DIR } from '../../test/paths';
import { openDatabase } from './client';

// The embedded database keeps a pid file beside its folder. A live holder blocks a second
// process; a holder killed with SIGKILL (no chance to remove the file) must not block the restart.
// npm run test:durability proves the second case with real kills; this pins the rule itself.

const root = path.join(TMP_DIR, `pglite-lock-${process.pid}`);
const dataDir = path.join(root, 'pg');
const lockFile = path.join(root, 'pg.lock');

afterAll(() => rmSync(root, { recursive: true, force: true }));

function runChild(): { pid: number; exited: Promise<void>; kill(): void } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, exited: new Promise((resolve) => child.once('exit', () => resolve())), kill: () => child.kill('SIGKILL') };
}

describe('PGlite folder lock', () => {
  it('refuses a folder whose pid file names a live process', async () => {
    mkdirSync(root, { recursive: true });
    const holder = runChild();
    try {
      writeFileSync(lockFile, String(holder.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`já está aberto pelo processo ${holder.pid}`);
      expect(readFileSync(lockFile, 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
      await holder.exited;
    }
  });

  it('opens a folder whose holder was killed, takes the lock and releases it on close', async () => {
    const holder = runChild();
    holder.kill();
    await holder.exited;
    writeFileSync(lockFile, String(holder.pid));
    // From the migrated template: the lock is under test here, not the migrations (slow on a busy machine).
    const handle = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) });
    try {
      expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      const result = (await handle.db.execute('select 1 as one')) as unknown as { rows: { one: number }[] };
      expect(result.rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);
});
