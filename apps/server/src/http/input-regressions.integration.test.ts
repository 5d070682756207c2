import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../test/helpers';
import { queryRows } from '../db/sql';

// Focused regressions for what the input fuzzer found (input-fuzzing.integration.test.ts). Each one
// was a 500, or a message that was not Portuguese, before its fix.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const INVALID_TEXT = 'O texto enviado tem caracteres inválidos.';
const count = async (table: string) => (await queryRows<{ n: number }>(ctx.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('text PostgreSQL cannot store', () => {
  it('a NUL inside a JSON string is a 400 naming the field, and nothing is written (was: 500 after the rate-limit write)', async () => {
    const before = { contact: await count('contact_messages'), limits: await count('rate_limits') };
    const response = await new TestClient(ctx.app).post('/api/contact', { nome: 'Marcos', email: 'marcos@exemplo.com.br', mensagem: 'Olá\u0000' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', field: 'mensagem', message: INVALID_TEXT } });
    expect({ contact: await count('contact_messages'), limits: await count('rate_limits') }).toEqual(before);
  });

  it('a NUL in a chat message or in a name at sign-up is refused the same way', async () => {
    const family = new TestClient(ctx.app);
    await signUpVerified(ctx, family, 'familia');
    const signUp = await new TestClient(ctx.app).post('/api/account/sign-up', { name: 'Maria\u0000 Souza', email: 'maria.nul@exemplo.com.br', password: 'cravo-e-canela-77', role: 'familia' });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ error: { field: 'name', message: INVALID_TEXT } });
    const message = await family.post(`/api/conversations/${crypto.randomUUID()}/messages`, { content: 'Chego às \u00008h.' });
    expect(message.status).toBe(400);
    expect(await message.json()).toMatchObject({ error: { field: 'content', message: INVALID_TEXT } });
  });

  it('a NUL in a key, or a lone UTF-16 surrogate anywhere, is refused too', async () => {
    for (const raw of ['{"nome\\u0000":"x"}', '{"nome":"Marcos\\ud800","email":"marcos@exemplo.com.br","mensagem":"Olá"}', '{"nome":"a","x":["\\udfff"]}']) {
      const response = await new TestClient(ctx.app).request('POST', '/api/contact', raw);
      expect(response.status, raw).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(INVALID_TEXT);
    }
  });

  it('a NUL in a path or a query string is a 400 before any route reads it (was: a 500 from the database)', async () => {
    const caregiver = new TestClient(ctx.app);
    await signUpVerified(ctx, caregiver, 'cuidador');
    for (const path of ['/api/families/abc%00def/patient', '/api/dev/outbox?to=a%00@b.com', '/api/cep/0543%000', '/faq%00']) {
      const response = await caregiver.get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: INVALID_TEXT } });
    }
  });
});

describe('query validation', () => {
  it('an empty date in a range is a 400 (was: 500, the range rule ran on the invalid date)', async () => {
    const caregiver = new TestClient(ctx.app);
    await signUpVerified(ctx, caregiver, 'cuidador');
    for (const path of ['/api/availability?from=&to=2027-01-21', '/api/availability/reservations?from=&to=2027-01-21&x=1']) {
      const response = await caregiver.get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Período inválido' } });
    }
  });
});

describe('unknown fields', () => {
  it('names an unknown field readably, even when its name is empty, huge, hidden or a prototype key', async () => {
    const valid = '"nome":"Marcos","email":"marcos@exemplo.com.br","mensagem":"Olá"';
    const cases: [string, string][] = [
      [`{${valid},"":1}`, 'Campo não permitido: (sem nome)'],
      [`{${valid},"${'k'.repeat(5000)}":1}`, `Campo não permitido: ${'k'.repeat(40)}…`],
      [`{${valid},"a\\u202eb\\u200b":1}`, 'Campo não permitido: ab'],
      [`{${valid},"__proto__":{"isAdmin":true}}`, 'Campo não permitido: __proto__'],
      [`{${valid},"a":1,"b":2,"c":3,"d":4}`, 'Campo não permitido: a, b, c…'],
    ];
    for (const [raw, message] of cases) {
      const response = await new TestClient(ctx.app).request('POST', '/api/contact', raw);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
