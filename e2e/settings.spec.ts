import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { createVerifiedAccount, mailLink, newEmail, PASSWORD, signIn } from './support/accounts';
import { expect, newOwnContext, setViewport, test } from './support/fixtures';

// Configurações: sessions, password change, consents and the health-data read log, 'Baixar meus
// dados' (the downloaded zip is opened) and account deletion.

const settingsOf = (role: 'familia' | 'cuidador') => `/dashboard/${role}/configuracoes`;

/** The files of a zip, read from its central directory (stored or deflated entries). */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.length - 22;
  expect(bytes.readUInt32LE(end)).toBe(0x06054b50);
  const files = new Map<string, Buffer>();
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const body = bytes.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    at += 46 + nameLength + skip;
  }
  return files;
}

test.describe('configurações', () => {
  // Wrong passwords on purpose (400) and the refused sign-in after deletion (401).
  test.use({ expectedHttpErrors: [400, 401] });

  test('sessões: vê os aparelhos conectados e encerra o outro', async ({ page, browser }) => {
    const email = await createVerifiedAccount(page, 'Família', 'Sônia Teixeira');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });

    // The same person on a second device.
    const other = await newOwnContext(browser);
    const phone = await other.newPage();
    await signIn(phone, email);
    await expect(phone).toHaveURL(/\/dashboard\/familia$/);

    await page.goto(settingsOf('familia'));
    const sessions = page.getByRole('region', { name: 'Sessões ativas' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Esta sessão')).toHaveCount(1);
    await expect(sessions.getByText(/^Chrome no /).first()).toBeVisible();
    await sessions.getByRole('button', { name: /^Encerrar a sessão/ }).click();
    await expect(page.getByText('Sessão encerrada.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByText('Nenhuma outra sessão aberta.')).toBeVisible();

    // The other device is signed out at its next step.
    await phone.goto(settingsOf('familia'));
    await expect(phone).toHaveURL(/\/auth$/);
    await other.close();
  });

  test('senha: troca com a senha atual; a antiga deixa de funcionar', async ({ page }) => {
    const email = await createVerifiedAccount(page, 'Cuidador(a)', 'Rafael Moura');
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/, { timeout: 8000 });
    await page.goto(settingsOf('cuidador'));
    const card = page.getByRole('region', { name: 'Alterar senha' });

    await card.getByLabel('Senha atual').fill('nao-e-a-senha');
    await card.getByLabel('Nova senha', { exact: true }).fill('outra-senha-forte-9');
    await card.getByLabel('Confirmar nova senha').fill('outra-senha-forte-9');
    await card.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(card.getByText('Senha incorreta.')).toBeVisible();

    await card.getByLabel('Senha atual').fill(PASSWORD);
    await card.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada! As outras sessões foram encerradas.')).toBeVisible();
    await expect(card.getByLabel('Senha atual')).toHaveValue('');

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, email);
    await expect(page.getByText('Email ou senha incorretos.')).toBeVisible();
    await signIn(page, email, 'outra-senha-forte-9');
    await expect(page).toHaveURL(/\/dashboard\/cuidador/);
  });

  test('email: o novo endereço só vale depois do link enviado a ele', async ({ page }) => {
    const email = await createVerifiedAccount(page, 'Família', 'Tereza Campos');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await page.goto(settingsOf('familia'));
    const card = page.getByRole('region', { name: 'Alterar email' });
    await expect(card.getByText(email)).toBeVisible();
    const target = newEmail('novo');
    await card.getByLabel('Novo email').fill(target);
    await card.getByLabel('Senha atual').fill(PASSWORD);
    await card.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(card.getByText(`Enviamos um link de confirmação para ${target}.`, { exact: false })).toBeVisible();

    await page.goto(await mailLink(page.request, target, 'confirmacao-novo-email'));
    await expect(page.getByText('Email alterado com sucesso!').first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await page.goto(settingsOf('familia'));
    await expect(page.getByRole('region', { name: 'Alterar email' }).getByText(target)).toBeVisible();
  });

  test('família: autorização de dados de saúde e quem viu os dados do paciente', async ({ page, browser }) => {
    // The demo caregiver has bookings with the demo family: reading the patient is logged.
    const signInDemo = async (email: string) => {
      const context = await newOwnContext(browser);
      const response = await context.request.post('/api/auth/sign-in/email', { data: { email, password: 'cuidar-demo-2026' } });
      expect(response.status()).toBe(200);
      return { context, user: ((await response.json()) as { user: { id: string } }).user };
    };
    const family = await signInDemo('familia@demo.cuidar.com.br');
    const caregiver = await signInDemo('cuidador@demo.cuidar.com.br');
    expect((await caregiver.context.request.get(`/api/families/${family.user.id}/patient`)).status()).toBe(200);
    await family.context.close();
    await caregiver.context.close();

    await signIn(page, 'familia@demo.cuidar.com.br', 'cuidar-demo-2026');
    await expect(page).toHaveURL(/\/dashboard\/familia$/);
    await page.goto(settingsOf('familia'));
    const reads = page.getByRole('region', { name: 'Quem viu os dados de saúde' });
    // The demo family left the patient empty: the read is logged all the same.
    await expect(reads.getByRole('listitem').first()).toContainText(/abriu os dados do paciente|viu nome do paciente/);
    await expect(reads.getByRole('listitem').first()).toContainText('reserva de');

    // A new family: no consent yet; authorize, then withdraw.
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await createVerifiedAccount(page, 'Família', 'Beatriz Lopes');
    // The verification link returns to where the person was going (here, Configurações).
    await expect(page).toHaveURL(/\/dashboard\/familia(\/configuracoes)?$/, { timeout: 8000 });
    await page.goto(settingsOf('familia'));
    const consents = page.getByRole('region', { name: 'Autorizações' });
    await expect(consents.getByText('Não autorizado')).toBeVisible();
    await consents.getByRole('button', { name: 'Autorizar' }).click();
    await expect(page.getByText('Autorização registrada.')).toBeVisible();
    await expect(consents.getByText(/^Autorizado em .* \(versão 2026-11 do texto\)\.$/)).toBeVisible();
    await consents.getByRole('button', { name: 'Retirar autorização' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirar e apagar a condição' }).click();
    await expect(page.getByText('Autorização retirada: a condição de saúde, o cartão de emergência e o diário de cuidados foram apagados.')).toBeVisible();
    await expect(consents.getByText('Não autorizado')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quem viu os dados de saúde' }).getByText('Ninguém viu os dados do paciente até agora.')).toBeVisible();
  });

  test('baixar meus dados: o zip abre e traz os dados da conta', async ({ page }) => {
    const email = await createVerifiedAccount(page, 'Família', 'Olga Pereira');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await page.goto(settingsOf('familia'));
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^cuidar-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByText('Download iniciado: o arquivo .zip tem todos os seus dados.')).toBeVisible();

    const files = unzip(readFileSync(await download.path()));
    expect([...files.keys()]).toEqual(['LEIA-ME.txt', 'meus-dados.json']);
    const data = JSON.parse(files.get('meus-dados.json')!.toString('utf8')) as { conta: { email: string; nome: string }; perfil: { tipo: string } };
    expect(data.conta).toMatchObject({ email, nome: 'Olga Pereira' });
    expect(data.perfil.tipo).toBe('familia');
    expect(files.get('LEIA-ME.txt')!.toString('utf8')).toContain('Seus dados no Cuidar');
  });

  test('excluir conta: confirma com a senha, sai da conta e o login é recusado', async ({ page }) => {
    const email = await createVerifiedAccount(page, 'Cuidador(a)', 'Denise Arantes');
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/, { timeout: 8000 });
    await page.goto(settingsOf('cuidador'));
    await page.getByRole('region', { name: 'Excluir minha conta' }).getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
    await expect(dialog.getByText('seus certificados, sua agenda e suas mensagens')).toBeVisible();

    // Without the box ticked nothing happens; with a wrong password the server says so.
    await dialog.getByLabel('Sua senha').fill('senha-errada-1');
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(dialog.getByText('Marque a confirmação para continuar.')).toBeVisible();
    await dialog.getByLabel('Entendo que a exclusão é definitiva e não pode ser desfeita.').check();
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(dialog.getByText('Senha incorreta.')).toBeVisible();

    await dialog.getByLabel('Sua senha').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(settingsOf('cuidador'));
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, email);
    await expect(page.getByText('Email ou senha incorretos.')).toBeVisible();
  });

  test('no celular (375 px) a página cabe na tela', async ({ page }) => {
    await setViewport(page, 375);
    await createVerifiedAccount(page, 'Família', 'Irene Cardoso');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await page.goto(settingsOf('familia'));
    await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sessões ativas' }).getByText('Esta sessão')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
