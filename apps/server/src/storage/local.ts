import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './storage';

/**
 * Files in a private folder (DATA_DIR/uploads by default). Written to a temporary name and renamed,
 * so a crash never leaves half a file under the real name; readable by the server's user only.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the key pattern already forbids '..', but never leave the folder.
    if (!file.startsWith(base + path.sep)) throw new Error(`storage key outside the folder: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body, { mode: 0o600, flag: 'wx' });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
