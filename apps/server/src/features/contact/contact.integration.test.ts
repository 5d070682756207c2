import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { contactMessages, emailOutbox, rateLimits } from '../../db/schema';

// 'Fale Conosco' really reaches support: stored, e-mailed to SUPPORT_EMAIL, rate-limited per address.

const SUPPORT = 'atendimento@exemplo.com.br';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: SUPPORT } });
});
afterAll(async () => {
  await ctx?.close();
});

const valid = { nome: 'Beatriz Campos', email: 'Beatriz@Exemplo.com.br', mensagem: 'Minha mãe precisa de cuidado à noite.\nVocês atendem em Niterói?' };

async function counts() {
  const [messages] = await ctx.db.select({ n: count() }).from(contactMessages);
  const [mails] = await ctx.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.kind, 'contato'));
  const [limits] = await ctx.db.select({ n: count() }).from(rateLimits);
  return { messages: messages!.n, mails: mails!.n, limits: limits!.n };
}

describe('POST /api/contact', () => {
  it('refuses incomplete or malformed input and writes nothing', async () => {
    const client = new TestClient(ctx.app);
    const before = await counts();
    const cases: [unknown, string, string | undefined][] = [
      [{ ...valid, nome: '  ' }, 'Preencha todos os campos', 'nome'],
      [{ ...valid, email: '' }, 'Preencha todos os campos', 'email'],
      [{ nome: valid.nome, email: valid.email }, 'Preencha todos os campos', 'mensagem'],
      [{ ...valid, email: 'beatriz@' }, 'Email inválido', 'email'],
      [{ ...valid, mensagem: 'x'.repeat(5001) }, 'A mensagem deve ter no máximo 5.000 caracteres', 'mensagem'],
      [{ ...valid, telefone: '21999999999' }, 'Campo não permitido: telefone', 'telefone'],
    ];
    for (const [body, message, field] of cases) {
      const response = await client.post('/api/contact', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message, ...(field ? { field } : {}) } });
    }
    const notJson = await client.post('/api/contact', '{nome:');
    expect(notJson.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('stores the message and e-mails it to support with the sender as reply-to', async () => {
    const response = await new TestClient(ctx.app).post('/api/contact', { ...valid, nome: '<b>Beatriz</b> Campos' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: 'Mensagem enviada!' });

    const [stored] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.nome, '<b>Beatriz</b> Campos'));
    expect(stored).toMatchObject({ email: 'beatriz@exemplo.com.br', mensagem: valid.mensagem, emailStatus: 'sent', userId: null });

    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'contato'));
    expect(mail).toMatchObject({ to: SUPPORT, subject: 'Fale Conosco: mensagem de <b>Beatriz</b> Campos' });
    expect(mail!.text).toContain('Email: beatriz@exemplo.com.br');
    expect(mail!.text).toContain('Minha mãe precisa de cuidado à noite.');
    expect(mail!.text).toContain('Vocês atendem em Niterói?');
    // What a person typed is text in the e-mail, never markup.
    expect(mail!.html).toContain('&lt;b&gt;Beatriz&lt;/b&gt; Campos');
    expect(mail!.html).not.toContain('<b>Beatriz</b>');
  });

  it('links the message to the signed-in sender', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'familia');
    expect((await client.post('/api/contact', { ...valid, nome: 'Com conta' })).status).toBe(201);
    const [stored] = await ctx.db.select({ userId: contactMessages.userId }).from(contactMessages).where(eq(contactMessages.nome, 'Com conta'));
    expect(stored?.userId).toBe(id);
  });

  it('limits each address to five messages an hour', async () => {
    const client = new TestClient(ctx.app, '10.9.9.9');
    for (let i = 0; i < 5; i++) expect((await client.post('/api/contact', { ...valid, nome: `Limite ${i}` })).status).toBe(201);
    const refused = await client.post('/api/contact', { ...valid, nome: 'Limite 5' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    const [stored] = await ctx.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.nome, 'Limite 5'));
    expect(stored!.n).toBe(0);
    // Someone else is not held back by it.
    expect((await new TestClient(ctx.app, '10.9.9.10').post('/api/contact', valid)).status).toBe(201);
  });

  it('refuses a cross-site post', async () => {
    const response = await new TestClient(ctx.app).post('/api/contact', valid, { origin: 'https://malicioso.example' });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/contact when the e-mail cannot be sent', () => {
  let failing: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9: the SMTP connection is refused at once.
    failing = await createTestContext({ env: { SUPPORT_EMAIL: SUPPORT, SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('keeps the message, marks it, and tells the person to try again', async () => {
    const response = await new TestClient(failing.app).post('/api/contact', valid);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'Não foi possível enviar sua mensagem agora. Tente novamente em alguns minutos.' },
    });
    const stored = await failing.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ mensagem: valid.mensagem, emailStatus: 'failed' });
    const [mail] = await failing.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.kind, 'contato'));
    expect(mail?.status).toBe('failed');
  });
});
