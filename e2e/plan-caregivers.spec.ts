import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, newEmail, PASSWORD, signIn } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';
import { newPage } from './support/live';

// A care plan delivers care with caregivers (docs/product.md#plan-care): a family buys a plan in the
// sandbox, opens 'Escolher cuidadores' from 'Meu plano', proposes Monday and Tuesday to one
// caregiver and Wednesday and Thursday to another; the first accepts on her dashboard and the
// shifts appear on both sides.

/** The whole screen (fullPage) or one part of it, at both widths. */
async function shoot(page: Page, info: TestInfo, name: string, target: Locator | null) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
    } else {
      await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }
}

async function seedCaregiver(page: Page, firstName: string, lastName: string) {
  const email = newEmail('cuidadora-plano');
  const response = await page.request.post('/api/test/approved-caregiver', {
    data: { email, password: PASSWORD, firstName, lastName },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, name: `${firstName} ${lastName}` };
}

test('um plano pago vira plantões: a família escolhe cuidadores, uma cuidadora aceita e os plantões aparecem nas duas agendas', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await createVerifiedAccount(page, 'Família', 'Marta Souza Lima');
  const ana = await seedCaregiver(page, 'Ana', 'Plantonista');
  const bia = await seedCaregiver(page, 'Bia', 'Noturna');

  // The plan, paid on the test page.
  await page.goto('/checkout?plano=quarterly');
  await page.getByRole('button', { name: 'Continuar para Pagamento' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sandbox_\w+$/);
  await page.getByRole('button', { name: 'Confirmar pagamento de teste' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Confirmado!' })).toBeVisible();

  // 'Meu plano' leads to 'Escolher cuidadores'.
  await page.goto('/dashboard/familia');
  await page.getByRole('region', { name: 'Meu plano' }).getByRole('link', { name: 'Escolher cuidadores' }).click();
  await expect(page).toHaveURL(/\/plano\/cuidadores$/);
  await expect(page.getByRole('heading', { name: 'Vínculo Trimestral' })).toBeVisible();
  await expect(page.getByText('Cada plantão vale R$ 150,00 do seu plano.')).toBeVisible();
  await expect(page.getByText('O cuidador recebe R$ 135,00 por plantão (taxa do Cuidar: R$ 15,00).')).toBeVisible();
  const days = page.getByRole('list', { name: 'Dias do plano' });
  await expect(days.getByRole('listitem')).toHaveCount(5);
  await expect(days.getByText('Sem cuidador')).toHaveCount(5);

  // Monday and Tuesday, day shift: Ana is among the candidates.
  await page.getByRole('radio', { name: /Diurno/ }).click();
  await page.getByRole('checkbox', { name: 'segunda-feira' }).click();
  await page.getByRole('checkbox', { name: 'terça-feira' }).click();
  await expect(page.getByRole('heading', { name: 'Cuidadores para segunda-feira, terça-feira' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Enviar proposta para ${ana.name}` })).toBeVisible();
  await shoot(page, info, 'escolher-cuidadores', null);
  await page.getByRole('button', { name: `Enviar proposta para ${ana.name}` }).click();
  await expect(page.getByText('Proposta enviada. O cuidador vai responder pelo painel.')).toBeVisible();
  await expect(days.getByRole('listitem').filter({ hasText: 'segunda-feira' }).getByText('Aguardando resposta')).toBeVisible();

  // Three days with one caregiver asks for the formal-hiring declaration first.
  await page.getByRole('checkbox', { name: 'quarta-feira' }).click();
  await page.getByRole('checkbox', { name: 'quinta-feira' }).click();
  await page.getByRole('checkbox', { name: 'sexta-feira' }).click();
  await expect(page.getByText('Entendo e vou contratar formalmente (registro em carteira) este cuidador')).toBeVisible();
  await page.getByRole('checkbox', { name: 'sexta-feira' }).click();
  await page.getByRole('button', { name: `Enviar proposta para ${bia.name}` }).click();
  await expect(days.getByRole('listitem').filter({ hasText: 'quinta-feira' }).getByText('Aguardando resposta')).toBeVisible();
  await shoot(page, info, 'plano-dias', days);

  // Ana sees the proposal with the money, and accepts.
  const caregiverPage = await newPage(browser);
  await signIn(caregiverPage, ana.email);
  await expect(caregiverPage).toHaveURL(/\/dashboard\/cuidador$/);
  const proposals = caregiverPage.getByRole('region', { name: 'Propostas de plano' });
  await expect(proposals.getByText(/segundas e terças, 07:00 às 19:00/i)).toBeVisible();
  await expect(proposals.getByText(/plantões de R\$\s135,00 = R\$\s[\d.]+,00 para você/)).toBeVisible();
  await shoot(caregiverPage, info, 'proposta-cuidadora', proposals);
  await proposals.getByRole('button', { name: /^Aceitar a proposta/ }).click();
  await expect(caregiverPage.getByText('Proposta aceita: os plantões estão na sua agenda.')).toBeVisible();
  await expect(proposals.getByText('Aceito')).toBeVisible();
  // Her upcoming shifts name the family.
  await expect(caregiverPage.getByText('Próximos atendimentos')).toBeVisible();
  await expect(caregiverPage.getByText(/Marta/).first()).toBeVisible();

  // The family's page says who accepted; its bookings list the confirmed series.
  await page.reload();
  await expect(days.getByRole('listitem').filter({ hasText: 'segunda-feira' }).getByText('Aceito')).toBeVisible();
  await page.goto('/dashboard/familia/reservas');
  await expect(page.getByText(ana.name).first()).toBeVisible();
  await expect(page.getByText('Confirmado').first()).toBeVisible();
  await expect(page.getByText(/Toda semana, às segundas e terças/).first()).toBeVisible();
  await caregiverPage.context().close();
});
