import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { readZip } from '../../../test/read-zip';
import { createZip } from './zip';

const tmp = mkdtempSync(path.join(tmpdir(), 'cuidar-zip-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('createZip', () => {
  const json = new TextEncoder().encode(JSON.stringify({ nome: 'Conceição Araújo', itens: Array.from({ length: 200 }, (_, i) => i) }));
  const binary = randomBytes(64 * 1024); // does not compress: stored
  const entries = [
    { name: 'meus-dados.json', data: json },
    { name: 'certificados/1-diploma-técnico.pdf', data: binary, modifiedAt: new Date('2025-01-02T12:00:00Z') },
    { name: 'vazio.txt', data: new Uint8Array() },
  ];
  const archive = createZip(entries, new Date('2026-03-15T17:45:31Z'));

  it('reads back byte for byte, with UTF-8 names, deflating all but formats compressed already', () => {
    const read = readZip(archive);
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    expect(read[0]!.method).toBe(8);
    expect(read[1]!.method).toBe(0);
    expect(read[1]!.flags & (1 << 11)).toBe(1 << 11); // 'técnico': the name is marked UTF-8
    for (const [i, entry] of read.entries()) expect(Buffer.compare(entry.data, Buffer.from(entries[i]!.data))).toBe(0);
  });

  it('stores São Paulo wall time with two-second precision, whatever zone the server runs in', () => {
    const read = readZip(archive);
    // 2026-03-15 17:45:31 UTC is 14:45:31 in São Paulo (UTC−3); 2025-01-02 12:00 UTC is 09:00.
    expect(read[0]!.date).toBe(((2026 - 1980) << 9) | (3 << 5) | 15);
    expect(read[0]!.time).toBe((14 << 11) | (45 << 5) | 15);
    expect(read[1]!.date).toBe(((2025 - 1980) << 9) | (1 << 5) | 2);
    expect(read[1]!.time).toBe(9 << 11);
  });

  it('opens with fflate too, every file as it went in', () => {
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(entries.map((e) => e.name));
    for (const entry of entries) expect(Buffer.compare(Buffer.from(files[entry.name]!), Buffer.from(entry.data))).toBe(0);
  });

  it.runIf(spawnSync('unzip', ['-v']).status === 0)('passes unzip -t and extracts the same bytes', () => {
    const file = path.join(tmp, 'export.zip');
    writeFileSync(file, archive);
    const test = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(test.status, test.stdout + test.stderr).toBe(0);
    expect(test.stdout).toContain('No errors detected');
    const listing = spawnSync('unzip', ['-Z1', file], { encoding: 'utf8' });
    expect(listing.stdout.trim().split('\n')).toEqual(entries.map((e) => e.name));
    const extracted = spawnSync('unzip', ['-p', file, 'meus-dados.json']);
    expect(extracted.stdout.toString('utf8')).toBe(new TextDecoder().decode(json));
  });

  it('an empty archive is still a valid archive', () => {
    const empty = createZip([]);
    expect(empty.length).toBe(22);
    expect(readZip(empty)).toEqual([]);
  });

  it.each(['../fora.txt', '/absoluto.txt', 'pasta\\arquivo.txt', 'a//b.txt', 'a/./b.txt', '', 'nome\u0000.txt', '12'])(
    'refuses the unsafe name %j',
    (name) => {
      expect(() => createZip([{ name, data: new Uint8Array([1]) }])).toThrow(/invalid zip entry name/);
    },
  );

  it('refuses two entries with the same name', () => {
    const data = new Uint8Array([1]);
    expect(() => createZip([{ name: 'a.txt', data }, { name: 'a.txt', data }])).toThrow(/duplicate/);
  });
});
