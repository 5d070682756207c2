import type { Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';
import { completeChecklistAndApprove, signInNewOperator } from './support/operator';

// docs/product.md#verification: a new caregiver sends documents and references in the wizard, lands
// on the dashboard 'Em análise', and no family finds them until an operator approves.

const ascii = (text: string) => Buffer.from(text, 'latin1');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: ascii('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') });
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
});

async function shoot(page: Page, info: TestInfo, name: string, target?: ReturnType<Page['locator']>) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    if (target) await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
    else await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();
const daysAgo = (n: number) => {
  const day = new Date(Date.now() - n * 86_400_000);
  return day.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
};

test('cuidador envia documentos e referências, fica em análise e não aparece para famílias; aprovado pela equipe, aparece verificado', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const name = 'Rosa Verificada Teixeira';
  await createVerifiedAccount(page, 'Cuidador(a)', name);
  await page.route('**/api/cep/**', (route) =>
    route.fulfill({ json: { cep: '05435000', rua: 'Rua Harmonia', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' } }),
  );
  await page.goto('/onboarding/cuidador');
  await expect(page.getByText('Passo 1 de 8')).toBeVisible();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Data de nascimento').fill('1980-06-20');
  await page.getByRole('radio', { name: 'Feminino' }).click();
  await next(page);
  await page.getByLabel('Telefone (celular)').pressSequentially('11987654321');
  await page.getByLabel('CEP').pressSequentially('05435000');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Harmonia');
  await page.getByLabel('Número').fill('45');
  await next(page);
  await page.getByRole('radio', { name: '3–5 anos' }).click();
  await page.getByLabel('Quanto você cobra por hora?').fill('50');
  await next(page);
  await page.getByRole('checkbox', { name: 'Companhia' }).check();
  await next(page);
  await page.getByRole('checkbox', { name: /Manhã/ }).check();
  await next(page);
  await page.getByLabel('Não possuo certificados').check();
  await next(page);

  // Step 7: documents and references; a half-filled step does not go on.
  await expect(page.getByRole('heading', { name: 'Documentos e referências' })).toBeVisible();
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await next(page);
  await expect(page.getByText('Digite o nome da referência').first()).toBeVisible();
  await page.getByLabel('Escolher arquivo: Documento de identidade (RG ou CNH)').setInputFiles([png('rg-frente.png'), png('rg-verso.png')]);
  await page.getByLabel('Data de emissão').first().fill(daysAgo(5));
  await page.getByLabel('Escolher arquivo: Certidão de antecedentes criminais da Polícia Federal').setInputFiles(pdf('antecedentes-pf.pdf'));
  const references = [
    ['Marta Souza', 'Ex-empregadora', '11912345678'],
    ['Carlos Lima', 'Enfermeiro da clínica', '21998765432'],
  ] as const;
  for (const [index, [nome, relacao, telefone]] of references.entries()) {
    const group = page.getByRole('group', { name: `Referência profissional ${index + 1}` });
    await group.getByLabel('Nome').fill(nome);
    await group.getByLabel('Relação').fill(relacao);
    await group.getByLabel('Telefone com DDD').pressSequentially(telefone);
  }
  await expect(page.getByRole('list', { name: 'Documento de identidade (RG ou CNH)' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(/Telefone inválido/)).toHaveCount(0);
  await shoot(page, info, 'documentos-passo');
  await next(page);

  await expect(page.getByText('Passo 8 de 8')).toBeVisible();
  await page.getByLabel(/Li e aceito/).check();
  await page.getByRole('button', { name: 'Finalizar cadastro' }).click();
  await expect(page.getByText('Cadastro concluído com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/cuidador$/);

  // The dashboard says where the review stands.
  const card = page.getByRole('region', { name: 'Verificação do cadastro' }).or(page.locator('[aria-labelledby="verification-status-title"]'));
  await expect(card.getByText('Em análise')).toBeVisible();
  await expect(card.getByText(/Recebemos seu cadastro/)).toBeVisible();
  await shoot(page, info, 'painel-verificacao', card.first());

  // No family finds them: not featured, not recommended.
  const featured = (await (await page.request.get('/api/caregivers/featured?limit=24')).json()) as { caregivers: { firstName: string; lastName: string }[] };
  expect(featured.caregivers.map((c) => `${c.firstName} ${c.lastName}`)).not.toContain(name);
  const answer = await page.request.post('/api/recommendations', {
    headers: { origin: new URL(page.url()).origin },
    data: { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' },
  });
  expect(answer.status()).toBe(200);
  const recs = (await answer.json()) as { caregivers: { firstName: string; lastName: string }[] };
  expect(recs.caregivers.map((c) => `${c.firstName} ${c.lastName}`)).not.toContain(name);

  // Nor book them.
  const { user } = (await (await page.request.get('/api/session')).json()) as { user: { id: string } };
  expect((await page.request.get(`/api/caregivers/${user.id}/booking-calendar`)).status()).toBe(404);

  // The team reviews what the wizard sent (the documents open) and approves.
  const operator = await signInNewOperator(browser);
  await operator.goto(`/operador/cuidadores/${user.id}`);
  await expect(operator.getByRole('heading', { name, level: 1 })).toBeVisible();
  const documents = operator.getByRole('region', { name: 'Documentos' });
  await expect(documents.getByRole('link', { name: /Abrir: Documento de identidade/ })).toHaveCount(2);
  const certidao = await documents.getByRole('link', { name: /Abrir: Certidão de antecedentes criminais da Polícia Federal/ }).getAttribute('href');
  const file = await operator.request.get(certidao!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await completeChecklistAndApprove(operator);
  await operator.context().close();

  // The caregiver's dashboard says so, and families can now book them.
  await page.reload();
  await expect(card.getByText('Situação: Aprovado')).toBeVisible();
  await expect(card.getByText(/^Verificado em /)).toBeVisible();
  expect((await page.request.get(`/api/caregivers/${user.id}/booking-calendar`)).status()).toBe(200);
});
