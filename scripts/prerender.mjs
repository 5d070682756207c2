#!/usr/bin/env node
// Writes the public pages of the web app as HTML (apps/web/dist/.prerendered/<page>.html) from the
// server-side build of src/prerender.tsx, so a visitor sees the page before any JavaScript runs.
// The server sends these files for their paths and the SPA shell (index.html) for every other one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findInlineScripts } from './lib/inline-scripts.mjs';

const [distArg, ssrArg] = process.argv.slice(2);
const dist = path.resolve(distArg ?? 'apps/web/dist');
const ssrEntry = path.resolve(ssrArg ?? 'apps/web/.ssr-build/prerender.js');
const { render, prerenderedPages, serverRenderedPages, islandSources, preloadedAppShells, FOOTER_ID } = await import(pathToFileURL(ssrEntry).href);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The islands' build (vite.islands.config.ts, docs/decisions/0039) has a manifest of its own.
const islandsManifest = JSON.parse(readFileSync(path.join(dist, '.vite/islands-manifest.json'), 'utf8'));
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const out = path.join(dist, '.prerendered');
mkdirSync(out, { recursive: true });

const escapeHtml = (value) => value.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);

/** The chunk of a route module and every chunk it imports statically. */
function chunkFiles(key, seen = new Set(), from = manifest) {
  const chunk = from[key];
  if (!chunk) throw new Error(`${key} não está no manifesto do build`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const next of chunk.imports ?? []) chunkFiles(next, seen, from);
  return seen;
}
// Two entries (docs/decisions/0039): the app (index.html) and the islands of pre-rendered pages.
const entryKey = 'index.html';
const islandsKey = 'src/islands/main.tsx';
const entryFiles = chunkFiles(entryKey);
const islandsFiles = chunkFiles(islandsKey, new Set(), islandsManifest);
// The stylesheet goes into each page: no render-blocking request before the first paint (the
// whole Tailwind build is a few KB compressed). The SPA shell keeps the <link> for other paths.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const cssFile = shell.match(stylesheet)?.[1];
if (!cssFile) throw new Error('index.html sem a folha de estilos');
const inlineCss = `<style>${readFileSync(path.join(dist, cssFile), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;

// A pre-rendered page paints from its HTML alone; its scripts are fetched right after that first
// paint, so they never compete with it for the network or the main thread. A classic deferred
// script (the CSP allows no inline script) adds the modules once a frame has been painted.
const boot = `(function () {
  var me = document.currentScript, started = false;
  var modules = (me.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href, i) {
      var el = document.createElement(i === 0 ? 'script' : 'link');
      if (i === 0) { el.type = 'module'; el.src = href; } else { el.rel = 'modulepreload'; el.href = href; }
      el.crossOrigin = '';
      document.head.appendChild(el);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000); // a tab opened in the background paints no frame
})();
`;
const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
writeFileSync(path.join(dist, bootFile), boot);
const entryScript = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>\s*/;
const modulePreloads = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

function replaceOnce(html, pattern, replacement, what) {
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`index.html sem ${what}`);
  return html.replace(pattern, replacement);
}

/**
 * An island's chunk in the islands' manifest: its source path, or (when the bundler merged the
 * module into a chunk it shares with a lazy part of the island) the chunk named after it.
 */
function islandManifestKey(source) {
  if (islandsManifest[source]) return source;
  const base = path.basename(source).replace(/\.tsx?$/, '');
  const key = Object.keys(islandsManifest).find((k) => islandsManifest[k].name === base && !islandsManifest[k].isDynamicEntry);
  if (!key) throw new Error(`${source} não está no manifesto das ilhas`);
  return key;
}

/** What each page loads once painted, and what it loads when scrolled (read by scripts/bench-web.mjs). */
const scriptsByPage = {};

/** The scripts a page loads once painted: the islands' script and its islands, or the whole app. */
function pageModules(page, html) {
  if (page.hydration === 'islands') {
    // Islands hydrated when scrolled to (data-hydrate="visible") are not preloaded.
    const tags = [...html.matchAll(/<div data-island="([^"]+)"[^>]*>/g)];
    const filesOf = (name) => {
      if (!islandSources[name]) throw new Error(`${page.path}: ilha desconhecida ${name}`);
      return [...chunkFiles(islandManifestKey(islandSources[name]), new Set(), islandsManifest)];
    };
    const atLoad = [...new Set(tags.filter((t) => !t[0].includes('data-hydrate="visible"')).map((t) => t[1]))];
    const onScroll = [...new Set(tags.filter((t) => t[0].includes('data-hydrate="visible"')).map((t) => t[1]))];
    const entryFile = islandsManifest[islandsKey].file;
    const loaded = [entryFile, ...[...islandsFiles, ...atLoad.flatMap(filesOf)].filter((file) => file !== entryFile)];
    scriptsByPage[page.path] = { atLoad: [...new Set(loaded)], onScroll: [...new Set(onScroll.flatMap(filesOf))].filter((f) => !loaded.includes(f)) };
    return loaded;
  }
  // The entry, its imports and the route's chunks, all fetched together once the page is painted.
  const entryFile = manifest[entryKey].file;
  return [entryFile, ...[...entryFiles, ...chunkFiles(page.module)].filter((file) => file !== entryFile)];
}

// With the CSS inline, nothing holds the first paint back: a browser may paint a page it has only
// partly parsed (a slow phone, a busy CPU), and what it parses next moves what it painted (the pin
// of the caregiver's city, centred alone, slides left when the city's name arrives: layout shift).
// The browser waits for the footer to be parsed before painting (render-blocking `expect` link;
// one document, so a few milliseconds at most); browsers without it paint as before.
const renderBlockingTag = `<link rel="expect" href="#${FOOTER_ID}" blocking="render">`;

/** A page's whole document: the shell with the page's HTML, its head, the inlined CSS and its boot script. */
function pageDocument(page, html, title, description) {
  const modules = pageModules(page, html);
  if (!html.includes(`id="${FOOTER_ID}"`)) throw new Error(`${page.path}: a página precisa do rodapé (id="${FOOTER_ID}"), que libera a primeira pintura`);
  const bootTag = `<script defer src="/${bootFile}" data-modules="${[...new Set(modules)].map((f) => `/${f}`).join(' ')}"></script>`;
  let doc = shell;
  doc = replaceOnce(doc, entryScript, '', 'o script de entrada');
  doc = doc.replace(modulePreloads, '');
  doc = replaceOnce(doc, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`, '<title>');
  if (description) {
    doc = replaceOnce(doc, /(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(description)}$2`, 'meta description');
    doc = replaceOnce(doc, /(<meta property="og:description" content=")[^"]*(")/, `$1${escapeHtml(description)}$2`, 'og:description');
  }
  doc = replaceOnce(doc, /(<meta property="og:title" content=")[^"]*(")/, `$1${escapeHtml(title)}$2`, 'og:title');
  doc = replaceOnce(doc, stylesheet, () => inlineCss, 'a folha de estilos');
  doc = replaceOnce(doc, '</head>', `  ${renderBlockingTag}\n    ${bootTag}\n  </head>`, '</head>');
  return replaceOnce(doc, /<div id="root"><\/div>/, () => `<div id="root" data-prerendered>${html}</div>`, '<div id="root">');
}

for (const page of prerenderedPages) {
  const { html, title, description } = await render(page.path, page.hydration);
  if (!title || !description) throw new Error(`${page.path}: a página precisa de título e descrição (usePageMeta)`);
  const name = page.path === '/' ? 'index' : page.path.replace(/^\//, '').replace(/\//g, '__');
  writeFileSync(path.join(out, `${name}.html`), pageDocument(page, html, title, description));
}

// Pages the server renders at request time (docs/decisions/0049): their frame, with the slot the
// server fills (`<template data-server-slot="name">`) and the title it replaces.
for (const page of serverRenderedPages) {
  const { html, title } = await render(page.path, 'islands', { slots: true });
  const marker = `<template data-server-slot="${page.name}"></template>`;
  if (html.split(marker).length !== 2) throw new Error(`${page.path}: a moldura precisa de exatamente um ${marker}`);
  if (!title) throw new Error(`${page.path}: a moldura precisa de título (usePageMeta)`);
  // Listed in scripts.json as `server:<name>` (bench:web reads it beside the pre-rendered pages).
  writeFileSync(path.join(out, `server.${page.name}.html`), pageDocument({ ...page, path: `server:${page.name}`, hydration: 'islands' }, html, title, null));
}

// The dashboards' shells (docs/decisions/0039): the empty app shell, plus the screen's chunks and
// the session request preloaded, so the browser fetches them alongside the app's entry instead of
// after it has run. The server sends .prerendered/<path>.html for its path when it exists.
for (const appShell of preloadedAppShells) {
  const files = [...chunkFiles(appShell.module)].filter((file) => !entryFiles.has(file));
  const links = [
    '<link rel="preload" href="/api/session" as="fetch" crossorigin>',
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const doc = replaceOnce(shell, '</head>', `  ${links.join('\n    ')}\n  </head>`, '</head>');
  writeFileSync(path.join(out, `${appShell.path.replace(/^\//, '').replace(/\//g, '__')}.html`), doc);
}

writeFileSync(path.join(out, 'scripts.json'), JSON.stringify(scriptsByPage, null, 2));

// The CSP forbids inline scripts: a page with one would break in the browser. Refuse the build.
const htmlFiles = [path.join(dist, 'index.html'), ...readdirSync(out).filter((f) => f.endsWith('.html')).map((f) => path.join(out, f))];
for (const file of htmlFiles) {
  const inline = findInlineScripts(readFileSync(file, 'utf8'));
  if (inline.length) throw new Error(`${path.relative(dist, file)} tem script inline (a CSP o bloquearia):\n${inline.join('\n')}`);
}
console.log(`Páginas pré-renderizadas: ${prerenderedPages.map((p) => p.path).join(', ')} (sem script inline)`);
