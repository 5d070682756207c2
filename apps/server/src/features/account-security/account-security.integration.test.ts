import type { AccountSessionDto } from '@cuidar/domain/account-settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, latestMailLink, signUpVerified, TestClient, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import { account, emailOutbox, session, user } from '../../db/schema';

// Sessions, password and e-mail changes in Configurações: own account only, re-authentication,
// other sessions ended on a password change, an e-mail that changes only once the new address
// is confirmed.

let ctx: TestContext;

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A person signed in on two devices: the phone (signed up there) and a second device. */
async function personOnTwoDevices(role: 'familia' | 'cuidador' = 'familia') {
  const phone = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, phone, role);
  const other = new TestClient(ctx.app);
  const signIn = await other.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD }, { 'user-agent': IPHONE });
  expect(signIn.status).toBe(200);
  return { id, email, phone, other };
}

const sessionsOf = async (client: TestClient, headers?: Record<string, string>) => {
  const response = await client.get('/api/account/sessions', headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: AccountSessionDto[] }).sessions;
};
const signedInAs = async (client: TestClient) =>
  ((await (await client.get('/api/session')).json()) as { user: { id: string; email: string } | null }).user;
const signIn = (email: string, password: string) => new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password });
const mailsTo = (to: string) => ctx.db.select({ kind: emailOutbox.kind, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, to));

describe('sessions', () => {
  it('lists only the caller’s active sessions, device and address, and marks this one', async () => {
    const person = await personOnTwoDevices();
    const stranger = await personOnTwoDevices();
    const sessions = await sessionsOf(person.other);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.isCurrent)!;
    expect(current).toMatchObject({ device: 'Safari no iPhone', ipAddress: person.other.ip });
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    const mine = await ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, person.id));
    expect(sessions.map((s) => s.id).sort()).toEqual(mine.map((s) => s.id).sort());
    const theirs = await sessionsOf(stranger.phone);
    expect(theirs.some((s) => sessions.some((m) => m.id === s.id))).toBe(false);
    // No token in the answer.
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    expect(Object.keys(current).sort()).toEqual(['createdAt', 'device', 'expiresAt', 'id', 'ipAddress', 'isCurrent', 'lastActiveAt']);
  });

  it('revokes another session of the caller; that device is signed out', async () => {
    const person = await personOnTwoDevices();
    const phoneSession = (await sessionsOf(person.other)).find((s) => !s.isCurrent)!;
    const response = await person.other.delete(`/api/account/sessions/${phoneSession.id}`);
    expect(response.status).toBe(200);
    expect(await signedInAs(person.phone)).toBeNull();
    expect((await signedInAs(person.other))?.id).toBe(person.id);
    expect(await sessionsOf(person.other)).toHaveLength(1);
  });

  it("someone else's session answers 404 and stays; the session in use is not revoked from the list", async () => {
    const person = await personOnTwoDevices();
    const stranger = await personOnTwoDevices();
    const theirs = (await sessionsOf(stranger.phone))[0]!;
    expect((await person.phone.delete(`/api/account/sessions/${theirs.id}`)).status).toBe(404);
    expect((await person.phone.delete('/api/account/sessions/nao-existe')).status).toBe(404);
    expect(await sessionsOf(stranger.phone)).toHaveLength(2);

    const current = (await sessionsOf(person.phone)).find((s) => s.isCurrent)!;
    const refused = await person.phone.delete(`/api/account/sessions/${current.id}`);
    expect(refused.status).toBe(400);
    expect((await signedInAs(person.phone))?.id).toBe(person.id);
  });

  it('ends every other session at once', async () => {
    const person = await personOnTwoDevices();
    const third = new TestClient(ctx.app);
    await third.post('/api/auth/sign-in/email', { email: person.email, password: TEST_PASSWORD }, { 'user-agent': ANDROID });
    const stranger = await personOnTwoDevices();
    const response = await person.phone.post('/api/account/sessions/revoke-others', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revoked: 2 });
    expect(await signedInAs(person.other)).toBeNull();
    expect(await signedInAs(third)).toBeNull();
    expect((await signedInAs(person.phone))?.id).toBe(person.id);
    expect(await sessionsOf(stranger.phone)).toHaveLength(2);
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/account/sessions')).status).toBe(401);
    expect((await anonymous.post('/api/account/sessions/revoke-others', {})).status).toBe(401);
    expect((await anonymous.delete('/api/account/sessions/x')).status).toBe(401);
  });
});

