import { createVerifiedAccount, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, shootBothWidths, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, postAs, waitForLiveConnection, visitItem } from './support/live';

// The visit itself (docs/product.md#visits): a family pays by Pix, the caregiver accepts, the
// server's clock reaches the start, the caregiver opens the family's 'QR de presença' link on the
// phone; the family sees the arrival live. At the end the caregiver presses 'Saí' (the fallback);
// the family sees 'Renata diz que saiu às 12:01 — Confirmar?' and confirms.

test('a cuidadora lê o QR de presença ao chegar e ao sair; a família vê a chegada e a saída ao vivo', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  await createVerifiedAccount(page, 'Família', 'Lúcia Prado');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 4 });
  const pedidoId = new URL(page.url()).searchParams.get('reserva');
  expect(pedidoId).toBeTruthy();
  await postAs(caregiver, `/api/bookings/${pedidoId}/accept`);

  try {
    // The family's page: the QR card prints an A5 PDF; its link is what the printed code holds.
    await page.goto('/dashboard/familia/reservas');
    await expect(page.getByRole('link', { name: 'Baixar QR de presença (PDF)' })).toBeVisible();
    const pdf = await page.request.get('/api/visits/qr/pdf');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await shootBothWidths(page, info, 'familia-reservas-qr-de-presenca');
    const { url } = (await (await page.request.get('/api/visits/qr')).json()) as { url: string };
    const link = new URL(url);
    expect(link.pathname).toBe('/presenca');

    // 08:02 in São Paulo (11:02 UTC) of the booked day.
    await moveServerClock(page, new Date(`${date}T11:02:00.000Z`));
    await page.reload();
    await waitForLiveConnection(page);
    const visit = page.getByRole('listitem', { name: new RegExp(`Atendimento de .* com ${CAREGIVER.name.split(' ')[0]}`) });
    await expect(visit).toContainText('ainda não registrada');

    // The caregiver's phone opens the code's link.
    await caregiver.goto(`${link.pathname}${link.search}`);
    await expect(caregiver.getByText('Chegada registrada às 08:02.')).toBeVisible();
    await shootBothWidths(caregiver, info, 'cuidadora-presenca-chegada');

    // Live, without reloading: the actual time beside the booked one.
    await expect(visit).toContainText('08:02 · pelo QR de presença');
    await shootBothWidths(page, info, 'familia-chegada-e-saida', visit);

    // The agenda shows it too, with 'Saí' once the visit is under way.
    await moveServerClock(page, new Date(`${date}T15:01:00.000Z`));
    await caregiver.goto('/dashboard/cuidador/agenda');
    const agendaVisit = visitItem(caregiver, date, 'Lúcia');
    await expect(agendaVisit).toContainText('08:02 · pelo QR de presença');
    await expect(agendaVisit.getByRole('button', { name: 'Saí' })).toBeVisible();
    await shootBothWidths(caregiver, info, 'cuidadora-agenda-visita', agendaVisit);

    // 12:01: the camera fails; 'Saí' records the departure for the family to confirm.
    await agendaVisit.getByRole('button', { name: 'Saí' }).click();
    await expect(caregiver.getByText('Saída registrada às 12:01.')).toBeVisible();
    await expect(agendaVisit).toContainText('12:01 · pelo botão · aguardando a família confirmar');
    const claim = visit.getByText('Renata diz que saiu às 12:01 — Confirmar?');
    await expect(claim).toBeVisible();
    await expect(visit).toContainText('12:01 · pelo botão · não confirmada pela família');
    await shootBothWidths(page, info, 'familia-confirmar-saida', visit);
    await visit.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Confirmado. Obrigado!')).toBeVisible();
    await expect(claim).toBeHidden();
    await expect(visit).not.toContainText('não confirmada');
    // The caregiver's agenda hears of it live too.
    await expect(agendaVisit).not.toContainText('aguardando a família confirmar');
  } finally {
    await moveServerClock(page, null);
    await caregiver.close();
  }
});

// Late arrival and no-show (docs/product.md#visits): nobody scans the code. 16 minutes after the
// start the family's card says 'Atrasado' (live, from the job); 61 minutes after, the day is a
// no-show: the family reads that the money came back, and the caregiver's late scan is refused.
test('sem chegada registrada: a família vê o atraso aos 15 minutos e a falta, com o valor devolvido, depois de 1 hora', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  await createVerifiedAccount(page, 'Família', 'Valéria Quintela');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 2 });
  const pedidoId = new URL(page.url()).searchParams.get('reserva');
  expect(pedidoId).toBeTruthy();
  await postAs(caregiver, `/api/bookings/${pedidoId}/accept`);

  try {
    await page.goto('/dashboard/familia/reservas');
    const { url } = (await (await page.request.get('/api/visits/qr')).json()) as { url: string };
    const link = new URL(url);

    // 08:10: not late yet.
    await moveServerClock(page, new Date(`${date}T11:10:00.000Z`));
    await page.reload();
    await waitForLiveConnection(page);
    const visit = page.getByRole('listitem', { name: new RegExp(`Atendimento de .* com ${CAREGIVER.name.split(' ')[0]}`) });
    await expect(visit).toContainText('ainda não registrada');
    await expect(visit).not.toContainText('Atrasado');

    // 08:16: the job tells the family, live.
    await moveServerClock(page, new Date(`${date}T11:16:00.000Z`));
    await expect(visit.getByText('Atrasado', { exact: true })).toBeVisible();
    await expect(visit).toContainText('Atrasado: sem registro de chegada');
    await shootBothWidths(page, info, 'familia-atendimento-atrasado', visit);

    // 09:01: a no-show; the day's money goes back to the family.
    await moveServerClock(page, new Date(`${date}T12:01:00.000Z`));
    await expect(visit.getByText('Falta', { exact: true })).toBeVisible();
    await expect(visit).toContainText('Falta: o valor deste dia foi devolvido');
    await shootBothWidths(page, info, 'familia-atendimento-falta', visit);

    // The caregiver arrives at last and scans: refused, nothing recorded.
    await caregiver.goto(`${link.pathname}${link.search}`);
    await expect(caregiver.getByText('Este dia foi registrado como falta; não é mais possível registrar a chegada.')).toBeVisible();
    await expect(visit).toContainText('ainda não registrada');
  } finally {
    await moveServerClock(page, null);
    await caregiver.close();
  }
});
