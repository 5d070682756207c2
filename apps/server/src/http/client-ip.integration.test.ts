import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../test/helpers';
import { rateLimitRules } from './rate-limit';

// The per-address limits behind one proxy (TRUST_PROXY=1, as the test server runs): the header is
// written as nginx's proxy_add_x_forwarded_for writes it, the client's own value (if it sent one)
// first and the address the proxy saw appended. A client changing its own value must not get a
// fresh address each time (issue 15: 60 sign-ins with "10.9.x.y, 127.0.0.1" met no 429).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** What a proxy in front sends on: the client's header (if any), then the address it saw. */
const throughProxy = (realAddress: string, clientWrote?: string) => ({ 'x-forwarded-for': clientWrote ? `${clientWrote}, ${realAddress}` : realAddress });
const contact = { nome: 'Beatriz Campos', email: 'beatriz@exemplo.com.br', mensagem: 'Vocês atendem em Niterói?' };

describe('client address behind a trusted proxy', () => {
  it('ignores the leftmost value a client writes: the contact limit still counts its real address', async () => {
    const client = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimitRules.contactPerIp.limit; i++) {
      const response = await client.post('/api/contact', contact, throughProxy('203.0.113.61', `10.9.${i}.${i + 1}`));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(rateLimitRules.contactPerIp.limit).fill(201), 429]);
    // Another person behind the same proxy is not affected.
    expect((await client.post('/api/contact', contact, throughProxy('203.0.113.62', '10.9.0.1'))).status).toBe(201);
  });

  it('sign-in: a new leftmost value per attempt does not reset the per-address limit', async () => {
    const client = new TestClient(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i <= rateLimitRules.signInPerIp.limit; i++) {
      const response = await client.post(
        '/api/auth/sign-in/email',
        { email: `ninguem-${randomUUID().slice(0, 8)}@exemplo.com.br`, password: 'palpite-errado-1' },
        throughProxy('203.0.113.71', `10.9.${i}.1`),
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
