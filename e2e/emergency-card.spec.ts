import { createVerifiedAccount, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, shootBothWidths, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, postAs, visitItem } from './support/live';

// The emergency card (docs/product.md#emergency-card): the family authorizes health data and fills
// the card; the caregiver of the confirmed day cannot open it at 06:59 (2 h and 1 minute before the
// 09:00… start), opens it from 07:00… (start − 2 h) with tap-to-call phones; the family sees the
// opening in 'Quem viu os dados de saúde'.

test('a família preenche o cartão de emergência; a cuidadora abre no dia, não antes; a família vê a abertura', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  await createVerifiedAccount(page, 'Família', 'Marta Ribeiro');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  // 08:00–12:00 in São Paulo: 11:00–15:00 UTC.
  const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 6 });
  const pedidoId = new URL(page.url()).searchParams.get('reserva');
  expect(pedidoId).toBeTruthy();
  await postAs(caregiver, `/api/bookings/${pedidoId}/accept`);

  try {
    // Without the health-data consent the card cannot be kept: the page says so.
    await page.goto('/dashboard/familia/perfil');
    const section = page.getByRole('region', { name: 'Cartão de emergência' });
    await expect(section.getByText(/O cartão de emergência tem dados de saúde/)).toBeVisible();
    await expect(section.getByRole('link', { name: 'Ir para Configurações' })).toBeVisible();

    // The family names the patient and ticks the consent in 'Editar Perfil'; the form appears.
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Perfil' });
    await edit.getByLabel('Nome do paciente').fill('Dona Celina');
    await edit.getByLabel(/Autorizo o Cuidar a guardar/).check();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await expect(section.getByText('Você ainda não preencheu o cartão de emergência.')).toBeVisible();

    // A contact is required; the phone is formatted as typed.
    await section.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(section.getByText('Informe o nome do contato')).toBeVisible();
    await section.getByRole('textbox', { name: 'Alergias a remédios, alimentos ou materiais', exact: true }).fill('Dipirona e frutos do mar');
    await section.getByRole('button', { name: 'Adicionar remédio' }).click();
    await section.getByRole('textbox', { name: 'Remédio', exact: true }).fill('Losartana');
    await section.getByRole('textbox', { name: 'Dose', exact: true }).fill('50 mg');
    await section.getByRole('textbox', { name: 'Horários', exact: true }).fill('8h e 20h');
    await section.getByRole('textbox', { name: 'Operadora', exact: true }).fill('Unimed');
    await section.getByRole('textbox', { name: 'Número da carteirinha', exact: true }).fill('0 123 456789 0');
    await section.getByRole('textbox', { name: 'Nome do médico', exact: true }).fill('Dra. Ana Lima');
    await section.getByRole('textbox', { name: 'Telefone do médico', exact: true }).pressSequentially('1134567890');
    await expect(section.getByRole('textbox', { name: 'Telefone do médico', exact: true })).toHaveValue('(11) 3456-7890');
    await section.getByRole('textbox', { name: 'Especialidade', exact: true }).fill('Geriatria');
    await section.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta Ribeiro');
    await section.getByRole('textbox', { name: 'Parentesco ou relação', exact: true }).fill('Filha');
    await section.getByRole('textbox', { name: 'Telefone', exact: true }).pressSequentially('11987654321');
    await expect(section.getByRole('textbox', { name: 'Telefone', exact: true })).toHaveValue('(11) 98765-4321');
    await section.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(page.getByText('Cartão de emergência salvo.')).toBeVisible();
    await expect(section.getByText(/^Atualizado em /)).toBeVisible();
    await shootBothWidths(page, info, 'familia-cartao-de-emergencia', section);

    // 2 h and 1 minute before the start: no button, and the route answers 404.
    await moveServerClock(page, new Date(`${date}T08:59:00.000Z`));
    await caregiver.goto('/dashboard/cuidador/agenda');
    const day = visitItem(caregiver, date, 'Marta');
    await expect(day).toContainText('ainda não registrada');
    await expect(day.getByRole('button', { name: /Cartão de emergência/ })).toHaveCount(0);
    const { visits } = (await (await caregiver.request.get('/api/visits')).json()) as { visits: { reservaId: string; counterpartName: string }[] };
    const reservaId = visits.find((v) => v.counterpartName === 'Marta')!.reservaId;
    expect((await caregiver.request.get(`/api/visits/${reservaId}/emergency-card`)).status()).toBe(404);

    // Exactly 2 h before the start: the card opens, readable on a phone, with tap-to-call phones.
    await moveServerClock(page, new Date(`${date}T09:00:00.000Z`));
    await caregiver.reload();
    await day.getByRole('button', { name: 'Cartão de emergência de Marta' }).click();
    const card = caregiver.getByRole('dialog', { name: 'Cartão de emergência de Dona Celina' });
    await expect(card.getByRole('link', { name: 'Ligar para Marta Ribeiro: (11) 98765-4321' })).toHaveAttribute('href', 'tel:+5511987654321');
    await expect(card.getByRole('link', { name: 'Ligar para Dra. Ana Lima: (11) 3456-7890' })).toHaveAttribute('href', 'tel:+551134567890');
    await expect(card.getByText('Dipirona e frutos do mar')).toBeVisible();
    await expect(card.getByText('Disponível até 12:00')).toBeVisible();
    await shootBothWidths(caregiver, info, 'cuidadora-cartao-de-emergencia', card);
    await card.getByRole('button', { name: 'Fechar' }).click();
    await shootBothWidths(caregiver, info, 'cuidadora-agenda-botao-cartao', day);

    // The family sees the opening where it sees who read its health data.
    await page.goto('/dashboard/familia/configuracoes');
    const reads = page.getByRole('region', { name: 'Quem viu os dados de saúde' });
    await expect(reads.getByText(/abriu o cartão de emergência \(alergias, remédios em uso, plano de saúde, médico e contatos de emergência\)/)).toBeVisible();
    await expect(reads).toContainText(CAREGIVER.name);
    await shootBothWidths(page, info, 'familia-quem-viu-cartao', reads);
  } finally {
    await moveServerClock(page, null);
    await caregiver.close();
  }
});
