import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { endpointsOf, fillPath, routeRows, rowKey, mainCaller } from '../../test/authorization-matrix';
import { createTestContext, TEST_ORIGIN, TEST_PASSWORD, TestClient, type TestContext } from '../../test/helpers';
import { fingerprint, World } from '../../test/world';
import { hashPassword } from '../auth/password';
import { startServer, type RunningServer } from '../server';

// Cross-site request forgery, proved route by route: every state-changing route of the app (listed
// from the app itself, so a new route is covered the day it is added), called with a valid body and
// the owner's session cookie, but from another site, is refused with 403 and writes nothing. The
// same valid calls from our own origin succeed in the authorization matrix. The WebSocket checks
// the Origin itself (browsers do not apply CORS to it).

let ctx: TestContext;
let server: RunningServer;
let credentials: { password: string; passwordHash: string };

beforeAll(async () => {
  ctx = await createTestContext({ env: { TEST_CLOCK: 'true' } });
  server = await startServer(ctx.deps, { port: 0 });
  credentials = { password: TEST_PASSWORD, passwordHash: await hashPassword(TEST_PASSWORD) };
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a forged request may carry instead of our Origin. */
const forgeries: [string, Record<string, string>][] = [
  ['another site', { origin: 'https://malicioso.example' }],
  ['a look-alike host', { origin: `${TEST_ORIGIN}.malicioso.example` }],
  ['an opaque origin (sandboxed frame, file)', { origin: 'null' }],
  ['no Origin, cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }],
  ['no Origin, a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
  ['no Origin and no fetch metadata, with the cookie', {}],
];

describe('CSRF', () => {
  const stateChanging = routeRows.filter((row) => !SAFE.has(row.method));

  it('covers every state-changing route of the app', () => {
    const endpoints = endpointsOf(server.app.routes).filter((key) => !SAFE.has(key.split(' ')[0]!));
    expect(stateChanging.map(rowKey).sort()).toEqual(endpoints);
  });

  for (const row of stateChanging) {
    it(`${rowKey(row)} refuses a forged request and writes nothing`, async () => {
      const w = await World.create(ctx, credentials);
      const owner = row.owner ?? 'familia';
      const caller = mainCaller(row);
      const cookie = (await w.client(caller, owner)).cookieHeader();
      const params = row.params ? await row.params(w) : {};
      const query = row.query ? `?${await row.query(w, caller)}` : '';
      const valid = row.body ? await row.body(w, caller) : {};
      for (const [label, headers] of forgeries) {
        // A FormData body can be sent once; anything else is the same valid body every time.
        const body = valid instanceof FormData && row.body ? await row.body(w, caller) : valid;
        const isForm = body instanceof FormData;
        const before = await fingerprint(ctx);
        const response = await ctx.app.request(`${TEST_ORIGIN}${fillPath(row.path, params)}${query}`, {
          method: row.method,
          headers: { cookie, 'x-forwarded-for': '10.9.8.7', ...(isForm ? {} : { 'content-type': 'application/json' }), ...headers },
          body: isForm ? body : JSON.stringify(body),
        });
        expect(response.status, `${rowKey(row)} from ${label}`).toBe(403);
        expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN_ORIGIN', message: 'Origem da requisição não permitida.' } });
        expect(await fingerprint(ctx), `${rowKey(row)} from ${label} wrote something`).toEqual(before);
      }
    });
  }

  it('refuses a forged sign-in or sign-up even without any cookie (login CSRF)', async () => {
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: 'vitima@exemplo.com.br', password: 'senha-do-atacante-1' }],
      ['/api/account/sign-up', { name: 'Atacante', email: 'atacante@exemplo.com.br', password: 'senha-do-atacante-1', role: 'familia' }],
    ] as const) {
      const response = await ctx.app.request(`${TEST_ORIGIN}${path}`, {
        method: 'POST',
        headers: { origin: 'https://malicioso.example', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(403);
    }
  });
});

describe('WebSocket Origin check', () => {
  function statusOf(headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`, { headers });
      socket.on('upgrade', (res) => {
        resolve(res.statusCode ?? 0);
        socket.close();
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
    });
  }

  it('opens only from our origin, even with a valid session cookie', async () => {
    const w = await World.create(ctx, credentials);
    const cookie = (await w.client('owner', 'familia')).cookieHeader();
    expect(await statusOf({ cookie, origin: TEST_ORIGIN })).toBe(101);
    expect(await statusOf({ cookie, origin: 'https://malicioso.example' })).toBe(403);
    expect(await statusOf({ cookie, origin: `${TEST_ORIGIN}.malicioso.example` })).toBe(403);
    expect(await statusOf({ cookie, origin: 'null' })).toBe(403);
    expect(await statusOf({ cookie })).toBe(403);
  });
});

describe('development origins (issue 15)', () => {
  it('a browser on http://127.0.0.1:3000 may write as one on http://localhost:3000 (our routes and better-auth)', async () => {
    const loopback = { origin: 'http://127.0.0.1:3000' };
    const client = new TestClient(ctx.app);
    const contact = await client.post('/api/contact', { nome: 'Beatriz Campos', email: 'beatriz@exemplo.com.br', mensagem: 'Olá!' }, loopback);
    expect(contact.status).toBe(201);
    const signIn = await client.post('/api/auth/sign-in/email', { email: 'ninguem@exemplo.com.br', password: 'palpite-errado-1' }, loopback);
    expect(signIn.status).toBe(401);
    // Another port, or another machine, is still another site.
    for (const origin of ['http://127.0.0.1:3001', 'http://192.168.0.20:3000']) {
      expect((await client.post('/api/contact', { nome: 'Beatriz Campos', email: 'beatriz@exemplo.com.br', mensagem: 'Olá!' }, { origin })).status, origin).toBe(403);
    }
  });
});
