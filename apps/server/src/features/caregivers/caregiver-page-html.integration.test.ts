import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCaregiver } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createApp } from '../../app';

// A signed-out visitor's caregiver page is rendered by the server into the build's frame
// (docs/decisions/0049); anyone signed in, an id that is no approved caregiver, and a build without
// the frame get the app as before. The web build is stood in for by a frame and a render module
// written here (the real ones are exercised by e2e/caregiver-page.spec.ts).

let ctx: TestContext;
let dir: string;

const frame = [
  '<!doctype html><html><head><title>Perfil do cuidador | Cuidar</title><meta property="og:title" content="Perfil do cuidador | Cuidar"></head>',
  '<body><div id="root" data-prerendered><nav>menu</nav><main><template data-server-slot="caregiver"></template></main></div></body></html>',
].join('');

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'cuidar-ssr-'));
  const webRoot = path.join(dir, 'dist');
  mkdirSync(path.join(webRoot, '.prerendered'), { recursive: true });
  mkdirSync(path.join(dir, '.ssr-build'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(webRoot, '.prerendered/server.caregiver.html'), frame);
  // What the build's renderCaregiverPage answers, reduced to what the server does with it.
  writeFileSync(
    path.join(dir, '.ssr-build/prerender.js'),
    "export function renderCaregiverPage(c) { return { html: '<h1>' + c.firstName + ' $& $1</h1><p>' + (c.details === null ? 'curta' : 'completa') + '</p>', title: c.firstName + ' <x> \"y\"' }; }",
  );
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx?.close();
});

const webApp = () => createApp(ctx.deps, { webRoot: path.join(dir, 'dist') });

describe('GET /cuidadores/:id as a page', () => {
  it('renders the short version into the frame for a signed-out visitor, title escaped, compressed when asked', async () => {
    const app = webApp();
    const caregiver = await approvedCaregiver(ctx);
    const response = await app.request(`/cuidadores/${caregiver.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).not.toContain('data-server-slot');
    // Replacement patterns in the data ($&, $1) are written as they are.
    expect(html).toMatch(/<main><h1>[^<]+ \$& \$1<\/h1><p>curta<\/p><\/main>/);
    expect(html).toMatch(/<title>[^<]+ &lt;x&gt; &quot;y&quot;<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ &lt;x&gt; &quot;y&quot;">/);

    const brotli = await app.request(`/cuidadores/${caregiver.id}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const head = await app.request(`/cuidadores/${caregiver.id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('gives the app to someone signed in, and for an id that is no approved caregiver', async () => {
    const app = webApp();
    const caregiver = await approvedCaregiver(ctx);
    const family = new TestClient(app);
    await signUpVerified(ctx, family, 'familia');
    const signedIn = await family.get(`/cuidadores/${caregiver.id}`);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain('<script type="module" src="/assets/app.js">');

    const pending = new TestClient(app);
    const { id: notApproved } = await signUpVerified(ctx, pending, 'cuidador');
    for (const id of [notApproved, 'nao-existe', '00000000-0000-4000-8000-000000000000']) {
      const response = await app.request(`/cuidadores/${id}`);
      expect(await response.text(), id).toContain('<script type="module" src="/assets/app.js">');
    }
  });

  it('gives the app when the build has no frame', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'cuidar-ssr-empty-'));
    try {
      writeFileSync(path.join(empty, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
      const caregiver = await approvedCaregiver(ctx);
      const response = await createApp(ctx.deps, { webRoot: empty }).request(`/cuidadores/${caregiver.id}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<script type="module" src="/assets/app.js">');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
