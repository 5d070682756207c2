import { pdfText } from '../apps/server/test/pdf-text';
import { createVerifiedAccount, mailLink, newEmail, PASSWORD, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, shootBothWidths, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage, postAs, waitForLiveConnection, visitItem } from './support/live';

// The care diary (docs/product.md#care-diary): the caregiver checks in with the family's QR, writes
// a medication given (with a photo) and a fall from her day's card in the agenda; the family, on 'Minhas
// reservas', sees both appear live and is notified of the fall; the caregiver leaves; the family
// downloads 'Relatório para o médico' and the PDF shows what was written. The brother the family
// invited reads the same entries and report on his own page.

/** A photo (a 1×1 PNG, shown enlarged). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('a cuidadora escreve o diário de cuidados; a família vê ao vivo e baixa o relatório para o médico', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);

  await createVerifiedAccount(page, 'Família', 'Rosana Siqueira');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 5 });
  const pedidoId = new URL(page.url()).searchParams.get('reserva');
  expect(pedidoId).toBeTruthy();
  await postAs(caregiver, `/api/bookings/${pedidoId}/accept`);
  const brother = await newPage(browser);

  try {
    // 08:02 in São Paulo of the booked day: the caregiver reads the family's code at the door.
    await page.goto('/dashboard/familia/reservas');
    const { url } = (await (await page.request.get('/api/visits/qr')).json()) as { url: string };
    const link = new URL(url);
    await moveServerClock(page, new Date(`${date}T11:02:00.000Z`));
    await caregiver.goto(`${link.pathname}${link.search}`);
    await expect(caregiver.getByText('Chegada registrada às 08:02.')).toBeVisible();

    // The family keeps its page open on the day's diary, empty for now. Without its health-data
    // consent the card says how to allow it; it allows it.
    await page.reload();
    await waitForLiveConnection(page);
    const diary = page.getByRole('region', { name: 'Diário de cuidados' });
    await expect(diary.getByText('Para a cuidadora registrar o diário, autorize o Cuidar a guardar dados de saúde em Configurações.')).toBeVisible();
    const consent = await page.request.put('/api/account/consents/dados_saude', { data: { accepted: true }, headers: { origin: new URL(page.url()).origin } });
    expect(consent.ok()).toBe(true);
    await page.reload();
    await waitForLiveConnection(page);
    await expect(diary.getByRole('heading', { name: 'Relatório para o médico' })).toBeVisible();
    await expect(diary.getByText('Para a cuidadora registrar o diário')).toBeHidden();
    await page.getByLabel('Ir para o dia').fill(date);
    await expect(diary.getByText('Nenhum registro neste período.')).toBeVisible();

    // 09:10: from the day's card in the agenda, a medication given…
    await moveServerClock(page, new Date(`${date}T12:10:00.000Z`));
    await caregiver.goto('/dashboard/cuidador/agenda');
    const agendaVisit = visitItem(caregiver, date, 'Rosana');
    await agendaVisit.getByRole('button', { name: 'Diário de cuidados' }).click();
    const sheet = caregiver.getByRole('dialog', { name: 'Diário de cuidados · Rosana' });
    await expect(sheet.getByText('Novo registro')).toBeVisible();
    await sheet.getByLabel('Medicamento', { exact: true }).fill('Losartana');
    await sheet.getByLabel('Dose', { exact: true }).fill('1 comprimido de 50 mg');
    await sheet.getByRole('radio', { name: 'Dada' }).click();
    await shootBothWidths(caregiver, info, 'cuidadora-diario-novo-registro', sheet);
    await sheet.getByRole('button', { name: 'Salvar registro' }).click();
    await expect(caregiver.getByText('Registro salvo.')).toBeVisible();
    const medication = sheet.getByRole('listitem', { name: 'Medicação às 09:10' });
    await expect(medication).toContainText('Losartana · 1 comprimido de 50 mg · Dada');
    // A photo of the box (the phone's camera or gallery behind 'Adicionar foto').
    await medication.locator('input[type="file"]').setInputFiles({ name: 'caixa-do-remedio.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await expect(caregiver.getByText('Foto adicionada.')).toBeVisible();
    await expect(medication.getByRole('img', { name: 'Foto 1 do registro de Medicação às 09:10' })).toBeVisible();

    // …and a fall.
    await sheet.getByLabel('Tipo de registro').selectOption({ label: 'Queda / incidente' });
    await sheet.getByLabel('Descrição', { exact: true }).fill('Escorregou ao sair do banho, sem ferimentos. Pressão 12 por 8.');
    await sheet.getByRole('button', { name: 'Salvar registro' }).click();
    await expect(sheet.getByRole('listitem', { name: 'Queda / incidente às 09:10' })).toBeVisible();
    await shootBothWidths(caregiver, info, 'cuidadora-diario-do-dia', sheet);

    // The family sees both live, without reloading, and is told of the fall at once.
    await expect(diary.getByText('Losartana · 1 comprimido de 50 mg · Dada')).toBeVisible();
    const familyPhoto = diary.getByRole('img', { name: 'Foto 1 do registro de Medicação às 09:10' });
    await expect.poll(() => familyPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(diary.getByText('Escorregou ao sair do banho, sem ferimentos. Pressão 12 por 8.')).toBeVisible();
    const notices = await (await page.request.get('/api/notifications')).text();
    expect(notices).toContain('Ocorrência registrada por Renata às 09:10: Escorregou ao sair do banho');
    await shootBothWidths(page, info, 'familia-diario-de-cuidados', diary);

    // The brother in another city, invited by e-mail (docs/product.md#relatives), reads the same
    // entries on his own page, and the same report.
    const brotherEmail = newEmail('irmao');
    await postAs(page, '/api/familiares', { email: brotherEmail, podeConfirmarPresenca: false });
    const invitation = new URL(await mailLink(page.request, brotherEmail, 'convite-familiar'));
    await brother.goto(`${invitation.pathname}${invitation.search}`);
    await brother.getByLabel('Nome completo').fill('Paulo Siqueira');
    await brother.getByLabel('Crie uma senha').fill(PASSWORD);
    await brother.getByRole('button', { name: 'Criar minha conta de familiar' }).click();
    await expect(brother).toHaveURL(/\/familiar$/);
    const brotherDiary = brother.getByRole('region', { name: 'Diário de cuidados' });
    await brother.getByLabel('Ir para o dia').fill(date);
    await expect(brotherDiary.getByText('Losartana · 1 comprimido de 50 mg · Dada')).toBeVisible();
    await expect(brotherDiary.getByText('Escorregou ao sair do banho, sem ferimentos. Pressão 12 por 8.')).toBeVisible();
    // The photo itself loads for him (not only its frame).
    const brotherPhoto = brotherDiary.getByRole('img', { name: 'Foto 1 do registro de Medicação às 09:10' });
    await expect.poll(() => brotherPhoto.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shootBothWidths(brother, info, 'familiar-diario-de-cuidados', brotherDiary);
    await brother.getByLabel('De', { exact: true }).fill(date);
    await brother.getByLabel('Até', { exact: true }).fill(date);
    const brotherReport = await brother.getByRole('link', { name: 'Baixar relatório (PDF)' }).getAttribute('href');
    expect(brotherReport).toMatch(/^\/api\/familiar\/familias\/[^/]+\/diario\/relatorio\.pdf\?/);
    expect(pdfText(await (await brother.request.get(brotherReport!)).body())).toContain('Escorregou ao sair do banho, sem ferimentos.');

    // The filter by type.
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Queda / incidente' });
    await expect(diary.getByText('Losartana · 1 comprimido de 50 mg · Dada')).toBeHidden();
    await expect(diary.getByText('Escorregou ao sair do banho, sem ferimentos. Pressão 12 por 8.')).toBeVisible();
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Todos os tipos' });

    // 12:01: the caregiver leaves ('Saí').
    await caregiver.keyboard.press('Escape');
    await moveServerClock(page, new Date(`${date}T15:01:00.000Z`));
    await caregiver.reload();
    await agendaVisit.getByRole('button', { name: 'Saí' }).click();
    await expect(caregiver.getByText('Saída registrada às 12:01.')).toBeVisible();

    // The family downloads the doctor's report for that day: it shows the medication and the fall.
    await page.getByLabel('De', { exact: true }).fill(date);
    await page.getByLabel('Até', { exact: true }).fill(date);
    const download = page.getByRole('link', { name: 'Baixar relatório (PDF)' });
    const href = await download.getAttribute('href');
    expect(href).toBe(`/api/care-diary/report.pdf?inicio=${date}&fim=${date}`);
    const pdf = await page.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).toContain('Relatório de cuidados para o médico');
    expect(text).toContain('Família: Rosana Siqueira');
    expect(text).toMatch(/Losartana \(1 comprimido de 50 mg\)\s*1\s*0/);
    expect(text).toContain('Escorregou ao sair do banho, sem ferimentos. Pressão 12 por 8.');
  } finally {
    await moveServerClock(page, null);
    await caregiver.close();
    await brother.close();
  }
});
