import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { SUPPORT_EMAIL_DEFAULT, SUPPORT_EMAIL_META } from '@cuidar/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, TestClient, type TestContext } from '../../test/helpers';
import { startFakeSmtp } from '../../test/smtp';
import { createApp } from '../app';
import { backgroundSettled } from '../background';
import { createCaregiver, createFamily } from '../db/factories';
import { SERVER_ROOT } from '../paths';

// docs/decisions/0062: the site shows the support address the server is configured with. The web
// app is really built here (scripts/build-web.mjs, into a folder of this test's own), and served by
// a server whose SUPPORT_EMAIL is not the default: its pages, the app's shell and its e-mails carry
// that address and never the default the build wrote.

const SUPPORT = 'atendimento@exemplo.org';
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const folder = path.join(REPO_ROOT, 'apps/web/.tmp', `support-email-${randomUUID().slice(0, 8)}`);
const webRoot = path.join(folder, 'dist');

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let ctx: TestContext;
let app: ReturnType<typeof createApp>;

function buildWeb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/build-web.mjs'), folder], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    build.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed (${code}):\n${errors}`))));
  });
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  const [context] = await Promise.all([
    createTestContext({ env: { SUPPORT_EMAIL: SUPPORT, SMTP_URL: smtp.url }, smtpOptions: { ignoreTLS: true } }),
    buildWeb(),
  ]);
  ctx = context;
  app = createApp(ctx.deps, { webRoot });
}, 240_000);

afterAll(async () => {
  await smtp?.close();
  await ctx?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A page as the browser gets it, brotli-compressed as browsers ask, and as plain HTML. */
async function pageBoth(url: string, status = 200): Promise<string[]> {
  const plain = await app.request(url);
  const br = await app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(plain.status, url).toBe(status);
  expect(br.headers.get('content-encoding'), url).toBe('br');
  return [await plain.text(), brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')];
}

const showsOnlyTheConfiguredAddress = (html: string, url: string) => {
  expect(html, url).toContain(`<meta name="${SUPPORT_EMAIL_META}" content="${SUPPORT}"`);
  expect(html, url).not.toContain(SUPPORT_EMAIL_DEFAULT);
};

describe('with SUPPORT_EMAIL configured', () => {
  it('every pre-rendered page shows it (footer, contact, legal documents) and tells the app', async () => {
    const pages = readdirSync(path.join(webRoot, '.prerendered')).filter((name) => name.endsWith('.html') && !name.startsWith('server.'));
    // The public pages and the dashboards' preloaded shells (scripts/prerender.mjs).
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const name of pages) {
      const url = name === 'index.html' ? '/' : `/${name.replace(/\.html$/, '').replaceAll('__', '/')}`;
      for (const html of await pageBoth(url)) {
        showsOnlyTheConfiguredAddress(html, url);
        if (!url.startsWith('/dashboard')) expect(html, url).toContain(`<a href="mailto:${SUPPORT}"`); // the footer
      }
    }
    const terms = (await pageBoth('/termos-de-uso'))[0]!;
    expect(terms.split(`mailto:${SUPPORT}`).length - 1).toBeGreaterThan(1); // the footer and the terms' own lines
  });

  it("the app's shell, for every screen rendered in the browser (the checkout's panel reads it there)", async () => {
    for (const [url, status] of [['/checkout?plano=monthly', 200], ['/auth', 200], ['/rota-que-nao-existe', 404]] as const) {
      for (const html of await pageBoth(url, status)) showsOnlyTheConfiguredAddress(html, url);
    }
  });

  it("a signed-out visitor's caregiver page, rendered by the server into the build's frame", async () => {
    const caregiver = await createCaregiver(ctx.db, { approval: { at: ctx.deps.now(), issuedDaysAgo: 5 } });
    const url = `/cuidadores/${caregiver.id}`;
    for (const html of await pageBoth(url)) {
      showsOnlyTheConfiguredAddress(html, url);
      expect(html).toContain(`<a href="mailto:${SUPPORT}"`);
      expect(html).toContain(caregiver.data.firstName);
    }
  });

  it('e-mails: replies to ours go to it, and Fale Conosco reaches it', async () => {
    const family = await createFamily(ctx.db, { password: TEST_PASSWORD });
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/auth/sign-in/email', { email: family.email, password: TEST_PASSWORD })).status).toBe(200);
    // Its words ask the person to answer it (docs/product.md#account-lgpd).
    expect((await client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post('/api/contact', { nome: 'Beatriz Campos', email: 'beatriz@exemplo.com.br', mensagem: 'Vocês atendem em Niterói?' })).status).toBe(201);
    await new TestClient(ctx.app).post('/api/account/sign-up', { name: 'Rita Moura', email: 'rita@exemplo.com.br', password: 'cravo-e-canela-77', role: 'familia' });
    await backgroundSettled();
    // Quoted-printable soft line breaks removed, so a header or an address reads whole.
    const received = smtp.received.map((m) => ({ to: m.to, raw: m.raw.replace(/=\r?\n/g, '') }));

    const deleted = received.find((m) => m.to.includes(family.email));
    expect(deleted?.raw).toContain('Subject: =?UTF-8?'); // 'Sua conta no Cuidar foi excluída'
    expect(deleted?.raw).toMatch(new RegExp(`^Reply-To: ${SUPPORT}\\r?$`, 'm'));
    const verification = received.find((m) => m.to.includes('rita@exemplo.com.br'));
    expect(verification?.raw).toMatch(new RegExp(`^Reply-To: ${SUPPORT}\\r?$`, 'm'));
    const contact = received.find((m) => m.to.includes(SUPPORT));
    expect(contact?.raw).toMatch(/^Reply-To: beatriz@exemplo\.com\.br\r?$/m);
    for (const message of received) expect(message.raw).not.toContain(SUPPORT_EMAIL_DEFAULT);
  });
});
