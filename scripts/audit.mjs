#!/usr/bin/env node
// Dependency audit of production dependencies at high severity. Fails on known vulnerabilities.
// When the registry's advisory endpoint itself cannot be reached (some mirrors answer 405), it says
// so loudly and does not pretend the audit passed or failed: there is nothing to judge. With
// AUDIT_STRICT=true that case fails the step too. The rule lives in lib/audit-decision.mjs (tested).
import { spawnSync } from 'node:child_process';
import { decideAudit } from './lib/audit-decision.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
const strict = ['1', 'true', 'yes'].includes((process.env.AUDIT_STRICT ?? '').toLowerCase());
const decision = decideAudit({ stdout: run.stdout ?? '', stderr: run.stderr ?? '', strict });
const print = decision.outcome === 'pass' ? console.log : console.error;
for (const line of decision.lines) print(line);
process.exit(decision.exitCode);
