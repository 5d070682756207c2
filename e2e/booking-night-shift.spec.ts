import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, signIn } from './support/accounts';
import { answerQuestionnaire, fakeCep, payBookingByPixInSandbox } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, newPage, postAs, waitForLiveConnection } from './support/live';

// A weekly series of night shifts (docs/product.md#bookings): the family picks Mondays and
// Wednesdays, 19:00 to 07:00 of the next day, for two weeks; sees each shift with its price and the
// total; pays by Pix; the caregiver accepts and finds each night on the agenda as 19:00–07:00.

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function shoot(page: Page, info: TestInfo, name: string, target: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: false });
  }
}

/** Turns the dialog's calendar to the month of `date` and picks it. */
async function pickDate(dialog: Locator, date: string) {
  const day = dialog.locator(`button[data-date="${date}"]`);
  for (let i = 0; i < 4 && !(await day.isVisible()); i++) await dialog.getByRole('button', { name: 'Próximo mês' }).click();
  await day.click();
}

test('família agenda plantões noturnos toda semana, vê o preço de cada um, paga por Pix; a cuidadora os vê na agenda das 19:00 às 07:00', async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  // Five weeks ahead, past the demo caregiver's seeded availability (four weeks), so the nights are
  // hers to declare here and no other journey's booking is near them.
  let monday = addDays(todayInSaoPaulo(), 35);
  while (weekday(monday) !== 1) monday = addDays(monday, 1);
  const nights = [monday, addDays(monday, 2), addDays(monday, 7), addDays(monday, 9)];

  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  await waitForLiveConnection(caregiver);
  // She is available those nights, from 19:00 to 07:00 of the next day.
  for (const night of nights) await postAs(caregiver, '/api/availability', { dataInicio: night, horaInicio: '19:00', dataFim: addDays(night, 1), horaFim: '07:00' });

  await createVerifiedAccount(page, 'Família', 'Marta Nogueira');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  await page.getByRole('button', { name: `Agendar ${CAREGIVER.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });

  await dialog.getByRole('radio', { name: /Toda semana/ }).click();
  await pickDate(dialog, monday);
  await expect(dialog.getByRole('button', { name: 'segunda-feira', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'quarta-feira', exact: true }).click();
  await expect(dialog.getByText('Toda semana, às segundas e quartas.')).toBeVisible();
  await dialog.getByLabel('Quantas semanas?').fill('2');
  await dialog.getByLabel('Início').fill('19:00');
  await dialog.getByLabel('Fim').fill('07:00');
  await expect(dialog.getByText('Plantão noturno: começa às 19:00 e termina às 07:00 do dia seguinte.')).toBeVisible();
  await expect(dialog.getByText('4 plantões nesse período.')).toBeVisible();
  await shoot(page, info, 'dialogo-serie-passo-1', dialog);
  await setViewport(page, 1280);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Each night with its price: 12 h × R$ 55,00 = R$ 660,00; four of them, plus the 10 % fee.
  const list = dialog.getByTestId('series-occurrences');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  for (const item of await list.getByRole('listitem').all()) {
    await expect(item.getByText('19:00 às 07:00 do dia seguinte')).toBeVisible();
    await expect(item.getByText(/R\$\s660,00/)).toBeVisible();
  }
  await expect(dialog.getByText(/R\$\s2\.640,00/)).toBeVisible();
  await expect(dialog.getByText(/R\$\s2\.904,00/)).toBeVisible();
  await shoot(page, info, 'dialogo-serie-passo-2', list);
  await setViewport(page, 1280);
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();
  await payBookingByPixInSandbox(page);

  // The family's list says what it booked: the weekdays and that each night ends the next day.
  await page.goto('/dashboard/familia/reservas');
  const mine = page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` });
  await expect(mine.getByText(/Toda semana, às segundas e quartas · .* · 19:00 às 07:00 do dia seguinte/)).toBeVisible();

  // The caregiver hears of it, accepts, and finds each night on her agenda.
  await caregiver.goto('/dashboard/cuidador');
  const card = caregiver.getByRole('listitem', { name: 'Solicitação de Marta Nogueira' });
  await expect(card.getByText(/Toda semana, às segundas e quartas, .* das 19:00 às 07:00 do dia seguinte/)).toBeVisible();
  await caregiver.getByRole('button', { name: 'Aceitar reserva de Marta Nogueira' }).click();
  await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();
  await caregiver.goto('/dashboard/cuidador/agenda');
  for (const night of [nights[0]!, nights[3]!]) {
    const day = caregiver.locator(`button[data-date="${night}"]`);
    for (let i = 0; i < 4 && !(await day.isVisible()); i++) await caregiver.getByRole('button', { name: 'Próximo mês' }).click();
    await day.click();
    const booking = caregiver.getByRole('listitem').filter({ hasText: 'Marta Nogueira' });
    await expect(booking.getByText(/19:00 às 07:00 do dia seguinte · R\$\s660,00/)).toBeVisible();
    await expect(booking.getByText('Confirmada')).toBeVisible();
  }
  await caregiver.close();
});
