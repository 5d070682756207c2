import type { Browser, Page } from '@playwright/test';
import { totpCode } from '../../apps/server/test/totp';
import { baseURL } from '../../playwright.config';
import { newEmail, signIn } from './accounts';
import { expect } from './fixtures';
import { newPage } from './live';

const OPERATOR_PASSWORD = 'senha-da-operadora-2026';

/**
 * A new operator of the journey's own (the demo operator's two-factor belongs to another journey),
 * in a browser of its own: two-factor turned on (as the first visit does), signed out, and signed in
 * again with the password and the authenticator's code.
 */
export async function signInNewOperator(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  const headers = { origin: baseURL };
  const email = newEmail('operadora');
  expect((await page.request.post('/api/test/operator', { data: { email, password: OPERATOR_PASSWORD }, headers })).status()).toBe(201);
  await signIn(page, email, OPERATOR_PASSWORD);
  await expect(page).toHaveURL(/\/operador$/);
  const started = await page.request.post('/api/account/two-factor/start', { data: { currentPassword: OPERATOR_PASSWORD }, headers });
  expect(started.status()).toBe(200);
  const { setup } = (await started.json()) as { setup: { secret: string } };
  const confirmed = await page.request.post('/api/account/two-factor/confirm', { data: { code: totpCode(setup.secret) }, headers });
  expect(confirmed.status()).toBe(200);
  expect((await page.request.post('/api/auth/sign-out', { data: {}, headers })).status()).toBe(200);

  await signIn(page, email, OPERATOR_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código do aplicativo').fill(totpCode(setup.secret));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL(/\/operador$/);
  return page;
}

/** On the review screen: every checklist item saved with its note, then 'Aprovar'. */
export async function completeChecklistAndApprove(page: Page): Promise<void> {
  const checklist = page.getByRole('region', { name: 'Verificação' });
  const item = (name: RegExp) => checklist.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await item(/Documentos conferem/).getByRole('button', { name: /Salvar item/ }).click();
  await expect(checklist.getByText('1 de 5 itens concluídos')).toBeVisible();
  await item(/Antecedentes criminais/).getByRole('button', { name: /Salvar item/ }).click();
  await expect(checklist.getByText('2 de 5 itens concluídos')).toBeVisible();
  await item(/Referência 1/).getByLabel('O que a referência disse').fill('Trabalhou 3 anos com a família; muito pontual.');
  await item(/Referência 1/).getByRole('button', { name: /Salvar item/ }).click();
  await expect(checklist.getByText('3 de 5 itens concluídos')).toBeVisible();
  await item(/Referência 2/).getByLabel('O que a referência disse').fill('Confirmou a experiência com idosos.');
  await item(/Referência 2/).getByRole('button', { name: /Salvar item/ }).click();
  await expect(checklist.getByText('4 de 5 itens concluídos')).toBeVisible();
  const interview = item(/Entrevista realizada/);
  await interview.getByLabel('Data da entrevista').fill(new Date().toISOString().slice(0, 10));
  await interview.getByLabel('Como foi a entrevista').fill('Entrevista por vídeo: atenciosa e clara.');
  await interview.getByRole('button', { name: /Salvar item/ }).click();
  await expect(checklist.getByText('5 de 5 itens concluídos')).toBeVisible();
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Cuidador aprovado. Ele já aparece para as famílias.')).toBeVisible();
}
