import { saoPauloWallClock } from '@cuidar/domain/time';
import { zipSync, type Zippable } from 'fflate';

// The export's archive, written by fflate. What stays ours: which names are safe, which files are
// worth deflating, and that times inside the archive read as São Paulo's clock. It is built in
// memory: an export holds one JSON and at most ten files of 5 MB.

export interface ZipEntry {
  /** Path inside the archive, with '/' between folders ('certificados/diploma.pdf'). */
  name: string;
  data: Uint8Array;
  modifiedAt?: Date;
}

/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const COMPRESSED = /\.(pdf|jpe?g|png|webp|gif|zip|gz)$/i;
const UNIX = 3;
const UNIX_FILE_0644 = 0o100644 << 16;

/** A safe relative path: no absolute paths, no '..', no backslashes or control characters. */
function assertEntryName(name: string): void {
  const parts = name.split('/');
  const bad =
    name === '' ||
    name.startsWith('/') ||
    /[\\\p{Cc}]/u.test(name) ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    // A key like '12' would jump ahead of the others in the object fflate reads.
    /^\d+$/.test(name);
  if (bad) throw new Error(`invalid zip entry name: ${JSON.stringify(name)}`);
}

/** Builds the archive. Entries keep their order; names must be unique. */
export function createZip(entries: readonly ZipEntry[], defaultModifiedAt: Date = new Date()): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) {
    assertEntryName(entry.name);
    if (Object.hasOwn(files, entry.name)) throw new Error(`duplicate zip entry name: ${entry.name}`);
    files[entry.name] = [
      entry.data,
      {
        level: COMPRESSED.test(entry.name) ? 0 : 6,
        // ZIP keeps a clock time with no zone, read by fflate from the Date's local fields.
        mtime: saoPauloWallClock(entry.modifiedAt ?? defaultModifiedAt),
        os: UNIX,
        attrs: UNIX_FILE_0644,
      },
    ];
  }
  return zipSync(files);
}
