#!/usr/bin/env node
// `npm run bench:web`: builds the web app and prints what the public site costs a visitor.
//   1. Sizes (gzip) from the Vite build manifest: the landing's HTML (pre-rendered, CSS inlined),
//      the JavaScript it loads to become interactive (entry + landing route and their static
//      imports; fetched only after the first paint) and each route's own chunk.
//   2. Lighthouse (mobile profile, Debian's Chromium) on / and /faq.
//   3. axe (WCAG 2.x A/AA) on /, /faq, /contato and /auth.
// Figures are printed against the budgets of issue 3, not asserted: machines differ. The e2e suite
// enforces the axe checks. Options: --no-build (reuse apps/web/dist), --sizes-only, --runs=N
// (Lighthouse runs per page, the median is printed), --json=<file> (also BENCH_OUTPUT=<file>: the
// figures as JSON, for `npm run bench`). BENCH_PORT picks the server's port (4180).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist');
const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
const port = Number(process.env.BENCH_PORT ?? 4180);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const jsonFile = [...args].find((a) => a.startsWith('--json='))?.slice('--json='.length) ?? process.env.BENCH_OUTPUT;
/** Everything printed, as data (written to jsonFile at the end). */
const figures = { budget: null, sizes: null, lighthouse: {}, axe: [], load: [] };
function writeFigures() {
  if (!jsonFile) return;
  mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
  writeFileSync(jsonFile, JSON.stringify(figures, null, 2));
}

const BUDGET = { landingKb: 100, routeKb: 50, performance: 95, accessibility: 100, bestPractices: 95, seo: 95 };
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;
const mark = (ok) => (ok ? '✓' : '✗');

// ── 1. Sizes ────────────────────────────────────────────────────────────────────────────────

