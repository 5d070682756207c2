import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routeRows, rowKey, mainCaller } from '../../test/authorization-matrix';
import { createTestContext, TEST_PASSWORD, TestClient, testEnv, type TestContext } from '../../test/helpers';
import { World } from '../../test/world';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import { createUser } from '../db/factories';

// Security headers on every kind of response (web app pages, pre-rendered pages, static files, API
// answers, errors and 404s), no-store on every authenticated API answer, and the session cookie's
// attributes in development and in production.

let ctx: TestContext;
let webRoot: string;

beforeAll(async () => {
  ctx = await createTestContext();
  webRoot = mkdtempSync(path.join(tmpdir(), 'cuidar-headers-'));
  mkdirSync(path.join(webRoot, 'assets'));
  mkdirSync(path.join(webRoot, '.prerendered'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1234.js"></script>');
  writeFileSync(path.join(webRoot, 'assets/app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, '.prerendered/faq.html'), '<!doctype html><div id="root" data-prerendered>faq</div>');
});
afterAll(async () => {
  rmSync(webRoot, { recursive: true, force: true });
  await ctx?.close();
});

/** The app as the server builds it, with the web app and one route that fails (for the 500 path). */
function appWith(env: Record<string, string> = {}) {
  return createApp(
    { ...ctx.deps, env: testEnv(env) },
    {
      webRoot,
      beforeRoutes: (app) =>
        app.get('/api/test-failure', () => {
          throw new Error('falha de teste');
        }),
    },
  );
}

/** One request of every kind of response the server gives. */
const kinds: { name: string; method: string; path: string; body?: string; headers?: Record<string, string>; status: number }[] = [
  { name: 'web app page (SPA shell)', method: 'GET', path: '/dashboard/familia', status: 200 },
  { name: 'unknown page (SPA shell, its 404 screen)', method: 'GET', path: '/pagina-que-nao-existe', status: 404 },
  { name: 'pre-rendered public page', method: 'GET', path: '/faq', status: 200 },
  { name: 'static asset', method: 'GET', path: '/assets/app-1234.js', status: 200 },
  { name: 'static file', method: 'GET', path: '/favicon.svg', status: 200 },
  { name: 'HEAD of a page', method: 'HEAD', path: '/faq', status: 200 },
  { name: 'missing file', method: 'GET', path: '/assets/nao-existe.js', status: 404 },
  { name: 'API answer', method: 'GET', path: '/api/health', status: 200 },
  { name: 'API 404', method: 'GET', path: '/api/nada-aqui', status: 404 },
  { name: 'API 401', method: 'GET', path: '/api/notifications', status: 401 },
  { name: 'API 400 (bad JSON)', method: 'POST', path: '/api/contact', body: '{"nome":', status: 400 },
  { name: 'API 403 (CSRF)', method: 'POST', path: '/api/contact', body: '{}', headers: { origin: 'https://malicioso.example' }, status: 403 },
  { name: 'API 413', method: 'POST', path: '/api/contact', body: JSON.stringify({ nome: 'x'.repeat(70_000) }), status: 413 },
  { name: 'API 500', method: 'GET', path: '/api/test-failure', status: 500 },
  { name: 'OPTIONS', method: 'OPTIONS', path: '/api/health', status: 404 },
];

type Kind = (typeof kinds)[number];
type Sender = { send(kind: Kind): Promise<Response>; close(): Promise<void> };

function requestInit(kind: Kind): RequestInit {
  return {
    method: kind.method,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', ...kind.headers },
    ...(kind.body !== undefined ? { body: kind.body } : {}),
  };
}

/**
 * The two ways a response leaves the app: Hono alone (`app.request`, as most tests call it) and
 * the Node server production runs, where the headers are written on the Node response (ADR 0026).
 */
const transports: { name: string; open(app: ReturnType<typeof appWith>): Promise<Sender> }[] = [
  {
    name: 'app.request',
    open: async (app) => ({ send: (kind) => send(app, kind), close: async () => {} }),
  },
  {
    name: 'the Node server',
    open: async (app) => {
      const server = await new Promise<ServerType>((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      const { port } = server.address() as AddressInfo;
      return {
        send: (kind) => fetch(`http://127.0.0.1:${port}${kind.path}`, requestInit(kind)),
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  },
];

async function send(app: ReturnType<typeof appWith>, kind: Kind) {
  return app.request(`http://localhost:3000${kind.path}`, requestInit(kind));
}

function cspDirectives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(transports)('security headers through $name', (transport) => {
  it('are on every kind of response', async () => {
    const sender = await transport.open(appWith());
    try {
      await expectSecurityHeaders(sender);
    } finally {
      await sender.close();
    }
  });

  it('add HSTS to every response when the public address is https', async () => {
    const sender = await transport.open(appWith({ PUBLIC_URL: 'https://cuidar.example' }));
    try {
      for (const kind of kinds.filter((k) => !k.headers?.origin)) {
        const response = await sender.send({ ...kind, headers: { origin: 'https://cuidar.example' } });
        expect(response.headers.get('strict-transport-security'), kind.name).toBe('max-age=31536000; includeSubDomains');
        expect(cspDirectives(response.headers.get('content-security-policy')).get('connect-src'), kind.name).toEqual(["'self'", 'wss://cuidar.example']);
      }
    } finally {
      await sender.close();
    }
  });

  it("leave a route's own Cache-Control alone", async () => {
    const sender = await transport.open(appWith());
    try {
      const featured = await sender.send({ name: 'featured', method: 'GET', path: '/api/caregivers/featured', status: 200 });
      expect(featured.status).toBe(200);
      expect(featured.headers.get('cache-control')).toBe('public, max-age=60');
      expect(featured.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await sender.close();
    }
  });
});

async function expectSecurityHeaders(sender: Sender) {
  for (const kind of kinds) {
    const response = await sender.send(kind);
    expect(response.status, kind.name).toBe(kind.status);
    const h = response.headers;
    const csp = cspDirectives(h.get('content-security-policy'));
    expect(csp.get('default-src'), kind.name).toEqual(["'self'"]);
    // Scripts only from our origin: no inline code, no eval, no other host.
    expect(csp.get('script-src'), kind.name).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors'), kind.name).toEqual(["'none'"]);
    expect(csp.get('object-src'), kind.name).toEqual(["'none'"]);
    expect(csp.get('base-uri'), kind.name).toEqual(["'self'"]);
    expect(csp.get('form-action'), kind.name).toEqual(["'self'"]);
    expect(h.get('x-content-type-options'), kind.name).toBe('nosniff');
    expect(h.get('referrer-policy'), kind.name).toBe('strict-origin-when-cross-origin');
    expect(h.get('x-frame-options'), kind.name).toBe('DENY');
    // Plain HTTP (development): no HSTS, it would pin the browser to HTTPS on localhost.
    expect(h.get('strict-transport-security'), kind.name).toBeNull();
    if (kind.path.startsWith('/api/')) expect(h.get('cache-control'), kind.name).toBe('no-store');
    // Every body read to its end, so the server side finishes the exchange before the next.
    await response.arrayBuffer();
  }
}

describe('errors', () => {
  it('never let an error show a stack or the internal message', async () => {
    const response = await send(appWith(), kinds.find((k) => k.status === 500)!);
    const body = (await response.json()) as { error: { code: string; message: string; reference: string } };
    expect(body.error).toMatchObject({ code: 'INTERNAL', message: 'Ocorreu um erro. Tente novamente.' });
    expect(body.error.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/falha de teste|at .*\.ts/);
  });
});

describe('caching of API answers', () => {
  it('every signed-in GET of the API is no-store, unless it is the same public answer anybody gets', async () => {
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const publicCached: string[] = [];
    for (const row of routeRows.filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !['websocket', 'dev'].includes(r.access))) {
      const w = await World.create(ctx, { password: TEST_PASSWORD, passwordHash });
      const owner = row.owner ?? 'familia';
      const caller = mainCaller(row);
      const url = fillPath(row.path, row.params ? await row.params(w) : {}) + (row.query ? `?${await row.query(w, caller)}` : '');
      const response = await (await w.client(caller, owner)).get(url);
      const cache = response.headers.get('cache-control') ?? '';
      if (cache.startsWith('public')) {
        // Declared cacheable: it must be a public route whose answer does not depend on the caller.
        expect(row.access, rowKey(row)).toBe('public');
        const anonymous = await new TestClient(ctx.app).get(url);
        expect(await anonymous.text(), rowKey(row)).toBe(await response.text());
        publicCached.push(rowKey(row));
      } else {
        expect(cache.split(/,\s*/), `${rowKey(row)}: ${cache}`).toContain('no-store');
      }
    }
    expect(publicCached.sort()).toEqual(['GET /api/caregivers/featured', 'GET /api/testimonials']);
  });
});

describe('session cookie', () => {
  const attributes = (cookie: string) => cookie.split(';').map((part) => part.trim().toLowerCase());

  it('is httpOnly and SameSite=Lax in development (plain HTTP)', async () => {
    const person = await createUser(ctx.db, { role: 'familia', password: TEST_PASSWORD });
    const response = await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email: person.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^cuidar\./);
      expect(attributes(cookie)).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    }
  });

  it('is Secure, httpOnly, SameSite=Lax and __Secure- prefixed in production', async () => {
    const production = await createTestContext({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://cuidar.example' } });
    try {
      const origin = { origin: 'https://cuidar.example' };
      const person = await createUser(production.db, { role: 'familia', password: TEST_PASSWORD });
      const client = new TestClient(production.app);
      const signIn = await client.post('/api/auth/sign-in/email', { email: person.email, password: TEST_PASSWORD }, origin);
      expect(signIn.status).toBe(200);
      const cookies = signIn.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Secure-cuidar\./);
        expect(attributes(cookie)).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']));
      }
      expect(signIn.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(await (await client.get('/api/session')).json()).toMatchObject({ user: { id: person.id } });

      const signOut = await client.post('/api/auth/sign-out', {}, origin);
      expect(signOut.status).toBe(200);
      for (const cookie of signOut.headers.getSetCookie()) expect(attributes(cookie)).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=lax']));
      expect(await (await client.get('/api/session')).json()).toEqual({ user: null });

      // Development-only pages do not exist in production.
      expect((await client.get('/api/dev/outbox')).status).toBe(404);
      expect((await client.get('/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
