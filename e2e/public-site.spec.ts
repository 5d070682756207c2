import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, setViewport, test } from './support/fixtures';

// The public site: landing, static pages, FAQ, contact form, help panel; pre-rendered and accessible.

const SECTION_TITLES = [
  'Planos de cuidado',
  'Por que escolher o Cuidar?',
  'O que as famílias dizem',
  'Nossos Cuidadores em Destaque',
  'Pronto para encontrar o cuidador ideal?',
];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('landing', () => {
  for (const width of [375, 1280] as const) {
    test(`mostra todas as seções na ordem da especificação em ${width} px`, async ({ page }, testInfo) => {
      await setViewport(page, width);
      await gotoHydrated(page, '/');
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav).toBeVisible();
      expect((await page.getByRole('banner').boundingBox())?.height).toBe(72);
      if (width === 375) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        const menu = page.locator('#menu-movel');
        await expect(menu.getByRole('link', { name: 'Encontrar cuidador' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Sou cuidador' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
        await page.getByRole('button', { name: 'Fechar menu' }).click();
        await expect(menu).toBeHidden();
      } else {
        for (const label of ['Início', 'Encontrar cuidador', 'Sou cuidador', 'Login']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
      }

      await expect(page.getByRole('heading', { level: 1, name: 'Cuidamos com amor de quem mais precisa' })).toBeVisible();
      await expect(page.getByText('Encontre o cuidador ideal para sua família com rapidez e segurança')).toBeVisible();
      await expect(page.locator('main h2')).toHaveText(SECTION_TITLES);

      for (const plan of ['Aconchego Mensal', 'Vínculo Trimestral', 'Laços Semestrais', 'Plantão Avulso']) {
        await expect(page.getByRole('article', { name: plan })).toBeVisible();
      }
      await expect(page.getByRole('article', { name: 'Laços Semestrais' }).getByText('Melhor Escolha')).toBeVisible();
      await expect(page.getByText(/art\. 49 do Código de Defesa do Consumidor/)).toBeVisible();

      // Real testimonials from the demo reviews, with the control of the screen size.
      const testimonials = page.getByRole('region', { name: 'Depoimentos de famílias' });
      await expect(testimonials.getByRole('group', { name: /^1 de \d$/ })).toBeVisible();
      await expect(testimonials.getByRole('button', { name: 'Próximo depoimento' })).toBeVisible({ visible: width === 1280 });
      await expect(testimonials.getByRole('button', { name: /^Mostrar depoimento 1 de/ })).toBeVisible({ visible: width === 375 });

      // Far below the first screen, the featured caregivers load as the visitor scrolls to them (ADR 0039).
      await page.getByRole('heading', { name: 'Nossos Cuidadores em Destaque' }).scrollIntoViewIfNeeded();
      const featured = page.getByRole('region', { name: 'Cuidadores em destaque', exact: true });
      await expect(featured.getByRole('article')).toHaveCount(width === 375 ? 1 : 3);
      await expect(featured.getByText(width === 375 ? '1 de 6' : '1–3 de 6')).toBeVisible();
      await featured.getByRole('button', { name: 'Próximos cuidadores' }).click();
      await expect(featured.getByText(width === 375 ? '2 de 6' : '2–4 de 6')).toBeVisible();

      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Precisa de ajuda?' })).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`landing-${width}.png`), fullPage: true });
    });
  }

  test('o HTML já traz a página: aparece mesmo sem JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cuidamos com amor de quem mais precisa' })).toBeVisible();
    await expect(page.locator('main h2')).toHaveText(SECTION_TITLES);
    await expect(page.getByRole('article', { name: 'Laços Semestrais' })).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
    await context.close();
  });

  test('botões do hero e dos planos levam aonde a especificação diz', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'Contratar cuidador' }).first().click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Torne-se cuidador' }).click();
    await expect(page).toHaveURL(/\/onboarding\/cuidador$/);
    await page.goBack();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Rolar para a próxima seção' }).click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY - window.innerHeight))).toBe(0);

    // The landing is plain HTML with islands (docs/decisions/0039): the plan travels in the query.
    await page.getByRole('article', { name: 'Laços Semestrais' }).getByRole('link', { name: 'Contratar Agora' }).click();
    await expect(page).toHaveURL(/\/checkout\?plano=biannual$/);
    await expect(page.getByRole('heading', { name: 'Laços Semestrais' })).toBeVisible();
    await page.goBack();
    await page.getByRole('article', { name: 'Aconchego Mensal' }).getByRole('link', { name: 'Contratar Agora' }).click();
    await expect(page).toHaveURL(/\/checkout\?plano=monthly$/);
    await expect(page.getByRole('heading', { name: 'Aconchego Mensal' })).toBeVisible();
    await page.goBack();

    // 'Plantão Avulso' is bought at its price on its own page (docs/product.md#single-shift).
    await page.getByRole('link', { name: 'Solicitar Agora' }).click();
    await expect(page).toHaveURL(/\/plantao-avulso$/);
  });
});

