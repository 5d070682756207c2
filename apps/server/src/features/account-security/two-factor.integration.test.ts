import type { TwoFactorSetupDto } from '@cuidar/domain/account-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { secretOf, totpCode } from '../../../test/totp';

// Two-factor sign-in with an authenticator app (better-auth's two-factor plugin behind our routes):
// turned on in Configurações with the password and a first code, asked after the password at every
// sign-in, with single-use recovery codes, turned off with the password.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const THIRTY_SECONDS = 30_000;

async function enable(client: TestClient): Promise<TwoFactorSetupDto> {
  const started = await client.post('/api/account/two-factor/start', { currentPassword: TEST_PASSWORD });
  expect(started.status).toBe(200);
  const { setup } = (await started.json()) as { setup: TwoFactorSetupDto };
  const confirmed = await client.post('/api/account/two-factor/confirm', { code: totpCode(setup.secret) });
  expect(confirmed.status).toBe(200);
  return setup;
}

describe('two-factor sign-in', () => {
  it('is turned on with the password and a first code from the app, then asked at every sign-in', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, client, 'familia');
    expect(await (await client.get('/api/account/two-factor')).json()).toEqual({ enabled: false });

    const wrong = await client.post('/api/account/two-factor/start', { currentPassword: 'nao-e-a-senha' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { field: 'currentPassword', message: 'Senha incorreta.' } });

    const started = await client.post('/api/account/two-factor/start', { currentPassword: TEST_PASSWORD });
    const { setup } = (await started.json()) as { setup: TwoFactorSetupDto };
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\/Cuidar:/);
    expect(secretOf(setup.totpUri)).toBe(setup.secret);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.recoveryCodes).toHaveLength(10);
    for (const code of setup.recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not on until a code confirms the app was set up.
    expect(await (await client.get('/api/account/two-factor')).json()).toEqual({ enabled: false });

    const badCode = await client.post('/api/account/two-factor/confirm', { code: totpCode(setup.secret, Date.now() - 10 * THIRTY_SECONDS) });
    expect(badCode.status).toBe(400);
    expect(await badCode.json()).toMatchObject({ error: { field: 'code' } });
    const confirmed = await client.post('/api/account/two-factor/confirm', { code: totpCode(setup.secret) });
    expect(confirmed.status).toBe(200);
    // The same browser stays signed in (better-auth renewed its session).
    expect(await (await client.get('/api/account/two-factor')).json()).toEqual({ enabled: true });

    const phone = new TestClient(ctx.app);
    const first = await phone.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ user: null, twoFactorRequired: true });
    // The password alone opens no session.
    expect(await (await phone.get('/api/session')).json()).toEqual({ user: null });

    // The code of ten minutes ago.
    const wrongCode = await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(setup.secret, Date.now() - 20 * THIRTY_SECONDS) });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toMatchObject({ error: { message: 'Código incorreto ou vencido. Confira se o horário do celular está certo e tente de novo.' } });
    const second = await phone.post('/api/auth/two-factor/verify-totp', { code: totpCode(setup.secret) });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ user: { email, role: 'familia' } });
    expect(await (await phone.get('/api/session')).json()).toMatchObject({ user: { email } });
  });

  it('accepts each recovery code once instead of the app', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, client, 'cuidador');
    const setup = await enable(client);
    const [code] = setup.recoveryCodes;

    const laptop = new TestClient(ctx.app);
    await laptop.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    // Typed without the dash: still the same code.
    const used = await laptop.post('/api/auth/two-factor/verify-recovery-code', { code: code!.replace('-', '') });
    expect(used.status).toBe(200);
    expect(await (await laptop.get('/api/session')).json()).toMatchObject({ user: { email, role: 'cuidador' } });

    const again = new TestClient(ctx.app);
    await again.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    const reused = await again.post('/api/auth/two-factor/verify-recovery-code', { code });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { message: 'Código de recuperação incorreto ou já usado.' } });
  });

  it('answers 401 to a code with no password step before it, and checks the code format', async () => {
    const stranger = new TestClient(ctx.app);
    const response = await stranger.post('/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { message: 'O tempo para digitar o código acabou. Entre com seu email e senha de novo.' } });
    const malformed = await stranger.post('/api/auth/two-factor/verify-totp', { code: '12a456' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { field: 'code', message: 'O código tem 6 dígitos, só números.' } });
  });

  it('renews the recovery codes and turns off with the password', async () => {
    const client = new TestClient(ctx.app);
    const { email } = await signUpVerified(ctx, client, 'familia');
    const setup = await enable(client);

    const renewed = await client.post('/api/account/two-factor/recovery-codes', { currentPassword: TEST_PASSWORD });
    expect(renewed.status).toBe(200);
    const { recoveryCodes } = (await renewed.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(setup.recoveryCodes[0]);
    const other = new TestClient(ctx.app);
    await other.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect((await other.post('/api/auth/two-factor/verify-recovery-code', { code: setup.recoveryCodes[0] })).status).toBe(400);

    expect((await client.post('/api/account/two-factor/disable', { currentPassword: 'errada-errada' })).status).toBe(400);
    const off = await client.post('/api/account/two-factor/disable', { currentPassword: TEST_PASSWORD });
    expect(off.status).toBe(200);
    expect(await (await client.get('/api/account/two-factor')).json()).toEqual({ enabled: false });
    const plain = await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(await plain.json()).toMatchObject({ user: { email } });
  });
});
