#!/usr/bin/env node
// Dependency checks, in two parts:
// 1. Offline, always: package-lock.json pins every package to an exact version with a sha512
//    integrity hash, from the registry over https, and holds no version from
//    scripts/known-bad-packages.json (malicious or sabotaged releases). Fails on any problem.
// 2. `npm audit` of production dependencies at high severity, which needs the registry. Fails on
//    known vulnerabilities. When the registry cannot answer (some mirrors answer 405) it prints
//    NOT CHECKED and exits 2, never 0: nothing was judged. AUDIT_STRICT=true makes that exit 1.
// The rules live in lib/lockfile-check.mjs and lib/audit-decision.mjs (tested).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { decideAudit } from './lib/audit-decision.mjs';
import { checkLockfile, parseKnownBad } from './lib/lockfile-check.mjs';

const root = new URL('../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
const knownBad = parseKnownBad(JSON.parse(readFileSync(new URL('scripts/known-bad-packages.json', root), 'utf8')));
const offline = checkLockfile(lock, knownBad);
if (offline.problems.length) {
  console.error(`FALHOU: package-lock.json (${offline.checked} pacotes verificados):`);
  for (const problem of offline.problems) console.error(`- ${problem}`);
  process.exit(1);
}
console.log(`package-lock.json: ${offline.checked} pacotes com versão exata e integrity sha512; nenhum da lista de versões maliciosas (${knownBad.size} pacotes).`);

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8', cwd: new URL('.', root).pathname });
const strict = ['1', 'true', 'yes'].includes((process.env.AUDIT_STRICT ?? '').toLowerCase());
const decision = decideAudit({ stdout: run.stdout ?? '', stderr: run.stderr ?? '', strict });
const print = decision.outcome === 'pass' ? console.log : console.error;
for (const line of decision.lines) print(line);
process.exit(decision.exitCode);
