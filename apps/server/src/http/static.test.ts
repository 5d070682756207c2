import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SUPPORT_EMAIL_DEFAULT } from '@cuidar/domain/constants';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { withSupportEmail } from './server-rendered';
import { serveWebApp } from './static';

let root: string;
let app: Hono<AppEnv>;
let middleware: ReturnType<typeof serveWebApp>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cuidar-static-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.prerendered'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'assets/app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(root, '.prerendered/index.html'), '<div id="root" data-prerendered>landing</div>');
  writeFileSync(path.join(root, '.prerendered/faq.html'), '<div id="root" data-prerendered>faq</div>');
  writeFileSync(path.join(root, '.vite/manifest.json'), '{}');
  app = new Hono<AppEnv>();
  middleware = serveWebApp({ root, supportEmail: SUPPORT_EMAIL_DEFAULT });
  app.use('*', middleware);
  app.notFound((c) => c.text('404', 404));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = async (url: string) => {
  const response = await app.request(url);
  return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
};

describe('serveWebApp', () => {
  it('sends the pre-rendered HTML of a public page, with or without a trailing slash', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<div id="root" data-prerendered>landing</div>', cache: 'no-cache' });
    expect((await get('/faq')).body).toContain('faq');
    expect((await get('/faq/')).body).toContain('faq');
    expect((await get('/faq?x=1')).body).toContain('faq');
  });

  it('sends the empty shell for every other path, so the client router answers it', async () => {
    expect(await get('/dashboard/familia')).toMatchObject({ status: 200, body: '<div id="root"></div>' });
    expect(await get('/checkout/sandbox/cs_sandbox_1')).toMatchObject({ status: 200, body: '<div id="root"></div>' });
  });

  it('answers 404 for a path the app has no screen for, still sending the app (its 404 screen shows)', async () => {
    for (const path of ['/rota-que-nao-existe', '/dashboard/familia/agenda', '/faq/x', '/wp-admin']) {
      expect(await get(path), path).toMatchObject({ status: 404, body: '<div id="root"></div>', cache: 'no-cache' });
    }
    expect((await app.request('/rota-que-nao-existe', { method: 'HEAD' })).status).toBe(404);
  });

  it('serves hashed assets for a year and never the build folders', async () => {
    expect(await get('/assets/app-1234.js')).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/.prerendered/faq.html')).status).toBe(404);
    expect((await get('/assets/nao-existe.js')).status).toBe(404);
  });

  it('keeps only real files in memory: thousands of unknown URLs leave the cache as it was', async () => {
    await get('/');
    await get('/assets/app-1234.js');
    await get('/dashboard/familia'); // index.html, the shell every unknown page gets
    const before = { size: middleware.cache.size, bytes: middleware.cache.bytes };
    for (let i = 0; i < 3000; i++) {
      const path = i % 3 === 0 ? `/pagina-${i}` : i % 3 === 1 ? `/assets/nada-${i}.js` : `/a/b/c-${i}?q=${i}`;
      expect((await app.request(path)).status).toBeLessThan(500);
    }
    expect({ size: middleware.cache.size, bytes: middleware.cache.bytes }).toEqual(before);
    expect(middleware.cache.size).toBeLessThanOrEqual(5); // the files that exist
  });

  it('bounds the cache in entries and bytes, and still serves what it does not keep', async () => {
    const small = serveWebApp({ root, supportEmail: SUPPORT_EMAIL_DEFAULT, cacheLimits: { maxEntries: 2, maxBytes: 64 } });
    const tiny = new Hono<AppEnv>();
    tiny.use('*', small);
    for (let i = 0; i < 6; i++) writeFileSync(path.join(root, `assets/chunk-${i}.js`), `export const n = ${i};`);
    writeFileSync(path.join(root, 'assets/big.js'), 'x'.repeat(1000));
    for (let i = 0; i < 6; i++) expect((await tiny.request(`/assets/chunk-${i}.js`)).status).toBe(200);
    expect(small.cache.size).toBe(2);
    const big = await tiny.request('/assets/big.js');
    expect(big.status).toBe(200);
    expect((await big.text()).length).toBe(1000);
    expect(small.cache.bytes).toBeLessThanOrEqual(64);
  });
});

// docs/decisions/0062: the build writes the default support address; the server writes SUPPORT_EMAIL.
describe('the configured support address', () => {
  const configured = 'atendimento@exemplo.org';
  const page = (email: string) =>
    `<html><head><meta name="cuidar-support-email" content="${email}"></head><body><div id="root" data-prerendered><footer><a href="mailto:${email}">${email}</a></footer>${'<p>texto</p>'.repeat(100)}</div></body></html>`;
  let site: string;

  beforeAll(() => {
    site = mkdtempSync(path.join(tmpdir(), 'cuidar-static-email-'));
    mkdirSync(path.join(site, 'assets'));
    mkdirSync(path.join(site, '.prerendered'));
    writeFileSync(path.join(site, 'index.html'), page(SUPPORT_EMAIL_DEFAULT));
    // A pre-rendered page with the siblings the build compresses (scripts/compress-dist.mjs).
    const faq = page(SUPPORT_EMAIL_DEFAULT);
    writeFileSync(path.join(site, '.prerendered/faq.html'), faq);
    writeFileSync(path.join(site, '.prerendered/faq.html.br'), brotliCompressSync(faq));
    writeFileSync(path.join(site, '.prerendered/faq.html.gz'), gzipSync(faq));
    // The app's code keeps the default as its fallback; it is not a page.
    writeFileSync(path.join(site, 'assets/shell-1.js'), `const d = '${SUPPORT_EMAIL_DEFAULT}';`);
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const serve = (supportEmail: string) => {
    const served = new Hono<AppEnv>();
    served.use('*', serveWebApp({ root: site, supportEmail }));
    return served;
  };

  it('is written into every HTML file, plain and pre-compressed, and nowhere else', async () => {
    const served = serve(configured);
    const shell = await (await served.request('/dashboard/familia')).text();
    expect(shell).toBe(page(configured));
    expect(await (await served.request('/faq')).text()).toBe(page(configured));
    const br = await served.request('/faq', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(page(configured));
    const gz = await served.request('/faq', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(page(configured));
    expect(await (await served.request('/assets/shell-1.js')).text()).toContain(SUPPORT_EMAIL_DEFAULT);
  });

  it('leaves the build as it is when SUPPORT_EMAIL is the default', async () => {
    const served = serve(SUPPORT_EMAIL_DEFAULT);
    expect(await (await served.request('/faq')).text()).toBe(page(SUPPORT_EMAIL_DEFAULT));
    const br = await served.request('/faq', { headers: { 'accept-encoding': 'br' } });
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(page(SUPPORT_EMAIL_DEFAULT)));
  });

  it('escapes the address for HTML and writes replacement patterns as they are', () => {
    expect(withSupportEmail(`<a href="mailto:${SUPPORT_EMAIL_DEFAULT}">${SUPPORT_EMAIL_DEFAULT}</a>`, `o'neil+"x"&<y>@exemplo.org`)).toBe(
      `<a href="mailto:o'neil+&quot;x&quot;&amp;&lt;y&gt;@exemplo.org">o'neil+&quot;x&quot;&amp;&lt;y&gt;@exemplo.org</a>`,
    );
    expect(withSupportEmail(SUPPORT_EMAIL_DEFAULT, "$1$'$`@exemplo.org")).toBe("$1$'$`@exemplo.org");
  });
});
