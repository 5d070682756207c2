import { deflateRawSync } from 'node:zlib';
import { saoPauloOffsetMinutes } from '@cuidar/domain/time';

// A minimal ZIP writer (PKWARE APPNOTE 6.3, the subset every unzip tool reads): stored or deflated
// entries, UTF-8 names, one central directory, no ZIP64, no encryption. The archive is built in
// memory: an export holds one JSON and at most ten files of 5 MB.

export interface ZipEntry {
  /** Path inside the archive, with '/' between folders ('certificados/diploma.pdf'). */
  name: string;
  data: Uint8Array;
  modifiedAt?: Date;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION_NEEDED = 20; // 2.0: deflate and folders
const VERSION_MADE_BY = (3 << 8) | 20; // Unix, spec 2.0: external attributes carry permissions
const FLAG_UTF8_NAMES = 1 << 11;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const UNIX_FILE_0644 = (0o100644 << 16) >>> 0;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3), as ZIP stores it. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time (2-second precision, years 1980–2107) in São Paulo wall time. */
export function dosDateTime(instant: Date): { date: number; time: number } {
  const wall = new Date(instant.getTime() + saoPauloOffsetMinutes(instant) * 60_000);
  const year = Math.min(Math.max(wall.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((wall.getUTCMonth() + 1) << 5) | wall.getUTCDate(),
    time: (wall.getUTCHours() << 11) | (wall.getUTCMinutes() << 5) | Math.floor(wall.getUTCSeconds() / 2),
  };
}

/** A safe relative path: no absolute paths, no '..', no backslashes or control characters. */
function assertEntryName(name: string): void {
  const parts = name.split('/');
  const bad =
    name === '' ||
    name.startsWith('/') ||
    /[\\\p{Cc}]/u.test(name) ||
    parts.some((part) => part === '' || part === '.' || part === '..');
  if (bad) throw new Error(`invalid zip entry name: ${JSON.stringify(name)}`);
}

/** Builds the archive. Entries keep their order; names must be unique. */
export function createZip(entries: readonly ZipEntry[], defaultModifiedAt: Date = new Date()): Uint8Array {
  if (entries.length > MAX_16) throw new Error('too many zip entries');
  const encoder = new TextEncoder();
  const seen = new Set<string>();
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;

  for (const entry of entries) {
    assertEntryName(entry.name);
    if (seen.has(entry.name)) throw new Error(`duplicate zip entry name: ${entry.name}`);
    seen.add(entry.name);
    const name = encoder.encode(entry.name);
    if (name.length > MAX_16) throw new Error('zip entry name too long');

    const deflated = deflateRawSync(entry.data, { level: 6 });
    // Already-compressed files (PDF, JPEG, PNG) often do not shrink: those are stored as they are.
    const useDeflate = deflated.length < entry.data.length;
    const body = useDeflate ? deflated : entry.data;
    const crc = crc32(entry.data);
    const { date, time } = dosDateTime(entry.modifiedAt ?? defaultModifiedAt);
    if (entry.data.length > MAX_32 || offset + 30 + name.length + body.length > MAX_32) throw new Error('zip archive too large');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(FLAG_UTF8_NAMES, 6);
    local.writeUInt16LE(useDeflate ? METHOD_DEFLATED : METHOD_STORED, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field

    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    header.writeUInt16LE(VERSION_NEEDED, 6);
    header.writeUInt16LE(FLAG_UTF8_NAMES, 8);
    header.writeUInt16LE(useDeflate ? METHOD_DEFLATED : METHOD_STORED, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(entry.data.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt16LE(0, 30); // extra field length
    header.writeUInt16LE(0, 32); // comment length
    header.writeUInt16LE(0, 34); // disk number
    header.writeUInt16LE(0, 36); // internal attributes
    header.writeUInt32LE(UNIX_FILE_0644, 38);
    header.writeUInt32LE(offset, 42);

    chunks.push(local, name, body);
    central.push(header, name);
    offset += local.length + name.length + body.length;
  }

  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  if (offset + centralSize > MAX_32) throw new Error('zip archive too large');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(0, 4); // this disk
  end.writeUInt16LE(0, 6); // disk with the central directory
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20); // comment length

  return Buffer.concat([...chunks, ...central, end]);
}
