import { createVerifiedAccount, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, shootBothWidths, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, postAs } from './support/live';
import { signInNewOperator } from './support/operator';

// 'Tive um problema' (docs/product.md#disputes): a family pays by Pix, the caregiver accepts, the
// day ends (the server's test clock), the family reports a problem within the 48 h; the money
// stays held; an operator (two-factor sign-in) refunds it all with a note; the family sees the
// refund and the note on the booking.

test('família relata um problema depois do atendimento; a operadora reembolsa tudo; a família vê o reembolso', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const operator = await signInNewOperator(browser);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  // The family books the demo caregiver for one morning and pays by Pix in the sandbox.
  await createVerifiedAccount(page, 'Família', 'Marta Siqueira');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 4 });
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const pedidoId = new URL(page.url()).searchParams.get('reserva');
  expect(pedidoId).toBeTruthy();

  // The caregiver accepts it (the accept itself is the booking-details journey's subject).
  await postAs(caregiver, `/api/bookings/${pedidoId}/accept`);

  try {
    // 08:02 in São Paulo (11:02 UTC): the caregiver arrives and reads the family's QR de presença
    // (a day with no arrival becomes a no-show and is refunded by itself: docs/product.md#visits).
    await moveServerClock(page, new Date(`${date}T11:02:00.000Z`));
    const { url } = (await (await page.request.get('/api/visits/qr')).json()) as { url: string };
    await postAs(caregiver, '/api/visits/scan', { codigo: new URL(url).searchParams.get('c') });

    // One hour after the day ended (12:00 in São Paulo is 15:00 UTC): inside the 48 h window.
    const dayEnd = new Date(`${date}T15:00:00.000Z`);
    await moveServerClock(page, new Date(dayEnd.getTime() + 60 * 60_000));

    await page.goto('/dashboard/familia/reservas');
    await page.getByRole('tab', { name: 'Reservas Passadas' }).click();
    const past = page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` });
    await past.getByRole('button', { name: 'Ver detalhes' }).click();
    const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
    await expect(details.getByText(/Você pode relatar até/)).toBeVisible();
    await details.getByRole('button', { name: 'Tive um problema' }).click();

    const problem = page.getByRole('dialog', { name: 'Tive um problema' });
    await problem.getByRole('button', { name: 'Enviar relato' }).click();
    await expect(problem.getByText('Escolha o que aconteceu.')).toBeVisible();
    await expect(problem.getByText('Conte o que aconteceu.')).toBeVisible();
    await problem.getByRole('radio', { name: 'O cuidador não compareceu' }).click();
    await problem.getByLabel('Conte o que aconteceu').fill('Esperamos das 8h às 10h e ninguém apareceu; não conseguimos contato.');
    await shootBothWidths(page, info, 'familia-tive-um-problema', problem);
    await problem.getByRole('button', { name: 'Enviar relato' }).click();
    await expect(page.getByText('Recebemos seu relato. O pagamento fica retido até a equipe do Cuidar decidir.')).toBeVisible();
    await expect(problem).toBeHidden();
    await expect(details.getByText('Problema que você relatou')).toBeVisible();
    await expect(details.getByText(/R\$\s242,00 ficam retidos até a equipe do Cuidar decidir/)).toBeVisible();

    // The operator finds it on the desk: the count on the home, the list, the decision screen.
    await operator.goto('/operador');
    await expect(operator.getByRole('listitem').filter({ has: operator.getByRole('heading', { name: 'Problemas em reservas' }) })).toBeVisible();
    await operator.goto('/operador/disputas');
    const item = operator.getByRole('link', { name: /O cuidador não compareceu/ }).filter({ hasText: 'Marta Siqueira' });
    await expect(item).toBeVisible();
    await expect(item).toContainText('R$ 242,00 retidos');
    await shootBothWidths(operator, info, 'operador-disputas');
    await item.click();
    await expect(operator.getByRole('heading', { name: 'Problema: O cuidador não compareceu' })).toBeVisible();
    await expect(operator.getByText('Esperamos das 8h às 10h e ninguém apareceu; não conseguimos contato.')).toBeVisible();

    // A note is required; then 'Reembolsar tudo'.
    await operator.getByRole('radio', { name: /Reembolsar tudo/ }).click();
    await operator.getByRole('button', { name: 'Reembolsar tudo' }).click();
    await expect(operator.getByText('Escreva uma nota para as duas partes.')).toBeVisible();
    await operator.getByLabel('Nota para a família e o cuidador').fill('A cuidadora confirmou que não pôde ir. O valor integral volta para a família.');
    await shootBothWidths(operator, info, 'operador-disputa');
    await operator.getByRole('button', { name: 'Reembolsar tudo' }).click();
    await expect(operator.getByText('Decisão registrada. As duas partes foram avisadas.')).toBeVisible();
    await expect(operator.getByText('Valor devolvido à família')).toBeVisible();

    // The family sees the refund and the note on the booking.
    await page.reload();
    await page.getByRole('tab', { name: 'Reservas Passadas' }).click();
    await page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` }).getByRole('button', { name: 'Ver detalhes' }).click();
    const after = page.getByRole('dialog', { name: 'Detalhes da reserva' });
    await expect(after.getByText('Valor devolvido à família')).toBeVisible();
    await expect(after.getByText(/Reembolso à família:\s*R\$\s242,00/)).toBeVisible();
    await expect(after.getByText('A cuidadora confirmou que não pôde ir. O valor integral volta para a família.')).toBeVisible();
    await expect(after.getByRole('button', { name: 'Tive um problema' })).toHaveCount(0);
    await shootBothWidths(page, info, 'familia-reembolso', after);
  } finally {
    await moveServerClock(page, null);
    await caregiver.close();
    await operator.close();
  }
});
