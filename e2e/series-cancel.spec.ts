import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, signIn } from './support/accounts';
import { answerQuestionnaire, fakeCep, payBookingByPixInSandbox } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, newPage, postAs, waitForLiveConnection } from './support/live';

// One day of a weekly series, then the rest of it (docs/product.md#cancellation-policy, ADR 0045):
// a family books Tuesdays and Thursdays for three weeks, pays by Pix, the caregiver accepts; the
// family cancels one day and sees it cancelled while the others stand; then the caregiver cancels
// the series from a later day on. Each reads what happens to the money before confirming.

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** 'terça-feira, 12 de janeiro', as the screen names a day. */
const dayName = (date: string) => new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

async function shoot(page: Page, info: TestInfo, name: string, target: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await setViewport(page, 1280);
}

/** Turns the dialog's calendar to the month of `date` and picks it. */
async function pickDate(dialog: Locator, date: string) {
  const day = dialog.locator(`button[data-date="${date}"]`);
  for (let i = 0; i < 4 && !(await day.isVisible()); i++) await dialog.getByRole('button', { name: 'Próximo mês' }).click();
  await day.click();
}

test('família cancela um dia de uma série semanal e vê os outros mantidos; a cuidadora cancela deste dia em diante', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  // Six weeks ahead (past the demo's seeded availability and the night-shift journey's weeks), on
  // Tuesdays and Thursdays in the afternoon: no other journey books these hours.
  let tuesday = addDays(todayInSaoPaulo(), 42);
  while (weekday(tuesday) !== 2) tuesday = addDays(tuesday, 1);
  const days = [0, 2, 7, 9, 14, 16].map((n) => addDays(tuesday, n));

  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  await waitForLiveConnection(caregiver);
  for (const day of days) await postAs(caregiver, '/api/availability', { dataInicio: day, horaInicio: '14:00', dataFim: day, horaFim: '18:00' });

  // The family books the series and pays by Pix in the sandbox.
  await createVerifiedAccount(page, 'Família', 'Helena Prates');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  await page.getByRole('button', { name: `Agendar ${CAREGIVER.name}` }).click();
  const booking = page.getByRole('dialog', { name: 'Agendar cuidador' });
  await booking.getByRole('radio', { name: /Toda semana/ }).click();
  await pickDate(booking, tuesday);
  await booking.getByRole('button', { name: 'quinta-feira', exact: true }).click();
  await expect(booking.getByText('Toda semana, às terças e quintas.')).toBeVisible();
  await booking.getByLabel('Quantas semanas?').fill('3');
  await booking.getByLabel('Início').fill('14:00');
  await booking.getByLabel('Fim').fill('18:00');
  await expect(booking.getByText('6 plantões nesse período.')).toBeVisible();
  await booking.getByRole('button', { name: 'Continuar' }).click();
  await expect(booking.getByTestId('series-occurrences').getByRole('listitem')).toHaveCount(6);
  await booking.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();
  await payBookingByPixInSandbox(page);

  // The caregiver accepts.
  await caregiver.goto('/dashboard/cuidador');
  await caregiver.getByRole('button', { name: 'Aceitar reserva de Helena Prates' }).click();
  await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();

  // The family opens the booking's details and its days, and cancels the second day only.
  await page.goto('/dashboard/familia/reservas');
  await page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` }).getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await details.getByText('Dias da reserva (6)').click();
  const familyDays = details.getByRole('list', { name: 'Dias da reserva' });
  await expect(familyDays.getByRole('listitem')).toHaveCount(6);
  await familyDays.getByRole('listitem', { name: dayName(days[1]!) }).getByRole('button', { name: `Cancelar só o dia ${dayName(days[1]!)}` }).click();
  const one = page.getByRole('dialog', { name: 'Cancelar um dia da reserva' });
  // 4 h × R$ 55,00 plus the 10 % fee, all back: more than 24 h ahead.
  await expect(one.getByText(/R\$\s242,00 \(o valor integral desses dias\) serão devolvidos a você/)).toBeVisible();
  await expect(one.getByText('Continuam reservados: 5 dias.')).toBeVisible();
  await one.getByLabel('Motivo do cancelamento').selectOption({ label: 'O paciente foi internado' });
  await shoot(page, info, 'cancelar-um-dia', one);
  await one.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Dia cancelado. O cuidador foi avisado.')).toBeVisible();
  await expect(one).toHaveCount(0);
  await expect(familyDays.getByRole('listitem', { name: dayName(days[1]!) }).getByText('Cancelado pela família')).toBeVisible();
  for (const day of [days[0]!, ...days.slice(2)]) await expect(familyDays.getByRole('listitem', { name: dayName(day) }).getByText('Reservado')).toBeVisible();
  await shoot(page, info, 'dias-da-serie-familia', details);

  // The caregiver sees the day cancelled and cancels the series from the fourth day on.
  await caregiver.goto('/dashboard/cuidador');
  const upcoming = caregiver.getByRole('listitem', { name: 'Atendimento com Helena Prates' });
  await upcoming.getByText('Dias da reserva (5)').click();
  const caregiverDays = upcoming.getByRole('list', { name: 'Dias da reserva' });
  await expect(caregiverDays.getByRole('listitem', { name: dayName(days[1]!) }).getByText('Cancelado pela família')).toBeVisible();
  await caregiverDays.getByRole('button', { name: `Cancelar de ${dayName(days[3]!)} em diante` }).click();
  const rest = caregiver.getByRole('dialog', { name: 'Cancelar deste dia em diante' });
  await expect(rest.getByText(/A família recebe de volta R\$\s726,00, o valor integral desses dias\./)).toBeVisible();
  await expect(rest.getByText('Continuam reservados: 2 dias.')).toBeVisible();
  await rest.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(rest.getByText('Escolha o motivo do cancelamento.')).toBeVisible();
  await rest.getByLabel('Motivo do cancelamento').selectOption({ label: 'Conflito de agenda' });
  await shoot(caregiver, info, 'cancelar-deste-dia-em-diante', rest);
  await rest.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(caregiver.getByText('Dias cancelados. A família foi avisada.')).toBeVisible();
  for (const day of days.slice(3)) await expect(caregiverDays.getByRole('listitem', { name: dayName(day) }).getByText('Cancelado pelo cuidador')).toBeVisible();
  for (const day of [days[0]!, days[2]!]) await expect(caregiverDays.getByRole('listitem', { name: dayName(day) }).getByText('Reservado')).toBeVisible();
  await shoot(caregiver, info, 'dias-da-serie-cuidador', caregiverDays);

  // The family's list follows (live): two days stand.
  await expect(familyDays.getByRole('listitem', { name: dayName(days[5]!) }).getByText('Cancelado pelo cuidador')).toBeVisible();
  await caregiver.close();
});
