#!/usr/bin/env node
// `npm run bench:web`: builds the web app and prints what the public site costs a visitor.
//   1. Sizes (gzip): the landing's HTML (pre-rendered, CSS inlined), the JavaScript each
//      pre-rendered page loads to become interactive (the modules its boot script adds after the
//      first paint: the islands of docs/decisions/0039, or the whole app) and each route's own chunk.
//   2. Lighthouse (mobile profile, Debian's Chromium) on /, /faq and a caregiver's public page, and
//      on the floor: the same pre-rendered HTML of / and /faq with no script, served by a bare
//      node:http server in this process, measured in the same run.
//   3. axe (WCAG 2.x A/AA) on /, /faq, /contato and /auth.
// Figures are printed against the budgets of issue 3, not asserted: machines differ. The e2e suite
// enforces the axe checks. Options: --no-build (reuse apps/web/dist), --sizes-only, --runs=N
// (Lighthouse runs per page, the median is printed), --json=<file> (also BENCH_OUTPUT=<file>: the
// figures as JSON, for `npm run bench`). BENCH_PORT picks the server's port (4180).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
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
const figures = { budget: null, sizes: null, lighthouse: {}, floor: {}, axe: [], load: [] };
function writeFigures() {
  if (!jsonFile) return;
  mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
  writeFileSync(jsonFile, JSON.stringify(figures, null, 2));
}

const BUDGET = { landingKb: 100, routeKb: 50, performance: 95, accessibility: 100, bestPractices: 95, seo: 95, tbtMs: 200, ofFloor: 0.9, dashboardMs: 1000 };
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

const entryKey = 'index.html';
const entryJs = jsOf(staticClosure(entryKey));
const islandsManifestFile = path.join(dist, '.vite/islands-manifest.json');
const islandsEntryFile = existsSync(islandsManifestFile) ? JSON.parse(readFileSync(islandsManifestFile, 'utf8'))['src/islands/main.tsx']?.file : undefined;

/** What a pre-rendered page loads once painted: the modules listed by its boot script. */
function pageScripts(html) {
  const list = html.match(/data-modules="([^"]*)"/)?.[1] ?? '';
  return list.split(' ').filter(Boolean).map((href) => href.replace(/^\//, ''));
}
const prerenderedDir = path.join(dist, '.prerendered');
// Written by scripts/prerender.mjs: each page's scripts at load and those of islands hydrated on scroll.
const scriptsJsonFile = path.join(prerenderedDir, 'scripts.json');
const scriptsJson = existsSync(scriptsJsonFile) ? JSON.parse(readFileSync(scriptsJsonFile, 'utf8')) : {};
const pages = readdirSync(prerenderedDir)
  .filter((f) => f.endsWith('.html'))
  .map((f) => {
    const html = readFileSync(path.join(prerenderedDir, f), 'utf8');
    const files = pageScripts(html);
    // server.<name>.html: the frame of a page the server renders at request time (docs/decisions/0049).
    const pagePath = f === 'index.html' ? '/' : f.startsWith('server.') ? `server:${f.slice('server.'.length, -'.html'.length)}` : `/${f.replace(/\.html$/, '').replace(/__/g, '/')}`;
    const onScroll = scriptsJson[pagePath]?.onScroll ?? [];
    return { path: pagePath, files, bytes: sum(files), onScroll, onScrollBytes: sum(onScroll), islands: files[0] === islandsEntryFile };
  })
  // The dashboards' shells (preloads only, no page of their own) are not public pages.
  .filter((p) => p.files.length > 0)
  .sort((a, b) => a.path.localeCompare(b.path));
const landing = pages.find((p) => p.path === '/');
const landingFiles = landing.files;
const landingBytes = landing.bytes;

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
console.log(`\nJavaScript de cada página pré-renderizada (orçamento ${BUDGET.landingKb} KB):`);
for (const p of pages) {
  const whole = p.bytes + p.onScrollBytes;
  const later = p.onScroll.length ? `; ao rolar até o fim, mais ${fmt(p.onScrollBytes)} → ${fmt(whole)} ${mark(kb(whole) <= BUDGET.landingKb)}` : '';
  console.log(`  ${mark(kb(p.bytes) <= BUDGET.landingKb)} ${p.path.padEnd(26)} ${fmt(p.bytes).padStart(9)}  ${p.islands ? 'ilhas' : 'app inteiro'} (${p.files.length} arquivos${later})`);
}
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
  pages: pages.map((p) => ({ path: p.path, jsKb: kb(p.bytes), onScrollKb: kb(p.onScrollBytes), files: p.files.length, islands: p.islands })),
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
  // A fresh database is created, migrated and seeded: about a minute on a busy 2-core machine.
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error('o servidor parou ao iniciar');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('o servidor não respondeu em 180 s');
}

