import type { BookingCalendarDto } from '@cuidar/domain/bookings';
import { calendarFreeTime } from '@cuidar/domain/caregiver-page';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';
import { centsOf, DEMO_CAREGIVER, moveServerClock, newPage, postAs, waitForLiveConnection } from './support/live';

// What an open dashboard shows must follow what happens elsewhere, without a reload: the caregiver's
// confirmed list and earnings after she accepts, a review as it arrives.

const saoPaulo = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/**
 * A new family's request to the demo caregiver on her first available day, two hours inside that
 * day's first slot, sent as the booking dialog sends it, and paid. Answers the booking and its date.
 */
async function requestFirstAvailableDay(family: Page, caregiverId: string) {
  const calendar = (await (await family.request.get(`/api/caregivers/${caregiverId}/booking-calendar`)).json()) as BookingCalendarDto;
  // The first free stretch (declared and not booked by other journeys) with room for the request:
  // today's starts now and may already be short.
  const slot = calendarFreeTime(calendar).find((s) => s.end.getTime() - s.start.getTime() >= 3 * 3600_000 && s.start.getUTCMinutes() % 30 === 0)!;
  const start = new Date(slot.start.getTime() + 3600_000);
  const end = new Date(start.getTime() + 2 * 3600_000);
  expect(end.getTime()).toBeLessThanOrEqual(slot.end.getTime());
  const from = saoPaulo(start.toISOString());
  const to = saoPaulo(end.toISOString());
  const { booking } = await postAs<{ booking: { id: string; precoTotalCentavos: number; endDatetime: string } }>(family, '/api/bookings', {
    cuidadorId: caregiverId,
    dataInicio: from.date,
    horaInicio: from.time,
    horaFim: to.time,
    idempotencyKey: crypto.randomUUID(),
  });
  // Paid by card in the sandbox: only a paid request reaches the caregiver (docs/product.md#booking-payments).
  await postAs(family, `/api/payments/sandbox/bookings/${booking.id}/confirm`, { method: 'card' });
  return booking;
}

const figure = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);
const confirmedList = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Próximas reservas confirmadas' }) });

test('o painel da cuidadora acompanha o aceite e a avaliação sem recarregar', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const caregiver = await newPage(browser);
  try {
    await signIn(caregiver, DEMO_CAREGIVER.email, DEMO_CAREGIVER.password);
    await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
    await waitForLiveConnection(caregiver);
    const expectedBefore = centsOf(await figure(caregiver, 'A receber').innerText());
    await expect(caregiver.getByRole('heading', { name: 'Avaliações Recebidas' })).toBeVisible();
    const caregiverId = ((await (await caregiver.request.get('/api/session')).json()) as { user: { id: string } }).user.id;

    await createVerifiedAccount(page, 'Família', 'Bianca Teixeira');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    const booking = await requestFirstAvailableDay(page, caregiverId);

    // The request shows up live; she accepts it on the dashboard.
    await caregiver.getByRole('button', { name: 'Aceitar reserva de Bianca Teixeira' }).click();
    await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();
    await expect(caregiver.getByText('Nenhuma solicitação aguardando resposta.')).toBeVisible();

    // Without a reload: the confirmed list and the earnings card count the new booking (its paid
    // days become money 'A receber' once she accepts).
    await expect(confirmedList(caregiver)).toContainText('Bianca Teixeira');
    await expect.poll(async () => centsOf(await figure(caregiver, 'A receber').innerText())).toBe(expectedBefore + booking.precoTotalCentavos);

    // After the day, the family reviews; the caregiver's open 'Avaliações Recebidas' card shows it.
    await moveServerClock(page, new Date(new Date(booking.endDatetime).getTime() + 3600_000));
    try {
      await postAs(page, `/api/bookings/${booking.id}/review`, { estrelas: 4, comentario: 'Chegou cedo e foi muito gentil com meu pai.' });
      // Double-blind (docs/product.md#reviews): the card says a booking waits for her rating; once
      // she rates the family, the review shows up without a reload.
      await expect(caregiver.getByRole('link', { name: /aguarda sua avaliação da família/ })).toBeVisible();
      await postAs(caregiver, `/api/bookings/${booking.id}/family-review`, { estrelas: 5 });
      await expect(caregiver.getByText('Chegou cedo e foi muito gentil com meu pai.')).toBeVisible();
    } finally {
      await moveServerClock(page, null);
    }
  } finally {
    await caregiver.context().close();
  }
});

/** The number a menu entry's badge says ('Mensagens 2 não lidas' → 2; no badge → 0). */
async function unreadIn(page: Page, entry: 'Mensagens' | 'Notificações'): Promise<number> {
  const name = (await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: new RegExp(`^${entry}`) }).textContent()) ?? '';
  return Number(/(\d+) não lidas?/.exec(name)?.[1] ?? 0);
}

/** A new family writes to the demo caregiver (as the caregiver's card does), through the API. */
async function writeToCaregiver(family: Page, caregiverId: string, content: string) {
  const { id } = await postAs<{ id: string }>(family, '/api/conversations', { withId: caregiverId });
  await postAs(family, `/api/conversations/${id}/messages`, { content });
  return id;
}

