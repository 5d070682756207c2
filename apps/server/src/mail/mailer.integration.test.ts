import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, testEnv, type TestContext } from '../../test/helpers';
import { createApp } from '../app';
import { emailOutbox } from '../db/schema';
import { buildDeps } from '../deps';
import { createLogger } from '../logger';
import { createMailer } from './mailer';
import { verificationMail } from './templates';

interface Received {
  to: string[];
  raw: string;
}

let ctx: TestContext;
let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // smtp-server's bundled certificate has expired: plain SMTP without STARTTLS, as a local fake.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await ctx?.close();
});

describe('mailer', () => {
  it('stores every message in the outbox and delivers it over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      db: ctx.db,
      from: 'Cuidar <nao-responda@cuidar.com.br>',
      logger: createLogger('silent'),
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      smtpOptions: { ignoreTLS: true },
    });
    const mail = verificationMail({ name: '<b>Ana</b> Souza', url: 'http://localhost:3000/auth/verify?token=abc&email=ana%40x.com' });
    await mailer.send({ ...mail, to: 'ana@exemplo.com.br', kind: 'verificacao-email' });

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ana@exemplo.com.br']);
    expect(received[0]!.raw).toContain('Subject: Confirme seu email no Cuidar');
    expect(received[0]!.raw).toContain('multipart/alternative'); // HTML and plain text

    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ana@exemplo.com.br'));
    expect(row).toMatchObject({ status: 'sent', kind: 'verificacao-email', link: mail.link });
    expect(row!.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(row!.html).not.toContain('<b>Ana');
    expect(row!.text).toContain('Confirmar meu email: http://localhost:3000/auth/verify?token=abc');
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
});
