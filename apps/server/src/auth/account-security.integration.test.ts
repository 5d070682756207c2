import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, latestMailLink, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../test/helpers';
import { emailOutbox, session } from '../db/schema';
import { rateLimitRules } from '../http/rate-limit';

// Proofs of the account rules of ASVS chapter 2: the password policy at every place a password is
// chosen, sign-in throttled per account and per address without revealing whether the account
// exists and without a way to lock someone out for good, and every session ended by a reset.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const newEmail = () => `pessoa-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
const TOO_COMMON = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';
const signIn = (email: string, password: string, client = new TestClient(ctx.app)) =>
  client.post('/api/auth/sign-in/email', { email, password });
/** An instant at the start of a window of every sign-in rule (they all divide one hour). */
const windowStart = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour, 0, 0));

describe('password policy', () => {
  it('refuses a common password at sign-up, in Portuguese, and creates nothing', async () => {
    for (const password of ['12345678', 'senha123', 'Brasil123', 'flamengo', 'cuidar123', 'qwertyui']) {
      const email = newEmail();
      const response = await new TestClient(ctx.app).post('/api/account/sign-up', { name: 'Rita Moura', email, password, role: 'cuidador' });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION', field: 'password', message: TOO_COMMON } });
    }
  });

  it('refuses a common password when resetting one, and the link still works afterwards', async () => {
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const client = new TestClient(ctx.app);
    await client.post('/api/auth/request-password-reset', { email });
    const token = new URL(await latestMailLink(ctx.db, email, 'redefinicao-senha')).searchParams.get('token')!;
    const common = await client.post('/api/auth/reset-password', { token, newPassword: 'senha12345' });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ error: { field: 'newPassword', message: TOO_COMMON } });
    expect((await client.post('/api/auth/reset-password', { token, newPassword: 'ipê-roxo-na-praça-9' })).status).toBe(200);
  });
});

describe('sign-in throttling', () => {
  it('blocks an account after 10 attempts from anywhere, for the rest of the window only', async () => {
    const start = windowStart(10);
    ctx.setNow(start);
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const limit = rateLimitRules.signInPerAccount.limit;
    for (let i = 0; i < limit; i++) expect((await signIn(email, 'palpite-errado-1')).status).toBe(401);
    ctx.setNow(new Date(start.getTime() + 60_000));
    // The owner, from a new address and with the right password, waits like the attacker does.
    const blocked = await signIn(email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateLimitRules.signInPerAccount.windowSeconds - 60);
    // The message says how long at most, and that the owner has a way in by e-mail (sign-in-lock.ts).
    expect(await blocked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Muitas tentativas erradas nesta conta. Por segurança, a entrada está bloqueada por até 14 minutos. Se a conta for sua, enviamos ao seu email um link para entrar agora.',
      },
    });
    // When the window ends the account opens again: nobody can keep it closed by having filled it once.
    ctx.setNow(new Date(start.getTime() + rateLimitRules.signInPerAccount.windowSeconds * 1000));
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
    ctx.setNow(new Date());
  });

  it('counts only wrong passwords: signing in often with the right one never locks the account', async () => {
    ctx.setNow(windowStart(13));
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'cuidador');
    const limit = rateLimitRules.signInPerAccount.limit;
    // A caregiver on her phone, her computer and the clinic's tablet, again and again.
    for (let i = 0; i < limit + 3; i++) expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
    // Wrong passwords still count, and the 11th wrong one is refused.
    for (let i = 0; i < limit; i++) expect((await signIn(email, 'palpite-errado-1')).status).toBe(401);
    expect((await signIn(email, 'palpite-errado-1')).status).toBe(429);
    ctx.setNow(new Date());
  });

  it('answers an unknown account exactly like an existing one, attempt after attempt', async () => {
    ctx.setNow(windowStart(11));
    const { email: existing } = await signUpVerified(ctx, new TestClient(ctx.app), 'cuidador');
    const unknown = newEmail();
    const answers = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i <= rateLimitRules.signInPerAccount.limit; i++) {
        const response = await signIn(email, 'palpite-errado-1');
        out.push(`${response.status} ${response.headers.get('retry-after') ?? ''} ${await response.text()}`);
      }
      return out;
    };
    const forExisting = await answers(existing);
    expect(await answers(unknown)).toEqual(forExisting);
    expect(forExisting.at(0)).toContain('401');
    expect(forExisting.at(-1)).toContain('429');
    ctx.setNow(new Date());
  });

  it('blocks an address that tries many accounts, and only that address', async () => {
    ctx.setNow(windowStart(12));
    const attacker = new TestClient(ctx.app, '203.0.113.7');
    const limit = rateLimitRules.signInPerIp.limit;
    for (let i = 0; i < limit; i++) expect((await signIn(newEmail(), 'palpite-errado-1', attacker)).status).toBe(401);
    const blocked = await signIn(newEmail(), 'palpite-errado-1', attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(rateLimitRules.signInPerIp.windowSeconds);
    // Someone else signing in at the same time is not affected.
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    expect((await signIn(email, TEST_PASSWORD, new TestClient(ctx.app, '198.51.100.20'))).status).toBe(200);
    ctx.setNow(new Date());
  });
});

describe('password reset', () => {
  it('ends every session of the account, on every device', async () => {
    const phone = new TestClient(ctx.app);
    const { id, email } = await signUpVerified(ctx, phone, 'familia');
    const laptop = new TestClient(ctx.app);
    expect((await signIn(email, TEST_PASSWORD, laptop)).status).toBe(200);
    const tablet = new TestClient(ctx.app);
    expect((await signIn(email, TEST_PASSWORD, tablet)).status).toBe(200);
    expect(await ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, id))).toHaveLength(3);

    const stranger = new TestClient(ctx.app);
    await stranger.post('/api/auth/request-password-reset', { email });
    const token = new URL(await latestMailLink(ctx.db, email, 'redefinicao-senha')).searchParams.get('token')!;
    expect((await stranger.post('/api/auth/reset-password', { token, newPassword: 'jabuticaba-no-pé-42' })).status).toBe(200);

    expect(await ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, id))).toHaveLength(0);
    for (const device of [phone, laptop, tablet]) {
      expect(await (await device.get('/api/session')).json()).toEqual({ user: null });
      expect((await device.get('/api/notifications')).status).toBe(401);
    }
    // The reset signs nobody in.
    expect(stranger.hasSession()).toBe(false);
  });
});

describe('resending the verification link', () => {
  // Regression (found by the authorization matrix): better-auth read the caller's session instead of
  // the address in the body, so a signed-in person got a generic 400 for someone else's address.
  it('answers the same signed in or not, and mails the address in the body', async () => {
    const email = newEmail();
    await new TestClient(ctx.app).post('/api/account/sign-up', { name: 'Beatriz Lima', email, password: 'cravo-e-canela-77', role: 'familia' });
    const signedIn = new TestClient(ctx.app);
    await signUpVerified(ctx, signedIn, 'cuidador');
    const outbox = async () => (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).length;
    const before = await outbox();
    const response = await signedIn.post('/api/auth/send-verification-email', { email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await outbox()).toBe(before + 1);
    // A verified address: the same answer as for anybody else.
    const { email: verified } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    expect((await signedIn.post('/api/auth/send-verification-email', { email: verified })).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/auth/send-verification-email', { email: verified })).status).toBe(200);
  });
});
