import type { Page } from '@playwright/test';
import { newEmail, signIn } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';

// The browser side of the security rules: every page is served with the security headers and runs
// under the Content-Security-Policy without one violation (the pre-rendered pages hold no inline
// script), and a common password is refused on the form before anything is sent.

const PAGES = ['/', '/sobre-nos', '/como-funciona', '/contato', '/politica-de-privacidade', '/termos-de-uso', '/faq', '/blog', '/auth', '/onboarding/familia', '/vinculo-empregaticio'];

/** Violations are reported to the page as events; collect them from the first script on. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const DEMO_PASSWORD = 'cuidar-demo-2026';
const SIGNED_IN_PAGES = {
  familia: ['/dashboard/familia', '/dashboard/familia/perfil', '/dashboard/familia/reservas', '/dashboard/familia/mensagens', '/dashboard/familia/notificacoes', '/dashboard/familia/configuracoes', '/profile/familia', '/checkout?plano=monthly'],
  cuidador: ['/dashboard/cuidador', '/dashboard/cuidador/perfil', '/dashboard/cuidador/agenda', '/dashboard/cuidador/mensagens', '/dashboard/cuidador/notificacoes', '/dashboard/cuidador/avaliacoes', '/dashboard/cuidador/configuracoes', '/profile/cuidador'],
} as const;

test.describe('segurança no navegador', () => {
  test('cada página vem com os cabeçalhos de segurança e roda sem violar a CSP', async ({ page }) => {
    await recordCspViolations(page);
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const headers = response!.headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self';");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*unsafe/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      // The HTML as served: scripts only by src.
      const html = await response!.text();
      expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/gi), path).toBeNull();
      await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
      expect(await cspViolations(page), path).toEqual([]);
    }
    // The scripts themselves come with the same headers and are cached for good.
    const script = await page.locator('script[src]').first().getAttribute('src');
    const asset = await page.request.get(script!);
    expect(asset.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  for (const role of ['familia', 'cuidador'] as const) {
    test(`os painéis de ${role} rodam sem violar a CSP`, async ({ page }) => {
      await recordCspViolations(page);
      await signIn(page, `${role}@demo.cuidar.com.br`, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
      for (const path of SIGNED_IN_PAGES[role]) {
        await page.goto(path);
        await expect(page.locator('main').first(), path).toBeVisible();
        expect(await cspViolations(page), path).toEqual([]);
      }
    });
  }

  test('a API responde sem cache e com os mesmos cabeçalhos, inclusive nos erros', async ({ request }) => {
    for (const [path, status] of [
      ['/api/session', 200],
      ['/api/notifications', 401],
      ['/api/nada-aqui', 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test('o cadastro recusa uma senha comum já no formulário', async ({ page }) => {
    await setViewport(page, 375);
    let signUpRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/sign-up')) signUpRequests++;
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Não tem uma conta? Cadastre-se' }).click();
    await expect(page.getByText('Pelo menos 8 caracteres. Evite senhas óbvias, como 12345678 ou senha123.')).toBeVisible();
    await page.getByLabel('Nome completo').fill('Rita de Cássia Moura');
    await page.getByLabel('Email').fill(newEmail('familia'));
    await page.getByLabel('Senha', { exact: true }).fill('Brasil123');
    await page.getByRole('radio', { name: /Família/ }).click();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Esta senha é muito comum e fácil de adivinhar. Escolha outra.')).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(signUpRequests).toBe(0);

    await page.getByLabel('Senha', { exact: true }).fill('ipê-amarelo-na-calçada');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Cadastro realizado com sucesso! Verifique seu email para confirmar sua conta.')).toBeVisible();
    expect(signUpRequests).toBe(1);
  });
});
