import type { Locator, Page, TestInfo } from '@playwright/test';
import { createVerifiedAccount, signIn } from './support/accounts';
import { answerQuestionnaire, fakeCep, payBookingByPixInSandbox } from './support/family';
import { expect, gotoHydrated, setViewport, test } from './support/fixtures';
import { DEMO_CAREGIVER as CAREGIVER, newPage } from './support/live';

// The labour-law guard (docs/product.md#labour-law): a family asking the demo caregiver for three
// days of one week (Monday to Sunday) reads what a vínculo empregatício means, cannot confirm
// without choosing, and its choice is recorded and shown to both sides.

/** What the person sees in the dialog (a part taller than the screen is shot as the screen shows it): its top, then `end`. */
async function shootScreen(page: Page, info: TestInfo, name: string, start: Locator, end: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await start.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
    await end.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: info.outputPath(`${name}-${width}-fim.png`) });
  }
}

async function shoot(page: Page, info: TestInfo, name: string, target: Locator) {
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
  }
}

const START = '13:00';
const END = '17:00';
const DAY_MS = 24 * 3600_000;

/** yyyy-mm-dd of an instant in São Paulo. */
const saoPauloDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
/** A São Paulo wall time as an instant (São Paulo is UTC−3 all year since 2019). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * Three consecutive days in one week (Monday to Saturday) on which the caregiver declared the
 * afternoon and nobody holds it: the other journeys book mornings of her first free days, and the
 * demo family's afternoon a week ahead is among the busy times, so this never meets them.
 */
async function threeFreeAfternoons(page: Page, caregiverId: string): Promise<string[]> {
  type Interval = { start: string; end: string };
  const calendar = (await (await page.request.get(`/api/caregivers/${caregiverId}/booking-calendar`)).json()) as { slots: Interval[]; busy: Interval[] };
  const covers = (list: Interval[], from: Date, to: Date) => list.some((s) => Date.parse(s.start) <= from.getTime() && Date.parse(s.end) >= to.getTime());
  const touches = (list: Interval[], from: Date, to: Date) => list.some((s) => Date.parse(s.start) < to.getTime() && Date.parse(s.end) > from.getTime());
  const free = (date: string) => covers(calendar.slots, at(date, START), at(date, END)) && !touches(calendar.busy, at(date, START), at(date, END));
  const today = saoPauloDate(new Date());
  for (let offset = 2; offset < 60; offset++) {
    const first = plusDays(today, offset);
    // Monday (1) to Thursday (4): the three days end by Saturday, inside one week.
    if (weekday(first) < 1 || weekday(first) > 4) continue;
    const days = [first, plusDays(first, 1), plusDays(first, 2)];
    if (days.every(free)) return days;
  }
  throw new Error('nenhuma sequência de três tardes livres na mesma semana');
}

/** Clicks a date in the booking calendar, turning months forward until it is shown. */
async function clickDate(dialog: Locator, date: string) {
  for (let month = 0; month < 4; month++) {
    await expect(dialog.locator('button[data-date]').first()).toBeVisible();
    const day = dialog.locator(`button[data-date="${date}"]`);
    if ((await day.count()) > 0) {
      await day.click();
      return;
    }
    await dialog.getByRole('button', { name: 'Próximo mês' }).click();
  }
  throw new Error(`${date} não aparece no calendário`);
}

