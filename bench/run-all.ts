// `npm run bench`: every benchmark, one after the other, each in its own process (each one can
// also run alone: npm run bench:<name>), then bench/REPORT.md with every figure, the machine, the
// date, the load average of the machine while each ran, and the ratios against the bare floors.
//
//   npm run bench                         all of them (≈ 10 minutes; the search seeds 100 000 caregivers)
//   npm run bench -- --only=floors,sign-in   some of them; the report keeps the others' last figures
//   npm run bench -- --report                only rewrite bench/REPORT.md from the last figures
//
// Figures are kept in bench/results/latest/<name>.json. Measure on a quiet machine: every figure
// is printed with the 1-minute load average, and a busy machine makes every latency worse.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderReport, type Figures } from './report';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const resultsDir = path.join(root, 'bench/results/latest');

const BENCHES = [
  { name: 'floors', command: ['--import', 'tsx', 'bench/floors.ts'] },
  { name: 'sign-in', command: ['--import', 'tsx', 'bench/sign-in.ts'] },
  { name: 'mixed', command: ['--import', 'tsx', 'bench/mixed.ts'] },
  { name: 'payments', command: ['--import', 'tsx', 'bench/booking-payments.ts'] },
  { name: 'search', command: ['--import', 'tsx', 'bench/search.ts'] },
  { name: 'chat', command: ['--import', 'tsx', 'bench/chat.ts'] },
  { name: 'web', command: ['scripts/bench-web.mjs'] },
] as const;
type BenchName = (typeof BENCHES)[number]['name'];

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const reportOnly = args.includes('--report');

function run(bench: (typeof BENCHES)[number]): Promise<number> {
  return new Promise((resolve) => {
    console.log(`\n━━ ${bench.name} ━━ (carga ${os.loadavg()[0]!.toFixed(2)})`);
    const child = spawn(process.execPath, [...bench.command], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_OUTPUT: path.join(resultsDir, `${bench.name}.json`) },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const failed: string[] = [];
  if (!reportOnly) {
    for (const bench of BENCHES) {
      if (only && !only.includes(bench.name)) continue;
      if ((await run(bench)) !== 0) failed.push(bench.name);
    }
  }
  const figures: Figures = {};
  for (const bench of BENCHES) {
    const file = path.join(resultsDir, `${bench.name}.json`);
    if (!existsSync(file)) continue;
    (figures as Record<BenchName, unknown>)[bench.name] = { ...JSON.parse(readFileSync(file, 'utf8')), measuredAt: statSync(file).mtime.toISOString() };
  }
  const report = renderReport(figures, { generatedAt: new Date(), cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? '', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version });
  writeFileSync(path.join(root, 'bench/REPORT.md'), report);
  console.log(`\nbench/REPORT.md escrito${failed.length ? `; falharam: ${failed.join(', ')}` : ''}`);
  if (failed.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
