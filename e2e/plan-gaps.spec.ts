import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, newEmail, PASSWORD, signIn } from './support/accounts';
import { payBookingByPixInSandbox } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { newPage, postAs } from './support/live';

// What a plan's booking and a booking of consecutive days now offer (docs/product.md#plan-care,
// #contract, #series-cancel, ADR 0054): the plan's booking has its contract (template v4) and its
// cancel dialog says the money goes back to the plan; three consecutive days lose the middle one.

async function shoot(page: Page, info: TestInfo, name: string, target: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await setViewport(page, 1280);
}

async function seedCaregiver(page: Page, firstName: string, lastName: string) {
  const email = newEmail('cuidadora-lacunas');
  const response = await page.request.post('/api/test/approved-caregiver', {
    data: { email, password: PASSWORD, firstName, lastName },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, email, name: `${firstName} ${lastName}` };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const dayName = (date: string) => new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

test('a reserva de um plano tem contrato (modelo v4) e o cancelamento de um plantão volta para a conta do plano', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await createVerifiedAccount(page, 'Família', 'Lúcia Andrade');
  const ana = await seedCaregiver(page, 'Ana', 'Contratada');
  await page.goto('/checkout?plano=quarterly');
  await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
  await page.getByRole('button', { name: 'Confirmar pagamento de teste' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();

  // The family proposes Mondays and Tuesdays to Ana; she accepts on her dashboard.
  await page.goto('/plano/cuidadores');
  await page.getByRole('radio', { name: /Diurno/ }).click();
  await page.getByRole('checkbox', { name: 'segunda-feira' }).click();
  await page.getByRole('checkbox', { name: 'terça-feira' }).click();
  await page.getByRole('button', { name: `Enviar proposta para ${ana.name}` }).click();
  await expect(page.getByText('Proposta enviada. O cuidador vai responder pelo painel.')).toBeVisible();
  const caregiver = await newPage(browser);
  await signIn(caregiver, ana.email);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  await caregiver.getByRole('region', { name: 'Propostas de plano' }).getByRole('button', { name: /^Aceitar a proposta/ }).click();
  await expect(caregiver.getByText('Proposta aceita: os plantões estão na sua agenda.')).toBeVisible();
  // Her side shows the contract too.
  await expect(caregiver.getByText(/Modelo v4/).first()).toBeVisible();
  await caregiver.context().close();

  // The family's booking: its contract, and a shift's cancel dialog naming the plan's account.
  await page.goto('/dashboard/familia/reservas');
  await page.getByRole('article', { name: `Reserva com ${ana.name}` }).getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await expect(details.getByText(/Modelo v4/)).toBeVisible();
  await expect(details.getByRole('link', { name: /Baixar PDF/ })).toBeVisible();
  await shoot(page, info, 'plano-contrato', details.getByText(/Modelo v4/));
  await details.getByText(/Dias da reserva \(\d+\)/).click();
  const list = details.getByRole('list', { name: 'Dias da reserva' });
  await list.getByRole('button', { name: /^Cancelar só o dia/ }).last().click();
  const one = page.getByRole('dialog', { name: 'Cancelar um dia da reserva' });
  await expect(one.getByText('Como esta reserva é do seu plano, o valor devolvido volta para a conta do plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.')).toBeVisible();
  await shoot(page, info, 'plano-cancelar-plantao', one);
  await one.getByRole('button', { name: 'Manter os dias' }).click();
});

test('uma reserva de dias seguidos perde só o dia do meio; os outros continuam', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await createVerifiedAccount(page, 'Família', 'Rosa Teixeira');
  const bia = await seedCaregiver(page, 'Bia', 'Seguida');
  const caregiver = await newPage(browser);
  await signIn(caregiver, bia.email);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  // Three days in a row, 09:00–13:00, three weeks ahead; paid by Pix; Bia accepts.
  const first = addDays(todayInSaoPaulo(), 21);
  const days = [first, addDays(first, 1), addDays(first, 2)];
  const { booking } = await postAs<{ booking: { id: string } }>(page, '/api/bookings', {
    cuidadorId: bia.id,
    dataInicio: days[0],
    dataFim: days[2],
    horaInicio: '09:00',
    horaFim: '13:00',
    idempotencyKey: crypto.randomUUID(),
    vinculoEscolha: 'alternar_cuidadores',
  });
  await page.goto(`/reserva/pagamento/${booking.id}`);
  await payBookingByPixInSandbox(page);
  await postAs(caregiver, `/api/bookings/${booking.id}/accept`);

  await page.goto('/dashboard/familia/reservas');
  await page.getByRole('article', { name: `Reserva com ${bia.name}` }).getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await details.getByText('Dias da reserva (3)').click();
  const list = details.getByRole('list', { name: 'Dias da reserva' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('listitem', { name: dayName(days[1]!) }).getByRole('button', { name: `Cancelar só o dia ${dayName(days[1]!)}` }).click();
  const one = page.getByRole('dialog', { name: 'Cancelar um dia da reserva' });
  await expect(one.getByText(/\(o valor integral desses dias\) serão devolvidos a você/)).toBeVisible();
  await expect(one.getByText('Continuam reservados: 2 dias.')).toBeVisible();
  await one.getByLabel('Motivo do cancelamento').selectOption({ label: 'O paciente foi internado' });
  await shoot(page, info, 'dias-seguidos-cancelar-um', one);
  await one.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Dia cancelado. O cuidador foi avisado.')).toBeVisible();
  await expect(list.getByRole('listitem', { name: dayName(days[1]!) }).getByText('Cancelado pela família')).toBeVisible();
  for (const day of [days[0]!, days[2]!]) await expect(list.getByRole('listitem', { name: dayName(day) }).getByText('Reservado')).toBeVisible();
  await shoot(page, info, 'dias-seguidos-lista', list);

  // Bia sees it on her upcoming booking.
  await caregiver.goto('/dashboard/cuidador');
  const upcoming = caregiver.getByRole('listitem', { name: 'Atendimento com Rosa Teixeira' });
  await upcoming.getByText('Dias da reserva (2)').click();
  await expect(upcoming.getByRole('list', { name: 'Dias da reserva' }).getByRole('listitem', { name: dayName(days[1]!) }).getByText('Cancelado pela família')).toBeVisible();
  await shoot(caregiver, info, 'dias-seguidos-cuidadora', upcoming);
  await caregiver.context().close();
});
