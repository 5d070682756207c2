import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { isKnownWebPath } from '@cuidar/domain/routes';
import { createMiddleware } from 'hono/factory';
import { BoundedCache } from '../bounded-cache';
import type { AppEnv } from '../context';
import { requestHeader } from './node';
import { withSupportEmail } from './server-rendered';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

interface CachedFile {
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  type: string;
  immutable: boolean;
}

/** The pre-rendered HTML of a public page (scripts/prerender.mjs), e.g. 'faq' → .prerendered/faq.html. */
function prerenderedPage(relative: string): string {
  return path.join('.prerendered', `${relative === '' ? 'index' : relative.replace(/\//g, '__')}.html`);
}

/** Limits of the in-memory copy of the build (the whole build is well under them today). */
export const STATIC_CACHE_LIMITS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/**
 * An HTML file of the build gets the configured support address in place of the default
 * (docs/decisions/0062). Its pre-compressed siblings carry the default, so they are compressed
 * again from the new bytes, as the build compresses them (scripts/compress-dist.mjs).
 */
function writeSupportEmail(file: CachedFile, supportEmail: string): void {
  const html = Buffer.from(file.body).toString('utf8');
  const substituted = withSupportEmail(html, supportEmail);
  if (substituted === html) return;
  file.body = Buffer.from(substituted, 'utf8');
  if (file.br) file.br = brotliCompressSync(file.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  if (file.gzip) file.gzip = gzipSync(file.body, { level: 9 });
}

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; index.html is
 * served for every other path so the client router can answer it (including its 404 page, sent with
 * status 404), except the public pages written to HTML at build time, which are sent as such.
 * Pre-compressed .br/.gz siblings written by the build are sent when the browser accepts them.
 * Every HTML file carries `supportEmail` (SUPPORT_EMAIL) where the build wrote the default one.
 * Files are kept in memory once read, only real files (a miss is never remembered, so unknown URLs
 * cost no memory) and within STATIC_CACHE_LIMITS.
 */
export function serveWebApp(options: { root: string; supportEmail: string; cacheLimits?: { maxEntries: number; maxBytes: number } }) {
  const root = path.resolve(options.root);
  const cache = new BoundedCache<string, CachedFile>({
    ...(options.cacheLimits ?? STATIC_CACHE_LIMITS),
    sizeOf: (file) => file.body.byteLength + (file.br?.byteLength ?? 0) + (file.gzip?.byteLength ?? 0),
  });

  function load(relative: string): CachedFile | null {
    // path.join normalises '..'; anything that leaves the root is refused.
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return null;
    const cached = cache.get(file);
    if (cached) return cached;
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    const entry: CachedFile = {
      body: readFileSync(file),
      type: types[path.extname(file)] ?? 'application/octet-stream',
      immutable: relative.startsWith(`assets${path.sep}`) || relative.startsWith('assets/'),
    };
    if (existsSync(`${file}.br`)) entry.br = readFileSync(`${file}.br`);
    if (existsSync(`${file}.gz`)) entry.gzip = readFileSync(`${file}.gz`);
    if (entry.type === types['.html']) writeSupportEmail(entry, options.supportEmail);
    cache.set(file, entry);
    return entry;
  }

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    const relative = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
    const looksLikeFile = path.extname(relative) !== '';
    // Build output in dot-folders (the manifest, the pre-rendered pages) is not served as files.
    const hidden = relative.split('/').some((part) => part.startsWith('.'));
    const page = looksLikeFile || hidden ? null : load(prerenderedPage(relative)) ?? load('index.html');
    const asset = relative && !hidden ? load(relative) : null;
    const file = asset || page;
    if (!file) return next();
    // A path the app has no screen for still gets the app (it shows 'Página não encontrada'), but
    // with 404: crawlers and monitors must not take it for a page.
    const status = asset || isKnownWebPath(pathname) ? 200 : 404;

    const accept = requestHeader(c, 'accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
  });
  return Object.assign(middleware, { cache });
}
