import type { Page, TestInfo } from '@playwright/test';
import { mailLink, newEmail, PASSWORD, signIn } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';

// The caregiver journey: the registration wizard from an anonymous visitor to the dashboard (with a
// PDF and a picture uploaded), then the agenda and the profile of that new caregiver.

const ascii = (text: string) => Buffer.from(text, 'latin1');
const files = {
  pdf: { name: 'certificado-cuidador.pdf', mimeType: 'application/pdf', buffer: ascii('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
  png: {
    name: 'curso-primeiros-socorros.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  },
  exe: { name: 'programa.exe', mimeType: 'application/octet-stream', buffer: ascii('MZ\x90\x00This program cannot be run in DOS mode.') },
};

/** ViaCEP is outside our reach in tests: the browser gets the address our server would send. */
async function stubCep(page: Page) {
  await page.route('**/api/cep/**', (route) =>
    route.fulfill({ json: { cep: '05435000', rua: 'Rua Harmonia', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' } }),
  );
}

/** A full-page screenshot of the current state at phone and desktop width. */
async function shoot(page: Page, info: TestInfo, name: string) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();

test.describe.serial('cuidador', () => {
  let email = '';

  test('cadastro completo: do visitante ao painel, com um PDF e uma imagem', async ({ page, context }, info) => {
    test.setTimeout(120_000);
    email = newEmail('cuidador-wizard');
    await stubCep(page);
    await page.goto('/onboarding/cuidador');
    await expect(page.getByRole('heading', { name: 'Torne-se um cuidador' })).toBeVisible();
    await expect(page.getByText('Passo 1 de 8')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    await shoot(page, info, 'wizard-1');

    // Step 1: nothing moves forward until the step is valid.
    await next(page);
    await expect(page.getByText('Por favor, preencha todos os campos obrigatórios')).toBeVisible();
    await expect(page.getByText('Existem erros no formulário que precisam ser corrigidos')).toBeVisible();
    await expect(page.getByText('Nome completo é obrigatório')).toBeVisible();
    await page.getByLabel('Nome completo').fill('Joana Prado Lima');
    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 17);
    await page.getByLabel('Data de nascimento').fill(tooYoung.toISOString().slice(0, 10));
    await page.getByRole('radio', { name: 'Feminino' }).click();
    await next(page);
    await expect(page.getByText('Você deve ter pelo menos 18 anos para se cadastrar')).toBeVisible();
    await page.getByLabel('Data de nascimento').fill('1985-03-15');
    await next(page);

    // Step 2: contact, masked phone and CEP with the address filled in, then the account.
    await expect(page.getByText('Passo 2 de 8')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contato e endereço' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Telefone (celular)').pressSequentially('11987654321');
    await expect(page.getByLabel('Telefone (celular)')).toHaveValue('(11) 98765-4321');
    await page.getByLabel('CEP').pressSequentially('05435000');
    await expect(page.getByLabel('CEP')).toHaveValue('05435-000');
    await expect(page.getByLabel('Rua')).toHaveValue('Rua Harmonia');
    await expect(page.getByLabel('Estado')).toHaveValue('SP');
    await page.getByLabel('Número').fill('120');
    await page.getByLabel('Complemento (opcional)').fill('apto 12');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a senha').fill('outra-senha-qualquer');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();
    await page.getByLabel('Confirme a senha').fill(PASSWORD);
    await shoot(page, info, 'wizard-2');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Conta criada com sucesso! Verifique seu email para confirmar o cadastro.')).toBeVisible();
    await expect(page.getByText('Conta criada!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próximo' })).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);

    // A reload keeps the answers (never the password).
    await page.reload();
    await expect(page.getByText('Continuamos de onde você parou.')).toBeVisible();
    await expect(page.getByText('Passo 2 de 8')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Telefone (celular)')).toHaveValue('(11) 98765-4321');
    const stored = await page.evaluate(() => window.localStorage.getItem('cuidar:cadastro-cuidador') ?? '');
    expect(stored).toContain('Joana Prado Lima');
    expect(stored).not.toContain(PASSWORD);
    await next(page);

    // Steps 3 to 5.
    await expect(page.getByRole('heading', { name: 'Experiência' })).toBeVisible();
    await next(page);
    await expect(page.getByText('Por favor, selecione sua experiência')).toBeVisible();
    await page.getByRole('radio', { name: '3–5 anos' }).click();
    // The rate is asked here, read as pt-BR money ('45,50' is R$ 45,50: docs/product.md#hourly-rate).
    await next(page);
    await expect(page.getByText('Preço por hora é obrigatório')).toBeVisible();
    await page.getByLabel('Quanto você cobra por hora?').fill('0');
    await next(page);
    await expect(page.getByText('O preço por hora deve ser de pelo menos R$ 20,00')).toBeVisible();
    await page.getByLabel('Quanto você cobra por hora?').fill('45,50');
    await shoot(page, info, 'wizard-3');
    await next(page);
    await expect(page.getByRole('heading', { name: 'Competências' })).toBeVisible();
    await next(page);
    await expect(page.getByText('Por favor, selecione pelo menos uma competência')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Higiene' }).check();
    await page.getByRole('checkbox', { name: 'Companhia' }).check();
    await shoot(page, info, 'wizard-4');
    await next(page);
    await expect(page.getByRole('heading', { name: 'Disponibilidade' })).toBeVisible();
    await next(page);
    await expect(page.getByText('Por favor, selecione pelo menos uma disponibilidade')).toBeVisible();
    await page.getByRole('checkbox', { name: /Manhã/ }).check();
    await page.getByRole('checkbox', { name: /Tarde/ }).check();
    await shoot(page, info, 'wizard-5');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByRole('checkbox', { name: 'Higiene' })).toBeChecked();
    await next(page);
    await next(page);

    // Step 6: certificates checked in the browser; 'Não possuo certificados' hides the box.
    await expect(page.getByRole('heading', { name: 'Certificações' })).toBeVisible();
    await next(page);
    await expect(page.getByText('Por favor, adicione certificados ou marque que não possui')).toBeVisible();
    await page.getByLabel('Não possuo certificados').check();
    await expect(page.getByRole('button', { name: 'Escolher arquivos' })).toHaveCount(0);
    await page.getByLabel('Não possuo certificados').uncheck();
    await page.getByLabel('Escolher arquivos de certificados').setInputFiles([files.pdf, files.png, files.exe]);
    await expect(page.getByText('Tipo de arquivo não permitido: programa.exe')).toBeVisible();
    const list = page.getByRole('list', { name: 'Certificados' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Aguardando envio')).toHaveCount(2);
    await shoot(page, info, 'wizard-6');
    await next(page);

    // Step 7: documents and references may be left for later (the dashboard asks for them).
    await expect(page.getByRole('heading', { name: 'Documentos e referências' })).toBeVisible();
    await next(page);

    // Step 7: summary and terms; the account is not confirmed yet, so the person is told how to go on.
    await expect(page.getByText('Passo 8 de 8')).toBeVisible();
    await expect(page.getByText('Joana Prado Lima')).toBeVisible();
    await expect(page.getByText('Rua Harmonia, 120 — apto 12')).toBeVisible();
    const finish = page.getByRole('button', { name: 'Finalizar cadastro' });
    await expect(finish).toBeDisabled();
    await expect(page.locator('label[for="aceite-termos"]').getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('target', '_blank');
    await page.getByLabel(/Li e aceito/).check();
    await expect(finish).toBeEnabled();
    await shoot(page, info, 'wizard-7');
    await finish.click();
    await expect(page.getByText('Você precisa estar autenticado para concluir o cadastro').first()).toBeVisible();
    await expect(page.getByText('Confirme seu email para concluir')).toBeVisible();

    // The person confirms the e-mail in another tab (the link signs them in) and comes back.
    const other = await context.newPage();
    await other.goto(await mailLink(page.request, email));
    await expect(other.getByText('Email verificado com sucesso!').first()).toBeVisible();
    await other.close();

    await finish.click();
    await expect(page.getByText('Cadastro concluído com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
    await expect(page.getByRole('heading', { name: 'Dashboard do Cuidador' })).toBeVisible();
    await expect(page.getByText('Joana Prado Lima').first()).toBeVisible();
    await expect(page.getByText('R$ 45,50')).toBeVisible();
    await expect(page.locator('dt:text-is("A receber")')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('cuidar:cadastro-cuidador'))).toBeNull();

    // Both files were stored and are listed for their owner.
    await page.goto('/dashboard/cuidador/perfil');
    await expect(page.getByRole('link', { name: /certificado-cuidador\.pdf/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /curso-primeiros-socorros\.png/ })).toBeVisible();
    await expect(page.getByText('Tenho de 3 a 5 anos de experiência como cuidador(a) de idosos.')).toBeVisible();

    // Coming back to the wizard now leads to the dashboard.
    await page.goto('/onboarding/cuidador');
    await expect(page.getByText('Você já está cadastrado como cuidador')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
    await shoot(page, info, 'dashboard-novo-cuidador');
  });

  test.describe(() => {
    test.use({ expectedHttpErrors: [409] });
    test('agenda: adicionar, editar e remover uma disponibilidade', async ({ page }, info) => {
      await signIn(page, email);
      await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
      await page.getByRole('link', { name: 'Agenda' }).first().click();
      await expect(page.getByRole('heading', { name: 'Agenda', exact: true })).toBeVisible();
      await expect(page.getByText('Nenhuma disponibilidade marcada para este dia')).toBeVisible();
      await expect(page.getByText('Nenhuma reserva para este dia')).toBeVisible();

      // A day next month.
      await page.getByRole('button', { name: 'Próximo mês' }).click();
      const day = page.getByRole('button', { name: /, 15 de / });
      await day.click();
      const heading = (await day.getAttribute('aria-label'))!.split(',').slice(0, 2).join(',');
      await expect(page.getByText(heading, { exact: false }).first()).toBeVisible();

      await page.getByRole('button', { name: 'Adicionar Disponibilidade' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Disponibilidade' });
      await dialog.getByLabel('Hora de início').fill('08:00');
      await dialog.getByLabel('Hora de fim').fill('07:00');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('O fim da disponibilidade deve ser depois do início')).toBeVisible();
      await dialog.getByLabel('Hora de fim').fill('12:00');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Disponibilidade adicionada')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('08:00 às 12:00')).toBeVisible();
      await expect(page.getByRole('button', { name: /, 15 de .*com disponibilidade/ })).toBeVisible();

      // An overlapping slot is refused with a clear message.
      await page.getByRole('button', { name: 'Adicionar Disponibilidade' }).click();
      await dialog.getByLabel('Hora de início').fill('11:00');
      await dialog.getByLabel('Hora de fim').fill('14:00');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Erro ao adicionar disponibilidade')).toBeVisible();
      await expect(page.getByText(/se sobrepõe a outra disponibilidade sua/).first()).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('button', { name: 'Editar disponibilidade 08:00 às 12:00' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Disponibilidade' });
      await expect(edit.getByLabel('Hora de início')).toHaveValue('08:00');
      await edit.getByLabel('Hora de fim').fill('13:30');
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Disponibilidade atualizada')).toBeVisible();
      await expect(page.getByText('08:00 às 13:30')).toBeVisible();
      await shoot(page, info, 'agenda-novo-cuidador');

      await page.getByRole('button', { name: 'Remover disponibilidade 08:00 às 13:30' }).click();
      await page.getByRole('dialog', { name: 'Remover disponibilidade?' }).getByRole('button', { name: 'Remover' }).click();
      await expect(page.getByText('Disponibilidade removida')).toBeVisible();
      await expect(page.getByText('Nenhuma disponibilidade marcada para este dia')).toBeVisible();
    });
  });

  test('perfil: editar com competências adicionadas por Enter', async ({ page }, info) => {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
    await page.goto('/dashboard/cuidador/perfil');
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil do Cuidador' });
    await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Joana');
    await expect(dialog.getByLabel('Sobrenome')).toHaveValue('Prado Lima');
    await dialog.getByLabel('Sobre mim').fill('Cuido de idosos com paciência e carinho há quatro anos.');
    await expect(dialog.getByLabel('Preço por hora (R$)')).toHaveValue('45,50');
    await dialog.getByLabel('Preço por hora (R$)').fill('62,50');

    const skill = dialog.getByLabel('Competências', { exact: true });
    await skill.fill('  Banho no leito  ');
    await skill.press('Enter');
    await expect(dialog).toBeVisible(); // Enter adds, it does not submit
    await expect(dialog.getByRole('list', { name: 'Competências adicionadas' }).getByText('Banho no leito', { exact: true })).toBeVisible();
    await skill.fill('   ');
    await skill.press('Enter');
    await skill.fill('Companhia noturna');
    await dialog.getByRole('button', { name: 'Adicionar competência' }).click();
    await skill.fill('banho no leito');
    await skill.press('Enter');
    await expect(dialog.getByText('Essa competência já está na lista')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remover Companhia noturna' }).click();
    await shoot(page, info, 'perfil-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Perfil atualizado', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByText('R$ 62,50')).toBeVisible();
    await expect(page.getByText('Banho no leito')).toBeVisible();
    await expect(page.getByText('Companhia noturna')).toHaveCount(0);
    await expect(page.getByText('Cuido de idosos com paciência e carinho há quatro anos.')).toBeVisible();
  });
});

for (const width of [375, 1280] as const) {
  test(`capturas do painel e da agenda do cuidador de demonstração em ${width}px`, async ({ page }, info) => {
    await setViewport(page, width);
    await signIn(page, 'cuidador@demo.cuidar.com.br', 'cuidar-demo-2026');
    await expect(page).toHaveURL(/\/dashboard\/cuidador$/);
    await expect(page.locator('dt:text-is("A receber")')).toBeVisible();
    await expect(page.getByText('Próximas disponibilidades')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`dashboard-cuidador-${width}.png`), fullPage: true });
    await page.goto('/dashboard/cuidador/agenda');
    await expect(page.getByRole('button', { name: /com disponibilidade/ }).first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`agenda-cuidador-${width}.png`), fullPage: true });
  });
}
