import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { endpointsOf, expectedStatus, fillPath, routeRows, rowKey, type RouteRow } from '../../test/authorization-matrix';
import { createTestContext, startFakeServer, TEST_ORIGIN, TEST_PASSWORD, testEnv, type TestContext } from '../../test/helpers';
import { errorBodyProblem } from '../../test/messages';
import { CALLERS, fingerprint, lookalike, World } from '../../test/world';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import { backgroundSettled } from '../background';
import { startServer, type RunningServer } from '../server';

// The authorization matrix (rows in test/authorization-matrix.ts) run against the real app, on
// PGlite and on PostgreSQL: every route, every kind of caller, the exact status each must get.

let ctx: TestContext;
let server: RunningServer;
let viaCep: Awaited<ReturnType<typeof startFakeServer>>;
let credentials: { password: string; passwordHash: string };

beforeAll(async () => {
  viaCep = await startFakeServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ cep: '05435-000', logradouro: 'Rua Harmonia', bairro: 'Pinheiros', localidade: 'São Paulo', uf: 'SP' }));
  });
  ctx = await createTestContext({ env: { TEST_CLOCK: 'true', VIACEP_URL: viaCep.url } });
  server = await startServer(ctx.deps, { port: 0 });
  credentials = { password: TEST_PASSWORD, passwordHash: await hashPassword(TEST_PASSWORD) };
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
  await viaCep?.close();
});

const SCOPED = new Set(['user', 'familia', 'cuidador', 'familiar']);

describe('the matrix covers the app', () => {
  it('has exactly one row per route the server answers, and no row for a route that is gone', () => {
    const keys = routeRows.map(rowKey);
    expect(new Set(keys).size, 'duplicate rows').toBe(keys.length);
    const endpoints = endpointsOf(server.app.routes);
    const missing = endpoints.filter((key) => !keys.includes(key));
    const stale = keys.filter((key) => !endpoints.includes(key));
    expect(missing, 'routes without a row in test/authorization-matrix.ts').toEqual([]);
    expect(stale, 'rows naming a route that no longer exists').toEqual([]);
  });

  it('production has no development or test route, and every other row', () => {
    const production = createApp({ ...ctx.deps, env: testEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://cuidar.example' }) });
    const endpoints = endpointsOf(production.routes);
    const expected = routeRows.filter((row) => !['dev', 'test', 'websocket'].includes(row.access)).map(rowKey).sort();
    expect(endpoints).toEqual(expected);
    // The e2e clock needs both NODE_ENV=test and TEST_CLOCK.
    const withoutClock = endpointsOf(createApp({ ...ctx.deps, env: testEnv() }).routes);
    expect(withoutClock.filter((key) => key.includes('/api/test/'))).toEqual([]);
  });
});

/** Runs one row: every caller, strangers first, the owner last (its call may change the object). */
async function runRow(row: RouteRow): Promise<void> {
  const owner = row.owner ?? 'familia';
  const w = await World.create(ctx, credentials);
  const params = row.params ? await row.params(w) : {};
  const ownerId = w.userOf('owner', owner)!.id;

  for (const caller of CALLERS) {
    // Only the counterpart (routes where the other party plays no part) and, where the row says so, the operator (and the relative with them) may be left out.
    const expected = expectedStatus(row, caller);
    if (expected === undefined || expected === null) continue;
    const label = `${rowKey(row)} as ${caller}`;
    const client = await w.client(caller, owner);
    const query = row.query ? await row.query(w, caller) : '';
    const body = row.body ? await row.body(w, caller) : row.method === 'GET' || row.method === 'DELETE' ? undefined : {};
    const send = (values: Record<string, string>) => client.request(row.method, fillPath(row.path, values) + (query ? `?${query}` : ''), body);

    await backgroundSettled();
    const before = await fingerprint(ctx);
    const ownerBefore = await fingerprint(ctx, ownerId);
    const response = await send(params);
    const text = await response.text();
    await backgroundSettled();
    expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(expected);

    if (expected >= 400) {
      expect(await fingerprint(ctx), `${label} was refused but wrote something`).toEqual(before);
      expect(errorBodyProblem(text), label).toBeNull();
    }
    // On the desk the operator sees the caregiver's registration by design (docs/product.md#operators).
    // The relative reads family A's care on the relatives' routes by design (docs/product.md#relatives).
    const isStranger = caller !== 'owner' && caller !== 'counterpart' && !(caller === 'operator' && row.access === 'operador') && !(caller === 'relative' && row.access === 'familiar');
    if (isStranger && !row.seesSecrets && row.access !== 'credential') {
      for (const secret of w.secrets) expect(text.includes(secret), `${label} revealed ${secret}`).toBe(false);
    }
    if (isStranger && SCOPED.has(row.access) && !(caller === 'relative' && row.relativeChangesFollowing)) {
      expect(await fingerprint(ctx, ownerId), `${label} changed the owner's data`).toEqual(ownerBefore);
    }
    // Someone else's object answers exactly like one that does not exist.
    if (caller !== 'owner' && expected >= 400 && row.params && SCOPED.has(row.access)) {
      const absent = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, lookalike(value)]));
      const other = await send(absent);
      expect(`${other.status} ${await other.text()}`, `${label}: existing and absent objects must look alike`).toBe(`${response.status} ${text}`);
    }
  }
}

describe('authorization matrix', () => {
  for (const row of routeRows.filter((r) => r.access !== 'websocket')) {
    it(rowKey(row), () => runRow(row));
  }

  it('GET /api/realtime (WebSocket): signed-in people (operators too) connect; anonymous is refused', async () => {
    const [row] = routeRows.filter((r) => r.access === 'websocket');
    const w = await World.create(ctx, credentials);
    for (const caller of CALLERS) {
      const expected = expectedStatus(row!, caller);
      if (expected === undefined || expected === null) continue;
      const cookie = (await w.client(caller, 'familia')).cookieHeader();
      const status = await new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`, { headers: { cookie, origin: TEST_ORIGIN } });
        socket.on('upgrade', (res) => {
          resolve(res.statusCode ?? 0);
          socket.close();
        });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
      });
      expect(status, caller).toBe(expected);
    }
  });
});
