import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, newEmail, PASSWORD, signIn } from './support/accounts';
import { answerQuestionnaire, chooseAvailableDay, fakeCep, payBookingByPixInSandbox } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, postAs } from './support/live';

// Substitutes when the plan's caregiver cannot go (docs/product.md#plan-substitutes): a family buys
// a plan, gives Mondays to Ana, who accepts; Ana cancels one Monday; the family is told, opens
// 'Encontrar substituto', sees the best three available caregivers (never Ana) and what the
// substitute receives, chooses Cris; Cris accepts 'Substituição' and the shift is on her agenda.

async function shoot(page: Page, info: TestInfo, name: string, target: Locator | null) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
    } else {
      await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }
  await setViewport(page, 1280);
}

async function seedCaregiver(page: Page, firstName: string, lastName: string, bairro: string) {
  const email = newEmail('cuidadora-substituta');
  const response = await page.request.post('/api/test/approved-caregiver', {
    data: { email, password: PASSWORD, firstName, lastName, bairro },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, name: `${firstName} ${lastName}` };
}

test('a cuidadora do plano cancela um plantão; a família escolhe uma substituta entre as 3 melhores e ela aceita', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  // A neighbourhood of this run only: the caregivers seeded in it rank first for the family.
  const bairro = `Vila Substituta ${Date.now().toString(36)}`;
  await createVerifiedAccount(page, 'Família', 'Marta Souza Lima');
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page, { bairro });
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  const ana = await seedCaregiver(page, 'Ana', 'Titular', bairro);
  const cris = await seedCaregiver(page, 'Cris', 'Substituta', bairro);
  const duda = await seedCaregiver(page, 'Duda', 'Substituta', bairro);
  const eli = await seedCaregiver(page, 'Eli', 'Substituta', bairro);

  // The plan, paid on the test page.
  await page.goto('/checkout?plano=quarterly');
  await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sandbox_\w+$/);
  await page.getByRole('button', { name: 'Confirmar pagamento de teste' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();

  // Mondays to Ana.
  await page.goto('/plano/cuidadores');
  await page.getByRole('radio', { name: /Diurno/ }).click();
  await page.getByRole('checkbox', { name: 'segunda-feira' }).click();
  await page.getByRole('button', { name: `Enviar proposta para ${ana.name}` }).click();
  await expect(page.getByText('Proposta enviada. O cuidador vai responder pelo painel.')).toBeVisible();

  // Ana accepts: the Mondays are on her agenda.
  const anaPage = await newPage(browser);
  await signIn(anaPage, ana.email);
  await expect(anaPage).toHaveURL(/\/dashboard\/cuidador$/);
  await anaPage.getByRole('region', { name: 'Propostas de plano' }).getByRole('button', { name: /^Aceitar a proposta/ }).click();
  await expect(anaPage.getByText('Proposta aceita: os plantões estão na sua agenda.')).toBeVisible();
  const upcoming = anaPage.getByRole('listitem', { name: 'Atendimento com Marta Souza Lima' });
  await expect(upcoming).toBeVisible();
  // And on the family's.
  await page.goto('/dashboard/familia/reservas');
  await expect(page.getByText(ana.name).first()).toBeVisible();

  // Ana cannot go on the first Monday: she cancels that day only.
  await upcoming.getByText(/Dias da reserva \(\d\)/).click();
  const anaDays = upcoming.getByRole('list', { name: 'Dias da reserva' });
  const firstDay = anaDays.getByRole('listitem').first();
  await firstDay.getByRole('button', { name: /^Cancelar só o dia/ }).click();
  const cancelOne = anaPage.getByRole('dialog', { name: 'Cancelar um dia da reserva' });
  await cancelOne.getByLabel('Motivo do cancelamento').selectOption({ label: 'Conflito de agenda' });
  await cancelOne.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(anaPage.getByText('Dia cancelado. A família foi avisada.')).toBeVisible();
  await expect(firstDay.getByText('Cancelado pelo cuidador')).toBeVisible();

  // The family is told, and 'Escolher cuidadores' leads to the substitutes.
  await page.goto('/dashboard/familia/notificacoes');
  await expect(page.getByText(/Ana Titular não poderá fazer 1 plantão do seu plano/).first()).toBeVisible();
  await page.goto('/plano/cuidadores');
  await page.getByRole('link', { name: /1 plantão está sem cuidador\. Encontrar substituto/ }).click();
  await expect(page).toHaveURL(/\/plano\/substitutos$/);
  await expect(page.getByText('1 plantão ficou sem cuidador:')).toBeVisible();
  await expect(page.getByText('O substituto recebe R$ 135,00 por plantão (taxa do Cuidar: R$ 15,00).')).toBeVisible();
  // The best three available: the three of the neighbourhood, never Ana.
  const offered = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Escolher / }) });
  await expect(offered).toHaveCount(3);
  for (const c of [cris, duda, eli]) await expect(page.getByRole('button', { name: `Escolher ${c.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Escolher ${ana.name}` })).toHaveCount(0);
  await shoot(page, info, 'escolher-substituto', null);

  await page.getByRole('button', { name: `Escolher ${cris.name}` }).click();
  await expect(page.getByText('Proposta enviada. O substituto vai responder pelo painel.')).toBeVisible();
  await expect(page.getByText('Nenhum plantão do seu plano está sem cuidador.')).toBeVisible();
  await expect(page.getByText('Aguardando resposta')).toBeVisible();

  // Cris reads what she receives per shift, and accepts.
  const crisPage = await newPage(browser);
  await signIn(crisPage, cris.email);
  await expect(crisPage).toHaveURL(/\/dashboard\/cuidador$/);
  const substitution = crisPage.getByRole('region', { name: 'Substituição' });
  await expect(substitution.getByText(/1 plantão de R\$\s135,00 = R\$\s135,00 para você/)).toBeVisible();
  await shoot(crisPage, info, 'substituicao-cuidadora', substitution);
  await substitution.getByRole('button', { name: /^Aceitar substituição/ }).click();
  await expect(crisPage.getByText('Substituição aceita: os plantões estão na sua agenda.')).toBeVisible();
  await expect(crisPage.getByRole('listitem', { name: 'Atendimento com Marta Souza Lima' })).toBeVisible();

  // The family sees it accepted.
  await page.reload();
  await expect(page.getByText('Aceita: plantões marcados')).toBeVisible();
  await anaPage.context().close();
  await crisPage.context().close();
});

