import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { CaregiverPageDto } from '@cuidar/domain/caregiver-page';
import { SUPPORT_EMAIL_DEFAULT } from '@cuidar/domain/constants';
import type { Context } from 'hono';
import { requestHeader } from './node';

/**
 * Pages the server renders at request time (docs/decisions/0049). The web build writes, for each,
 * its frame (`dist/.prerendered/server.<name>.html`: the public layout, islands and scripts of a
 * pre-rendered page, with one `<template data-server-slot="name">` marker) and exports the function
 * that renders the slot from the page's data (`apps/web/.ssr-build/prerender.js`). The server loads
 * both once, on the first such request, and puts the two together.
 */
export interface WebRenderFunctions {
  renderCaregiverPage(caregiver: CaregiverPageDto): { html: string; title: string };
}

export type ServerRenderedPage = 'caregiver';

export interface ServerRenderer {
  /** The build's render functions, or null when the web app was built without them. */
  functions(): Promise<WebRenderFunctions | null>;
  /** The page `name` with its slot filled and its title set, or null when its frame is missing. */
  page(name: ServerRenderedPage, slotHtml: string, title: string): string | null;
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
export const slotMarker = (name: string) => `<template data-server-slot="${name}"></template>`;

/**
 * A page of the build with the configured support address (docs/decisions/0062): the build writes
 * the default (SUPPORT_EMAIL_DEFAULT) in every place a page shows it, links and the
 * `<meta name="cuidar-support-email">` the web app reads included, and never anything else there.
 */
export function withSupportEmail(html: string, supportEmail: string): string {
  if (supportEmail === SUPPORT_EMAIL_DEFAULT) return html;
  const configured = escapeHtml(supportEmail);
  return html.replaceAll(SUPPORT_EMAIL_DEFAULT, () => configured);
}

export function serverRenderer(webRoot: string, supportEmail: string, ssrModule = path.resolve(webRoot, '../.ssr-build/prerender.js')): ServerRenderer {
  let loaded: Promise<WebRenderFunctions | null> | null = null;
  const frames = new Map<string, string | null>();
  return {
    functions() {
      loaded ??= existsSync(ssrModule) ? (import(pathToFileURL(ssrModule).href) as Promise<WebRenderFunctions>) : Promise.resolve(null);
      return loaded;
    },
    page(name, slotHtml, title) {
      if (!frames.has(name)) {
        const file = path.join(webRoot, '.prerendered', `server.${name}.html`);
        // The frame (layout, footer, help) gets the configured support address; the slot is the caregiver's own words.
        frames.set(name, existsSync(file) ? withSupportEmail(readFileSync(file, 'utf8'), supportEmail) : null);
      }
      const frame = frames.get(name);
      if (!frame?.includes(slotMarker(name))) return null;
      const titled = frame
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(/(<meta property="og:title" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${escapeHtml(title)}${close}`);
      return titled.replace(slotMarker(name), () => slotHtml);
    },
  };
}

/** An HTML answer, compressed as the browser accepts (brotli at a speed fit for each request, or gzip). */
export function htmlResponse(c: Context, html: string, init: { status?: 200 | 404; headers?: Record<string, string> } = {}) {
  const accept = requestHeader(c, 'accept-encoding') ?? '';
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding, Cookie', ...init.headers };
  let body: Uint8Array = Buffer.from(html, 'utf8');
  if (/\bbr\b/.test(accept)) {
    body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accept)) {
    body = gzipSync(body, { level: 6 });
    headers['Content-Encoding'] = 'gzip';
  }
  const status = init.status ?? 200;
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
}
