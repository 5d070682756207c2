import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { centsOf, DEMO_CAREGIVER as CAREGIVER, moveServerClock, newPage } from './support/live';

// The caregiver's money from the ledger (docs/product.md#earnings): a family pays a booking by Pix
// in the sandbox, the caregiver accepts (the contract is there for both), the day ends and 48 h later her 'Disponível' grows by her
// price for the day (the fee is the family's); she registers a Pix key, the weekly payout sends the
// balance on the payout day, she downloads the month's statement and opens the payout's receipt.

const HOUR = 3_600_000;
/** Renata's price: 4 hours at R$ 55,00; the family pays 10 % more (the platform's fee). */
const NET_CENTS = 22_000;

async function shoot(page: Page, info: TestInfo, name: string, target: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
  }
  await setViewport(page, 1280);
}

/** The value beside a figure's name ('Disponível', 'A receber', 'Já transferido'). */
const figure = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).first().locator('xpath=following-sibling::dd[1]');
const centsIn = async (locator: Locator) => centsOf((await locator.textContent()) ?? '');

/** The first payout weekday (Wednesday) on or after a São Paulo date. */
function wednesdayFrom(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('o valor líquido fica disponível 48 h depois do atendimento, vai para a chave Pix na quarta-feira e aparece no extrato', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const caregiver = await newPage(browser);
  try {
    await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
    await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
    await expect(figure(caregiver, 'Disponível')).toBeVisible();
    const availableBefore = await centsIn(figure(caregiver, 'Disponível'));
    const paidOutBefore = await centsIn(figure(caregiver, 'Já transferido'));

    // A family books the demo caregiver for a morning and pays by Pix in the sandbox.
    await createVerifiedAccount(page, 'Família', 'Cecília Moura');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    const date = await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 0 });

    // The caregiver accepts: the money is hers to receive, still held.
    await caregiver.goto('/dashboard/cuidador');
    await caregiver.getByRole('button', { name: 'Aceitar reserva de Cecília Moura' }).click();
    await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();
    // The contract is there for both sides at once (docs/product.md#contract), the same document.
    const caregiverContract = caregiver.getByRole('listitem', { name: 'Atendimento com Cecília Moura' }).getByRole('region', { name: 'Contrato' });
    await expect(caregiverContract.getByText(/Modelo v1 · Gerado em/)).toBeVisible();
    const sha = await caregiverContract.locator('code').getAttribute('title');
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    await page.goto('/dashboard/familia/reservas');
    await page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` }).first().getByRole('button', { name: 'Ver detalhes' }).click();
    const familyContract = page.getByRole('dialog', { name: 'Detalhes da reserva' }).getByRole('region', { name: 'Contrato' });
    await expect(familyContract.locator('code')).toHaveAttribute('title', sha!);
    await page.keyboard.press('Escape');
    await caregiver.goto('/dashboard/cuidador/ganhos');
    const row = caregiver.getByRole('listitem').filter({ hasText: 'Cecília Moura' });
    await expect(row.getByText('A receber')).toBeVisible();
    expect(await centsIn(figure(caregiver, 'Disponível'))).toBe(availableBefore);

    // The day ends at 12:00; 48 h later the jobs release it.
    const released = new Date(new Date(`${date}T12:00:00-03:00`).getTime() + 48 * HOUR + 5 * 60_000);
    await moveServerClock(caregiver, released);
    await caregiver.reload();
    await expect.poll(() => centsIn(figure(caregiver, 'Disponível'))).toBe(availableBefore + NET_CENTS);
    await expect(row.getByText(/^Disponível desde/)).toBeVisible();
    await expect(row.getByText(/R\$\s242,00/)).toBeVisible(); // what the family paid
    await expect(row.getByText(/R\$\s22,00/)).toBeVisible(); // the platform's fee
    await expect(row.getByText(/R\$\s220,00/)).toBeVisible(); // hers
    await expect(caregiver.getByRole('link', { name: 'Cadastrar chave Pix' })).toBeVisible();
    await shoot(caregiver, info, 'ganhos', caregiver.locator('main'));

    // She registers her Pix key in the profile (a landline is refused).
    await caregiver.getByRole('link', { name: 'Cadastrar chave Pix' }).click();
    await expect(caregiver).toHaveURL(/\/dashboard\/cuidador\/perfil$/);
    const keyCard = caregiver.getByRole('region', { name: 'Chave Pix para receber' });
    await caregiver.getByRole('button', { name: 'Cadastrar chave Pix' }).click();
    const dialog = caregiver.getByRole('dialog', { name: 'Cadastrar chave Pix' });
    await dialog.getByLabel('Tipo de chave').selectOption({ label: 'Celular' });
    await dialog.getByLabel('Chave Pix').fill('(11) 3333-4444');
    await dialog.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(dialog.getByText(/Celular inválido/)).toBeVisible();
    await dialog.getByLabel('Chave Pix').fill('(11) 98765-4321');
    await dialog.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(caregiver.getByText('Chave Pix salva. Enviamos um e-mail de confirmação.')).toBeVisible();
    await expect(keyCard.getByText('+55 (11) *****-4321')).toBeVisible();
    await shoot(caregiver, info, 'chave-pix', keyCard);

    // On the payout day the whole available balance goes to the key: what was available the minute
    // before (other days of hers may have been released by then too) is what is transferred.
    const payoutDay = wednesdayFrom(new Date(released.getTime() + 24 * HOUR).toISOString().slice(0, 10));
    const payoutStart = new Date(`${payoutDay}T00:00:00-03:00`).getTime();
    await moveServerClock(caregiver, new Date(payoutStart - 60_000));
    await caregiver.goto('/dashboard/cuidador/ganhos');
    await expect(figure(caregiver, 'Disponível')).toBeVisible();
    const availableOnTheEve = await centsIn(figure(caregiver, 'Disponível'));
    expect(availableOnTheEve).toBeGreaterThanOrEqual(availableBefore + NET_CENTS);
    await moveServerClock(caregiver, new Date(payoutStart + 60_000));
    await caregiver.reload();
    await expect.poll(() => centsIn(figure(caregiver, 'Já transferido'))).toBe(paidOutBefore + availableOnTheEve);
    expect(await centsIn(figure(caregiver, 'Disponível'))).toBe(0);
    await expect(row.getByText(/^Transferido em/)).toBeVisible();
    const transfer = caregiver.getByRole('listitem').filter({ hasText: '+55 (11) *****-4321' });
    await expect(transfer.getByText('Enviada')).toBeVisible();
    await shoot(caregiver, info, 'ganhos-transferido', caregiver.locator('main'));
    await caregiver.goto('/dashboard/cuidador');
    const card = caregiver.getByRole('region', { name: 'Saldo e Ganhos' });
    await expect(card.getByRole('link', { name: 'Ver ganhos e extratos' })).toBeVisible();
    await shoot(caregiver, info, 'cartao-ganhos', card);

    // She is told, and the month's statement carries the day and the transfer.
    await caregiver.goto('/dashboard/cuidador/notificacoes');
    await expect(caregiver.getByText(/Transferência de R\$\s[\d.]+,\d{2} enviada para sua chave Pix \+55 \(11\) \*\*\*\*\*-4321\./).first()).toBeVisible();
    await caregiver.goto('/dashboard/cuidador/ganhos');
    const month = payoutDay.slice(0, 7);
    await caregiver.getByLabel('Mês do extrato').selectOption(month);
    const [pdf] = await Promise.all([caregiver.waitForEvent('download'), caregiver.getByRole('link', { name: 'Baixar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`extrato-cuidar-${month}.pdf`);
    expect(readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [csv] = await Promise.all([caregiver.waitForEvent('download'), caregiver.getByRole('link', { name: 'Baixar planilha (CSV)' }).click()]);
    expect(csv.suggestedFilename()).toBe(`extrato-cuidar-${month}.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text).toMatch(/Repasse;\d{2}\/\d{2}\/\d{4};Chave Pix \+55 \(11\) \*\*\*\*\*-4321;;;;[\d.]+,\d{2};Enviada/);
    if (date.startsWith(month)) expect(text).toContain('Cecília Moura;242,00;22,00;220,00;;Pago em');

    // Every payout has its receipt (docs/product.md#receipts): she opens it from the transfer.
    await transfer.getByRole('link', { name: /^Ver comprovante da transferência de R\$\s[\d.]+,\d{2} em \d{2}\/\d{2}\/\d{4}$/ }).click();
    await expect(caregiver).toHaveURL(/\/recibos\/[0-9a-f-]{36}$/);
    await expect(caregiver.getByRole('heading', { level: 1, name: 'Comprovante de transferência (repasse)' })).toBeVisible();
    await expect(caregiver.getByText('+55 (11) *****-4321')).toBeVisible();
    await expect(caregiver.getByText('Ambiente de teste: nenhum valor foi transferido de verdade.')).toBeVisible();
    expect(await centsIn(caregiver.getByRole('region', { name: 'Valor' }).locator('dd').last())).toBe(availableOnTheEve);
    await shoot(caregiver, info, 'recibo-repasse', caregiver.locator('main'));
    const [receiptPdf] = await Promise.all([caregiver.waitForEvent('download'), caregiver.getByRole('link', { name: 'Baixar PDF' }).click()]);
    expect(receiptPdf.suggestedFilename()).toMatch(/^recibo-cuidar-\d{6}\.pdf$/);
    expect(readFileSync(await receiptPdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  } finally {
    await moveServerClock(caregiver, null);
    await caregiver.close();
  }
});
