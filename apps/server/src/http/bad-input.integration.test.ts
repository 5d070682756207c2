import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/helpers';
import { queryRows } from '../db/sql';

// Malformed requests to every account endpoint: each gets a 4xx with a Portuguese message and
// leaves every table exactly as it was.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const tables = ['"user"', 'account', 'session', 'verification', 'profiles', 'email_outbox', 'rate_limits'];

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(ctx.db, sql.raw(`select count(*)::int as n from ${table}`));
    result[table] = row!.n;
  }
  return result;
}

const huge = 'a'.repeat(1024 * 1024);
const valid = {
  '/api/account/sign-up': { name: 'Maria Souza', email: 'maria@exemplo.com.br', password: 'senha-boa-123', role: 'familia' },
  '/api/auth/sign-in/email': { email: 'maria@exemplo.com.br', password: 'senha-boa-123' },
  '/api/auth/send-verification-email': { email: 'maria@exemplo.com.br' },
  '/api/auth/request-password-reset': { email: 'maria@exemplo.com.br' },
  '/api/auth/reset-password': { token: 'abc', newPassword: 'senha-boa-123' },
  '/api/auth/sign-out': {},
} as const;

function badBodies(body: Record<string, unknown>): [string, string][] {
  const keys = Object.keys(body);
  const cases: [string, string][] = [
    ['invalid JSON', '{"email": '],
    ['an array', '[]'],
    ['a string', '"texto"'],
    ['null', 'null'],
    ['an unknown field', JSON.stringify({ ...body, isAdmin: true })],
    ['a prototype-pollution key', `{"__proto__": {"polluted": true}, ${JSON.stringify(body).slice(1)}`],
    ['a 1 MB body', JSON.stringify({ ...body, [keys[0] ?? 'x']: huge })],
  ];
  for (const key of keys) {
    const { [key]: _removed, ...missing } = body;
    cases.push([`missing ${key}`, JSON.stringify(missing)]);
    cases.push([`${key} as a number`, JSON.stringify({ ...body, [key]: 12345 })]);
    cases.push([`${key} as an object`, JSON.stringify({ ...body, [key]: { $gt: '' } })]);
  }
  return cases;
}

describe('bad input on the account endpoints', () => {
  for (const [path, body] of Object.entries(valid)) {
    it(`${path} refuses every malformed body and writes nothing`, async () => {
      const before = await counts();
      for (const [label, raw] of badBodies(body)) {
        const response = await new TestClient(ctx.app).request('POST', path, raw);
        expect(response.status, `${path} with ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} with ${label}`).toBeLessThan(500);
        const payload = (await response.json()) as { error: { message: string } };
        expect(payload.error.message, `${path} with ${label}`).toMatch(/[a-zà-ú]/i);
        expect(payload.error.message).not.toMatch(/Invalid|Expected|Required|undefined/);
      }
      expect(await counts()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('names the field in the message', async () => {
    const response = await new TestClient(ctx.app).post('/api/account/sign-up', { ...valid['/api/account/sign-up'], name: 42 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', field: 'name', message: 'Nome completo é obrigatório' } });
    const unknown = await new TestClient(ctx.app).post('/api/account/sign-up', { ...valid['/api/account/sign-up'], extra: 1 });
    expect(await unknown.json()).toMatchObject({ error: { field: 'extra', message: 'Campo não permitido: extra' } });
  });

  it('refuses a verification request without a token', async () => {
    const before = await counts();
    for (const query of ['', '?token=', `?token=${'x'.repeat(5000)}`]) {
      const response = await new TestClient(ctx.app).get(`/api/auth/verify-email${query}`);
      expect(response.status).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers unknown API paths with a JSON 404, including better-auth endpoints we do not use', async () => {
    for (const path of ['/api/nada', '/api/auth/sign-up/email', '/api/auth/update-user', '/api/auth/list-sessions']) {
      const response = await new TestClient(ctx.app).post(path, {});
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
