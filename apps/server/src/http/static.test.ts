import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { serveWebApp } from './static';

let root: string;
let app: Hono<AppEnv>;

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
  app.use('*', serveWebApp({ root }));
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
    expect((await get('/dashboard/familia')).body).toBe('<div id="root"></div>');
    expect((await get('/rota-que-nao-existe')).body).toBe('<div id="root"></div>');
  });

  it('serves hashed assets for a year and never the build folders', async () => {
    expect(await get('/assets/app-1234.js')).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/.prerendered/faq.html')).status).toBe(404);
    expect((await get('/assets/nao-existe.js')).status).toBe(404);
  });
});
