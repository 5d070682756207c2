import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routeRows, rowKey, type RouteRow, mainCaller } from '../../test/authorization-matrix';
import { applyMutations, applyQueryMutation, dateKeysOf, encodeSegment, IMPOSSIBLE_DATES, mutation, pathSegment, queryMutation } from '../../test/fuzz';
import { createTestContext, startFakeServer, TEST_PASSWORD, type TestClient, type TestContext } from '../../test/helpers';
import { errorBodyProblem } from '../../test/messages';
import { fingerprint, World } from '../../test/world';
import { hashPassword } from '../auth/password';
import { backgroundSettled } from '../background';

// Input fuzzing with fast-check over every JSON endpoint (the rows of the authorization matrix):
// the valid body mutated field by field (hostile strings, numbers, huge and deep values,
// prototype-pollution keys, broken JSON), hostile query strings and path segments. Whatever comes
// in: never a 5xx; a refusal is a 4xx whose body carries a message from the Portuguese catalogue,
// and a refused request leaves every table exactly as it was. Runs per endpoint: FUZZ_RUNS (50);
// a failure prints the seed to replay with FUZZ_SEED; FUZZ_TRACE=<file> appends every request to a
// file (to find a request that hangs).

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const TRACE = process.env.FUZZ_TRACE;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const settings = { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true };
/**
 * Each run compares every table before and after, and some routes draw a PDF or a zip: 50 runs of one
 * route take seconds on a quiet machine and far more on a loaded one. The budget is per route.
 */
const ROUTE_TIMEOUT_MS = 120_000;

let ctx: TestContext;
let viaCep: Awaited<ReturnType<typeof startFakeServer>>;
let credentials: { password: string; passwordHash: string };

beforeAll(async () => {
  viaCep = await startFakeServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ cep: '05435-000', logradouro: 'Rua Harmonia', bairro: 'Pinheiros', localidade: 'São Paulo', uf: 'SP' }));
  });
  ctx = await createTestContext({ env: { TEST_CLOCK: 'true', VIACEP_URL: viaCep.url } });
  credentials = { password: TEST_PASSWORD, passwordHash: await hashPassword(TEST_PASSWORD) };
});
afterAll(async () => {
  await ctx?.close();
  await viaCep?.close();
});

let addressCounter = 0;
/** A new client address per request, so rate limits do not hide what the fuzzer is looking for. */
const freshIp = () => `172.${16 + ((addressCounter >> 16) & 15)}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

/** The checks every fuzzed request must pass. */
async function check(label: string, send: () => Promise<Response>): Promise<void> {
  // E-mails a previous request left to send in the background are not this request's writes.
  await backgroundSettled();
  // Counters start empty for every request: the fuzzer hammers one account, and the per-account
  // sign-in lockout (tested on its own) would otherwise answer 429 instead of judging the input.
  await ctx.db.execute(sql`delete from rate_limits`);
  const before = await fingerprint(ctx);
  if (TRACE) appendFileSync(TRACE, `${new Date().toISOString()} ${JSON.stringify(label.slice(0, 500))}\n`);
  const response = await send();
  const text = await response.text();
  await backgroundSettled();
  expect(response.status, `${label} → ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(Object.keys(Object.prototype), `${label} polluted Object.prototype`).toEqual([]);
  if (response.status >= 400) {
    expect(errorBodyProblem(text), `${label} (${response.status})`).toBeNull();
    expect(await fingerprint(ctx), `${label} was refused (${response.status}) but wrote something`).toEqual(before);
  }
}

/** A date that does not exist must be refused as a field error (400 naming it), on every run. */
async function checkImpossibleDate(label: string, field: string, send: () => Promise<Response>): Promise<void> {
  let answer: { status: number; text: string } | undefined;
  await check(label, async () => {
    const response = await send();
    answer = { status: response.status, text: await response.clone().text() };
    return response;
  });
  expect(answer!.status, `${label} → ${answer!.text}`).toBe(400);
  expect((JSON.parse(answer!.text) as { error: { field?: string } }).error.field, label).toBe(field);
}

interface Target {
  row: RouteRow;
  client: TestClient;
  path: string;
  query: string;
  params: Record<string, string>;
  body: unknown;
}

