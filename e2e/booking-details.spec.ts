import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, signIn } from './support/accounts';
import { requestAndPayByPix } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, newPage, waitForLiveConnection } from './support/live';

// Before and after accepting (docs/product.md#request-details, docs/product.md#cancellation-policy):
// the caregiver sees where the family is and what it needs, asks a question, accepts, then backs
// out with a reason after reading the policy's consequence; the family sees why it was cancelled.

async function shoot(page: Page, info: TestInfo, name: string, target: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
  }
}

test('cuidadora vê bairro e necessidades, pergunta, aceita e depois cancela com motivo; a família vê o motivo', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  await waitForLiveConnection(caregiver);

  // A family answers the questionnaire signed in (its needs are kept) and books the demo caregiver.
  await createVerifiedAccount(page, 'Família', 'Beatriz Campos');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  await requestAndPayByPix(page, CAREGIVER.name, { freeDay: 3 });

  // The request card: neighbourhood and city, the needs — never the street before accepting.
  const card = caregiver.getByRole('listitem', { name: 'Solicitação de Beatriz Campos' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pinheiros, São Paulo – SP')).toBeVisible();
  await expect(card.getByText('Higiene pessoal')).toBeVisible();
  await expect(card.getByText('Turno preferido: Tarde')).toBeVisible();
  await expect(card.getByText('Rua Harmonia')).toHaveCount(0);
  await shoot(caregiver, info, 'cartao-solicitacao', card);

  // 'Mensagem' opens the conversation with that family, to ask before deciding.
  await card.getByRole('button', { name: 'Mensagem para Beatriz Campos' }).click();
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador\/mensagens\?conversa=/);
  await caregiver.getByLabel('Escreva sua mensagem').fill('Olá, Beatriz! A sua mãe precisa de ajuda para se levantar?');
  await caregiver.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(caregiver.getByLabel('Conversa com Beatriz Campos').getByText('A sua mãe precisa de ajuda para se levantar?')).toBeVisible();

  // Accepting shows the full address in 'Próximos atendimentos'.
  await caregiver.goto('/dashboard/cuidador');
  await caregiver.getByRole('button', { name: 'Aceitar reserva de Beatriz Campos' }).click();
  await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();
  const upcoming = caregiver.getByRole('listitem', { name: 'Atendimento com Beatriz Campos' });
  await expect(upcoming.getByText(/Rua Harmonia, 120/)).toBeVisible();

  // Backing out: the dialog states the consequence before anything happens.
  await upcoming.getByRole('button', { name: 'Cancelar reserva de Beatriz Campos' }).click();
  const dialog = caregiver.getByRole('dialog', { name: 'Cancelar reserva confirmada' });
  await expect(dialog.getByText(/A família recebe de volta R\$\s242,00, o valor integral\. O cancelamento fica registrado no seu histórico de confiabilidade\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByText('Escolha o motivo do cancelamento.')).toBeVisible();
  await dialog.getByLabel('Motivo do cancelamento').selectOption({ label: 'Conflito de agenda' });
  await dialog.getByLabel('Conte mais (opcional)').fill('Consulta médica marcada no mesmo horário');
  await shoot(caregiver, info, 'dialogo-cancelamento', dialog);
  await setViewport(caregiver, 1280);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(caregiver.getByText('Reserva cancelada. A família foi avisada.')).toBeVisible();
  await expect(upcoming).toHaveCount(0);

  // The family sees it cancelled, by whom and why.
  await page.goto('/dashboard/familia/reservas');
  await page.getByRole('tab', { name: 'Reservas Passadas' }).click();
  const past = page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` });
  await expect(past.getByText('Cancelada')).toBeVisible();
  await past.getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await expect(details.getByText(/Cancelada pelo cuidador em/)).toBeVisible();
  await expect(details.getByText('Motivo: Conflito de agenda: Consulta médica marcada no mesmo horário')).toBeVisible();
  // And the refund the cancellation owed her: paid back (the sandbox answers at once), with its receipt.
  const refunds = details.getByRole('region', { name: 'Reembolsos' });
  const refund = refunds.getByRole('listitem');
  await expect(refund).toContainText(/R\$\s242,00 · por Pix/);
  await expect(refund).toContainText('A reserva foi cancelada.');
  await expect(refund.getByText('Devolvido', { exact: true })).toBeVisible();
  await shoot(page, info, 'reembolsos', refunds);
  await refund.getByRole('link', { name: /Ver comprovante do reembolso de R\$\s242,00/ }).click();
  await expect(page).toHaveURL(/\/recibos\//);
  await expect(page.getByText('Comprovante de reembolso de reserva').first()).toBeVisible();
  await caregiver.close();
});
