import type { SecurityEventDto } from '@cuidar/domain/account-settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, latestMailLink, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../test/helpers';
import { auditLog, emailOutbox, signInUnlocks } from '../db/schema';

// A lockout must not become a way to keep a person out of their own account: after 10 wrong
// passwords the account's owner gets an e-mailed link, and the browser that opens it signs in with
// the right password while the lockout lasts. Every lockout, unlock and sign-in is recorded.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const newEmail = () => `pessoa-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;

async function lockOut(email: string): Promise<Response> {
  let last!: Response;
  // Each attempt from a different address: the per-account limit applies all the same.
  for (let i = 0; i < 12; i++) last = await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: 'errada-errada' });
  return last;
}

describe('sign-in lockout', () => {
  it('refuses even the right password, mails the owner once, and records the lockout', async () => {
    const { id, email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const refused = await lockOut(email);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringContaining('enviamos ao seu email um link') } });
    const right = await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(right.status).toBe(429);

    const mails = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'entrada-bloqueada')));
    expect(mails).toHaveLength(1);
    const events = await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(events.filter((e) => e.action === 'account_locked')).toHaveLength(1);
    expect(events.filter((e) => e.action === 'sign_in_failed').length).toBeGreaterThanOrEqual(10);
  });

  it('lets the browser that opened the e-mailed link in with the right password, and only that one', async () => {
    const { id, email } = await signUpVerified(ctx, new TestClient(ctx.app), 'cuidador');
    await lockOut(email);
    const link = new URL(await latestMailLink(ctx.db, email, 'entrada-bloqueada'));
    expect(link.pathname).toBe('/auth/desbloquear');

    const owner = new TestClient(ctx.app);
    const opened = await owner.post('/api/auth/unlock', { token: link.searchParams.get('token') });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ ok: true, email });
    // The wrong password is still wrong; the right one goes through from this browser only.
    expect((await owner.post('/api/auth/sign-in/email', { email, password: 'errada-de-novo' })).status).toBe(401);
    expect((await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(429);
    const signedIn = await owner.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ user: { id, email } });
    // Used: the link is gone.
    expect(await ctx.db.select().from(signInUnlocks).where(eq(signInUnlocks.userId, id))).toHaveLength(0);
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.subjectId, id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['account_locked', 'sign_in_unlocked', 'sign_in']));
  });

  it('a sign-in from another browser, once the lockout is over, ends the links already mailed', async () => {
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    await lockOut(email);
    const mailed = new URL(await latestMailLink(ctx.db, email, 'entrada-bloqueada')).searchParams.get('token');
    const opener = new TestClient(ctx.app);
    // Opened before: it would let this browser past a new lockout for 30 minutes.
    expect((await opener.post('/api/auth/unlock', { token: mailed })).status).toBe(200);
    try {
      // The 15-minute window ends; the owner signs in on her usual phone.
      ctx.setNow(new Date(Date.now() + 16 * 60_000));
      expect((await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
      // The link, opened or not, is used up: a new lockout needs a new one.
      expect((await new TestClient(ctx.app).post('/api/auth/unlock', { token: mailed })).status).toBe(400);
      await lockOut(email);
      expect((await opener.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(429);
    } finally {
      ctx.setNow(new Date());
    }
  });

  it('an attempt refused for its address does not count against the account (no password was checked)', async () => {
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const busyAddress = new TestClient(ctx.app);
    // The address uses up its 30 attempts on other addresses; its next one, on this account, is refused.
    for (let i = 0; i < 30; i++) expect((await busyAddress.post('/api/auth/sign-in/email', { email: newEmail(), password: 'errada-errada' })).status).toBe(401);
    const refused = await busyAddress.post('/api/auth/sign-in/email', { email, password: 'errada-errada' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).not.toMatchObject({ error: { message: expect.stringContaining('enviamos ao seu email um link') } });
    // So the account still has all of its 10 wrong tries, from anywhere else.
    for (let i = 0; i < 10; i++) expect((await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: 'errada-errada' })).status).toBe(401);
    expect((await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: 'errada-errada' })).status).toBe(429);
  });

  it('an opened link serves only its own account', async () => {
    const first = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const second = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    await lockOut(first.email);
    await lockOut(second.email);
    const browser = new TestClient(ctx.app);
    const token = new URL(await latestMailLink(ctx.db, first.email, 'entrada-bloqueada')).searchParams.get('token');
    expect((await browser.post('/api/auth/unlock', { token })).status).toBe(200);
    expect((await browser.post('/api/auth/sign-in/email', { email: second.email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it('refuses a made-up link, and mails nobody when the address has no account', async () => {
    const response = await new TestClient(ctx.app).post('/api/auth/unlock', { token: 'x'.repeat(43) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Este link para liberar o acesso é inválido ou venceu. Tente entrar de novo para receber outro.' } });
    const nobody = newEmail();
    const refused = await lockOut(nobody);
    expect(refused.status).toBe(429);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, nobody))).toHaveLength(0);
  });
});

describe('security activity', () => {
  it('shows the owner their sign-ins, failures and changes, newest first, and nobody else', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, client, 'familia');
    await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: 'errada-errada' });
    const phone = new TestClient(ctx.app);
    await phone.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD }, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' });
    expect((await client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'Outra-senha-forte-2026' })).status).toBe(200);

    const response = await client.get('/api/account/security-activity');
    expect(response.status).toBe(200);
    const { events } = (await response.json()) as { events: SecurityEventDto[] };
    expect(events.map((e) => e.action)).toEqual(['password_changed', 'sign_in', 'sign_in_failed']);
    expect(events[1]).toMatchObject({ device: expect.stringContaining('Android'), ipAddress: expect.any(String) });

    const stranger = new TestClient(ctx.app);
    await signUpVerified(ctx, stranger, 'cuidador');
    const theirs = (await (await stranger.get('/api/account/security-activity')).json()) as { events: SecurityEventDto[] };
    expect(theirs.events).toEqual([]);
  });
});
