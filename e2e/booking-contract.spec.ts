import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, newPage, waitForLiveConnection } from './support/live';

// The contract and the receipt (docs/product.md#contract, docs/product.md#receipts): the family
// pays in the sandbox, the caregiver accepts, both open and download the same contract (its bytes
// hash to the SHA-256 the booking shows), and the family finds the payment's receipt.

async function shoot(page: Page, info: TestInfo, name: string, target: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
  }
}

/** Saves the PDF the 'Baixar PDF' link gives and answers its bytes. */
async function downloadPdf(page: Page, link: Locator, info: TestInfo, name: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = info.outputPath(name);
  await download.saveAs(path);
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a família paga, a cuidadora aceita, as duas partes abrem e baixam o mesmo contrato e a família vê o recibo', async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  await waitForLiveConnection(caregiver);

  await createVerifiedAccount(page, 'Família', 'Lúcia Figueiredo');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 6 });

  // The caregiver accepts: the contract appears on the booking at once.
  await caregiver.goto('/dashboard/cuidador');
  await caregiver.getByRole('button', { name: 'Aceitar reserva de Lúcia Figueiredo' }).click();
  await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();
  const upcoming = caregiver.getByRole('listitem', { name: 'Atendimento com Lúcia Figueiredo' });
  const caregiverContract = upcoming.getByRole('region', { name: 'Contrato' });
  await expect(caregiverContract.getByText(/Modelo v1 · Gerado em/)).toBeVisible();
  const fingerprint = caregiverContract.locator('code');
  const fullSha = await fingerprint.getAttribute('title');
  expect(fullSha).toMatch(/^[0-9a-f]{64}$/);
  await expect(fingerprint).toHaveText(fullSha!.slice(0, 12));
  await shoot(caregiver, info, 'contrato-cuidadora', upcoming);
  await setViewport(caregiver, 1280);

  // 'Abrir' shows the stored PDF in the browser; 'Baixar PDF' saves the same bytes.
  const open = caregiverContract.getByRole('link', { name: /Abrir o contrato/ });
  const openUrl = await open.getAttribute('href');
  const shown = await caregiver.request.get(openUrl!);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-disposition']).toMatch(/^inline;/);
  expect(shown.headers()['x-content-sha256']).toBe(fullSha);
  const caregiverPdf = await downloadPdf(caregiver, caregiverContract.getByRole('link', { name: /Baixar PDF do contrato/ }), info, 'contrato-cuidadora.pdf');
  expect(sha256(caregiverPdf)).toBe(fullSha);
  expect(sha256(await shown.body())).toBe(fullSha);

  // The family finds the same contract in the booking's details.
  await page.goto('/dashboard/familia/reservas');
  const article = page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` });
  await article.getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  const familyContract = details.getByRole('region', { name: 'Contrato' });
  await expect(familyContract.locator('code')).toHaveText(fullSha!.slice(0, 12));
  await expect(familyContract.getByRole('link', { name: /Abrir o contrato/ })).toHaveAttribute('href', openUrl!);
  await shoot(page, info, 'contrato-familia', details);
  await setViewport(page, 1280);
  const familyPdf = await downloadPdf(page, familyContract.getByRole('link', { name: /Baixar PDF do contrato/ }), info, 'contrato-familia.pdf');
  expect(sha256(familyPdf)).toBe(fullSha);

  // Nobody else: a visitor without a session is refused.
  const stranger = await newPage(browser);
  expect((await stranger.request.get(openUrl!)).status()).toBe(401);
  await stranger.close();
  await page.keyboard.press('Escape');

  // The payment's receipt: on the dashboard, and on its own page with the fee line.
  await page.goto('/dashboard/familia');
  const receipts = page.getByRole('region', { name: 'Pagamentos e recibos' });
  await expect(receipts.getByText('Recibo de pagamento de reserva')).toBeVisible();
  await shoot(page, info, 'pagamentos-e-recibos', receipts);
  await setViewport(page, 1280);
  await receipts.getByRole('link', { name: /Ver recibo/ }).first().click();
  await expect(page).toHaveURL(/\/recibos\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Recibo de pagamento de reserva' })).toBeVisible();
  await expect(page.getByText('Lúcia Figueiredo')).toBeVisible();
  await expect(page.getByText(/Cuidar, como intermediário/)).toBeVisible();
  await expect(page.getByText('Taxa de serviço do Cuidar')).toBeVisible();
  await expect(page.getByText('Pix', { exact: true })).toBeVisible();
  await shoot(page, info, 'recibo', page.getByRole('main'));
  await setViewport(page, 1280);
  await downloadPdf(page, page.getByRole('link', { name: 'Baixar PDF' }), info, 'recibo.pdf');
  await caregiver.close();
});
