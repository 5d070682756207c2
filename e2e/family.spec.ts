import { mailLink, newEmail, createVerifiedAccount, PASSWORD } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';
import { answerQuestionnaire, fakeCep } from './support/family';

// The family journey: questionnaire (anonymous and signed in), recommendations, answers saved
// after sign-up, profile edit with the health-data consent, and the dashboard of a new family.

test.describe('família', () => {
  test('questionário anônimo → recomendações reais, com motivos; recarregar mantém as respostas', async ({ page }) => {
    await fakeCep(page);
    await page.goto('/onboarding');
    await answerQuestionnaire(page);
    await expect(page.getByRole('button', { name: 'Criar conta' })).toBeVisible();
    await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();

    await expect(page).toHaveURL(/\/recomendacoes$/);
    await expect(page.getByRole('heading', { name: 'Cuidadores recomendados para você' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    const first = cards.first();
    await expect(first).toContainText(/\d de 1 competência/);
    await expect(first).toContainText(/R\$\s\d+,\d{2}\/hora · São Paulo, SP/);
    // The prototype's six invented examples never appear.
    await expect(page.getByText('Maria Silva', { exact: true })).toHaveCount(0);

    await page.reload();
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(count);

    await first.getByRole('button', { name: /Agendar/ }).click();
    await expect(page.getByRole('dialog', { name: 'Agendar cuidador' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The questionnaire was replaced in history: Back does not return to its last step.
    await page.goBack();
    expect(page.url()).not.toContain('/onboarding');
    await page.goForward();

    // A visitor who wants to chat is asked to sign in first.
    await first.getByRole('button', { name: /Conversar com/ }).click();
    await expect(page.getByText('Você precisa estar logado para usar o chat')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('bairro sem cuidadores: a cidade inteira é pontuada, sem aviso de busca relaxada', async ({ page }) => {
    await fakeCep(page);
    await page.goto('/onboarding/familia');
    await answerQuestionnaire(page, { bairro: 'Jardim Ângela' });
    await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The neighbourhood is a signal, not a filter (docs/product.md#recommendations).
    await expect(page.getByRole('article').first().getByRole('list', { name: 'Por que indicamos' })).toContainText('Na sua cidade');
    await expect(page.getByText(/^Não encontramos/)).toHaveCount(0);
  });

  test('CEP offline: mensagem clara e o endereço preenchido à mão', async ({ page, context }) => {
    await page.goto('/onboarding');
    // Once the questionnaire has stored its own first draft, put the person on step 4.
    await expect(page.getByText('Passo 1 de 5')).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('cuidar:onboarding-familia') !== null);
    await page.evaluate(() =>
      localStorage.setItem(
        'cuidar:onboarding-familia',
        JSON.stringify({ values: { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], cep: '', rua: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '', dias: 1 }, step: 3, saveAfterSignIn: false, savedAt: Date.now() }),
      ),
    );
    await page.reload();
    await expect(page.getByText('Passo 4 de 5')).toBeVisible();
    await context.setOffline(true);
    await page.getByLabel('CEP').fill('01310100');
    await expect(page.getByText('Erro ao buscar CEP — preencha manualmente').first()).toBeVisible();
    await context.setOffline(false);
    await page.getByLabel('Rua').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('Bairro').fill('Bela Vista');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Estado').selectOption('SP');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Passo 5 de 5')).toBeVisible();
  });

  test('questionário → criar conta → verificar email → respostas salvas no perfil', async ({ page }) => {
    await fakeCep(page);
    await page.goto('/onboarding');
    await answerQuestionnaire(page);
    await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page.getByRole('heading', { name: 'Criar uma conta' })).toBeVisible();
    const email = newEmail('familia');
    await page.getByLabel('Nome completo').fill('Joana Moreira Lima');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('radio', { name: /Família/ }).click();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Verificação necessária')).toBeVisible();

    await page.goto(await mailLink(page.request, email));
    // The verification link returns the family to the recommendations it was looking at.
    await expect(page).toHaveURL(/\/recomendacoes/, { timeout: 8000 });
    await page.goto('/dashboard/familia');
    await expect(page.getByText('Rua Harmonia, 120, Pinheiros, São Paulo - SP, 05435-000')).toBeVisible();

    await page.getByRole('link', { name: 'Perfil', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Perfil da Família' })).toBeVisible();
    await expect(page.getByText('Rua Harmonia', { exact: true })).toBeVisible();
    await expect(page.getByText('05435-000', { exact: true })).toBeVisible();
  });

  test('perfil: editar nomes, paciente e condição de saúde só com autorização', async ({ page }) => {
    await createVerifiedAccount(page, 'Família', 'Carla Nunes');
    await page.goto('/profile/familia');
    await expect(page.getByRole('heading', { name: 'Perfil da Família' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    await dialog.getByLabel('Nome', { exact: true }).fill('');
    await dialog.getByLabel('Idade', { exact: true }).fill('oitenta');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await expect(dialog.getByText('A idade deve ser um número inteiro entre 0 e 130')).toBeVisible();

    await dialog.getByLabel('Nome', { exact: true }).fill('Carla');
    await dialog.getByLabel('Sobrenome').fill('Nunes Prado');
    await dialog.getByLabel('Nome do paciente').fill('Dona Irene');
    await dialog.getByLabel('Idade', { exact: true }).fill('84');
    await expect(dialog.getByRole('textbox', { name: 'Condição de saúde' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: /Autorizo o Cuidar/ }).click();
    await dialog.getByRole('textbox', { name: 'Condição de saúde' }).fill('Alzheimer em estágio inicial');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Dona Irene')).toBeVisible();
    await expect(page.getByText('84 anos')).toBeVisible();
    await expect(page.getByText('Alzheimer em estágio inicial')).toBeVisible();
    await expect(page.getByText(/Autorizada em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    // Withdrawing the consent erases the condition.
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    await dialog.getByRole('checkbox', { name: /Autorizo o Cuidar/ }).click();
    await expect(dialog.getByText('Ao salvar sem a autorização, a condição de saúde, o cartão de emergência e o diário de cuidados serão apagados.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Alzheimer em estágio inicial')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Dona Irene')).toBeVisible();
    await expect(page.getByText('Alzheimer em estágio inicial')).toHaveCount(0);
  });

  test('painel de uma família nova: estados vazios reais', async ({ page }) => {
    await createVerifiedAccount(page, 'Família', 'Rita Campos');
    await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
    await expect(page.getByText('Você não tem reservas futuras agendadas')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buscar cuidadores' })).toBeVisible();
    await page.getByRole('tab', { name: 'Reservas Passadas' }).click();
    await expect(page.getByText('Você não tem reservas passadas.')).toBeVisible();
    await expect(page.getByText('Você ainda não avaliou nenhum cuidador.')).toBeVisible();
    await expect(page.getByText('Nenhuma notificação por enquanto.')).toBeVisible();
    await expect(page.getByText('Nenhum dado do paciente cadastrado')).toBeVisible();
    await page.getByRole('link', { name: 'Buscar cuidadores' }).click();
    await expect(page).toHaveURL(/\/onboarding\/familia$/);

    await page.goto('/dashboard/familia/reservas');
    await expect(page.getByRole('tab', { name: 'Reservas Futuras', selected: true })).toBeVisible();
    await expect(page.getByText('Você não tem reservas futuras agendadas')).toBeVisible();
    await page.goto('/dashboard/familia/configuracoes');
    await expect(page.getByText('Ninguém viu os dados do paciente até agora.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sessões ativas' }).getByText('Nenhuma outra sessão aberta.')).toBeVisible();
  });

  test('sem sessão, o perfil da família manda para o login', async ({ page }) => {
    await page.goto('/profile/familia');
    await expect(page.getByText('Você precisa estar logado para acessar esta página')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  for (const width of [375, 1280] as const) {
    test(`telas da família em ${width}px`, async ({ page }) => {
      await setViewport(page, width);
      await fakeCep(page);
      await page.goto('/onboarding');
      await expect(page.getByText('Passo 1 de 5')).toBeVisible();
      await page.screenshot({ path: `screenshots/e2e-onboarding-${width}.png`, fullPage: true });
      await answerQuestionnaire(page);
      await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `screenshots/e2e-recomendacoes-${width}.png`, fullPage: true });
      await page.goto('/auth');
      await page.getByLabel('Email').fill('familia@demo.cuidar.com.br');
      await page.getByLabel('Senha', { exact: true }).fill('cuidar-demo-2026');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.getByRole('tab', { name: 'Reservas Futuras' })).toBeVisible();
      await page.screenshot({ path: `screenshots/e2e-dashboard-familia-${width}.png`, fullPage: true });
      // No horizontal scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
