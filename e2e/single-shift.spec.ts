import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, PASSWORD, signIn } from './support/accounts';
import { payBookingByPixInSandbox } from './support/family';
import { expect, gotoHydrated, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, newPage, postAs, waitForLiveConnection } from './support/live';

// 'Plantão Avulso' at its advertised price (docs/product.md#single-shift): from the landing card,
// a visitor picks a Saturday night, sees R$ 350,00 (R$ 175,00 plus the weekend add-on) and what the
// caregiver receives of it, signs in to choose the demo caregiver, pays by Pix in the sandbox; the
// caregiver reads that it is a Plantão Avulso at the fixed price with her share, and accepts.

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function shoot(page: Page, info: TestInfo, name: string, target?: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    if (target) await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: !target });
  }
  await setViewport(page, 1280);
}

test('família escolhe Plantão Avulso na página inicial, sábado à noite, paga por Pix; a cuidadora vê o preço fechado e a parte dela e aceita', async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  // A Saturday eight weeks ahead: past the demo caregiver's seeded availability and the other
  // journeys' days; a weekend shift (the add-on applies).
  let saturday = addDays(todayInSaoPaulo(), 56);
  while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);

  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  await waitForLiveConnection(caregiver);
  // She is free that night, from 19:00 to 07:00 of Sunday.
  await postAs(caregiver, '/api/availability', { dataInicio: saturday, horaInicio: '19:00', dataFim: addDays(saturday, 1), horaFim: '07:00' });

  // The family has an account but starts signed out, as a visitor of the landing.
  const email = await createVerifiedAccount(page, 'Família', 'Lúcia Prado');
  await page.context().clearCookies();
  await gotoHydrated(page, '/');
  const card = page.getByRole('article', { name: 'Plantão Avulso' });
  await card.getByRole('link', { name: 'Solicitar Agora' }).click();
  await expect(page).toHaveURL(/\/plantao-avulso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plantão Avulso' })).toBeVisible();

  await page.getByLabel('Dia do plantão').fill(saturday);
  await page.getByRole('radio', { name: 'Noturno (19:00–07:00 do dia seguinte)' }).click();
  await expect(page.getByTestId('avulso-total')).toHaveText(/R\$\s350,00/);
  const price = page.getByRole('region', { name: 'Valor do plantão' });
  await expect(price.getByText(/das 19:00 às 07:00 do dia seguinte/)).toBeVisible();
  await expect(price.getByText(/R\$\s318,18/)).toBeVisible();
  await expect(price.getByText(/R\$\s31,82/)).toBeVisible();
  // The day shift of that Saturday has nobody (she declared only the night): a way forward is offered.
  await page.getByRole('radio', { name: 'Diurno (07:00–19:00)' }).click();
  const empty = page.getByRole('heading', { name: 'Nenhum cuidador livre nesse plantão' });
  await expect(empty).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buscar cuidadores' })).toBeVisible();
  await shoot(page, info, 'plantao-avulso-vazio', empty);
  await page.getByRole('button', { name: 'Ver o turno Noturno (19:00–07:00 do dia seguinte)' }).click();
  await expect(page.getByRole('radio', { name: 'Noturno (19:00–07:00 do dia seguinte)' })).toBeChecked();
  const choose = page.getByRole('button', { name: `Escolher ${CAREGIVER.name} para o plantão` });
  await expect(choose).toBeVisible();
  await shoot(page, info, 'plantao-avulso');

  // Choosing needs a family session: sign in and come back to the same shift.
  await choose.click();
  await expect(page.getByText('Autenticação necessária')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/plantao-avulso\\?data=${saturday}&periodo=noturno$`));
  await expect(page.getByTestId('avulso-total')).toHaveText(/R\$\s350,00/);

  await page.getByRole('button', { name: `Escolher ${CAREGIVER.name} para o plantão` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar Plantão Avulso' });
  await expect(dialog.getByText(`Com ${CAREGIVER.name}`)).toBeVisible();
  await expect(dialog.getByText(/R\$\s350,00/)).toBeVisible();
  await shoot(page, info, 'plantao-avulso-confirmar', dialog);
  await dialog.getByRole('button', { name: 'Confirmar e ir para o pagamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();
  // The payment page asks for exactly the advertised price.
  await expect(page.getByText('Plantão Avulso', { exact: true })).toBeVisible();
  await expect(page.getByText(/R\$\s350,00/)).toBeVisible();
  await payBookingByPixInSandbox(page);

  await page.goto('/dashboard/familia/reservas');
  const mine = page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` });
  await expect(mine.getByText('Plantão Avulso')).toBeVisible();

  // The caregiver sees it is a Plantão Avulso at the fixed price, what she receives, and accepts.
  await caregiver.goto('/dashboard/cuidador');
  const request = caregiver.getByRole('listitem', { name: 'Solicitação de Lúcia Prado' });
  await expect(request.getByText('Plantão Avulso', { exact: true })).toBeVisible();
  await expect(request.getByText(/Plantão Avulso: preço fechado\. Você recebe R\$\s318,18\./)).toBeVisible();
  await expect(request.getByText(/das 19:00 às 07:00 do dia seguinte/)).toBeVisible();
  await shoot(caregiver, info, 'cuidadora-pedido-avulso', request);
  await caregiver.getByRole('button', { name: 'Aceitar reserva de Lúcia Prado' }).click();
  await expect(caregiver.getByText('Reserva aceita. A família foi avisada.')).toBeVisible();
  await caregiver.close();
});
