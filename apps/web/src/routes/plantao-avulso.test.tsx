import type { BookingDto } from '@cuidar/domain/bookings';
import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { formatCentavos } from '@cuidar/domain/format';
import type { SingleShiftQuoteResponse } from '@cuidar/domain/single-shift';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SingleShiftPage } from './plantao-avulso';

// /plantao-avulso (docs/product.md#single-shift): the fixed price and its split from the server,
// the caregivers free for the shift, the sign-in detour, the empty state and the request.

const date = addDaysToDate(todayInSaoPaulo(), 10);
/** As Testing Library reads text: its whitespace (the no-break space after R$) normalised to a space. */
const money = (cents: number) => formatCentavos(cents).replace(/\s/g, ' ');
const caregiver: CaregiverCardDto = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  firstName: 'Ana',
  lastName: 'Souza',
  avatarUrl: null,
  bio: 'Cuido de idosos há 8 anos.',
  precoHoraCentavos: 8250,
  competencias: ['Companhia'],
  cidade: 'São Paulo',
  estado: 'SP',
  bairro: 'Pinheiros',
  rating: 4.8,
  totalAvaliacoes: 12,
  genero: 'feminino',
  verificadoEm: '2026-08-10T12:00:00.000Z',
  confiabilidade: { concluidas: 3, cancelamentos: 0, respostaMedianaMin: 30 },
};
const quote = (caregivers: CaregiverCardDto[]): SingleShiftQuoteResponse => ({
  quote: { data: date, periodo: 'noturno', horaInicio: '19:00', horaFim: '07:00', fimDiaSeguinte: true, fimDeSemana: true, totalCentavos: 35000, cuidadorRecebeCentavos: 31818, taxaServicoCentavos: 3182 },
  caregivers,
  ordem: 'avaliacao',
  total: caregivers.length,
});
const family = { id: 'fam-1', email: 'rosa@exemplo.com.br', emailVerified: true, role: 'familia', firstName: 'Rosa', lastName: 'Lima', avatarUrl: null };
const booking = { id: 'b0f1c2d3-0000-4000-8000-000000000001' } as Pick<BookingDto, 'id'>;

