#!/usr/bin/env node
// Draws the site's images locally (no downloads): the five caregiver avatar variants of
// docs/product.md#public-site (/avatars/caregiver-N.jpg), the social preview and the touch icon.
// Rendered from SVG by Debian's Chromium; run again after changing the drawings. Output is
// committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const out = new URL('../apps/web/public/', import.meta.url).pathname;
mkdirSync(`${out}avatars`, { recursive: true });

const people = [
  { bg: '#ccfbf1', skin: '#f1c7a4', hair: '#3b2314', shirt: '#0f766e', hairStyle: 'long' },
  { bg: '#ffedd5', skin: '#8d5a3b', hair: '#1c1410', shirt: '#c2410c', hairStyle: 'short' },
  { bg: '#e0e7ff', skin: '#d9a47e', hair: '#6b4423', shirt: '#4338ca', hairStyle: 'bun' },
  { bg: '#fce7f3', skin: '#5c3a24', hair: '#0f0a08', shirt: '#be185d', hairStyle: 'curly' },
  { bg: '#dcfce7', skin: '#e8b894', hair: '#9ca3af', shirt: '#15803d', hairStyle: 'short' },
];

function hair(style, color) {
  switch (style) {
    case 'long':
      return `<path d="M62 118c0-46 26-70 66-70s66 24 66 70v70h-24v-64c-10-18-26-28-42-28s-32 10-42 28v64H62z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="128" cy="52" r="22" fill="${color}"/><path d="M70 116c0-40 24-62 58-62s58 22 58 62c-14-20-34-30-58-30s-44 10-58 30z" fill="${color}"/>`;
    case 'curly':
      return `<g fill="${color}">${Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI * (0.95 + (i / 10) * 1.1);
        return `<circle cx="${128 + Math.cos(a) * 62}" cy="${112 + Math.sin(a) * 62}" r="22"/>`;
      }).join('')}</g>`;
    default:
      return `<path d="M72 112c0-38 22-60 56-60s56 22 56 60c-10-14-30-22-56-22s-46 8-56 22z" fill="${color}"/>`;
  }
}

function avatarSvg(p) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${p.bg}"/>
  <path d="M40 256c6-52 44-80 88-80s82 28 88 80z" fill="${p.shirt}"/>
  <path d="M108 160h40v26c-6 8-14 12-20 12s-14-4-20-12z" fill="${p.skin}"/>
  <ellipse cx="128" cy="120" rx="52" ry="58" fill="${p.skin}"/>
  ${hair(p.hairStyle, p.hair)}
  <circle cx="108" cy="124" r="5" fill="#1f2937"/><circle cx="148" cy="124" r="5" fill="#1f2937"/>
  <path d="M110 148c10 10 26 10 36 0" stroke="#7c2d12" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="96" cy="142" r="8" fill="#f87171" opacity=".25"/><circle cx="160" cy="142" r="8" fill="#f87171" opacity=".25"/>
</svg>`;
}

const heart = '<path d="M32 50s-16-9.6-16-21.2C16 22.3 20.6 18 26 18c2.9 0 4.9 1.3 6 3.2 1.1-1.9 3.1-3.2 6-3.2 5.4 0 10 4.3 10 10.8C48 40.4 32 50 32 50z" fill="#fff"/>';

const ogSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#115e59"/>
  <circle cx="1040" cy="120" r="220" fill="#0f766e"/><circle cx="1120" cy="560" r="160" fill="#134e4a"/>
  <g transform="translate(80 80) scale(1.6)"><rect width="64" height="64" rx="14" fill="#0f766e"/>${heart}</g>
  <text x="200" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Cuidar</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">Cuidamos com amor</text>
  <text x="80" y="405" font-family="DejaVu Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">de quem mais precisa</text>
  <text x="80" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#ccfbf1">Cuidadores de idosos verificados, agenda simples e chat seguro.</text>
</svg>`;

const touchSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/>${heart}</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
async function render(svg, width, height, path, type) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path, type, ...(type === 'jpeg' ? { quality: 82 } : {}), clip: { x: 0, y: 0, width, height } });
  await page.close();
}
/** The drawing as WebP at `size` px, drawn by the browser's canvas (no image library needed). */
async function renderWebp(svg, size, path) {
  const page = await browser.newPage();
  const base64 = await page.evaluate(
    async ({ svg, size }) => {
      // Runs in the page.
      const { Image, document } = globalThis;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      canvas.getContext('2d').drawImage(image, 0, 0, size, size);
      return canvas.toDataURL('image/webp', 0.8).split(',')[1];
    },
    { svg, size },
  );
  writeFileSync(path, Buffer.from(base64, 'base64'));
  await page.close();
}
for (const [i, person] of people.entries()) {
  await render(avatarSvg(person), 256, 256, `${out}avatars/caregiver-${i + 1}.jpg`, 'jpeg');
  // What cards show (docs/decisions/0039): WebP at the two sizes a 64 px avatar needs (1× and 2× screens).
  for (const size of [128, 256]) await renderWebp(avatarSvg(person), size, `${out}avatars/caregiver-${i + 1}-${size}.webp`);
}
await render(ogSvg, 1200, 630, `${out}og-image.png`, 'png');
await render(touchSvg, 180, 180, `${out}apple-touch-icon.png`, 'png');
await browser.close();
console.log('Imagens geradas em apps/web/public.');
