import { expect, type Page } from '@playwright/test';

/** The e2e server has no internet: our CEP endpoint is answered here as ViaCEP would. */
export async function fakeCep(page: Page) {
  await page.route('**/api/cep/*', async (route) => {
    const cep = route.request().url().split('/').pop();
    if (cep === '05435000') {
      await route.fulfill({ json: { cep: '05435000', rua: 'Rua Harmonia', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' } });
    } else {
      await route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'CEP não encontrado. Por favor, preencha o endereço manualmente.', field: 'cep' } } });
    }
  });
}

export async function answerQuestionnaire(page: Page, options: { bairro?: string } = {}) {
  await expect(page.getByText('Passo 1 de 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled();
  await page.getByRole('radio', { name: /Tarde/ }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Passo 2 de 5')).toBeVisible();
  await page.getByRole('radio', { name: 'Sem preferência' }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Passo 3 de 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Higiene pessoal' }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Passo 4 de 5')).toBeVisible();
  await page.getByLabel('CEP').fill('05435000');
  await expect(page.getByLabel('CEP')).toHaveValue('05435-000');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Harmonia');
  await expect(page.getByText('CEP encontrado!')).toBeVisible();
  await page.getByLabel('Número').fill('120');
  if (options.bairro) await page.getByLabel('Bairro').fill(options.bairro);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Passo 5 de 5')).toBeVisible();
  await expect(page.getByText(`Rua Harmonia, 120, ${options.bairro ?? 'Pinheiros'}, São Paulo - SP, 05435-000`)).toBeVisible();
}


/**
 * On the booking's payment page (sandbox): pays by Pix as a family would — the QR code and the
 * 'Pix copia e cola' code appear, then 'Simular pagamento do Pix' — and waits for the success page
 * the provider's confirmation leads to (docs/product.md#booking-payments).
 */
export async function payBookingByPixInSandbox(page: Page) {
  await expect(page).toHaveURL(/\/reserva\/pagamento\//);
  await expect(page.getByText('Ambiente de teste').first()).toBeVisible();
  await expect(page.getByText(/Tempo restante para pagar: (29|30):\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: 'Pix', exact: true }).click();
  await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  await expect(page.getByLabel('Pix copia e cola')).toHaveValue(/^000201.+6304[0-9A-F]{4}$/);
  await page.getByRole('button', { name: 'Simular pagamento do Pix' }).click();
  await expect(page).toHaveURL(/\/reserva\/success\?reserva=/);
}
