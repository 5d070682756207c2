import { createVerifiedAccount, mailLink, newEmail, PASSWORD, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, shootBothWidths, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, postAs } from './support/live';

// Relatives who follow a family (docs/product.md#relatives): the family invites the brother who
// lives in another city; he creates his account through the e-mailed link and follows, read-only,
// the booking and the caregiver's arrival; the family removes him and his access ends at once.

test('a família convida o irmão, ele acompanha a reserva e a chegada; removido, perde o acesso', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  await createVerifiedAccount(page, 'Família', 'Lúcia Prado');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 5 });
  const pedidoId = new URL(page.url()).searchParams.get('reserva');
  expect(pedidoId).toBeTruthy();
  await postAs(caregiver, `/api/bookings/${pedidoId}/accept`);

  const brother = await newPage(browser);
  try {
    // 'Convidar familiar', from the family's menu.
    await page.goto('/dashboard/familia');
    await page.getByRole('navigation', { name: 'Menu do painel' }).getByRole('link', { name: 'Familiares convidados' }).click();
    await expect(page.getByRole('heading', { name: 'Familiares convidados', level: 1 })).toBeVisible();
    const brotherEmail = newEmail('irmao');
    await page.getByLabel('E-mail do familiar').fill(brotherEmail);
    await page.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText(`Convite enviado para ${brotherEmail}.`)).toBeVisible();
    const invited = page.getByRole('listitem', { name: brotherEmail });
    await expect(invited).toContainText('Convite enviado');
    await shootBothWidths(page, info, 'familia-familiares-convidados');

    // The brother opens the e-mailed link and creates his account through it.
    const link = new URL(await mailLink(page.request, brotherEmail, 'convite-familiar'));
    await brother.goto(`${link.pathname}${link.search}`);
    await expect(brother.getByText('Lúcia Prado convidou você para acompanhar')).toBeVisible();
    await expect(brother.getByText(`Sua conta será criada com o e-mail ${brotherEmail}.`)).toBeVisible();
    await shootBothWidths(brother, info, 'convite-familiar');
    await brother.getByLabel('Nome completo').fill('Marcos Prado');
    await brother.getByLabel('Crie uma senha').fill(PASSWORD);
    await brother.getByRole('button', { name: 'Criar minha conta de familiar' }).click();
    await expect(brother).toHaveURL(/\/familiar$/);
    await expect(brother.getByRole('heading', { name: 'Família de Lúcia Prado' })).toBeVisible();

    // Only what a relative may do: no booking, payment, messages or profile in his menu.
    const menu = brother.getByRole('navigation', { name: 'Menu do painel' });
    await expect(menu.getByRole('link', { name: 'Acompanhar' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mensagens' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Perfil' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Agenda' })).toHaveCount(0);

    // He sees the booking…
    const bookings = brother.getByRole('region', { name: 'Próximas' });
    await expect(bookings).toContainText(CAREGIVER.name);
    await expect(bookings).toContainText('Confirmado');

    // …and the arrival, once the caregiver reads the family's 'QR de presença' at 08:02.
    const { url } = (await (await page.request.get('/api/visits/qr')).json()) as { url: string };
    const qr = new URL(url);
    await moveServerClock(page, new Date(`${date}T11:02:00.000Z`));
    await caregiver.goto(`${qr.pathname}${qr.search}`);
    await expect(caregiver.getByText('Chegada registrada às 08:02.')).toBeVisible();
    await brother.reload();
    const visit = brother.getByRole('listitem', { name: new RegExp(`Atendimento de .* com ${CAREGIVER.name.split(' ')[0]}`) });
    await expect(visit).toContainText('08:02 · pelo QR de presença');
    // No confirm button: the family did not grant it.
    await expect(visit.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
    await shootBothWidths(brother, info, 'familiar-acompanha');

    // The family sees him following, and removes him.
    await page.reload();
    const following = page.getByRole('listitem', { name: 'Marcos Prado' });
    await expect(following).toContainText('Acompanha desde');
    page.once('dialog', (dialog) => void dialog.accept());
    await following.getByRole('button', { name: 'Remover acesso' }).click();
    await expect(page.getByText('Acesso removido.')).toBeVisible();
    await expect(following).toHaveCount(0);

    // His next request is refused: the page has nothing of the family any more.
    const refused = await brother.request.get(`/api/familiar/familias/${(await (await page.request.get('/api/session')).json()).user.id}/reservas`);
    expect(refused.status()).toBe(404);
    await brother.reload();
    await expect(brother.getByText('Você não acompanha nenhuma família no momento.')).toBeVisible();
    await expect(brother.getByText(CAREGIVER.name)).toHaveCount(0);
    await shootBothWidths(brother, info, 'familiar-removido');
  } finally {
    await moveServerClock(page, null);
    await caregiver.close();
    await brother.close();
  }
});
