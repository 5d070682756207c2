import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../apps/server/test/totp';
import { createVerifiedAccount, PASSWORD, signIn } from './support/accounts';

// Two-factor sign-in as a person sets it up: Configurações → password → scan (here: read the key)
// → first code → recovery codes kept; then every sign-in asks for the app's code after the password.

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('a family turns on two-factor sign-in and signs in with the code of the app', async ({ page }) => {
  const email = await createVerifiedAccount(page, 'Família', 'Teresa Duarte');
  await page.goto('/dashboard/familia/configuracoes');
  const card = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await expect(card.getByText('Desativada')).toBeVisible();
  await card.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await card.getByLabel('Senha atual').fill(PASSWORD);
  await card.getByRole('button', { name: 'Continuar' }).click();

  await expect(card.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  const codes = card.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  const secret = (await card.locator('p.font-mono').textContent())!.replace(/\s+/g, '');
  await card.getByLabel('Código de 6 dígitos do aplicativo').fill(totpCode(secret));
  await card.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(card.getByText('Ativada')).toBeVisible();
  const activity = page.getByRole('region', { name: 'Atividade recente de segurança' });
  await expect(activity.getByText('Verificação em duas etapas ativada')).toBeVisible();

  // Sign out, and in again: the password is not enough.
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código do aplicativo').fill(totpCode(secret, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page.getByText('Código incorreto ou vencido')).toBeVisible();
  await page.getByLabel('Código do aplicativo').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/familia/);

  // A recovery code works once when the phone is not at hand.
  await signOut(page);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(recovery);
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/familia/);
});
