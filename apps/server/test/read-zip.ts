import { crc32, inflateRawSync } from 'node:zlib';

// An independent ZIP reader for tests: walks the central directory from the end record, checks each
// local header against it, inflates and verifies sizes and CRCs. Throws on anything malformed.

export interface ReadZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  date: number;
  time: number;
  data: Buffer;
}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`invalid zip: ${what}`);
}

export function readZip(archive: Uint8Array): ReadZipEntry[] {
  const buf = Buffer.from(archive);
  const end = buf.length - 22;
  check(end >= 0 && buf.readUInt32LE(end) === 0x06054b50, 'end of central directory');
  const count = buf.readUInt16LE(end + 10);
  const centralSize = buf.readUInt32LE(end + 12);
  let at = buf.readUInt32LE(end + 16);
  check(at + centralSize === end, 'central directory bounds');
  const entries: ReadZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    check(buf.readUInt32LE(at) === 0x02014b50, `central header ${i}`);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const time = buf.readUInt16LE(at + 12);
    const date = buf.readUInt16LE(at + 14);
    const crc = buf.readUInt32LE(at + 16);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extra + comment;

    check(buf.readUInt32LE(localOffset) === 0x04034b50, `local header of ${name}`);
    check(buf.readUInt16LE(localOffset + 8) === method, `method of ${name}`);
    check(buf.readUInt32LE(localOffset + 14) === crc, `local crc of ${name}`);
    const localNameLength = buf.readUInt16LE(localOffset + 26);
    const localExtra = buf.readUInt16LE(localOffset + 28);
    check(buf.subarray(localOffset + 30, localOffset + 30 + localNameLength).toString('utf8') === name, `local name of ${name}`);
    const start = localOffset + 30 + localNameLength + localExtra;
    const body = buf.subarray(start, start + compressed);
    check(method === 0 || method === 8, `method ${method} of ${name}`);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    check(data.length === size, `size of ${name}`);
    check(crc32(data) === crc, `crc of ${name}`);
    entries.push({ name, method, flags, crc, date, time, data });
  }
  return entries;
}
