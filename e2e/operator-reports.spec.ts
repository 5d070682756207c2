import type { Page } from '@playwright/test';
import { newEmail, signIn } from './support/accounts';
import { expect, setViewport, test } from './support/fixtures';
import { newPage } from './support/live';
import { signInNewOperator } from './support/operator';

// The company's desk for reports and 'Fale Conosco' (docs/product.md#reports, #contact): a family
// reports a caregiver's message in the chat, an operator (two-factor sign-in) reads the context and
// warns, the family hears back; a 'Fale Conosco' message is answered by e-mail from the desk.

const DEMO_PASSWORD = 'cuidar-demo-2026';
const FAMILY = { email: 'familia@demo.cuidar.com.br', name: 'Helena Duarte' };
const CAREGIVER_NAME = 'Renata Alves';
const CAREGIVER_LINE = 'Oi, Helena! Posso sim. Levo o jogo de memória que ela gostou.';

async function shoot(page: Page, name: string, info: { outputPath: (name: string) => string }) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await setViewport(page, 1280);
}


test('a família denuncia uma mensagem; a operadora lê o contexto e adverte; a família é avisada; o Fale Conosco é respondido', async ({ page, browser }, info) => {
  test.setTimeout(120_000);

  // The family reports the caregiver's message from the chat.
  await signIn(page, FAMILY.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/familia$/);
  await page.goto('/dashboard/familia/mensagens');
  await page.getByRole('button', { name: new RegExp(CAREGIVER_NAME) }).click();
  await expect(page.getByText(CAREGIVER_LINE)).toBeVisible();
  await page.getByRole('button', { name: `Denunciar mensagem de ${CAREGIVER_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar mensagem' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByText('Escolha o motivo da denúncia.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Comportamento inadequado' }).click();
  await dialog.getByLabel('O que aconteceu (opcional)').fill('Combinou um horário e depois pediu para não avisar pelo app.');
  await shoot(page, 'denunciar-dialogo', info);
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(page.getByText('Denúncia enviada. Nossa equipe vai analisar e avisar você do resultado.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The operator signs in with two-factor and finds it at the top of the queue.
  const operator = await signInNewOperator(browser);
  await operator.goto('/operador/denuncias');
  const item = operator.getByRole('link', { name: /Comportamento inadequado/ }).filter({ hasText: CAREGIVER_NAME });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`Por ${FAMILY.name}`);
  await shoot(operator, 'operador-denuncias', info);
  await item.click();

  // The context: the reported message among its neighbours; the family's words.
  await expect(operator.getByRole('heading', { name: 'Denúncia: Comportamento inadequado' })).toBeVisible();
  const reported = operator.getByRole('listitem').filter({ hasText: 'Mensagem denunciada' });
  await expect(reported).toContainText(CAREGIVER_LINE);
  await expect(operator.getByText('Perfeito, obrigada! Até lá.')).toBeVisible();
  await expect(operator.getByText('Combinou um horário e depois pediu para não avisar pelo app.')).toBeVisible();
  await expect(operator.getByRole('radio', { name: /Suspender/ })).toBeVisible();
  await shoot(operator, 'operador-denuncia', info);

  // A warning needs its text and a note.
  await operator.getByRole('radio', { name: /Advertir/ }).click();
  await operator.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(operator.getByText('Escreva uma nota sobre a decisão.')).toBeVisible();
  await operator.getByLabel('Nota interna (por que esta decisão)').fill('Primeira ocorrência; advertência basta.');
  await operator.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(operator.getByText('Escreva o texto da advertência que a pessoa vai receber.')).toBeVisible();
  await operator.getByLabel('Texto da advertência (a pessoa denunciada recebe)').fill('Combinados de horário devem ficar registrados no Cuidar.');
  await operator.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(operator.getByText('Decisão registrada. Quem denunciou foi avisado.')).toBeVisible();
  await expect(operator.getByText('Advertência enviada')).toBeVisible();
  await expect(operator.getByText('Primeira ocorrência; advertência basta.')).toBeVisible();

  // The family hears back, in general terms.
  await page.goto('/dashboard/familia/notificacoes');
  await expect(page.getByText(/Analisamos sua denúncia e tomamos medidas/)).toBeVisible();

  // 'Fale Conosco': a visitor writes, the operator answers by e-mail from the desk.
  const visitor = await newPage(browser);
  const email = newEmail('visitante');
  await visitor.goto('/contato');
  await visitor.getByLabel('Nome').fill('Beatriz Campos');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Mensagem').fill('Vocês atendem em Niterói?');
  await visitor.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(visitor.getByText('Mensagem enviada!')).toBeVisible();

  await operator.goto('/operador/contato');
  const message = operator.getByRole('article', { name: 'Mensagem de Beatriz Campos' });
  await expect(message.getByText('Aguardando resposta')).toBeVisible();
  await shoot(operator, 'operador-contato', info);
  await message.getByLabel('Resposta para Beatriz Campos').fill('Atendemos sim! Veja os cuidadores de Niterói na busca.');
  await message.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(operator.getByText('Resposta enviada por email.')).toBeVisible();
  await expect(message.getByText('Respondida')).toBeVisible();
  await expect(message.getByText('Atendemos sim! Veja os cuidadores de Niterói na busca.')).toBeVisible();

  const outbox = await operator.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { kind: string; subject: string }[] };
  expect(messages.map((m) => m.kind)).toContain('contato-resposta');
});