describe('password change', () => {
  const NEW_PASSWORD = 'nova-senha-segura-456';

  it('asks for the current password; a wrong one changes nothing', async () => {
    const person = await personOnTwoDevices();
    const [before] = await ctx.db.select({ password: account.password }).from(account).where(eq(account.userId, person.id));
    const wrong = await person.phone.post('/api/account/password', { currentPassword: 'errada-123', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { message: 'Senha incorreta.', field: 'currentPassword' } });
    const missing = await person.phone.post('/api/account/password', { newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    const [after] = await ctx.db.select({ password: account.password }).from(account).where(eq(account.userId, person.id));
    expect(after!.password).toBe(before!.password);
    expect(await signedInAs(person.other)).not.toBeNull();
    expect((await mailsTo(person.email)).some((m) => m.kind === 'senha-alterada')).toBe(false);
  });

  it('the new password follows the shared policy and must differ from the current one', async () => {
    const person = await personOnTwoDevices();
    const short = await person.phone.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'curta' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { field: 'newPassword', message: 'A senha deve ter pelo menos 8 caracteres' } });
    const same = await person.phone.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ error: { field: 'newPassword', message: 'A nova senha deve ser diferente da atual.' } });
    const extra = await person.phone.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, userId: 'x' });
    expect(extra.status).toBe(400);
    expect((await signIn(person.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('changes it, ends every other session, keeps this browser signed in and tells the owner by e-mail', async () => {
    const person = await personOnTwoDevices();
    const response = await person.phone.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await signedInAs(person.other)).toBeNull();
    expect((await signedInAs(person.phone))?.id).toBe(person.id);
    const sessions = await sessionsOf(person.phone);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.isCurrent).toBe(true);
    expect((await signIn(person.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(person.email, NEW_PASSWORD)).status).toBe(200);
    const mails = await mailsTo(person.email);
    expect(mails.find((m) => m.kind === 'senha-alterada')?.text).toMatch(/senha da sua conta no Cuidar acabou de ser alterada/);
  });

  it('needs a session, and is rate-limited per account', async () => {
    expect((await new TestClient(ctx.app).post('/api/account/password', { currentPassword: 'x', newPassword: NEW_PASSWORD })).status).toBe(401);
    const person = await personOnTwoDevices();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await person.phone.post('/api/account/password', { currentPassword: `errada-${i}`, newPassword: NEW_PASSWORD })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('e-mail change', () => {
  const newAddress = () => `novo-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;

  it('asks for the password; a wrong one sends nothing and changes nothing', async () => {
    const person = await personOnTwoDevices();
    const target = newAddress();
    const wrong = await person.phone.post('/api/account/email', { currentPassword: 'errada-123', newEmail: target });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { field: 'currentPassword' } });
    expect((await person.phone.post('/api/account/email', { newEmail: target })).status).toBe(400);
    expect((await person.phone.post('/api/account/email', { currentPassword: TEST_PASSWORD, newEmail: 'nao-e-email' })).status).toBe(400);
    const same = await person.phone.post('/api/account/email', { currentPassword: TEST_PASSWORD, newEmail: person.email.toUpperCase() });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ error: { field: 'newEmail', message: 'Este já é o seu email.' } });
    expect(await mailsTo(target)).toEqual([]);
    expect((await signedInAs(person.phone))?.email).toBe(person.email);
  });

  it('mails a link to the NEW address and tells the old one; nothing changes until the link is opened', async () => {
    const person = await personOnTwoDevices();
    const target = newAddress();
    const response = await person.phone.post('/api/account/email', { currentPassword: TEST_PASSWORD, newEmail: target });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining(target) });

    // Not yet: the account still answers to the old address.
    const [before] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, person.id));
    expect(before!.email).toBe(person.email);
    expect((await signIn(target, TEST_PASSWORD)).status).toBe(401);
    expect((await mailsTo(person.email)).find((m) => m.kind === 'pedido-troca-email')?.text).toContain(target);

    // Opened from another browser that is not signed in.
    const link = new URL(await latestMailLink(ctx.db, target, 'confirmacao-novo-email'));
    expect(link.pathname).toBe('/auth/verify');
    expect(link.searchParams.has('email')).toBe(false);
    const verify = await new TestClient(ctx.app).get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ emailChanged: true, user: null });

    const [after] = await ctx.db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, person.id));
    expect(after).toEqual({ email: target, emailVerified: true });
    expect((await signIn(person.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(target, TEST_PASSWORD)).status).toBe(200);
    expect((await mailsTo(person.email)).find((m) => m.kind === 'email-alterado')?.text).toContain(target);
    expect((await signedInAs(person.phone))?.email).toBe(target);

    // The link works once.
    const again = await new TestClient(ctx.app).get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(again.status).toBe(400);
  });

  it('opened in the signed-in browser, the page learns the new address', async () => {
    const person = await personOnTwoDevices();
    const target = newAddress();
    await person.phone.post('/api/account/email', { currentPassword: TEST_PASSWORD, newEmail: target });
    const link = new URL(await latestMailLink(ctx.db, target, 'confirmacao-novo-email'));
    const verify = await person.phone.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ emailChanged: true, user: { id: person.id, email: target } });
  });

  it('an address of another account: same answer, no link, its owner is told, nothing changes', async () => {
    const person = await personOnTwoDevices();
    const owner = await personOnTwoDevices();
    const response = await person.phone.post('/api/account/email', { currentPassword: TEST_PASSWORD, newEmail: owner.email });
    expect(response.status).toBe(200);
    const mails = await mailsTo(owner.email);
    expect(mails.some((m) => m.kind === 'confirmacao-novo-email')).toBe(false);
    expect(mails.some((m) => m.kind === 'email-em-uso')).toBe(true);
    expect((await signedInAs(person.phone))?.email).toBe(person.email);
  });

  it('an address taken between the request and the click is refused, and the account keeps its e-mail', async () => {
    const person = await personOnTwoDevices();
    const target = newAddress();
    await person.phone.post('/api/account/email', { currentPassword: TEST_PASSWORD, newEmail: target });
    const link = new URL(await latestMailLink(ctx.db, target, 'confirmacao-novo-email'));
    const squatter = new TestClient(ctx.app);
    const signUp = await squatter.post('/api/account/sign-up', { name: 'Outra Pessoa', email: target, password: TEST_PASSWORD, role: 'familia' });
    expect(signUp.status).toBe(201);
    const verify = await person.phone.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verify.status).toBe(409);
    expect(await verify.json()).toMatchObject({ error: { message: 'Este email já está em uso por outra conta.' } });
    const rows = await ctx.db.select({ id: user.id }).from(user).where(and(eq(user.email, target)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(person.id);
    expect((await signedInAs(person.phone))?.email).toBe(person.email);
  });

  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).post('/api/account/email', { currentPassword: TEST_PASSWORD, newEmail: newAddress() })).status).toBe(401);
  });
});
