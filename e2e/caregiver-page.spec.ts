import { createVerifiedAccount } from './support/accounts';
import { DEMO_FAMILY } from './support/live';
import { expect, gotoHydrated, setViewport, test } from './support/fixtures';

// The caregiver's page (docs/product.md#caregiver-page) and 'Favoritos' (docs/product.md#favorites):
// from the landing's featured card to the page, save the caregiver, find them on the dashboard and
// open 'Agendar' from the page. The booking's payment is another journey's business: this one stops
// at the dialog, open for the right caregiver.

test.describe('página do cuidador', () => {
  test('destaque da página inicial → perfil → favoritar → Favoritos no painel → Agendar', async ({ page }, testInfo) => {
    await createVerifiedAccount(page, 'Família', 'Lúcia Fontes');

    await gotoHydrated(page, '/');
    // Far below the first screen, the featured caregivers load as the visitor scrolls to them (ADR 0039).
    await page.getByRole('heading', { name: 'Nossos Cuidadores em Destaque' }).scrollIntoViewIfNeeded();
    const featured = page.getByRole('region', { name: 'Cuidadores em destaque' });
    const firstCard = featured.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const nameLink = firstCard.getByRole('link');
    const name = (await nameLink.innerText()).trim();
    await nameLink.click();

    await expect(page).toHaveURL(/\/cuidadores\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^Verificado em \p{L}+ de \d{4}$/u)).toBeVisible();
    await expect(page.getByText('O que a equipe do Cuidar conferiu:')).toBeVisible();
    const prices = page.getByRole('region', { name: 'Valores' });
    await expect(prices.getByText('Dia de 4 horas')).toBeVisible();
    await expect(prices.getByText('Dia de 12 horas')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Disponibilidade nas próximas semanas' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avaliações' })).toBeVisible();
    // Nothing private: no street, CPF or phone pattern anywhere on the page.
    await expect(page.locator('main')).not.toContainText(/\bRua\b|\d{3}\.\d{3}\.\d{3}-\d{2}|\(\d{2}\) \d{4,5}-\d{4}/);

    for (const width of [375, 1280] as const) {
      await setViewport(page, width);
      await page.screenshot({ path: testInfo.outputPath(`perfil-${width}.png`), fullPage: true });
    }
    // What a phone shows: the first screen, and the reviews with 'Agendar' still at hand.
    await setViewport(page, 375);
    await page.screenshot({ path: testInfo.outputPath('perfil-375-inicio.png') });
    await page.getByRole('region', { name: 'Avaliações' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: /^Agendar \p{L}/u })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('perfil-375-avaliacoes.png') });
    await setViewport(page, 1280);

    const favorite = page.getByRole('button', { name: 'Favoritar' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    const saved = page.getByRole('button', { name: 'Remover dos favoritos' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Adicionado aos favoritos.')).toBeVisible();

    await page.goto('/dashboard/familia');
    const favorites = page.getByRole('region', { name: 'Favoritos' });
    await expect(favorites.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await favorites.getByRole('link', { name: new RegExp(name) }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Agendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
  });

  test('sem entrar: versão curta, sem preços por dia nem agenda, e o convite para entrar', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('heading', { name: 'Nossos Cuidadores em Destaque' }).scrollIntoViewIfNeeded();
    const firstCard = page.getByRole('region', { name: 'Cuidadores em destaque' }).getByRole('article').first();
    const nameLink = firstCard.getByRole('link');
    const name = (await nameLink.innerText()).trim();
    await nameLink.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/Entre como família para ver a agenda/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' }).last()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Valores' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Disponibilidade nas próximas semanas' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Favoritar' })).toHaveCount(0);

    // The server sent the page with its content (ADR 0049): the name is in the HTML itself, and the
    // page loads the islands' script, not the app.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(`<h1 id="perfil-nome"`);
    expect(html).toContain(name);
    expect(html).toMatch(/data-modules="\/assets\/islands-/);
    expect(html).not.toMatch(/<script type="module"[^>]*src="\/assets\/index-/);

    // 'Entrar' comes back to this caregiver, now with everything a family sees.
    const here = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Entrar' }).last().click();
    await expect(page).toHaveURL(/\/auth\?voltar=/);
    await page.getByLabel('Email').fill(DEMO_FAMILY.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_FAMILY.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${here}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agendar' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Valores' })).toBeVisible();
  });

  test('abre sem nada pular de lugar (CLS 0) no celular e no computador', async ({ page, request }) => {
    const featured = (await (await request.get('/api/caregivers/featured?limit=1')).json()) as { caregivers: { id: string }[] };
    const id = featured.caregivers[0]!.id;
    // Every layout shift the browser reports from the first paint, as Lighthouse counts them.
    // With what moved, so a failure says where to look.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const moved: string[] = [];
      Object.assign(window, { layoutShifts: shifts, layoutShiftSources: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
          shifts.push(shift.value);
          for (const source of shift.sources ?? []) {
            const node = source.node;
            moved.push(node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">${(node.textContent ?? '').slice(0, 60)}` : String(node?.nodeName));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's CPU is slow: the browser may paint a page it has only partly parsed, and what it
    // parses next moves what it painted. Three loads at 375 px on a CPU 30 times slower (a shift
    // showed in about one load in three before the footer held the first paint back), then one at 1280.
    const cdp = await page.context().newCDPSession(page);
    for (const [width, cpuSlowdown] of [[375, 30], [375, 30], [375, 30], [1280, 1]] as const) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/cuidadores/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const { shifted, moved } = await page.evaluate(() => {
        const seen = window as unknown as { layoutShifts: number[]; layoutShiftSources: string[] };
        return { shifted: seen.layoutShifts.reduce((a, b) => a + b, 0), moved: seen.layoutShiftSources };
      });
      expect(shifted, `layout shift at ${width} px: ${moved.join(' | ')}`).toBe(0);
    }
  });
});

test.describe('página de quem não é cuidador aprovado', () => {
  // The API answers 404 on purpose; the browser logs it.
  test.use({ expectedHttpErrors: [404] });

  test('mostra "Cuidador não encontrado"', async ({ page }) => {
    await page.goto('/cuidadores/nao-existe-este-cuidador');
    await expect(page.getByRole('heading', { name: 'Cuidador não encontrado' })).toBeVisible();
  });
});