if (!args.has('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('apps/web/dist/.vite/manifest.json não existe: rode sem --no-build.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
/** A manifest key and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
  return seen;
}
const jsOf = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const sum = (files) => [...new Set(files)].reduce((total, f) => total + gzipSize(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const landingKey = 'src/routes/landing.tsx';
const entryClosure = staticClosure(entryKey);
const landingFiles = jsOf(new Set([...entryClosure, ...staticClosure(landingKey)]));
const landingBytes = sum(landingFiles);
const entryJs = jsOf(entryClosure);

// The landing's first paint needs its HTML only: scripts are added after the first frame.
const landingHtml = readFileSync(path.join(dist, '.prerendered/index.html'));
const landingHtmlBytes = gzipSync(landingHtml, { level: 9 }).length;
const scriptsBeforePaint = /<script(?![^>]*\bdefer\b)[^>]*\bsrc=|<link[^>]*rel="modulepreload"/.test(landingHtml.toString('utf8'));

const routes = Object.keys(manifest)
  .filter((k) => k.startsWith('src/routes/'))
  .map((k) => {
    const own = gzipSize(manifest[k].file);
    // Shared chunks this route adds to what the entry already brought.
    const extra = sum(jsOf(staticClosure(k)).filter((f) => f !== manifest[k].file && !entryJs.includes(f)));
    return { route: k.replace('src/routes/', '').replace(/\.tsx$/, ''), own, extra };
  })
  .sort((a, b) => b.own - a.own);

console.log('\nLanding (gzip, nível 9)');
console.log(`  ${mark(!scriptsBeforePaint)} JavaScript antes da primeira pintura: ${scriptsBeforePaint ? 'há scripts bloqueando' : '0 KB'} (HTML pré-renderizado, ${fmt(landingHtmlBytes)} com o CSS embutido)`);
console.log(`  ${mark(kb(landingBytes) <= BUDGET.landingKb)} JavaScript para ficar interativa: ${fmt(landingBytes)} (orçamento ${BUDGET.landingKb} KB; ${landingFiles.length} arquivos, baixados depois da primeira pintura)`);
for (const file of [...new Set(landingFiles)].sort((a, b) => gzipSize(b) - gzipSize(a))) console.log(`      ${file.padEnd(44)} ${fmt(gzipSize(file)).padStart(9)}`);
console.log(`\nChunk próprio de cada rota (orçamento ${BUDGET.routeKb} KB) — e o que ela soma além do que a entrada já trouxe:`);
for (const r of routes) {
  console.log(`  ${mark(kb(r.own) <= BUDGET.routeKb)} ${r.route.padEnd(32)} ${fmt(r.own).padStart(9)}   +${fmt(r.extra).padStart(9)} compartilhado`);
}
figures.budget = BUDGET;
figures.sizes = {
  landingHtmlKb: kb(landingHtmlBytes),
  scriptsBeforePaint,
  landingJsKb: kb(landingBytes),
  landingFiles: landingFiles.length,
  routes: routes.map((r) => ({ route: r.route, ownKb: kb(r.own), sharedKb: kb(r.extra) })),
};
if (args.has('--sizes-only')) {
  writeFigures();
  process.exit(0);
}

// ── 2 and 3. Lighthouse and axe against the real server ──────────────────────────────────────

const dataDir = path.join(root, '.tmp', `bench-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('o servidor parou ao iniciar');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('o servidor não respondeu em 60 s');
}

function lighthouse(url) {
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  const run = spawnSync(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (run.status !== 0) throw new Error(`lighthouse falhou em ${url}: ${run.stderr.slice(-2000)}`);
  const report = JSON.parse(run.stdout);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint']?.displayValue,
    tbt: report.audits['total-blocking-time']?.displayValue,
    cls: report.audits['cumulative-layout-shift']?.displayValue,
    failing,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForServer();
  // Lighthouse multiplies the main-thread time it observes: on a busy machine TBT and Performance
  // come out worse than on a phone. The load average is printed to read the figures.
  const { loadavg, cpus } = await import('node:os');
  console.log(`\nCarga da máquina: ${loadavg().map((l) => l.toFixed(1)).join(' ')} em ${cpus().length} núcleos`);
  figures.load.push(Number(loadavg()[0].toFixed(2)));
  console.log(`\nLighthouse 12 (perfil móvel, ${runs} execução(ões) por página, mediana) em ${baseUrl}`);
  for (const page of ['/', '/faq']) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const r = lighthouse(`${baseUrl}${page}`);
      results.push(r);
      if (runs > 1) console.log(`         execução ${i + 1}: ${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo} (LCP ${r.lcp}, TBT ${r.tbt})`);
    }
    const pick = (key) => median(results.map((r) => r[key]));
    const perf = pick('performance');
    const a11y = pick('accessibility');
    const bp = pick('bestPractices');
    const seo = pick('seo');
    const last = results.at(-1);
    console.log(
      `  ${page.padEnd(6)} Performance ${mark(perf >= BUDGET.performance)} ${perf}  Acessibilidade ${mark(a11y >= BUDGET.accessibility)} ${a11y}  ` +
        `Boas práticas ${mark(bp >= BUDGET.bestPractices)} ${bp}  SEO ${mark(seo >= BUDGET.seo)} ${seo}   (medianas; CLS ${last.cls})`,
    );
    if (last.failing.length) console.log(`         auditorias abaixo de 0,9: ${last.failing.join(', ')}`);
    figures.lighthouse[page] = { performance: perf, accessibility: a11y, bestPractices: bp, seo, lcp: last.lcp, tbt: last.tbt, cls: last.cls, runs, failing: last.failing };
  }

  const { chromium } = await import('@playwright/test');
  const { AxeBuilder } = await import('@axe-core/playwright');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log('\naxe (WCAG 2.0/2.1/2.2 A e AA)');
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
    const page = await context.newPage();
    for (const route of ['/', '/faq', '/contato', '/auth']) {
      await page.goto(`${baseUrl}${route}`);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const detail = violations.map((v) => `${v.id} (${v.nodes.length})`).join(', ');
      console.log(`  ${mark(violations.length === 0)} ${String(width).padStart(4)} px ${route.padEnd(9)} ${violations.length} violações${detail ? `: ${detail}` : ''}`);
      figures.axe.push({ width, route, violations: violations.length, detail });
    }
    await context.close();
  }
  await browser.close();
  figures.load.push(Number(loadavg()[0].toFixed(2)));
  writeFigures();
} finally {
  stopServer();
}
