import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, latestMailLink, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';

// The e-mail verification link brings a family back to where it was going (docs/product.md#accounts):
// the path travels through better-auth as the callbackURL, and only a path of this site survives.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const freshEmail = () => `volta-${randomUUID().slice(0, 8)}@exemplo.com.br`;
const signUp = (client: TestClient, email: string, returnTo?: unknown) =>
  client.post('/api/account/sign-up', { name: 'Rosa Albuquerque', email, password: TEST_PASSWORD, role: 'familia', ...(returnTo === undefined ? {} : { returnTo }) });

describe('the verification link and where the family was going', () => {
  it('carries a path of this site into the e-mailed link, and the link still verifies and signs in', async () => {
    const client = new TestClient(ctx.app);
    const email = freshEmail();
    expect((await signUp(client, email, '/recomendacoes')).status).toBe(201);
    const link = new URL(await latestMailLink(ctx.db, email, 'verificacao-email'));
    expect(link.pathname).toBe('/auth/verify');
    expect(link.searchParams.get('voltar')).toBe('/recomendacoes');
    const verify = await client.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verify.status).toBe(200);
    expect(client.hasSession()).toBe(true);
  });

  it('keeps a caregiver page path with its id, and a resend carries it too', async () => {
    const client = new TestClient(ctx.app);
    const email = freshEmail();
    await signUp(client, email);
    expect(new URL(await latestMailLink(ctx.db, email, 'verificacao-email')).searchParams.has('voltar')).toBe(false);
    expect((await client.post('/api/auth/send-verification-email', { email, returnTo: '/cuidadores/AbC-123' })).status).toBe(200);
    expect(new URL(await latestMailLink(ctx.db, email, 'verificacao-email')).searchParams.get('voltar')).toBe('/cuidadores/AbC-123');
  });

  it('refuses anything that is not a path of this site (no open redirect), and sends nothing', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/recomendacoes', '/\\evil.example', 'javascript:alert(1)', '/auth/verify', '/nao-existe', 42]) {
      const client = new TestClient(ctx.app);
      const email = freshEmail();
      const response = await signUp(client, email, returnTo);
      expect(response.status, String(returnTo)).toBe(400);
      await expect(latestMailLink(ctx.db, email, 'verificacao-email')).rejects.toThrow();
      expect((await client.post('/api/auth/send-verification-email', { email, returnTo })).status).toBe(400);
    }
  });
});
