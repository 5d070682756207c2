import { createVerifiedAccount, fillSignUp, mailLink, newEmail, signIn } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';

test.describe('contas', () => {
  test('família: cadastro, link do email, painel, sair e entrar de novo', async ({ page }) => {
    const email = newEmail('familia');
    await fillSignUp(page, { name: 'Marina Costa Lima', email, role: 'Família' });
    await expect(page.getByText('Cadastro realizado com sucesso! Verifique seu email para confirmar sua conta.')).toBeVisible();
    await expect(page.getByText('Verificação necessária')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Entrar na plataforma' })).toBeVisible();

    await page.goto(await mailLink(page.request, email));
    await expect(page.getByText('Email verificado com sucesso!').first()).toBeVisible();
    // The page sends the person to the dashboard of the role after 3 s.
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await expect(page.getByRole('heading', { name: 'Dashboard da Família' })).toBeVisible();
    await expect(page.getByText('Marina Costa Lima').first()).toBeVisible();

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page.getByText('Logout realizado')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/familia$/);
    await expect(page.getByText('Família', { exact: true }).first()).toBeVisible();
  });

  test('cuidador: cadastro, verificação e painel do cuidador', async ({ page }) => {
    const email = await createVerifiedAccount(page, 'Cuidador(a)', 'Roberto Nunes');
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/, { timeout: 8000 });
    await expect(page.getByRole('heading', { name: 'Dashboard do Cuidador' })).toBeVisible();
    await expect(page.getByText('Cuidador(a)', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Avaliações' }).first()).toBeAttached();

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
  });

  test('família não entra no painel do cuidador', async ({ page }) => {
    await createVerifiedAccount(page, 'Família', 'Lúcia Ramos');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await expect(page.getByRole('link', { name: 'Avaliações' })).toHaveCount(0);
    await page.goto('/dashboard/cuidador');
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('sem sessão, o painel manda para o login e volta depois de entrar', async ({ page }) => {
    const email = await createVerifiedAccount(page, 'Família', 'Paulo Mendes');
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/dashboard/familia/configuracoes');
    await expect(page.getByText('Você precisa estar logado para acessar esta página')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/familia\/configuracoes$/);
  });

  test.describe(() => {
    test.use({ expectedHttpErrors: [403] });
  test('login sem verificar o email mostra o painel de verificação e reenvia o link', async ({ page }) => {
    const email = newEmail('sem-verificar');
    await fillSignUp(page, { name: 'Teresa Alves', email, role: 'Família' });
    await expect(page.getByText('Verificação necessária')).toBeVisible();
    await page.reload();
    await signIn(page, email);
    await expect(page.getByText('Por favor, confirme seu email antes de fazer login')).toBeVisible();
    await expect(page.getByText('Verificação necessária')).toBeVisible();
    await expect(page.getByText('Você precisa verificar seu email antes de fazer login.')).toBeVisible();
    await page.getByRole('button', { name: 'Reenviar email de verificação' }).click();
    await expect(page.getByText('Email de verificação reenviado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
  });

  test.describe(() => {
    test.use({ expectedHttpErrors: [400] });
  test('link de verificação inválido', async ({ page }) => {
    await page.goto('/auth/verify?token=invalido&email=alguem%40exemplo.com.br');
    await expect(page.getByText('Erro ao verificar email.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar link de verificação' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
    await page.goto('/auth/verify');
    await expect(page.getByText('Link inválido. Token não encontrado.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar link de verificação' })).toHaveCount(0);
  });
  });

  test('esqueci minha senha: link por email e nova senha', async ({ page }) => {
    const email = await createVerifiedAccount(page, 'Família', 'Sônia Prado');
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText('Se existir uma conta com este email')).toBeVisible();
    await page.goto(await mailLink(page.request, email, 'redefinicao-senha'));
    await page.getByLabel('Nova senha', { exact: true }).fill('minha-nova-senha-1');
    await page.getByLabel('Confirme a nova senha').fill('minha-nova-senha-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();
    await signIn(page, email, 'minha-nova-senha-1');
    await expect(page).toHaveURL(/\/dashboard\/familia$/);
  });

  test.describe(() => {
    // The unknown path answers HTTP 404 (the browser logs it) and still shows the app's 404 screen.
    test.use({ expectedHttpErrors: [404] });
    test('caminhos antigos do rodapé e página 404', async ({ page }) => {
      await page.goto('/sobre');
      await expect(page).toHaveURL(/\/sobre-nos$/);
      await page.goto('/cadastro-cuidador');
      await expect(page).toHaveURL(/\/onboarding\/cuidador$/);
      const response = await page.goto('/nao-existe');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible();
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  for (const width of [375, 1280] as const) {
    test(`capturas de tela de /auth e /dashboard/familia em ${width}px`, async ({ page }, info) => {
      await setViewport(page, width);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Entrar na plataforma' })).toBeVisible();
      await page.screenshot({ path: info.outputPath(`auth-${width}.png`), fullPage: true });
      await createVerifiedAccount(page, 'Família', 'Helena Duarte');
      await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
      if (width === 375) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await expect(page.locator('#menu-painel').getByRole('link', { name: 'Mensagens' })).toBeVisible();
      }
      await page.screenshot({ path: info.outputPath(`dashboard-familia-${width}.png`), fullPage: true });
    });
  }
});
