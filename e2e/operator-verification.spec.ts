import type { Browser, Page } from '@playwright/test';
import { totpCode } from '../apps/server/test/totp';
import { createVerifiedAccount, signIn } from './support/accounts';
import { answerQuestionnaire, fakeCep } from './support/family';
import { expect, setViewport, test } from './support/fixtures';
import { newPage } from './support/live';
import { completeChecklistAndApprove, signInNewOperator } from './support/operator';

// The operator desk (docs/product.md#operators): a caregiver waits in review with an identity
// document and a criminal-records certificate → a family does not find them → the demo operator
// turns on two-factor sign-in (mandatory), signs in again with the app's code, opens a document,
// completes the checklist and approves → the family finds them.

const OPERATOR = { email: 'operador@demo.cuidar.com.br', password: 'cuidar-demo-2026' };
const CAREGIVER = { firstName: 'Iolanda', lastName: 'Bettencourt', bairro: 'Jardim Paulistano' };
const caregiverName = `${CAREGIVER.firstName} ${CAREGIVER.lastName}`;

/** A family's anonymous search in the caregiver's neighbourhood, in a browser of its own. */
async function familySearch(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await fakeCep(page);
  await page.goto('/onboarding');
  await answerQuestionnaire(page, { bairro: CAREGIVER.bairro });
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page.getByRole('heading', { name: 'Cuidadores recomendados para você' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await page.screenshot({ path: `screenshots/e2e-operador-${name}-${width}.png`, fullPage: true });
  }
  await setViewport(page, 1280);
}

test('o operador analisa um cuidador em análise e o aprova; só então a família o encontra', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const seeded = await page.request.post('/api/test/caregiver-in-review', { data: CAREGIVER, headers: { origin: new URL(page.url()).origin } });
  expect(seeded.status(), await seeded.text()).toBe(201);

  // Not yet approved: the family's search does not show them.
  const before = await familySearch(browser);
  // The city is searched as a whole (docs/product.md#recommendations): nobody of her neighbourhood yet.
  await expect(before.getByText('Atende no seu bairro')).toHaveCount(0);
  await expect(before.getByRole('article').filter({ hasText: caregiverName })).toHaveCount(0);
  await before.context().close();

  // The demo operator signs in: two-factor sign-in first, before any desk screen.
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/operador$/);
  await expect(page.getByRole('heading', { name: 'Ative a verificação em duas etapas' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await card.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await card.getByLabel('Senha atual').fill(OPERATOR.password);
  await card.getByRole('button', { name: 'Continuar' }).click();
  await expect(card.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
  const secret = (await card.locator('p.font-mono').textContent())!.replace(/\s+/g, '');
  await card.getByLabel('Código de 6 dígitos do aplicativo').fill(totpCode(secret));
  await card.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('heading', { name: 'Hoje na Cuidar' })).toBeVisible();

  // Signing in again asks for the app's code.
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, OPERATOR.email, OPERATOR.password);
  await page.getByLabel('Código do aplicativo').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL(/\/operador$/);

  // Home: the counts of today.
  const waiting = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cuidadores aguardando análise' }) });
  await expect(waiting).toContainText(/O mais antigo espera desde/);
  await shoot(page, 'inicio');

  // The queue, oldest first; the caregiver is in it.
  await page.getByRole('navigation', { name: 'Painel da equipe' }).getByRole('link', { name: 'Cuidadores' }).click();
  await expect(page.getByRole('heading', { name: 'Cuidadores', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Situação', { exact: true })).toHaveValue('em_analise');
  const row = page.getByRole('listitem').filter({ hasText: caregiverName });
  await expect(row).toBeVisible();
  await shoot(page, 'fila');
  await row.getByRole('link', { name: `Analisar ${caregiverName}` }).click();

  // The review: profile with masked CPF, documents, references, checklist, decision.
  await expect(page.getByRole('heading', { name: caregiverName, level: 1 })).toBeVisible();
  await expect(page.getByText(/\*\*\*\.\d{3}\.\d{3}-\*\*/)).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar CPF completo' }).click();
  await expect(page.getByText(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)).toBeVisible();
  const approve = page.getByRole('button', { name: 'Aprovar' });
  await expect(approve).toBeDisabled();

  // Open the identity document: streamed inline by the server, never cached.
  const documents = page.getByRole('region', { name: 'Documentos' });
  const open = documents.getByRole('link', { name: /Abrir: Documento de identidade/ });
  const href = await open.getAttribute('href');
  expect(href).toMatch(/^\/api\/operador\/cuidadores\/[0-9a-f-]+\/documentos\/[0-9a-f-]+$/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await popup.close();
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^inline;/);
  expect(file.headers()['cache-control']).toContain('no-store');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  await shoot(page, 'analise');

  // The checklist, item by item: a reference needs the note of what it said; then 'Aprovar'.
  const reference = page.getByRole('region', { name: 'Verificação' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Referência 1/ }) });
  await reference.getByRole('button', { name: /Salvar item/ }).click();
  await expect(reference.getByText('Escreva a nota deste item.')).toBeVisible();
  await completeChecklistAndApprove(page);
  const decision = page.getByRole('region', { name: 'Decisão' });
  await expect(decision.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Histórico de decisões' }).getByText('Em análise → Aprovado')).toBeVisible();

  // Now the family finds them, with the badge of this month's approval and what was checked.
  const after = await familySearch(browser);
  const found = after.getByRole('article').filter({ hasText: caregiverName });
  await expect(found).toBeVisible();
  const month = new Date().toLocaleDateString('pt-BR', { month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });
  await found.getByText(`Verificado em ${month}`).click();
  await expect(found.getByText('Entrevista realizada', { exact: false })).toBeVisible();
  await after.context().close();
});

test('sem entrar, /operador leva ao login; para uma família, o painel da equipe não existe', async ({ page }) => {
  await page.goto('/operador/cuidadores');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Você precisa estar logado para acessar esta página').first()).toBeVisible();
  await createVerifiedAccount(page, 'Família', 'Marta Quintela');
  await page.goto('/operador');
  await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Painel da equipe' })).toHaveCount(0);
});

// Renewal of the criminal-records certificate (docs/product.md#verification-renewal): an approved
// caregiver sends the new certificate and stays visible; the operator opens only that certificate
// and accepts it; the caregiver sees the new validity.
test('a cuidadora aprovada envia a nova certidão; a operadora abre a certidão e aceita', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const pdf = { name: 'antecedentes-nova.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') };

  await signIn(page, 'cuidador@demo.cuidar.com.br', OPERATOR.password);
  await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
  await page.goto('/dashboard/cuidador/verificacao');
  const renewal = page.getByRole('form', { name: 'Renovar a certidão de antecedentes' });
  await expect(renewal).toBeVisible();
  await renewal.getByRole('button', { name: 'Enviar nova certidão' }).click();
  await expect(renewal.getByText('Escolha o arquivo da nova certidão.')).toBeVisible();
  await renewal.getByLabel('Arquivo da nova certidão (PDF ou foto)').setInputFiles(pdf);
  await renewal.getByLabel('Data de emissão').fill(today);
  await renewal.getByRole('button', { name: 'Enviar nova certidão' }).click();
  await expect(page.getByText('Nova certidão enviada. Avisaremos por email quando a equipe conferir.')).toBeVisible();
  await expect(page.getByText(/aguardando a equipe/)).toBeVisible();
  // Still approved (and shown to families) while the team checks.
  await expect(page.getByText('Seu cadastro foi verificado. As famílias já encontram você nas buscas.')).toBeVisible();
  await shoot(page, 'renovacao-cuidadora');

  const operator = await signInNewOperator(browser);
  await operator.goto('/operador/renovacoes');
  await expect(operator.getByRole('heading', { name: 'Renovações de antecedentes' })).toBeVisible();
  const item = operator.getByRole('listitem').filter({ hasText: 'Renata Alves' });
  await expect(item).toBeVisible();
  await shoot(operator, 'renovacoes');
  await item.getByRole('link', { name: /Analisar/ }).click();
  await expect(operator.getByRole('heading', { name: 'Renovação de Renata Alves' })).toBeVisible();
  // The certificate opens inline in a new tab (the read is audited by the server).
  const [tab] = await Promise.all([operator.context().waitForEvent('page'), operator.getByRole('link', { name: /Abrir a certidão/ }).click()]);
  await tab.close();
  await shoot(operator, 'renovacao');
  await operator.getByRole('button', { name: 'Aceitar certidão' }).click();
  await expect(operator.getByText('Certidão aceita. O cuidador foi avisado.')).toBeVisible();
  await expect(operator.getByText(/Aceita em/)).toBeVisible();
  await operator.context().close();

  await page.reload();
  await expect(page.getByText(/Nova certidão aceita\. Válida até/)).toBeVisible();
});
