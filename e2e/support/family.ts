import type { BookingCalendarDto } from '@cuidar/domain/bookings';
import { calendarFreeTime } from '@cuidar/domain/caregiver-page';
import { isCovered } from '@cuidar/domain/intervals';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
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

/** The hours a journey asks for on the day it picks (São Paulo time, same day). */
export interface DayHours {
  start: string;
  end: string;
}

/**
 * The dates, from tomorrow on, on which the caregiver's free time (declared and not booked by
 * another journey) covers `hours`: what a family reads in the dialog's 'Disponível neste dia'.
 */
function datesFreeFor(calendar: BookingCalendarDto, hours: DayHours): string[] {
  const free = calendarFreeTime(calendar);
  const last = free.at(-1);
  if (!last) return [];
  const dates: string[] = [];
  for (let date = addDaysToDate(todayInSaoPaulo(), 1); saoPauloToInstant(date, '00:00') < last.end; date = addDaysToDate(date, 1)) {
    if (isCovered({ start: saoPauloToInstant(date, hours.start), end: saoPauloToInstant(date, hours.end) }, free)) dates.push(date);
  }
  return dates;
}

/** Clicks `date` in the booking calendar of `dialog`, turning months until it is drawn. */
async function clickDay(dialog: Locator, date: string): Promise<void> {
  for (let month = 0; month < 4; month++) {
    // The month is drawn once the caregiver's availability has loaded (a skeleton before).
    await expect(dialog.locator('button[data-date]').first()).toBeVisible();
    const day = dialog.locator(`button[data-date="${date}"]:not([aria-disabled])`);
    if (await day.count()) {
      await day.click();
      return;
    }
    await dialog.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error(`o dia ${date} não aparece livre no calendário`);
}

/**
 * Picks the caregiver's `nth` free day (0 = the first) from tomorrow on in the booking calendar of
 * `dialog`, turning to the next month when this one has too few left (late in a month, a week ahead
 * is already next month), and answers its date (yyyy-mm-dd). Today is left out: the journeys book
 * whole mornings, and this morning's hours may already have gone by when they run. Given the
 * caregiver's booking calendar, only days whose free time covers `hours` count, so a journey never
 * asks for hours another journey has booked.
 */
export async function chooseAvailableDay(dialog: Locator, nth: number, free?: { calendar: BookingCalendarDto; hours: DayHours }): Promise<string> {
  if (free) {
    const date = datesFreeFor(free.calendar, free.hours)[nth];
    if (!date) throw new Error(`menos de ${nth + 1} dias livres das ${free.hours.start} às ${free.hours.end}`);
    await clickDay(dialog, date);
    return date;
  }
  let skip = nth;
  for (let month = 0; month < 4; month++) {
    await expect(dialog.locator('button[data-date]').first()).toBeVisible();
    const days = dialog.locator(`button[data-date]:not([aria-disabled]):not([data-date="${todayInSaoPaulo()}"])`);
    const count = await days.count();
    if (count > skip) {
      const date = await days.nth(skip).getAttribute('data-date');
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
 * day (0 = the first) whose free time covers `start` to `end` (so it never meets another journey's
 * booking), confirms and pays by Pix in the sandbox. Answers the day (yyyy-mm-dd).
 */
export async function requestAndPayByPix(page: Page, caregiverName: string, options: { freeDay: number; start?: string; end?: string }): Promise<string> {
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  // The calendar the dialog reads is the one the journey chooses its day from.
  const calendarResponse = page.waitForResponse((r) => r.url().includes('/booking-calendar') && r.ok());
  await page.getByRole('button', { name: `Agendar ${caregiverName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });
  const hours = { start: options.start ?? '08:00', end: options.end ?? '12:00' };
  const calendar = (await (await calendarResponse).json()) as BookingCalendarDto;
  const date = await chooseAvailableDay(dialog, options.freeDay, { calendar, hours });
  await dialog.getByLabel('Início').fill(hours.start);
  await dialog.getByLabel('Fim').fill(hours.end);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();
  await payBookingByPixInSandbox(page);
  return date;
}