/** One Lighthouse run. Asynchronous: the floor's server lives in this process and must answer meanwhile. */
async function lighthouse(url) {
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  // The report goes to a file: through a pipe, a long report was once cut short as Lighthouse exited.
  const reportDir = mkdtempSync(path.join(tmpdir(), 'cuidar-lighthouse-'));
  const reportFile = path.join(reportDir, 'report.json');
  const child = spawn(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0 || !existsSync(reportFile)) throw new Error(`Lighthouse falhou em ${url} (saída ${status}): ${stderr.slice(-2000) || stdout.slice(-2000)}`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  rmSync(reportDir, { recursive: true, force: true });
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
  // The floor: the same pre-rendered HTML with no script at all, from a bare node:http server.
  const floorPort = port + 1;
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const floorPages = { '/': 'index.html', '/faq': 'faq.html' };
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.json': 'application/json', '.webmanifest': 'application/manifest+json' };
  const floorServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', floorBase);
    const page = floorPages[url.pathname];
    if (page) {
      const html = readFileSync(path.join(prerenderedDir, page), 'utf8').replace(/<script\b[^>]*><\/script>/g, '');
      res.writeHead(200, { 'content-type': types['.html'] });
      res.end(html);
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dist) || !existsSync(file) || url.pathname.endsWith('/')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => floorServer.listen(floorPort, '127.0.0.1', resolve));

  const featured = args.has('--no-lighthouse') ? { caregivers: [] } : await (await fetch(`${baseUrl}/api/caregivers/featured?limit=1`)).json();
  const profilePath = `/cuidadores/${featured.caregivers[0]?.id}`;
  console.log(`\nLighthouse 12 (perfil móvel, ${runs} execução(ões) por página, mediana) em ${baseUrl}; piso: o mesmo HTML sem script em ${floorBase}`);
  const tbtMs = (display) => Number(String(display ?? '').replace(/[^\d.]/g, '')) || 0;
  const measure = async (url) => {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouse(url));
    const pick = (key) => median(results.map((r) => r[key]));
    const byPerf = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      tbtMs: median(results.map((r) => tbtMs(r.tbt))),
      lcp: byPerf.lcp,
      tbt: byPerf.tbt,
      cls: byPerf.cls,
      runs,
      all: results.map((r) => `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo} TBT ${r.tbt}`),
      failing: byPerf.failing,
    };
  };
  for (const page of args.has('--no-lighthouse') ? [] : ['/', '/faq', profilePath]) {
    // The page and its floor one after the other, so both see the same load on the machine.
    const r = await measure(`${baseUrl}${page}`);
    const floor = floorPages[page] ? await measure(`${floorBase}${page}`) : null;
    const label = page === profilePath ? '/cuidadores/:id' : page;
    const ofFloor = floor ? r.performance / floor.performance : null;
    console.log(
      `  ${label.padEnd(16)} Performance ${mark(r.performance >= BUDGET.performance)} ${r.performance}  Acessibilidade ${mark(r.accessibility >= BUDGET.accessibility)} ${r.accessibility}  ` +
        `Boas práticas ${mark(r.bestPractices >= BUDGET.bestPractices)} ${r.bestPractices}  SEO ${mark(r.seo >= BUDGET.seo)} ${r.seo}  TBT ${mark(r.tbtMs <= BUDGET.tbtMs)} ${r.tbt}  CLS ${r.cls}  LCP ${r.lcp}`,
    );
    if (runs > 1) console.log(`         execuções: ${r.all.join(' · ')}`);
    if (floor) {
      console.log(`         piso (sem script): Performance ${floor.performance}, TBT ${floor.tbt}, LCP ${floor.lcp}, CLS ${floor.cls} → ${mark(ofFloor >= BUDGET.ofFloor)} ${Math.round(ofFloor * 100)} % do piso`);
      if (runs > 1) console.log(`         execuções do piso: ${floor.all.join(' · ')}`);
    }
    if (r.failing.length) console.log(`         auditorias abaixo de 0,9: ${r.failing.join(', ')}`);
    figures.lighthouse[label] = { performance: r.performance, accessibility: r.accessibility, bestPractices: r.bestPractices, seo: r.seo, lcp: r.lcp, tbt: r.tbt, cls: r.cls, runs, failing: r.failing };
    if (floor) figures.floor[label] = { performance: floor.performance, lcp: floor.lcp, tbt: floor.tbt, cls: floor.cls, runs, ofFloor: Number(ofFloor.toFixed(3)) };
  }
  floorServer.close();
  figures.load.push(Number(loadavg()[0].toFixed(2)));

  const { chromium } = await import('@playwright/test');
  const { AxeBuilder } = await import('@axe-core/playwright');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // ── Signed-in screens: time to the dashboards' first content, cold cache ─────────────────────
  // A new browser context per run (no cache), signed in as the demo accounts (SEED_DEMO); the
  // clock is the page's own (performance.now() from the start of the navigation) when the page
  // header is shown and nothing in <main> is still loading. No throttling: this machine's time.
  // The demo accounts of apps/server/src/db/seed/demo.ts (DEMO_ACCOUNTS, DEMO_PASSWORD).
  const DEMO_ACCOUNTS = { familia: 'familia@demo.cuidar.com.br', cuidador: 'cuidador@demo.cuidar.com.br' };
  const DEMO_PASSWORD = 'cuidar-demo-2026';
  const dashboards = [
    { path: '/dashboard/familia', email: DEMO_ACCOUNTS.familia, heading: 'Dashboard da Família' },
    { path: '/dashboard/cuidador', email: DEMO_ACCOUNTS.cuidador, heading: 'Dashboard do Cuidador' },
  ];
  console.log(`\nPainéis: tempo até o primeiro conteúdo, cache frio (${Math.max(runs, 3)} execuções, mediana; orçamento ${BUDGET.dashboardMs} ms)`);
  figures.dashboards = {};
  for (const dashboard of dashboards) {
    const times = [];
    for (let i = 0; i < Math.max(runs, 3); i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const signIn = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        data: { email: dashboard.email, password: DEMO_PASSWORD },
        headers: { origin: baseUrl },
      });
      if (!signIn.ok()) throw new Error(`login de ${dashboard.email} falhou: ${signIn.status()}`);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${dashboard.path}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        (heading) => {
          // Runs in the page.
          const main = globalThis.document.querySelector('main');
          const h1 = globalThis.document.querySelector('h1');
          if (!main || h1?.textContent !== heading) return false;
          if (main.querySelector('[aria-busy="true"]')) return false;
          if ([...main.querySelectorAll('[role="status"]')].some((el) => /Carregando/.test(el.textContent ?? ''))) return false;
          return performance.now();
        },
        dashboard.heading,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push(Math.round(await handle.jsonValue()));
      if (process.env.BENCH_WATERFALL) {
        const entries = await page.evaluate(() =>
          globalThis.performance
            .getEntriesByType('resource')
            .map((e) => `${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 60).padEnd(60)} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`),
        );
        console.log(`    ${entries.join('\n    ')}`);
      }
      await context.close();
    }
    const ms = median(times);
    console.log(`  ${mark(ms <= BUDGET.dashboardMs)} ${dashboard.path.padEnd(22)} ${ms} ms  (execuções: ${times.join(' · ')} ms)`);
    figures.dashboards[dashboard.path] = { ms, runs: times };
  }

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
