import { createHash } from 'node:crypto';
import { test as base, expect, type Browser, type BrowserContextOptions, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * Each journey comes from its own address, as different families do: the suite makes more accounts
 * than one address may make in an hour (the per-address limits are proven by the integration
 * tests). The e2e server trusts X-Forwarded-For (TRUST_PROXY=1, scripts/e2e-server.mjs).
 */
function addressOf(testId: string): string {
  const [a, b, c] = createHash('sha256').update(testId).digest();
  return `10.${a}.${b}.${c! % 254 + 1}`;
}

// Every journey fails on a console error or an uncaught page error the user would not see:
// broken pages often show nothing on screen.
export const test = base.extend<{ consoleErrors: string[]; expectedHttpErrors: number[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOf(testInfo.testId) });
  },
  /** HTTP statuses a journey provokes on purpose (a refused sign-in); the browser logs them. */
  expectedHttpErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const expected = new RegExp(`Failed to load resource: the server responded with a status of (${expectedHttpErrors.join('|') || 'none'})\\b`);
      const unexpected = errors.filter((text) => !expected.test(text));
      expect(unexpected, 'erros no console do navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let extraContexts = 0;

/**
 * A second browser of the journey's own (own cookies), coming from an address of its own as
 * another person's computer or phone would: without it every such browser shares 127.0.0.1 and the
 * suite's sign-ins add up against one address's limit.
 */
export function newOwnContext(browser: Browser, options: BrowserContextOptions = {}) {
  const address = addressOf(`${base.info().testId}#${++extraContexts}`);
  return browser.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, 'x-forwarded-for': address } });
}

export async function setViewport(page: Page, width: 375 | 1280) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
}

/** Screenshots at 375 and 1280 px (the whole page, or one part of it), back at 1280 px afterwards. */
export async function shootBothWidths(page: Page, info: TestInfo, name: string, target?: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
    } else {
      await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }
  await setViewport(page, 1280);
}

/**
 * Opens a page and waits until React has hydrated it (RootLayout marks <html data-hydrated>).
 * Public pages are pre-rendered: they paint, and their links work, before the scripts run, but
 * buttons only respond once the page is hydrated.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}
