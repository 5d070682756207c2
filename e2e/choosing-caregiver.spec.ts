import { createVerifiedAccount, signIn } from './support/accounts';
import { answerQuestionnaire, fakeCep } from './support/family';
import { expect, gotoHydrated, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, newPage } from './support/live';

// Choosing a caregiver (issue 19): the recommendations with the page's filters and each card's
// reasons and history (docs/product.md#recommendations), the caregiver's public reply to a review
// (docs/product.md#reviews), and the caregiver's page with the reply and the reliability
// (docs/product.md#caregiver-page), as the family sees them.

test('recomendações: filtros na página, motivos e histórico em cada cartão', async ({ page }, testInfo) => {
  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);

  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Each card says why: skills, and the place as a signal (the city is searched as a whole).
  await expect(cards.first().getByRole('list', { name: 'Por que indicamos' })).toContainText(/\d de 1 competência/);
  await expect(cards.first()).toContainText(/atendimentos? concluídos?|Ainda sem histórico|Nenhum atendimento concluído ainda/);
  await expect(page.getByText('Todos os cuidadores mostrados foram verificados pela equipe do Cuidar.')).toBeVisible();

  // A minimum rating leaves out the new caregivers ('Novo') and anyone under it.
  await page.getByLabel('Avaliação mínima').selectOption({ label: '4,5 estrelas ou mais' });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('article').getByRole('img', { name: /Novo no Cuidar/ })).toHaveCount(0);
  const ratings = await page.getByRole('article').getByRole('img', { name: /^Avaliação média/ }).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  expect(ratings.length).toBeGreaterThan(0);
  for (const label of ratings) expect(Number(/média ([\d,]+)/.exec(label)![1]!.replace(',', '.'))).toBeGreaterThanOrEqual(4.5);

  // A price ceiling nobody meets: nobody is invented.
  await page.getByLabel('Preço máximo por hora').selectOption({ label: 'Até R$ 30,00' });
  await page.getByLabel('Preço mínimo por hora').selectOption({ label: 'A partir de R$ 100,00' });
  await expect(page.getByRole('heading', { name: 'Nenhum cuidador encontrado' })).toBeVisible();
  await page.getByLabel('Preço mínimo por hora').selectOption({ label: 'Qualquer' });
  await page.getByLabel('Preço máximo por hora').selectOption({ label: 'Qualquer' });
  await page.getByLabel('Avaliação mínima').selectOption({ label: 'Qualquer (inclui novos)' });
  await expect(cards.first()).toBeVisible();

  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await page.screenshot({ path: testInfo.outputPath(`recomendacoes-filtros-${width}.png`), fullPage: true });
  }
});

test('a cuidadora responde a uma avaliação; a família vê a resposta e o histórico na página dela', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const caregiver = await newPage(browser);
  try {
    await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
    await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
    const { user } = (await (await caregiver.request.get('/api/session')).json()) as { user: { id: string } };

    await caregiver.goto('/dashboard/cuidador/avaliacoes');
    await expect(caregiver.getByRole('heading', { name: 'Atendimentos para avaliar' })).toBeVisible();
    const review = caregiver.getByRole('listitem', { name: /^Avaliação de / }).first();
    await review.getByRole('button', { name: /^Responder a / }).click();
    const reply = 'Obrigada pela confiança! Foi um prazer cuidar da sua mãe.';
    await review.getByLabel('Sua resposta pública').fill(reply);
    await review.getByRole('button', { name: 'Publicar resposta' }).click();
    await expect(caregiver.getByText('Resposta publicada.')).toBeVisible();
    await expect(review.getByText(reply)).toBeVisible();
    // Once: no second reply.
    await expect(review.getByRole('button', { name: /^Responder a / })).toHaveCount(0);
    for (const width of [375, 1280] as const) {
      await setViewport(caregiver, width);
      await caregiver.screenshot({ path: testInfo.outputPath(`avaliacoes-cuidadora-${width}.png`), fullPage: true });
    }

    // A family reads the reply under the review, and the caregiver's history.
    await createVerifiedAccount(page, 'Família', 'Marta Quintana');
    await gotoHydrated(page, `/cuidadores/${user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CAREGIVER.name })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Avaliações' });
    await expect(reviews.getByText('Resposta do cuidador')).toBeVisible();
    await expect(reviews.getByText(reply)).toBeVisible();
    const history = page.getByRole('region', { name: 'Histórico no Cuidar' });
    await expect(history).toContainText(/atendimentos? concluídos?/);
    await expect(history).toContainText(/cancelamento/);
    for (const width of [375, 1280] as const) {
      await setViewport(page, width);
      await page.screenshot({ path: testInfo.outputPath(`perfil-com-resposta-${width}.png`), fullPage: true });
    }
  } finally {
    await caregiver.context().close();
  }
});
