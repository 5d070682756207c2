import type { APIRequestContext, APIResponse } from '@playwright/test';
import { signIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Two instances behind the round-robin proxy (e2e/cluster/start.ts): what one process knows, the
// other must know too. The proxy names the instance that answered in `x-cuidar-upstream` and lets
// a request pick one with `x-cuidar-pin-upstream`.

const FAMILY = { email: 'familia@demo.cuidar.com.br', password: 'cuidar-demo-2026', name: 'Helena Duarte' };
const CAREGIVER = { email: 'cuidador@demo.cuidar.com.br', password: 'cuidar-demo-2026' };

interface ProxyStats {
  requests: number[];
  socketsOpen: number[];
}

const upstreamOf = (response: APIResponse) => response.headers()['x-cuidar-upstream'];
const otherThan = (upstream: string | undefined) => (upstream === '0' ? '1' : '0');

async function signInByApi(request: APIRequestContext, origin: string, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password }, headers: { origin } });
  expect(response.status()).toBe(200);
  return response;
}

test('o login feito numa instância vale na outra, e a saída também', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL: baseURL! });
  try {
    const signedIn = await signInByApi(request, baseURL!, FAMILY);
    const first = upstreamOf(signedIn);
    expect(['0', '1']).toContain(first);

    // The very next request goes to the other process, which reads the same session from PostgreSQL.
    const next = await request.get('/api/session');
    expect(upstreamOf(next)).toBe(otherThan(first));
    expect(await next.json()).toMatchObject({ user: { email: FAMILY.email, role: 'familia' } });
    const pinned = await request.get('/api/bookings?scope=upcoming', { headers: { 'x-cuidar-pin-upstream': otherThan(first) } });
    expect(upstreamOf(pinned)).toBe(otherThan(first));
    expect(pinned.status()).toBe(200);

    // Signing out on one ends the session on both.
    const signOut = await request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL!, 'x-cuidar-pin-upstream': first! } });
    expect(signOut.status()).toBe(200);
    const after = await request.get('/api/session', { headers: { 'x-cuidar-pin-upstream': otherThan(first) } });
    expect(await after.json()).toEqual({ user: null });
  } finally {
    await request.dispose();
  }
});

test('uma mensagem enviada numa instância chega ao vivo ao socket aberto na outra', async ({ page, playwright, baseURL }) => {
  // The caregiver's page keeps one socket; find out which process holds it.
  await signIn(page, CAREGIVER.email, CAREGIVER.password);
  await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
  await page.goto('/dashboard/cuidador/mensagens');
  await expect(page.locator('html[data-realtime="ready"]')).toBeAttached();
  await page.getByRole('button', { name: new RegExp(FAMILY.name) }).click();
  const conversation = page.getByLabel(`Conversa com ${FAMILY.name}`);
  await expect(conversation).toBeVisible();

  const stats = page.request;
  let socketUpstream = '';
  await expect
    .poll(async () => {
      const body = (await (await stats.get('/__proxy/stats')).json()) as ProxyStats;
      const open = body.socketsOpen.flatMap((n, i) => (n > 0 ? [i] : []));
      socketUpstream = open.length === 1 && body.socketsOpen[open[0]!] === 1 ? String(open[0]) : '';
      return socketUpstream;
    })
    .not.toBe('');

  // The family writes through the other process.
  const family = await playwright.request.newContext({ baseURL: baseURL! });
  try {
    await signInByApi(family, baseURL!, FAMILY);
    const caregiver = (await (await page.request.get('/api/session')).json()) as { user: { id: string } };
    const other = { origin: baseURL!, 'x-cuidar-pin-upstream': otherThan(socketUpstream) };
    const opened = await family.post('/api/conversations', { data: { withId: caregiver.user.id }, headers: other });
    expect(opened.status()).toBe(200);
    const { id } = (await opened.json()) as { id: string };
    const text = `Renata, chegou a receita nova do geriatra (${Date.now()}).`;
    const sent = await family.post(`/api/conversations/${id}/messages`, { data: { content: text }, headers: other });
    expect(sent.status()).toBe(201);
    expect(upstreamOf(sent)).toBe(otherThan(socketUpstream));

    // No reload: the instance holding the socket heard the NOTIFY and pushed the message.
    await expect(conversation.getByText(text)).toBeVisible();
  } finally {
    await family.dispose();
  }
});
