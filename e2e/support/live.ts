import { expect, type Browser, type Page } from '@playwright/test';
import { newOwnContext } from './fixtures';

// Two people in two browsers, and the server's clock: what the live journeys share.

export const DEMO_CAREGIVER = { email: 'cuidador@demo.cuidar.com.br', password: 'cuidar-demo-2026', name: 'Renata Alves' };
export const DEMO_FAMILY = { email: 'familia@demo.cuidar.com.br', password: 'cuidar-demo-2026', name: 'Helena Duarte' };

/** A second browser of its own (own cookies), as another person on another computer. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await newOwnContext(browser, { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The page's socket is up and has said 'ready' (RealtimeConnection marks <html data-realtime>). */
export async function waitForLiveConnection(page: Page) {
  await expect(page.locator('html[data-realtime="ready"]')).toBeAttached();
}

/** Moves the server's clock (null: back to the real one) and runs the lifecycle jobs at once. */
export async function moveServerClock(page: Page, now: Date | null) {
  const headers = { origin: new URL(page.url()).origin };
  const response = await page.request.post('/api/test/clock', { data: { now: now?.toISOString() ?? null }, headers });
  expect(response.ok()).toBe(true);
  const jobs = await page.request.post('/api/test/run-jobs', { data: {}, headers });
  expect(jobs.ok()).toBe(true);
}

/** A state-changing API call from a signed-in page, with the Origin the CSRF check wants. */
export async function postAs<T>(page: Page, path: string, data: unknown = {}): Promise<T> {
  const response = await page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** 'R$ 1.234,56' → 123456. */
export function centsOf(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/**
 * A visit in a 'Chegada e saída' list, by its day (yyyy-mm-dd) and the other party's first name:
 * journeys share the demo caregiver and several families share a first name, so the day tells
 * this journey's visit apart in her agenda.
 */
export function visitItem(page: Page, date: string, firstName: string) {
  const dayMonth = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  return page.getByRole('listitem', { name: new RegExp(`^Atendimento de ${dayMonth}, .* com ${firstName}$`) });
}