test("a cuidadora não chega: 'Encontrar substituto' mostra quem está livre no resto do atendimento e abre a reserva já preenchida", async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const bairro = `Vila Atraso ${Date.now().toString(36)}`;
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  // The family books Renata from 08:00 to 12:00 and pays; Renata accepts.
  await createVerifiedAccount(page, 'Família', 'Sônia Prates');
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page, { bairro });
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  const nearby = await seedCaregiver(page, 'Gil', 'Vizinha', bairro);
  await page.getByRole('button', { name: `Agendar ${CAREGIVER.name}` }).click();
  const booking = page.getByRole('dialog', { name: 'Agendar cuidador' });
  const date = await chooseAvailableDay(booking, 14);
  await booking.getByLabel('Início').fill('08:00');
  await booking.getByLabel('Fim').fill('12:00');
  await booking.getByRole('button', { name: 'Continuar' }).click();
  await booking.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();
  await payBookingByPixInSandbox(page);
  const pedidoId = new URL(page.url()).searchParams.get('reserva');
  await postAs(caregiver, `/api/bookings/${pedidoId}/accept`);

  try {
    // 08:20 in São Paulo of that day, nobody arrived: the family is told she is late.
    await moveServerClock(page, new Date(`${date}T11:20:00.000Z`));
    await page.goto('/dashboard/familia/reservas');
    const visit = page.getByRole('listitem', { name: new RegExp(`Atendimento de .* com ${CAREGIVER.name.split(' ')[0]}`) });
    await expect(visit.getByText('Atrasado', { exact: true })).toBeVisible();
    await visit.getByRole('link', { name: 'Encontrar substituto' }).click();
    await expect(page).toHaveURL(/\/substituto\/[\w-]+$/);
    await expect(page.getByText('Encontrar substituto para hoje')).toBeVisible();
    await expect(page.getByText(/livres para o resto do atendimento \(08:30 às 12:00\)/)).toBeVisible();
    // The neighbour first; never Renata.
    await expect(page.getByRole('button', { name: `Agendar ${nearby.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Agendar ${CAREGIVER.name}` })).toHaveCount(0);
    await shoot(page, info, 'substituto-atraso', null);

    // 'Agendar' opens the normal booking dialog with the rest of the shift filled in.
    await page.getByRole('button', { name: `Agendar ${nearby.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });
    await expect(dialog.getByLabel('Início')).toHaveValue('08:30');
    await expect(dialog.getByLabel('Fim')).toHaveValue('12:00');
  } finally {
    await moveServerClock(page, null);
    await caregiver.close();
  }
});
