import { expect, type Locator, type Page } from '@playwright/test';

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

/** Today in São Paulo, as the booking calendar counts days. */
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/**
 * Picks the caregiver's `nth` free day (0 = the first) from tomorrow on in the booking calendar of
 * `dialog`, turning to the next month when this one has too few left (late in a month, a week ahead
 * is already next month), and answers its date (yyyy-mm-dd). Today is left out: the journeys book
 * whole mornings, and this morning's hours may already have gone by when they run.
 */
export async function chooseAvailableDay(dialog: Locator, nth: number): Promise<string> {
  let skip = nth;
  for (let month = 0; month < 4; month++) {
    // The month is drawn once the caregiver's availability has loaded (a skeleton before).
    await expect(dialog.locator('button[data-date]').first()).toBeVisible();
    const free = dialog.locator(`button[data-date]:not([aria-disabled]):not([data-date="${todayInSaoPaulo()}"])`);
    const count = await free.count();
    if (count > skip) {
      const date = await free.nth(skip).getAttribute('data-date');
      if (!date) throw new Error('dia sem data-date');
      await dialog.locator(`button[data-date="${date}"]`).click();
      return date;
    }
    skip -= count;
    await dialog.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error(`menos de ${nth + 1} dias livres nos próximos meses`);
}

/**
 * As a signed-in family, the usual way to a paid request: answers the questionnaire (Pinheiros, São
 * Paulo), opens `caregiverName`'s booking dialog from the recommendations, asks for her `freeDay`-th
 * free day (0 = the first; each journey takes its own so their bookings never collide) from `start`
 * to `end`, confirms and pays by Pix in the sandbox. Answers the day (yyyy-mm-dd).
 */
export async function requestAndPayByPix(page: Page, caregiverName: string, options: { freeDay: number; start?: string; end?: string }): Promise<string> {
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  await page.getByRole('button', { name: `Agendar ${caregiverName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });
  const date = await chooseAvailableDay(dialog, options.freeDay);
  await dialog.getByLabel('Início').fill(options.start ?? '08:00');
  await dialog.getByLabel('Fim').fill(options.end ?? '12:00');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();
  await payBookingByPixInSandbox(page);
  return date;
}
