import { createVerifiedAccount, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, shootBothWidths, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, postAs, waitForLiveConnection } from './support/live';

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
  const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 12 });
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
    const agendaVisit = caregiver.getByRole('listitem', { name: /Atendimento de .* com Lúcia/ });
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

