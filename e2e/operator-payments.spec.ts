import { baseURL } from '../playwright.config';
import { newEmail, PASSWORD, signIn } from './support/accounts';
import { expect, newOwnContext, setViewport, shootBothWidths, test } from './support/fixtures';
import { signInNewOperator } from './support/operator';

// 'Pagamentos' on the operators' desk (docs/product.md#operators): reached from Início and from the
// menu, at 375 and 1280 px. The sandbox provider makes every refund and payout at once, so the
// list starts empty; a refused refund is made by the e2e-only seed route.

test('a operadora vê, a partir do Início, que nenhuma devolução ou repasse está parado', async ({ browser }, info) => {
  const page = await signInNewOperator(browser);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Devoluções e repasses parados' }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('0', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Ver pagamentos' }).click();
  await expect(page).toHaveURL(/\/operador\/pagamentos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devoluções e repasses parados' })).toBeVisible();
  await expect(page.getByText('Nenhuma devolução ou repasse parado. Tudo o que foi pedido ao provedor já foi feito.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pagamentos' }).first()).toHaveAttribute('aria-current', 'page');
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await page.screenshot({ path: info.outputPath(`operador-pagamentos-${width}.png`), fullPage: true });
  }
});

// A refund the provider refused (docs/product.md#operators): the operator asks the provider again,
// then records the team's own Pix; the family sees who paid it back, and the receipt says how.
test('a operadora registra a devolução feita pela equipe de um reembolso recusado, e a família vê o comprovante', async ({ browser }, info) => {
  const page = await signInNewOperator(browser);
  const familyEmail = newEmail('familia-recusada');
  const seeded = await page.request.post('/api/test/refused-refund', {
    data: { email: familyEmail, password: PASSWORD, firstName: 'Beatriz', lastName: 'Recusada' },
    headers: { origin: baseURL },
  });
  expect(seeded.status()).toBe(201);

  await page.goto('/operador/pagamentos');
  const card = page.getByRole('listitem').filter({ hasText: 'Beatriz Recusada' });
  await expect(card.getByRole('heading', { name: 'Devolução de reserva' })).toBeVisible();
  await expect(card.getByText('O provedor recusou')).toBeVisible();
  await expect(card.getByText(/charge_expired_for_refund/)).toBeVisible();
  await shootBothWidths(page, info, 'pagamentos-recusado', card);

  // Asking again: the provider of this server (the sandbox) pays at once, so the item would leave
  // the list; this journey is about the refusal, so it goes straight to the team's refund.
  await card.getByRole('button', { name: /^Registrar devolução de R\$\s[\d.,]+ feita pela equipe$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar devolução feita pela equipe' });
  await expect(dialog.getByText(/O provedor recusou devolver R\$\s[\d.,]+ a Beatriz Recusada\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Registrar devolução' }).click();
  await expect(dialog.getByText('Escolha como a equipe devolveu o valor: Pix ou transferência bancária.')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Pix/ }).click();
  await dialog.getByLabel('Referência da transferência').fill('E18236120202612011500s0000000042');
  await dialog.getByRole('checkbox', { name: /já saíram da conta do Cuidar para Beatriz Recusada/ }).click();
  await setViewport(page, 375);
  await dialog.screenshot({ path: info.outputPath('devolucao-equipe-dialogo-375.png') });
  await setViewport(page, 1280);
  await dialog.getByRole('button', { name: 'Registrar devolução' }).click();
  await expect(page.getByText('Devolução registrada. A família recebeu o comprovante.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);

  // The family: 'Reembolsos' says the team paid it back, and the receipt shows the Pix and its reference.
  const familyContext = await newOwnContext(browser, { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const family = await familyContext.newPage();
  await signIn(family, familyEmail);
  await expect(family).toHaveURL(/\/dashboard\/familia/);
  await family.goto('/dashboard/familia/reservas');
  await family.getByRole('tab', { name: 'Reservas Passadas' }).click();
  await family.getByRole('button', { name: 'Ver detalhes' }).first().click();
  const refunds = family.getByRole('dialog', { name: 'Detalhes da reserva' }).getByRole('region', { name: 'Reembolsos' });
  const refund = refunds.getByRole('listitem');
  await expect(refund).toContainText('por Pix, pela equipe do Cuidar');
  await expect(refund).toContainText('nossa equipe fez a devolução diretamente');
  await shootBothWidths(family, info, 'familia-reembolso-equipe', refunds);
  await refund.getByRole('link', { name: /Ver comprovante do reembolso/ }).click();
  await expect(family).toHaveURL(/\/recibos\//);
  await expect(family.getByText('Pix feito pela equipe do Cuidar')).toBeVisible();
  await expect(family.getByText('E18236120202612011500s0000000042')).toBeVisible();
  await shootBothWidths(family, info, 'familia-comprovante-equipe');
  await familyContext.close();
});