type Answer = { status?: number; body: unknown };
function serve(answers: Record<string, Answer>) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const method = init?.method ?? 'GET';
      calls.push({ path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${path.split('?')[0]!}`];
      if (!answer) throw new Error(`fetch inesperado: ${method} ${path}`);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderPage(search = `?data=${date}&periodo=noturno`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/plantao-avulso', element: <SingleShiftPage /> },
      { path: '/auth', element: <p>Página de entrar</p> },
      { path: '/reserva/pagamento/:id', element: <p>Página de pagamento</p> },
    ],
    { initialEntries: [`/plantao-avulso${search}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('Plantão Avulso page', () => {
  it("shows the server's price and split and the free caregivers; choosing signed out goes to sign in and back", async () => {
    serve({ 'GET /api/session': { body: { user: null } }, 'GET /api/single-shift/quote': { body: quote([caregiver]) } });
    const router = renderPage();
    expect(await screen.findByText(money(35000))).toBeInTheDocument();
    expect(screen.getByText(money(31818))).toBeInTheDocument();
    expect(screen.getByText(money(3182))).toBeInTheDocument();
    expect(screen.getByText(/inclui o adicional de fim de semana/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Noturno (19:00–07:00 do dia seguinte)' })).toBeChecked();
    const card = screen.getByRole('article', { name: 'Ana Souza' });
    await userEvent.click(within(card).getByRole('button', { name: 'Escolher Ana Souza para o plantão' }));
    expect(await screen.findByText('Página de entrar')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: `/plantao-avulso?data=${date}&periodo=noturno` });
  });

  it('says when nobody is free and offers the other shift and the search', async () => {
    serve({ 'GET /api/session': { body: { user: null } }, 'GET /api/single-shift/quote': { body: quote([]) } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nenhum cuidador livre nesse plantão' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar cuidadores' })).toHaveAttribute('href', '/recomendacoes');
    expect(screen.getByRole('button', { name: 'Ver o turno Diurno (07:00–19:00)' })).toBeInTheDocument();
  });

  it('refuses today before asking the server', async () => {
    const calls = serve({ 'GET /api/session': { body: { user: null } } });
    renderPage(`?data=${todayInSaoPaulo()}&periodo=diurno`);
    expect(await screen.findByText('O Plantão Avulso pode ser marcado a partir de amanhã.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/single-shift/quote'))).toBe(false);
  });

  it('a family confirms: the request carries no price, a fresh key, and the payment page follows', async () => {
    const calls = serve({
      'GET /api/session': { body: { user: family } },
      'GET /api/single-shift/quote': { body: quote([caregiver]) },
      'GET /api/bookings/quote': { body: bookingQuote(null) },
      'POST /api/single-shift/bookings': { status: 201, body: { booking: { ...bookingFixture(), id: booking.id }, created: true } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Escolher Ana Souza para o plantão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Plantão Avulso' });
    expect(within(dialog).getByText(money(31818))).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: /Atenção/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e ir para o pagamento' }));
    expect(await screen.findByText('Página de pagamento')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.body).toEqual({ data: date, periodo: 'noturno', cuidadorId: caregiver.id, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The labour-law check asks the booking quote for exactly this caregiver and shift.
    const asked = calls.find((call) => call.path.startsWith('/api/bookings/quote'))!;
    expect(Object.fromEntries(new URL(asked.path, 'http://x').searchParams)).toEqual({ cuidadorId: caregiver.id, dataInicio: date, dataFim: date, horaInicio: '19:00', horaFim: '07:00' });
  });

  it('over two days a week with her, the family reads the labour-law warning and must choose; the choice is sent', async () => {
    const calls = serve({
      'GET /api/session': { body: { user: family } },
      'GET /api/single-shift/quote': { body: quote([caregiver]) },
      'GET /api/bookings/quote': { body: bookingQuote({ limiteDiasPorSemana: 2, semanas: [{ inicio: date, fim: addDaysToDate(date, 6), dias: 3, diasMarcados: [date, addDaysToDate(date, 1), addDaysToDate(date, 2)] }] }) },
      'POST /api/single-shift/bookings': { status: 201, body: { booking: { ...bookingFixture(), id: booking.id }, created: true } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Escolher Ana Souza para o plantão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Plantão Avulso' });
    const section = await within(dialog).findByRole('region', { name: 'Atenção: mais de 2 dias por semana com o mesmo cuidador' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e ir para o pagamento' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Escolha uma das opções sobre o vínculo empregatício para continuar.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(section).getByRole('radio', { name: /Vou alternar cuidadores/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar e ir para o pagamento' }));
    expect(await screen.findByText('Página de pagamento')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ cuidadorId: caregiver.id, vinculoEscolha: 'alternar_cuidadores' });
  });
});

/** GET /api/bookings/quote for the chosen caregiver and shift, with the labour-law warning or none. */
function bookingQuote(vinculo: unknown) {
  return {
    quote: { precoHoraCentavos: 8250, precoDiaCentavos: 99000, dias: 1, subtotalCentavos: 99000, taxaServicoPercentual: 10, taxaServicoCentavos: 9900, totalCentavos: 108900 },
    vinculo,
  };
}

function bookingFixture(): BookingDto {
  return {
    id: booking.id,
    status: 'aguardando_pagamento',
    dias: 1,
    dataInicio: date,
    dataFim: date,
    horaInicio: '19:00',
    horaFim: '07:00',
    startDatetime: '2026-12-05T22:00:00.000Z',
    endDatetime: '2026-12-06T10:00:00.000Z',
    precoHoraCentavos: 8250,
    precoTotalCentavos: 31818,
    taxaServicoCentavos: 3182,
    totalCentavos: 35000,
    pagamentoExpiraEm: '2026-12-01T12:30:00.000Z',
    createdAt: '2026-12-01T12:00:00.000Z',
    counterpart: { id: caregiver.id, firstName: 'Ana', lastName: 'Souza', avatarUrl: null, rating: 4.8 },
    review: null,
    diasSemana: null,
    modalidade: 'avulso',
    pagoPeloPlano: false,
  };
}
