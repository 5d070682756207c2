// The Content-Security-Policy allows scripts from our own origin only ("script-src 'self'", no
// 'unsafe-inline'): an inline <script> in a page we serve would simply not run. The build refuses
// to write such a page (scripts/prerender.mjs), so the mistake is found before a browser finds it.

// Script types a browser does not execute (data blocks): allowed inline.
const DATA_TYPES = new Set(['application/ld+json', 'application/json', 'importmap-shim']);

/**
 * The inline scripts of an HTML document: <script> elements without a src attribute whose type
 * would be executed, and inline event handlers (onclick=…) and javascript: URLs.
 * @param {string} html
 * @returns {string[]} a short excerpt of each one
 */
export function findInlineScripts(html) {
  const found = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_TYPES.has(type)) continue;
    found.push(match[0].slice(0, 120));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=\s*["'][^"']*["'][^>]*>/gi)) found.push(match[0].slice(0, 120));
  for (const match of html.matchAll(/\b(?:href|src|action)\s*=\s*["']\s*javascript:[^"']*["']/gi)) found.push(match[0].slice(0, 120));
  return found;
}
