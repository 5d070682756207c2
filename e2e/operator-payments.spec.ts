import { expect, setViewport, test } from './support/fixtures';
import { signInNewOperator } from './support/operator';

// 'Pagamentos' on the operators' desk (docs/product.md#operators): reached from Início and from the
// menu, at 375 and 1280 px. The sandbox provider makes every refund and payout at once, so the
// list is empty here; what a stuck one shows is covered by the server's and the page's tests.

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
