import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLockfile, parseKnownBad } from './lockfile-check.mjs';

const integrity = `sha512-${'A'.repeat(86)}==`;
const knownBad = parseKnownBad({ packages: [{ name: 'chalk', versions: ['5.6.1'], reason: 'conta comprometida' }] });
const lockWith = (packages) => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'app', workspaces: ['apps/server'] },
    'apps/server': { name: '@app/server', version: '0.1.0' },
    'node_modules/@app/server': { resolved: 'apps/server', link: true },
    'node_modules/zod': { version: '4.1.0', integrity },
    ...packages,
  },
});

describe('checkLockfile', () => {
  it('passes a lockfile whose packages all have an exact version and a sha512 integrity', () => {
    const result = checkLockfile(lockWith({ 'node_modules/a/node_modules/@b/c': { version: '1.0.0-rc.1', integrity, resolved: 'https://registry.npmjs.org/@b/c/-/c-1.0.0-rc.1.tgz' } }), knownBad);
    expect(result).toEqual({ checked: 2, problems: [] });
  });

  it('names a package without integrity, with a weak hash, or without an exact version', () => {
    const { problems } = checkLockfile(
      lockWith({
        'node_modules/sem-hash': { version: '1.0.0' },
        'node_modules/sha1': { version: '1.0.0', integrity: 'sha1-abc=' },
        'node_modules/faixa': { version: '^1.0.0', integrity },
      }),
      knownBad,
    );
    expect(problems).toEqual([
      'sem-hash (node_modules/sem-hash): sem integrity',
      'sha1 (node_modules/sha1): integrity não é sha512 (sha1-abc=…)',
      'faixa (node_modules/faixa): sem versão exata (^1.0.0)',
    ]);
  });

  it('refuses git, file and plain-http sources', () => {
    const { problems } = checkLockfile(
      lockWith({
        'node_modules/git': { version: '1.0.0', integrity, resolved: 'git+ssh://git@github.com/x/git.git#abc' },
        'node_modules/http': { version: '1.0.0', integrity, resolved: 'http://registry.example/http/-/http-1.0.0.tgz' },
        'node_modules/file': { version: '1.0.0', integrity, resolved: 'file:../file' },
      }),
      knownBad,
    );
    expect(problems).toHaveLength(3);
    for (const problem of problems) expect(problem).toMatch(/origem fora do registro por https/);
  });

  it('fails on a version from the known-bad list, nested ones included, and only on that version', () => {
    const { problems } = checkLockfile(
      lockWith({ 'node_modules/x/node_modules/chalk': { version: '5.6.1', integrity }, 'node_modules/chalk': { version: '5.6.2', integrity } }),
      knownBad,
    );
    expect(problems).toEqual(['chalk (node_modules/x/node_modules/chalk): VERSÃO SABIDAMENTE MALICIOSA chalk@5.6.1: conta comprometida']);
  });

  it('refuses an old or empty lockfile and a malformed list', () => {
    expect(checkLockfile({ lockfileVersion: 1, dependencies: {} }, knownBad).problems[0]).toMatch(/lockfileVersion 2 ou 3/);
    expect(checkLockfile({ lockfileVersion: 3, packages: { '': {} } }, knownBad).problems).toEqual(['package-lock.json não lista nenhum pacote instalado']);
    expect(() => parseKnownBad({ packages: [{ name: 'x', versions: '1.0.0' }] })).toThrow(/malformed entry/);
  });

  it("passes this repository's lockfile against this repository's list", () => {
    const root = new URL('../../', import.meta.url);
    const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
    const list = parseKnownBad(JSON.parse(readFileSync(new URL('scripts/known-bad-packages.json', root), 'utf8')));
    expect(list.size).toBeGreaterThan(20);
    const result = checkLockfile(lock, list);
    expect(result.problems).toEqual([]);
    expect(result.checked).toBeGreaterThan(500);
  });
});