test.describe('páginas estáticas', () => {
  test('FAQ: 8 perguntas, uma aberta de cada vez, pelo teclado também', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    const questions = page.locator('main h2 button');
    await expect(questions).toHaveCount(8);
    const first = page.getByRole('button', { name: 'Como os cuidadores são verificados?' });
    const second = page.getByRole('button', { name: 'Quanto custa contratar um cuidador?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/checagem de referências/)).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/checagem de referências/)).toBeHidden();

    await second.focus();
    await page.keyboard.press('ArrowDown');
    const third = page.getByRole('button', { name: 'Posso agendar um cuidador para hoje?' });
    await expect(third).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.and(page.locator('[aria-expanded="false"]'))).toHaveCount(8);

    await page.getByRole('main').getByRole('link', { name: 'Fale Conosco' }).click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fale Conosco' })).toBeVisible();
  });

  test('Fale Conosco: campos obrigatórios, email válido e envio de verdade ao suporte', async ({ page }) => {
    await gotoHydrated(page, '/contato');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preencha todos os campos' })).toBeVisible();

    await page.getByLabel('Nome').fill('Beatriz Campos');
    await page.getByLabel('Email').fill('beatriz@');
    await page.getByLabel('Mensagem').fill('Vocês atendem aos sábados em Niterói?');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('Preencha todos os campos')).toBeHidden();

    const email = `beatriz-${Date.now()}@exemplo.com.br`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Mensagem enviada!')).toBeVisible();

    const response = await page.request.get('/api/dev/outbox?to=suporte@cuidar.com.br');
    const { messages } = (await response.json()) as { messages: { kind: string; subject: string }[] };
    expect(messages.find((m) => m.kind === 'contato')?.subject).toBe('Fale Conosco: mensagem de Beatriz Campos');
  });

  test('Fale Conosco: o que se digita antes de o formulário ficar pronto não se perde', async ({ page }) => {
    // A slow phone: the page is there, the form's code is not yet (held until the name is typed).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contato');
    await page.getByLabel('Nome').fill('Beatriz Campos');
    await page.getByLabel('Mensagem').fill('Vocês atendem em Niterói?');
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByLabel('Nome')).toHaveValue('Beatriz Campos');
    await expect(page.getByLabel('Mensagem')).toHaveValue('Vocês atendem em Niterói?');
    await page.getByLabel('Email').fill(`beatriz-${Date.now()}@exemplo.com.br`);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Mensagem enviada!')).toBeVisible();
  });

  test('cada página pública tem seu título e descrição', async ({ page }) => {
    const pages: [string, string][] = [
      ['/', 'Cuidar — Cuidadores de idosos com carinho e segurança'],
      ['/sobre-nos', 'Sobre nós | Cuidar'],
      ['/como-funciona', 'Como funciona | Cuidar'],
      ['/contato', 'Fale Conosco | Cuidar'],
      ['/politica-de-privacidade', 'Política de Privacidade | Cuidar'],
      ['/termos-de-uso', 'Termos de Uso | Cuidar'],
      ['/faq', 'Perguntas Frequentes | Cuidar'],
      ['/blog', 'Blog | Cuidar'],
    ];
    const descriptions = new Set<string>();
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      descriptions.add(description!);
    }
    expect(descriptions.size).toBe(pages.length);
    await gotoHydrated(page, '/blog');
    await expect(page.getByText('Em breve!')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('todo link do rodapé leva a uma página de verdade', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    const links = await footer.getByRole('link').evaluateAll((anchors) =>
      anchors.map((a) => ({ text: a.textContent!.trim(), href: a.getAttribute('href')! })).filter((l) => l.href.startsWith('/')),
    );
    expect(links.length).toBeGreaterThanOrEqual(9);
    for (const link of links) {
      await gotoHydrated(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: link.text, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    }
    // The prototype's footer paths still work.
    const legacyPaths: [string, string][] = [
      ['/cadastro-cuidador', '/onboarding/cuidador'],
      ['/sobre', '/sobre-nos'],
      ['/privacidade', '/politica-de-privacidade'],
      ['/termos', '/termos-de-uso'],
    ];
    for (const [legacy, target] of legacyPaths) {
      await gotoHydrated(page, legacy);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    }
  });
});

test.describe('ajuda', () => {
  for (const path of ['/', '/faq', '/contato', '/sobre-nos']) {
    test(`painel 'Central de Ajuda' abre e fecha pelo teclado em ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const button = page.getByRole('button', { name: 'Precisa de ajuda?' });
      await button.focus();
      await expect(page.getByRole('tooltip', { name: 'Precisa de ajuda?' })).toBeVisible();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Central de Ajuda' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Como funciona?' })).toBeVisible();
      for (const feature of ['Busca por região', 'Avaliações e comentários', 'Chat integrado', 'Agendamento online']) {
        await expect(panel.getByText(feature, { exact: true })).toBeVisible();
      }
      await expect(panel.getByRole('link', { name: 'suporte@cuidar.com.br' })).toBeVisible();
      await expect(panel.getByText(/segunda a sexta, das 8h às 18h/)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe('acessibilidade (axe, WCAG 2.2 AA)', () => {
  for (const width of [375, 1280] as const) {
    test(`sem violações em /, /faq, /contato e /auth a ${width} px`, async ({ page }) => {
      await setViewport(page, width);
      await gotoHydrated(page, '/');
      await page.getByRole('heading', { name: 'Nossos Cuidadores em Destaque' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'Cuidadores em destaque', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Precisa de ajuda?' })).toBeVisible();
      await expectNoAxeViolations(page);

      await gotoHydrated(page, '/faq');
      await page.getByRole('button', { name: 'Como os cuidadores são verificados?' }).click();
      await expectNoAxeViolations(page);

      await gotoHydrated(page, '/contato');
      await page.getByRole('button', { name: 'Enviar mensagem' }).click();
      await expect(page.getByText('Preencha todos os campos')).toBeVisible();
      await expectNoAxeViolations(page);

      await gotoHydrated(page, '/auth');
      await expect(page.getByRole('heading', { name: 'Entrar na plataforma' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
