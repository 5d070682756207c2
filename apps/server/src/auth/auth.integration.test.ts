import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  latestMailLink,
  signUpVerified,
  TEST_PASSWORD,
  TestClient,
  type TestContext,
} from '../../test/helpers';
import { account, emailOutbox, profiles, user } from '../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const newEmail = () => `pessoa-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;

describe('sign-up', () => {
  it('creates user, argon2id credential and profile with the chosen role, unverified, and mails a link', async () => {
    const client = new TestClient(ctx.app);
    const email = newEmail();
    const response = await client.post('/api/account/sign-up', {
      name: 'Ana Paula Souza',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      role: 'cuidador',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: 'Cadastro realizado com sucesso! Verifique seu email para confirmar sua conta.',
    });
    expect(client.hasSession()).toBe(false);

    const [created] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(created).toMatchObject({ name: 'Ana Paula Souza', emailVerified: false });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, created!.id));
    expect(profile).toMatchObject({ role: 'cuidador', firstName: 'Ana', lastName: 'Paula Souza' });
    const [credential] = await ctx.db.select().from(account).where(eq(account.userId, created!.id));
    expect(credential?.password).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);

    const link = await latestMailLink(ctx.db, email, 'verificacao-email');
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/verify\?token=[^&]+&email=/);
  });

  it('never lets a client pick another role', async () => {
    const client = new TestClient(ctx.app);
    const email = newEmail();
    const response = await client.post('/api/account/sign-up', { name: 'Mal Intencionado', email, password: TEST_PASSWORD, role: 'admin' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'role', message: 'Escolha o tipo de conta' } });
    expect(await ctx.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('answers the same for an address already registered and warns its owner by e-mail', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const response = await client.post('/api/account/sign-up', { name: 'Outra Pessoa', email, password: 'outra-senha-123', role: 'cuidador' });
    expect(response.status).toBe(201);
    const users = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(users).toHaveLength(1);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, users[0]!.id));
    expect(profile?.role).toBe('familia');
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.map((m) => m.kind)).toContain('cadastro-existente');
  });
});

describe('sign-in', () => {
  it('is refused until the e-mail is verified, with the spec message', async () => {
    const client = new TestClient(ctx.app);
    const email = newEmail();
    await client.post('/api/account/sign-up', { name: 'Carla Dias', email, password: TEST_PASSWORD, role: 'familia' });
    const response = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'EMAIL_NOT_VERIFIED', message: 'Por favor, confirme seu email antes de fazer login' },
    });
    expect(client.hasSession()).toBe(false);
  });

  it('works after verification and returns the role that picks the dashboard', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, client, 'cuidador');
    // Verification signs in; sign out and sign in again with the password.
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await (await client.get('/api/session')).json()).toEqual({ user: null });

    const response = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ user: expect.objectContaining({ email, role: 'cuidador', firstName: 'Joana', emailVerified: true }) });
    expect(JSON.stringify(body)).not.toContain('token');
    expect(client.hasSession()).toBe(true);

    const session = await (await client.get('/api/session')).json();
    expect(session).toMatchObject({ user: { email, role: 'cuidador' } });
  });

  it('writes a session better-auth reads as its own: cookie, expiry, address and device', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, client, 'familia');
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const response = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD }, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile' });
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^cuidar\.session_token=[^;]+;/);
    // The idle timeout (12 h by default) is the cookie's life too; use extends both.
    expect(cookie!.toLowerCase().split('; ')).toEqual(expect.arrayContaining(['max-age=43200', 'path=/', 'httponly', 'samesite=lax']));
    const [pair] = cookie!.split(';');
    // better-auth's own session reader (what sign-out, password change and the daily extension use).
    const read = await ctx.deps.auth.api.getSession({ headers: new Headers({ cookie: pair! }) });
    expect(read?.user.email).toBe(email);
    expect(read?.session.userAgent).toContain('Android 14');
    expect(read?.session.ipAddress).toBeTruthy();
    const hours = (new Date(read!.session.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    // And its sign-out ends it.
    const other = new TestClient(ctx.app).setCookie('cuidar.session_token', pair!.split('=').slice(1).join('='));
    expect((await other.post('/api/auth/sign-out')).status).toBe(200);
    expect(await ctx.deps.auth.api.getSession({ headers: new Headers({ cookie: pair! }) })).toBeNull();
  });

  it('says only that e-mail or password is wrong', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    for (const attempt of [
      { email, password: 'senha-errada-1' },
      { email: newEmail(), password: TEST_PASSWORD },
    ]) {
      const response = await client.post('/api/auth/sign-in/email', attempt);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS', message: 'Email ou senha incorretos.' } });
    }
  });

  it('is throttled per account, counted in the database', async () => {
    const { email } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    let last = 0;
    // Each attempt from a different address: the per-account limit still applies.
    for (let i = 0; i < 11; i++) {
      last = (await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: 'errada-errada' })).status;
    }
    expect(last).toBe(429);
    const blocked = await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});

describe('verification', () => {
  it('rejects a bad token with the spec message', async () => {
    const response = await new TestClient(ctx.app).get('/api/auth/verify-email?token=nao-e-um-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Erro ao verificar email.' } });
  });

  it('resends the link to an unverified address and answers the same for an unknown one', async () => {
    const client = new TestClient(ctx.app);
    const email = newEmail();
    await client.post('/api/account/sign-up', { name: 'Beatriz Lima', email, password: TEST_PASSWORD, role: 'familia' });
    const first = await latestMailLink(ctx.db, email, 'verificacao-email');
    expect((await client.post('/api/auth/send-verification-email', { email })).status).toBe(200);
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.filter((m) => m.kind === 'verificacao-email')).toHaveLength(2);
    expect(first).toContain('/auth/verify?token=');
    expect((await client.post('/api/auth/send-verification-email', { email: newEmail() })).status).toBe(200);
  });

  it('needs an e-mail to resend, with the spec message', async () => {
    const response = await new TestClient(ctx.app).post('/api/auth/send-verification-email', { email: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { field: 'email', message: 'Digite seu email para reenviar a confirmação' } });
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password and ends the old sessions', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, client, 'familia');
    expect(client.hasSession()).toBe(true);

    const other = new TestClient(ctx.app);
    expect((await other.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    const link = new URL(await latestMailLink(ctx.db, email, 'redefinicao-senha'));
    expect(link.pathname).toBe('/auth/redefinir-senha');
    const token = link.searchParams.get('token')!;

    const reset = await other.post('/api/auth/reset-password', { token, newPassword: 'nova-senha-forte-1' });
    expect(reset.status).toBe(200);
    expect(await (await client.get('/api/session')).json()).toEqual({ user: null });

    expect((await other.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await other.post('/api/auth/sign-in/email', { email, password: 'nova-senha-forte-1' })).status).toBe(200);

    const reused = await other.post('/api/auth/reset-password', { token, newPassword: 'outra-senha-forte-2' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { message: 'Link de redefinição inválido ou expirado. Peça um novo link.' } });
  });

  it('answers the same for an unknown address', async () => {
    const response = await new TestClient(ctx.app).post('/api/auth/request-password-reset', { email: newEmail() });
    expect(response.status).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call from another origin', async () => {
    const response = await new TestClient(ctx.app).post('/api/account/sign-up', { name: 'X Y Z', email: newEmail(), password: TEST_PASSWORD, role: 'familia' }, { origin: 'https://malicioso.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN_ORIGIN' } });
  });
});