/** The unread count the server has for the signed-in person, once the menu shows it too. */
async function settledUnread(page: Page, entry: 'Mensagens' | 'Notificações'): Promise<number> {
  const path = entry === 'Mensagens' ? '/api/conversations/unread-count' : '/api/notifications/unread-count';
  const { unread } = (await (await page.request.get(path)).json()) as { unread: number };
  await expect.poll(() => unreadIn(page, entry)).toBe(unread);
  return unread;
}

async function caregiverIdOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/session')).json()) as { user: { id: string } }).user.id;
}

test('mensagem nova: contador no menu, aviso em outra página e leitura zera o contador', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const caregiver = await newPage(browser);
  try {
    await signIn(caregiver, DEMO_CAREGIVER.email, DEMO_CAREGIVER.password);
    await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
    await waitForLiveConnection(caregiver);
    const caregiverId = await caregiverIdOf(caregiver);
    const messagesBefore = await settledUnread(caregiver, 'Mensagens');
    const notificationsBefore = await settledUnread(caregiver, 'Notificações');

    await createVerifiedAccount(page, 'Família', 'Daniela Rocha');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await writeToCaregiver(page, caregiverId, 'Oi, Renata! Você atende aos sábados de manhã?');

    // On her dashboard, not on the messages page: a toast, and the badges count the news.
    const toast = caregiver.getByRole('region', { name: 'Avisos (Alt+T)' }).getByRole('listitem').filter({ hasText: 'Nova mensagem de Daniela' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Oi, Renata! Você atende aos sábados de manhã?');
    await expect(toast.getByRole('button', { name: 'Fechar aviso' })).toBeAttached();
    await expect.poll(() => unreadIn(caregiver, 'Mensagens')).toBe(messagesBefore + 1);
    await expect.poll(() => unreadIn(caregiver, 'Notificações')).toBe(notificationsBefore + 1);

    // The toast opens the conversation; reading it brings the messages badge back down.
    await toast.getByRole('button', { name: 'Abrir conversa' }).click();
    await expect(caregiver).toHaveURL(/\/dashboard\/cuidador\/mensagens\?conversa=/);
    await expect(caregiver.getByLabel('Conversa com Daniela Rocha').getByText('Oi, Renata! Você atende aos sábados de manhã?')).toBeVisible();
    await expect.poll(() => unreadIn(caregiver, 'Mensagens')).toBe(messagesBefore);

    // Back on another page, the next message is announced again; the menu at phone and desktop width.
    await caregiver.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Início' }).click();
    await writeToCaregiver(page, caregiverId, 'Pode ser às 9h?');
    await expect(toast).toContainText('Pode ser às 9h?');
    await expect.poll(() => unreadIn(caregiver, 'Mensagens')).toBe(messagesBefore + 1);
    for (const width of [1280, 375] as const) {
      await setViewport(caregiver, width);
      if (width === 375) {
        // Closed, the phone menu's button carries a dot and says there is news.
        await caregiver.screenshot({ path: info.outputPath('menu-fechado-375.png') });
        await caregiver.getByRole('button', { name: /^Abrir menu, \d+ novidades?$/ }).click();
      }
      await expect(caregiver.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: /^Mensagens/ })).toContainText(String(messagesBefore + 1));
      await caregiver.screenshot({ path: info.outputPath(`menu-com-contadores-${width}.png`) });
    }
  } finally {
    await caregiver.context().close();
  }
});

test('conexão caída: mostra Reconectando… e, de volta, a página alcança o que perdeu em até 2 s', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const caregiver = await newPage(browser);
  // The socket goes through the test, which can cut it as a server restart would.
  let isServerDown = false;
  const open: { close(): Promise<void> }[] = [];
  await caregiver.routeWebSocket('**/api/realtime', (ws) => {
    if (isServerDown) {
      void ws.close({ code: 1011, reason: 'servidor fora do ar' }).catch(() => undefined);
      return;
    }
    const server = ws.connectToServer();
    open.push({ close: async () => { await server.close().catch(() => undefined); await ws.close().catch(() => undefined); } });
  });
  try {
    await signIn(caregiver, DEMO_CAREGIVER.email, DEMO_CAREGIVER.password);
    await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
    await waitForLiveConnection(caregiver);
    const caregiverId = await caregiverIdOf(caregiver);
    const messagesBefore = await settledUnread(caregiver, 'Mensagens');
    await expect(caregiver.getByText('Reconectando…')).toHaveCount(0);

    await createVerifiedAccount(page, 'Família', 'Olívia Prates');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });

    isServerDown = true;
    await Promise.all(open.splice(0).map((socket) => socket.close()));
    await expect(caregiver.getByRole('status').getByText('Reconectando…')).toBeVisible();

    // Meanwhile a message arrives that the page cannot hear of.
    await writeToCaregiver(page, caregiverId, 'Mandei enquanto você estava sem conexão.');
    expect(await unreadIn(caregiver, 'Mensagens')).toBe(messagesBefore);

    isServerDown = false;
    const back = Date.now();
    await expect.poll(() => unreadIn(caregiver, 'Mensagens'), { timeout: 2000, intervals: [50] }).toBe(messagesBefore + 1);
    const caughtUpMs = Date.now() - back;
    test.info().annotations.push({ type: 'alcançou em', description: `${caughtUpMs} ms` });
    expect(caughtUpMs).toBeLessThanOrEqual(2000);
    await expect(caregiver.getByText('Reconectando…')).toHaveCount(0);
  } finally {
    await caregiver.context().close();
  }
});
