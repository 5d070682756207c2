#!/usr/bin/env node
// Dependency audit of production dependencies at high severity. Fails on known vulnerabilities.
// When the registry's advisory endpoint itself cannot be reached (some mirrors answer 405), it says
// so loudly and does not pretend the audit passed or failed: there is nothing to judge.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
if (report.statusCode && !report.metadata) {
  console.warn(`AVISO: auditoria indisponível neste registro (${report.message}). Nenhum resultado a avaliar.`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`Vulnerabilidades (dependências de produção): ${JSON.stringify(counts)}`);
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.error(`- ${name} (${v.severity}): ${v.range}`);
  }
  process.exit(1);
}
