import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
async function clipAround(url, text, out) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const box = await page.getByText(text, { exact: true }).first().boundingBox();
  await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Math.max(0, box.y - 100), width: 375, height: 800 } });
}
await clipAround('http://localhost:3100/politica-de-privacidade', 'Reservas, pagamentos e documentos fiscais:', '/tmp/crop-privacy-375.png');
await clipAround('http://localhost:3100/termos-de-uso', 'Pagamento:', '/tmp/crop-terms-375.png');
await browser.close();
