import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, testEnv, type TestContext } from '../../test/helpers';
import { startFakeSmtp, type ReceivedMail } from '../../test/smtp';
import { createApp } from '../app';
import { emailOutbox } from '../db/schema';
import { buildDeps } from '../deps';
import { backgroundSettled } from '../background';
import { createLogger, type Logger } from '../logger';
import { createMailer } from './mailer';
import { REDACTED_HTML, REDACTED_TEXT, redactOldOutbox } from './repository';
import { verificationMail } from './templates';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let received: ReceivedMail[];

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startFakeSmtp();
  received = smtp.received;
});

afterAll(async () => {
  await smtp?.close();
  await ctx?.close();
});

describe('mailer', () => {
  it('stores every message in the outbox and delivers it over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      db: ctx.db,
      from: 'Cuidar <nao-responda@cuidar.com.br>',
      logger: createLogger('silent'),
      smtpUrl: smtp.url,
      smtpOptions: { ignoreTLS: true },
    });
    const mail = verificationMail({ name: '<b>Ana</b> Souza', url: 'http://localhost:3000/auth/verify?token=abc&email=ana%40x.com' });
    await mailer.send({ ...mail, to: 'ana@exemplo.com.br', kind: 'verificacao-email' });

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ana@exemplo.com.br']);
    expect(received[0]!.raw).toContain('Subject: Confirme seu email no Cuidar');
    expect(received[0]!.raw).toContain('multipart/alternative'); // HTML and plain text

    const delivered = received[0]!.raw.replace(/=\r?\n/g, '');
    const [textPart, htmlPart] = delivered.split(/Content-Type: text\/html/i) as [string, string];
    expect(htmlPart).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(htmlPart).not.toContain('<b>Ana');
    expect(textPart).toContain('Confirmar meu email: http://localhost:3000/auth/verify?token=3Dabc');

    // Delivered: the outbox keeps what was sent to whom, not the body or its bearer link.
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ana@exemplo.com.br'));
    expect(row).toMatchObject({ status: 'sent', kind: 'verificacao-email', subject: 'Confirme seu email no Cuidar', link: null, html: REDACTED_HTML, text: REDACTED_TEXT });
    expect(JSON.stringify(row)).not.toContain('token=abc');
  });

  it('marks the message failed and reports the error when the SMTP server is unreachable', async () => {
    const mailer = createMailer({
      db: ctx.db,
      from: 'Cuidar <nao-responda@cuidar.com.br>',
      logger: createLogger('silent'),
      smtpUrl: 'smtp://127.0.0.1:1',
      smtpOptions: { ignoreTLS: true, connectionTimeout: 1000 },
    });
    await expect(mailer.send({ subject: 'x', html: '<p>x</p>', text: 'x', to: 'falha@exemplo.com.br', kind: 'teste' })).rejects.toThrow();
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'falha@exemplo.com.br'));
    expect(row?.status).toBe('failed');
  });

  it('lists the outbox outside production and hides it in production', async () => {
    const listed = await new TestClient(ctx.app).get('/api/dev/outbox?to=ana%40exemplo.com.br');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { messages: unknown[] }).messages).toHaveLength(1);
    const page = await new TestClient(ctx.app).get('/dev/outbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirme seu email no Cuidar');

    const production = createApp(
      buildDeps({
        env: testEnv({ NODE_ENV: 'production' }),
        database: ctx.deps.database,
        logger: createLogger('silent'),
      }),
    );
    expect((await new TestClient(production).get('/api/dev/outbox')).status).toBe(404);
    expect((await new TestClient(production).get('/dev/outbox')).status).toBe(404);
  });

  it('never logs a link or a token: in development it points to the outbox, in production it warns', async () => {
    const lines: string[] = [];
    const capture: Logger = { debug: (m) => lines.push(m), info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
    const link = 'https://cuidar.com.br/auth/redefinir-senha?token=segredo-de-uso-unico-123';
    const mail = { subject: 'Redefinir senha', html: `<a href="${link}">Redefinir</a>`, text: `Redefinir: ${link}`, link, kind: 'redefinir-senha' };

    await createMailer({ db: ctx.db, from: 'x@cuidar.com.br', logger: capture }).send({ ...mail, to: 'producao@exemplo.com.br' });
    expect(lines.join('\n')).toContain('redefinir-senha para producao@exemplo.com.br NÃO foi entregue: configure SMTP_URL');
    await createMailer({ db: ctx.db, from: 'x@cuidar.com.br', logger: capture, outboxUrl: 'http://localhost:3000/dev/outbox' }).send({ ...mail, to: 'dev@exemplo.com.br' });
    expect(lines.join('\n')).toContain('redefinir-senha para dev@exemplo.com.br: veja em http://localhost:3000/dev/outbox');
    expect(lines.join('\n')).not.toContain('segredo-de-uso-unico');
  });

  it('a password reset in production without SMTP writes no token to the log', async () => {
    const lines: string[] = [];
    const capture: Logger = { debug: (m) => lines.push(m), info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
    const deps = buildDeps({ env: testEnv({ NODE_ENV: 'production' }), database: ctx.deps.database, logger: capture });
    const app = createApp(deps);
    const client = new TestClient(app);
    const email = `reset-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
    expect((await client.post('/api/account/sign-up', { name: 'Rita Moura', email, password: 'cravo-e-canela-77', role: 'familia' })).status).toBe(201);
    expect((await client.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    await backgroundSettled();
    const links = (await ctx.db.select({ link: emailOutbox.link }).from(emailOutbox).where(eq(emailOutbox.to, email))).map((r) => r.link!);
    expect(links.length).toBeGreaterThan(0);
    const tokens = links.map((l) => new URL(l).searchParams.get('token') ?? l);
    for (const token of tokens) expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).toContain('NÃO foi entregue');
  });

  it('removes the body and link of undelivered messages after 24 h, once, whichever process runs it', async () => {
    const mailer = createMailer({ db: ctx.db, from: 'x@cuidar.com.br', logger: createLogger('silent'), outboxUrl: 'http://localhost:3000/dev/outbox' });
    const link = 'http://localhost:3000/auth/verify?token=antigo-123';
    await mailer.send({ subject: 'Antigo', html: `<a href="${link}">ok</a>`, text: link, link, kind: 'verificacao-email', to: 'antigo@exemplo.com.br' });
    await mailer.send({ subject: 'Novo', html: '<a href="http://localhost:3000/auth/verify?token=novo-456">ok</a>', text: 'novo', link: 'http://localhost:3000/auth/verify?token=novo-456', kind: 'verificacao-email', to: 'novo@exemplo.com.br' });
    await ctx.db.update(emailOutbox).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(emailOutbox.to, 'antigo@exemplo.com.br'));

    const cutoff = new Date(Date.now() - 24 * 3600_000);
    const counts = await Promise.all([redactOldOutbox(ctx.db, cutoff), redactOldOutbox(ctx.db, cutoff)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await redactOldOutbox(ctx.db, cutoff)).toBe(0);
    const [old] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'antigo@exemplo.com.br'));
    expect(old).toMatchObject({ subject: 'Antigo', kind: 'verificacao-email', link: null, html: REDACTED_HTML, text: REDACTED_TEXT });
    const [recent] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'novo@exemplo.com.br'));
    expect(recent!.link).toContain('token=novo-456');
  });
});
