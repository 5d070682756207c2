import type { Page } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { expect, gotoHydrated, setViewport, test } from './support/fixtures';
import { DEMO_FAMILY } from './support/live';

// Care plans through the built-in test checkout (the e2e server has no Stripe key): a plan chosen,
// sign-in on the way, the test payment page, the confirmation, and the plan on the dashboard.
// The main journey starts on the landing's 'Contratar Agora' (navigation state { planId } and
// ?plano=<id>, which is also where sign-in returns to); another pushes the state the way React
// Router does.

async function signInOnAuthPage(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('planos de cuidado', () => {
  test.describe(() => {
    // The second purchase attempt is refused on purpose (409).
    test.use({ expectedHttpErrors: [409] });
    test('no celular: plano escolhido na página inicial, login, pagamento de teste, confirmação e o plano no painel', async ({ page }) => {
      await setViewport(page, 375);
      await gotoHydrated(page, '/');
      await page.getByRole('article', { name: 'Laços Semestrais' }).getByRole('link', { name: 'Contratar Agora' }).click();
      // The landing is plain HTML with islands (docs/decisions/0039): the plan travels in the query.
      await expect(page).toHaveURL(/\/checkout\?plano=biannual$/);
      await expect(page.getByRole('heading', { name: 'Laços Semestrais' })).toBeVisible();
      await expect(page.getByText('Melhor Escolha')).toBeVisible();
      await expect(page.getByText('Nosso melhor preço!')).toBeVisible();
      await expect(page.getByText('R$ 18.270,00 (R$ 3.045,00/mês)')).toBeVisible();
      await expect(page.getByText('R$ 36.540,00 (R$ 6.090,00/mês)')).toBeVisible();
      await expect(page.getByText('Ainda não disponível para contratação: este plano é de plantões de 12h.')).toBeVisible();
      await expect(page.getByText('Cobrado mensalmente por 6 meses', { exact: false })).toBeVisible();
      // The platform's part, before paying (terms §7), from the server's fee.
      await expect(page.getByText('Inclui a taxa de serviço do Cuidar (10%): R$ 14,50 de cada plantão de R$ 145,00.')).toBeVisible();
      await expect(page.getByText('O cuidador recebe R$ 130,50 por plantão.')).toBeVisible();
      await expect(page.getByText('art. 49 do Código de Defesa do Consumidor', { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Termos de Uso' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Política de Privacidade' }).first()).toBeVisible();

      // Signed out: the 'Autenticação necessária' toast (docs/product.md#plans), the sign-in
      // screen, and back to the same plan afterwards.
      await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
      await expect(page.getByText('Autenticação necessária')).toBeVisible();
      await expect(page.getByText('Faça login para contratar um plano')).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await signInOnAuthPage(page, DEMO_FAMILY);
      await expect(page).toHaveURL(/\/checkout\?plano=biannual$/);
      await expect(page.getByRole('heading', { name: 'Laços Semestrais' })).toBeVisible();

      await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sandbox_\w+$/);
      await expect(page.getByText('Ambiente de teste').first()).toBeVisible();
      await expect(page.getByText('R$ 3.045,00')).toBeVisible();
      await page.getByRole('button', { name: 'Confirmar pagamento de teste' }).click();

      await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sandbox_\w+$/);
      await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();
      await expect(page.getByText('Seu plano foi ativado com sucesso...')).toBeVisible();
      await expect(page.getByText('Complete o perfil da família')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver cuidadores recomendados' })).toHaveAttribute('href', '/recomendacoes');
      // A plan's shifts are booked from the plan's page, not as an hourly booking paid again.
      await expect(page.getByRole('link', { name: 'Escolher cuidadores' })).toHaveAttribute('href', '/plano/cuidadores');

      await page.getByRole('link', { name: 'Ir para o painel da família' }).click();
      await expect(page).toHaveURL(/\/dashboard\/familia$/);
      const card = page.getByRole('region', { name: 'Meu plano' });
      await expect(card.getByText('Laços Semestrais')).toBeVisible();
      await expect(card.getByText('Ativo', { exact: true })).toBeVisible();
      await expect(card.getByText('R$ 3.045,00/mês · 6 meses')).toBeVisible();
      await expect(card.getByText(/Próxima cobrança em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();

      // A second plan cannot be bought while this one runs.
      await page.goto('/checkout?plano=monthly');
      await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
      await expect(page.getByText('Você já tem um plano ativo. Acompanhe-o no seu painel.')).toBeVisible();

      // Within 7 days the family may withdraw; the plan ends and shows as refunded.
      await page.goto('/dashboard/familia');
      await page.getByRole('button', { name: 'Cancelar ao fim do período' }).click();
      await page.getByRole('button', { name: 'Sim, cancelar ao fim do período' }).click();
      await expect(page.getByText('Cancelamento agendado').first()).toBeVisible();
      await expect(page.getByText(/O plano termina em \d{2}\/\d{2}\/\d{4}\. Não haverá novas cobranças\./)).toBeVisible();
      await page.getByRole('button', { name: 'Desistir e pedir reembolso' }).click();
      await page.getByRole('button', { name: 'Sim, desistir e pedir reembolso' }).click();
      await expect(page.getByText('Reembolso solicitado')).toBeVisible();
      await expect(page.getByText('Reembolsado', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contratar novamente' })).toBeVisible();
    });
  });

  test('o plano chega pelo estado da navegação, e cancelar na página de teste volta ao plano', async ({ page }) => {
    await setViewport(page, 1280);
    await createVerifiedAccount(page, 'Família', 'Sônia Teixeira');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await expect(page.getByRole('region', { name: 'Meu plano' }).getByText('Você ainda não tem um plano de cuidado.', { exact: false })).toBeVisible();
    // The landing has no router (docs/decisions/0039): navigate client-side from the app's dashboard.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // What navigate('/checkout', { state: { planId } }) writes, then the router follows it.
    await page.evaluate(() => {
      window.history.pushState({ usr: { planId: 'quarterly' }, key: 'e2e', idx: 1 }, '', '/checkout');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Vínculo Trimestral' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\//);
    await page.getByRole('button', { name: 'Cancelar e voltar' }).click();
    await expect(page).toHaveURL(/\/checkout\?plano=quarterly$/);
    await expect(page.getByRole('heading', { name: 'Vínculo Trimestral' })).toBeVisible();
  });

  test('sem plano, volta ao início com o aviso do spec', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Plano não encontrado')).toBeVisible();
    await expect(page.getByText('Selecione um plano válido para continuar')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/checkout?plano=vitalicio');
    await expect(page.getByText('Plano não encontrado')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('cuidador vê que planos são para famílias', async ({ page }) => {
    await page.goto('/auth');
    await signInOnAuthPage(page, { email: 'cuidador@demo.cuidar.com.br', password: DEMO_FAMILY.password });
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
    await page.goto('/checkout?plano=monthly');
    await expect(page.getByText('Planos são para famílias')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar para Pagamento' })).toBeDisabled();
  });
});
