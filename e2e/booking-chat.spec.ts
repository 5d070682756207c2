import { createVerifiedAccount, signIn } from './support/accounts';
import { answerQuestionnaire, chooseAvailableDay, fakeCep, payBookingByPixInSandbox } from './support/family';
import { expect, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, waitForLiveConnection } from './support/live';

// Booking and chat between two people in two browsers, live: the family books the demo caregiver,
// the caregiver sees the request without reloading and accepts, the family sees it confirmed;
// they chat both ways; after the booking ends (server clock moved, no sleeping) the family reviews.

test('família agenda, cuidadora aceita ao vivo, as duas conversam e a família avalia depois do atendimento', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The caregiver, in a browser of her own, waits on her dashboard.
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  await expect(caregiver.getByRole('heading', { name: 'Solicitações de reserva' })).toBeVisible();
  await waitForLiveConnection(caregiver);

  // A new family finds her through the questionnaire and books.
  await createVerifiedAccount(page, 'Família', 'Clara Monteiro');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  await page.getByRole('button', { name: `Agendar ${CAREGIVER.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });
  await expect(dialog.getByText('Passo 1 de 2')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  // The third day she declared availability (all in the future, well past today).
  const date = await chooseAvailableDay(dialog, 2);
  // An end before the start is a shift that ends the next day (docs/product.md#shifts): the dialog says so.
  await dialog.getByLabel('Início').fill('12:00');
  await dialog.getByLabel('Fim').fill('09:00');
  await expect(dialog.getByText('Plantão noturno: começa às 12:00 e termina às 09:00 do dia seguinte.')).toBeVisible();
  await dialog.getByLabel('Início').fill('08:00');
  await dialog.getByLabel('Fim').fill('12:00');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Passo 2 de 2')).toBeVisible();
  await expect(dialog.getByText('Status inicial: Aguardando pagamento')).toBeVisible();
  // R$ 55,00 an hour × 4 hours, one day.
  await expect(dialog.getByText('R$ 220,00').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();

  // Paid by Pix on the sandbox; only then does the request reach the caregiver.
  await payBookingByPixInSandbox(page);
  await expect(page.getByRole('heading', { name: 'Reserva Confirmada!' })).toBeVisible();
  await expect(page.getByText('Pendente confirmação do cuidador')).toBeVisible();
  await expect(page.getByText(CAREGIVER.name)).toBeVisible();

  // The caregiver sees the request appear and accepts it.
  const accept = caregiver.getByRole('button', { name: 'Aceitar reserva de Clara Monteiro' });
  await expect(accept).toBeVisible();
  await page.getByRole('link', { name: 'Ver minhas reservas' }).click();
  await expect(page.getByText('Pendente').first()).toBeVisible();
  await waitForLiveConnection(page);
  await accept.click();
  await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();

  // …and the family's page says so without a reload.
  await expect(page.getByText('Confirmado').first()).toBeVisible();

  // Chat both ways, live.
  await page.getByRole('button', { name: /Mensagem/ }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/familia\/mensagens\?conversa=/);
  await page.getByLabel('Escreva sua mensagem').fill('Olá, Renata! Minha mãe gosta de caminhar de manhã.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByLabel('Conversa com Renata Alves').getByText('Olá, Renata! Minha mãe gosta de caminhar de manhã.')).toBeVisible();
  await expect(page.getByLabel('Escreva sua mensagem')).toHaveValue('');

  await caregiver.getByRole('link', { name: 'Mensagens' }).first().click();
  // The dashboard's cards also name Clara ('Mensagem para…', 'Cancelar reserva de…'): wait for the page.
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador\/mensagens/);
  await caregiver.getByRole('button', { name: /Clara Monteiro/ }).first().click();
  await expect(caregiver.getByLabel('Conversa com Clara Monteiro').getByText('Olá, Renata! Minha mãe gosta de caminhar de manhã.')).toBeVisible();
  await caregiver.getByLabel('Escreva sua mensagem').fill('Perfeito, levo um tênis confortável!');
  await caregiver.getByRole('button', { name: 'Enviar mensagem' }).click();
  // The family's open conversation receives the answer through the socket.
  await expect(page.getByLabel('Conversa com Renata Alves').getByText('Perfeito, levo um tênis confortável!')).toBeVisible();

  // After the day is over, the family rates the service.
  await moveServerClock(page, new Date(`${date}T20:00:00-03:00`));
  try {
    await page.goto('/dashboard/familia/reservas');
    await page.getByRole('tab', { name: 'Reservas Passadas' }).click();
    await page.getByRole('button', { name: /Avaliar/ }).first().click();
    const review = page.getByRole('dialog', { name: `Avaliar ${CAREGIVER.name}` });
    await review.getByRole('radio', { name: /5 estrelas/ }).click();
    await review.getByLabel('Comentário (opcional)').fill('Pontual e muito carinhosa com a minha mãe.');
    await review.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Avaliação enviada. Obrigado!')).toBeVisible();
    await expect(page.getByText('Avaliado').first()).toBeVisible();

    // Double-blind (docs/product.md#reviews): the caregiver reads it after rating the family.
    await caregiver.goto('/dashboard/cuidador/avaliacoes');
    const toRate = caregiver.getByRole('listitem', { name: 'Atendimento com Clara Monteiro' });
    await expect(toRate.getByText('A família já avaliou você: a avaliação aparece quando você avaliar a família.')).toBeVisible();
    await expect(caregiver.getByText('Pontual e muito carinhosa com a minha mãe.')).toHaveCount(0);
    await toRate.getByRole('button', { name: 'Avaliar Clara Monteiro' }).click();
    const rate = caregiver.getByRole('dialog', { name: 'Avaliar Clara Monteiro' });
    await rate.getByRole('radio', { name: /5 estrelas/ }).click();
    await rate.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(caregiver.getByText('Avaliação enviada. Ela é privada: a família não a vê.')).toBeVisible();
    await expect(caregiver.getByText('Pontual e muito carinhosa com a minha mãe.')).toBeVisible();
  } finally {
    await moveServerClock(page, null);
    await caregiver.context().close();
  }
});

test('sem login, o agendamento não pode ser confirmado e o chat manda para o login', async ({ page }) => {
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await page.getByRole('button', { name: `Agendar ${CAREGIVER.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });
  await chooseAvailableDay(dialog, 1);
  await dialog.getByLabel('Início').fill('09:00');
  await dialog.getByLabel('Fim').fill('11:00');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirmar agendamento' })).toBeDisabled();
  await dialog.getByLabel('Você precisa estar logado para agendar um cuidador').focus();
  await expect(page.getByRole('tooltip')).toContainText('Você precisa estar logado para agendar um cuidador');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Conversar com ${CAREGIVER.name}` }).click();
  await expect(page.getByText('Você precisa estar logado para usar o chat')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