test('três dias na mesma semana com a mesma cuidadora: a família lê o aviso, escolhe, e a escolha fica registrada', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const caregiver = await newPage(browser);
  await signIn(caregiver, CAREGIVER.email, CAREGIVER.password);
  await expect(caregiver).toHaveURL(/\/dashboard\/cuidador$/);
  const caregiverId = ((await (await caregiver.request.get('/api/session')).json()) as { user: { id: string } }).user.id;

  await createVerifiedAccount(page, 'Família', 'Lúcia Ferraz');
  await expect(page).toHaveURL(/\/dashboard\/familia$/, { timeout: 8000 });
  const days = await threeFreeAfternoons(page, caregiverId);

  await fakeCep(page);
  await page.goto('/onboarding/familia');
  await answerQuestionnaire(page);
  await page.getByRole('button', { name: 'Encontrar cuidadores' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
  await page.getByRole('button', { name: `Agendar ${CAREGIVER.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar cuidador' });
  await clickDate(dialog, days[0]!);
  await clickDate(dialog, days[2]!);
  await dialog.getByLabel('Início').fill(START);
  await dialog.getByLabel('Fim').fill(END);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Before paying: the week, what it means, the two ways out and the required choice.
  const warning = dialog.getByRole('region', { name: 'Atenção: mais de 2 dias por semana com o mesmo cuidador' });
  await expect(warning).toBeVisible();
  await expect(warning.getByText(/Semana de .+: 3 dias com este cuidador/)).toBeVisible();
  await expect(warning.getByText(/Lei Complementar 150\/2015/)).toBeVisible();
  await expect(warning.getByRole('link', { name: /Ver outros cuidadores recomendados/ })).toHaveAttribute('href', '/recomendacoes');
  await expect(warning.getByRole('link', { name: /Entenda o que é o vínculo empregatício/ })).toHaveAttribute('href', '/vinculo-empregaticio');
  await shootScreen(page, info, 'aviso-vinculo', warning, warning.getByText('Esta é uma orientação geral', { exact: false }));

  // It cannot go on without a choice.
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(warning.getByRole('alert')).toHaveText('Escolha uma das opções sobre o vínculo empregatício para continuar.');
  await expect(page).toHaveURL(/\/recomendacoes$/);
  await shootScreen(page, info, 'aviso-vinculo-sem-escolha', warning, dialog.getByRole('button', { name: 'Confirmar agendamento' }));

  await warning.getByRole('radio', { name: /Entendo e vou contratar formalmente/ }).click();
  await expect(warning.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page.getByText('Reserva criada com sucesso!')).toBeVisible();
  await payBookingByPixInSandbox(page);

  // The choice is on the request, for the family…
  await page.goto('/dashboard/familia/reservas');
  await page.getByRole('article', { name: `Reserva com ${CAREGIVER.name}` }).getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await expect(details.getByText('Aviso de vínculo empregatício')).toBeVisible();
  await expect(details.getByText(/Você declarou em .+: “Entendo e vou contratar formalmente \(registro em carteira\)”/)).toBeVisible();

  // …and for the caregiver, on the request she is asked to accept.
  await caregiver.goto('/dashboard/cuidador');
  const card = caregiver.getByRole('listitem', { name: 'Solicitação de Lúcia Ferraz' });
  await expect(card.getByText(/Esta reserva passa de 2 dias por semana com a mesma família\. A família declarou em .+: “Entendo e vou contratar formalmente/)).toBeVisible();
  await shoot(caregiver, info, 'vinculo-cuidadora', card);
  // She declines (the family is refunded), so no request of this journey stays waiting for the
  // journeys after it, which expect her list of requests empty.
  await setViewport(caregiver, 1280);
  await card.getByRole('button', { name: 'Recusar reserva de Lúcia Ferraz' }).click();
  await expect(caregiver.getByText('Reserva recusada. A família foi avisada.')).toBeVisible();
  await caregiver.context().close();
});

test('a página sobre vínculo empregatício explica a lei e como alternar cuidadores', async ({ page }, info) => {
  await gotoHydrated(page, '/faq');
  await page.getByRole('link', { name: 'Saiba mais sobre o vínculo empregatício' }).click();
  await expect(page).toHaveURL(/\/vinculo-empregaticio$/);
  await expect(page).toHaveTitle('Vínculo empregatício | Cuidar');
  await expect(page.getByRole('heading', { level: 1, name: 'Vínculo empregatício: quando o cuidador vira empregado doméstico' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Até 2 dias por semana: diarista' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mais de 2 dias por semana: empregado doméstico' })).toBeVisible();
  await expect(page.getByText('O Cuidar não faz o registro, o eSocial nem os pagamentos de um empregado doméstico.')).toBeVisible();
  for (const width of [375, 1280] as const) {
    await setViewport(page, width);
    await page.screenshot({ path: info.outputPath(`pagina-vinculo-${width}.png`), fullPage: true });
  }
  await page.getByRole('link', { name: 'Ver cuidadores recomendados' }).click();
  await expect(page).toHaveURL(/\/recomendacoes$/);
});