/** A world for the row, and the caller who gets furthest into the route (the owner, or the operator on the desk). */
async function target(row: RouteRow): Promise<Target> {
  const w = await World.create(ctx, credentials);
  const owner = row.owner ?? 'familia';
  const params = row.params ? await row.params(w) : {};
  const caller = mainCaller(row);
  return {
    row,
    client: await w.client(caller, owner),
    path: fillPath(row.path, params),
    query: row.query ? await row.query(w, caller) : '',
    params,
    body: row.body ? await row.body(w, caller) : {},
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const bodyRows = routeRows.filter((r) => WRITES.has(r.method) && r.method !== 'DELETE' && !r.noFuzz && !['websocket'].includes(r.access));
const queryRows = routeRows.filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && r.access !== 'websocket');
const paramRows = routeRows.filter((r) => r.params && r.access !== 'websocket');

describe('fuzzing JSON bodies', () => {
  it('covers every route that takes a JSON body', () => {
    const skipped = routeRows.filter((r) => WRITES.has(r.method) && r.method !== 'DELETE' && !bodyRows.includes(r));
    expect(skipped.map((r) => `${rowKey(r)}: ${r.noFuzz}`)).toEqual([
      'POST /api/caregiver/certificates: multipart upload: its bytes are checked by certificates.integration.test.ts',
      'POST /api/caregiver/verification/renewal: multipart upload: its date and bytes are checked by verification-renewals.integration.test.ts',
    ]);
  });

  it('sends dates around today and impossible ones (the rows with date fields exist)', () => {
    expect(bodyRows.filter((row) => row.path.includes('booking') || row.path.includes('availability')).length).toBeGreaterThan(0);
    expect(IMPOSSIBLE_DATES).toContain(`${new Date().getFullYear()}-02-30`);
  });

  for (const row of bodyRows) {
    it(rowKey(row), async () => {
      const t = await target(row);
      for (const key of dateKeysOf(t.body)) {
        for (const date of IMPOSSIBLE_DATES) {
          const body = JSON.stringify({ ...(t.body as object), [key]: date });
          await checkImpossibleDate(`${rowKey(row)} with ${key}=${date}`, key, () =>
            t.client.request(row.method, t.path + (t.query ? `?${t.query}` : ''), body, { 'x-forwarded-for': freshIp() }),
          );
        }
      }
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: fc.tuple(mutation) }, { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 4 }) }), async (mutations) => {
          const body = applyMutations(t.body, mutations);
          await check(`${rowKey(row)} with ${body.slice(0, 200)}`, () =>
            t.client.request(row.method, t.path + (t.query ? `?${t.query}` : ''), body, { 'x-forwarded-for': freshIp() }),
          );
        }),
        settings,
      );
    }, ROUTE_TIMEOUT_MS);
  }
});

describe('fuzzing query strings', () => {
  for (const row of queryRows) {
    it(rowKey(row), async () => {
      const t = await target(row);
      const params = [...new URLSearchParams(t.query)];
      for (const [key, value] of params.filter(([, v]) => /^\d{4}-\d{2}-\d{2}$/.test(v))) {
        for (const date of IMPOSSIBLE_DATES) {
          const query = new URLSearchParams(params.map(([k, v]) => [k, k === key && v === value ? date : v])).toString();
          await checkImpossibleDate(`${rowKey(row)}?${query}`, key, () => t.client.request('GET', `${t.path}?${query}`, undefined, { 'x-forwarded-for': freshIp() }));
        }
      }
      await fc.assert(
        fc.asyncProperty(queryMutation, async (m) => {
          const query = applyQueryMutation(t.query, m);
          await check(`${rowKey(row)}?${query.slice(0, 200)}`, () => t.client.request('GET', `${t.path}?${query}`, undefined, { 'x-forwarded-for': freshIp() }));
        }),
        settings,
      );
    }, ROUTE_TIMEOUT_MS);
  }
});

describe('fuzzing path parameters', () => {
  for (const row of paramRows) {
    it(rowKey(row), async () => {
      const t = await target(row);
      const names = Object.keys(t.params);
      await fc.assert(
        fc.asyncProperty(fc.nat(), pathSegment, async (which, segment) => {
          const name = names[which % names.length]!;
          const path = row.path.replace(/:(\w+)/g, (_, n: string) => (n === name ? segment : encodeSegment(t.params[n]!)));
          const body = WRITES.has(row.method) && row.method !== 'DELETE' && !(t.body instanceof FormData) ? t.body : undefined;
          await check(`${rowKey(row)} as ${path.slice(0, 200)}`, () =>
            t.client.request(row.method, path + (t.query ? `?${t.query}` : ''), body, { 'x-forwarded-for': freshIp() }),
          );
        }),
        settings,
      );
    }, ROUTE_TIMEOUT_MS);
  }
});
