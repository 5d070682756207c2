import type { Locator, Page, TestInfo } from '@playwright/test';
import { signIn } from './support/accounts';
import { answerQuestionnaire, fakeCep } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, DEMO_FAMILY, newPage } from './support/live';

// Repeating availability (docs/product.md#availability): the demo caregiver says she works Monday to
// Friday, takes two days off, and a family's booking calendar shows exactly that. The demo's own
// slots cover the next 28 days, so the journey looks six weeks ahead, where only the pattern speaks;
// it removes the day off and the pattern at the end, leaving the demo as it found it.

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

async function shoot(page: Page, info: TestInfo, name: string, target?: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    if (target) await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
    else await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** The booking dialog's calendar turned to the month of `date`. */
async function turnTo(dialog: Locator, date: string) {
  for (let month = 0; month < 4 && (await dialog.locator(`button[data-date="${date}"]`).count()) === 0; month++) {
    await expect(dialog.locator('button[data-date]').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Próximo mês' }).click();
  }
  await expect(dialog.locator(`button[data-date="${date}"]`)).toBeVisible();
}

test('a cuidadora repete segunda a sexta, marca uma folga, e a família vê isso no calendário de agendamento', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  // The first Monday at least six weeks ahead; the day off is that Monday and Tuesday.
  let monday = addDays(todayInSaoPaulo(), 42);
  while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
  const tuesday = addDays(monday, 1);
  const wednesday = addDays(monday, 2);
  const sunday = addDays(monday, -1);

  await signIn(page, CAREGIVER.email, CAREGIVER.password);
  await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
  await page.goto('/dashboard/cuidador/agenda');
  await expect(page.getByText('Você ainda não tem horários que se repetem toda semana.')).toBeVisible();
  await expect(page.getByText('Em desenvolvimento')).toHaveCount(0);

  // Removing the slot that holds her confirmed booking warns first, naming it; 'Cancelar' keeps both.
  const today = todayInSaoPaulo();
  const reservations = await page.request.get(`/api/availability/reservations?from=${today}&to=${addDays(today, 30)}`);
  const { days } = (await reservations.json()) as { days: { dataReserva: string; status: string; startDatetime: string; endDatetime: string; familia: { firstName: string } }[] };
  const booked = days.find((d) => d.status === 'confirmada')!;
  const slotsOfDay = (await (await page.request.get(`/api/availability?from=${booked.dataReserva}&to=${booked.dataReserva}`)).json()) as {
    slots: { startDatetime: string; endDatetime: string }[];
  };
  const holding = slotsOfDay.slots.find((s) => s.startDatetime <= booked.startDatetime && s.endDatetime >= booked.endDatetime)!;
  const hhmm = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const agendaCalendar = page.getByRole('grid', { name: 'Calendário da agenda' });
  if ((await agendaCalendar.locator(`button[data-date="${booked.dataReserva}"]`).count()) === 0) await page.getByRole('button', { name: 'Próximo mês' }).first().click();
  await agendaCalendar.locator(`button[data-date="${booked.dataReserva}"]`).click();
  const daySlots = page.getByRole('list', { name: 'Disponibilidades do dia' });
  await daySlots.getByRole('button', { name: `Remover disponibilidade ${hhmm(holding.startDatetime)} às ${hhmm(holding.endDatetime)}` }).click();
  await page.getByRole('dialog', { name: 'Remover disponibilidade?' }).getByRole('button', { name: 'Remover' }).click();
  const warning = page.getByRole('dialog', { name: 'Você tem reservas nesse horário' });
  await expect(warning.getByRole('list', { name: 'Reservas nesse horário' }).getByRole('listitem')).toHaveCount(1);
  await expect(warning.getByText(new RegExp(`${booked.familia.firstName} · Confirmada`))).toBeVisible();
  await expect(warning.getByText(/A reserva não é cancelada/)).toBeVisible();
  await shoot(page, info, 'aviso-reserva', warning);
  await warning.getByRole('button', { name: 'Cancelar' }).click();
  await expect(warning).toBeHidden();
  await expect(daySlots.getByRole('button', { name: `Remover disponibilidade ${hhmm(holding.startDatetime)} às ${hhmm(holding.endDatetime)}` })).toBeVisible();

  // Monday to Friday is the suggestion; a night range shows that it ends the next day.
  await page.getByRole('button', { name: 'Criar repetição semanal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar repetição semanal' });
  for (const day of ['segunda', 'terça', 'quarta', 'quinta', 'sexta']) await expect(dialog.getByRole('checkbox', { name: day })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'sábado' })).not.toBeChecked();
  await dialog.getByLabel('Termina às').fill('07:00');
  await expect(dialog.getByText('até 07:00 do dia seguinte')).toBeVisible();
  await shoot(page, info, 'repeticao-dialogo', dialog);
  await dialog.getByLabel('Termina às').fill('18:00');
  await expect(dialog.getByText('até 07:00 do dia seguinte')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar repetição' }).click();
  await expect(page.getByText('Repetição semanal salva. Os horários já estão na sua agenda.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const repeating = page.getByRole('list', { name: 'Horários que se repetem' });
  await expect(repeating.getByText('Segunda, terça, quarta, quinta e sexta')).toBeVisible();
  await expect(repeating.getByText('08:00 às 18:00', { exact: true })).toBeVisible();

  // Two days off.
  await page.getByLabel('Primeiro dia de folga').fill(monday);
  await page.getByLabel('Último dia de folga').fill(tuesday);
  await page.getByRole('button', { name: 'Adicionar folga' }).click();
  await expect(page.getByText('Folga salva. Os horários desses dias saíram da agenda.')).toBeVisible();
  const folgas = page.getByRole('list', { name: 'Folgas marcadas' });
  await expect(folgas.getByRole('listitem')).toHaveCount(1);
  await shoot(page, info, 'agenda-repeticao-e-folgas');

  // The family's booking calendar: the Wednesday of that week is free, the days off and the Sunday are not.
  const family = await newPage(browser);
  await signIn(family, DEMO_FAMILY.email, DEMO_FAMILY.password);
  await expect(family).toHaveURL(/\/dashboard\/familia$/);
  await fakeCep(family);
  await family.goto('/onboarding/familia');
  await answerQuestionnaire(family);
  await family.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(family).toHaveURL(/\/recomendacoes$/);
  await family.getByRole('button', { name: `Agendar ${CAREGIVER.name}` }).click();
  const booking = family.getByRole('dialog', { name: 'Agendar cuidador' });
  await turnTo(booking, wednesday);
  await expect(booking.locator(`button[data-date="${wednesday}"]`)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(booking.locator(`button[data-date="${monday}"]`)).toHaveAttribute('aria-disabled', 'true');
  await expect(booking.locator(`button[data-date="${tuesday}"]`)).toHaveAttribute('aria-disabled', 'true');
  await expect(booking.locator(`button[data-date="${sunday}"]`)).toHaveAttribute('aria-disabled', 'true');
  await family.context().close();

  // The caregiver takes the day off back and removes the pattern: the agenda is as before.
  await setViewport(page, 1280);
  await folgas.getByRole('button', { name: /^Apagar a folga/ }).click();
  await expect(page.getByText('Folga apagada. Os horários da repetição voltaram para esses dias.')).toBeVisible();
  await expect(page.getByText('Nenhuma folga marcada.')).toBeVisible();
  await page.getByRole('button', { name: 'Apagar repetição' }).click();
  await page.getByRole('dialog', { name: 'Apagar a repetição semanal?' }).getByRole('button', { name: 'Apagar repetição' }).click();
  await expect(page.getByText('Repetição semanal apagada. Os horários que ela criava saíram da agenda.')).toBeVisible();
  await expect(page.getByText('Você ainda não tem horários que se repetem toda semana.')).toBeVisible();
});
