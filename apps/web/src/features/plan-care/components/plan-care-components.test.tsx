import type { PlanCareDto, PlanProposalDto } from '@cuidar/domain/plan-care';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPlanProposalsQueryOptions } from '../api/get-plan-proposals';
import { PlanCarePanel } from './plan-care-panel';
import { PlanProposalsCard } from './plan-proposals-card';

// docs/product.md#plan-care: what the family and the caregiver read before committing.

function withProviders(children: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

const money = { dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 };
const care: PlanCareDto = {
  subscriptionId: 'sub-1',
  planTitle: 'Vínculo Trimestral',
  periodoInicio: '2026-08-11',
  periodoFim: '2026-09-08',
  turnosNoPeriodo: 21,
  valorPorTurno: money,
  turno: 'dia',
  semanaDescoberta: [5],
  assignments: [
    { id: 'a1', cuidadorId: 'c1', cuidadorNome: 'Ana Souza', diasSemana: [1, 2], turno: 'dia', status: 'aceita', turnos: 9, valorPorTurno: money, totalCaregiverCents: 121500, vinculoEscolha: null, pedidoId: 'p1', createdAt: '2026-08-10T13:00:00.000Z', respondedAt: '2026-08-10T14:00:00.000Z' },
    { id: 'a2', cuidadorId: 'c2', cuidadorNome: 'Bia Lima', diasSemana: [3, 4], turno: 'dia', status: 'proposta', turnos: 8, valorPorTurno: money, totalCaregiverCents: 108000, vinculoEscolha: null, pedidoId: null, createdAt: '2026-08-10T13:05:00.000Z', respondedAt: null },
  ],
};

describe('PlanCarePanel', () => {
  it('states the money per shift and each weekday with its caregiver and state', async () => {
    answer({ care });
    render(withProviders(<PlanCarePanel />));
    expect(await screen.findByText('Cada plantão vale R$ 150,00 do seu plano.')).toBeInTheDocument();
    expect(screen.getByText('O cuidador recebe R$ 135,00 por plantão (taxa do Cuidar: R$ 15,00).')).toBeInTheDocument();
    expect(screen.getByText(/Período pago: 11\/08\/2026 a 08\/09\/2026/)).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'Dias do plano' })).getAllByRole('listitem');
    expect(days.map((d) => d.textContent)).toEqual([
      'segunda-feiraAna SouzaAceito',
      'terça-feiraAna SouzaAceito',
      'quarta-feiraBia LimaAguardando resposta',
      'quinta-feiraBia LimaAguardando resposta',
      'sexta-feiraSem cuidador',
    ]);
    // The shift is fixed once a caregiver was proposed; only the free weekday can be chosen.
    expect(screen.getByText('Diurno (07:00 às 19:00)')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'sexta-feira' })).toBeInTheDocument();
  });

  it('says so when the family has no running plan', async () => {
    answer({ error: { code: 'NOT_FOUND', message: 'Você não tem um plano ativo.' } }, 404);
    render(withProviders(<PlanCarePanel />));
    expect(await screen.findByText('Você não tem um plano ativo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toBeInTheDocument();
  });
});

const proposal: PlanProposalDto = {
  id: 'p1',
  familiaNome: 'Marta',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  diasSemana: [1, 2],
  turno: 'noite',
  horaInicio: '19:00',
  horaFim: '07:00',
  periodoInicio: '2026-08-11',
  periodoFim: '2026-09-08',
  turnos: 9,
  valorPorTurno: money,
  totalCaregiverCents: 121500,
  status: 'proposta',
  pedidoId: null,
};

describe('PlanProposalsCard', () => {
  it('shows the family, the days and hours, and the money before Aceitar / Recusar', async () => {
    answer({ proposals: [proposal] });
    render(withProviders(<PlanProposalsCard />));
    const card = await screen.findByRole('region', { name: 'Propostas de plano' });
    expect(within(card).getByText('Marta · Pinheiros, São Paulo')).toBeInTheDocument();
    expect(within(card).getByText('segundas e terças, 19:00 às 07:00 do dia seguinte')).toBeInTheDocument();
    expect(within(card).getByText(/9 plantões de R\$\s135,00 = R\$\s1\.215,00 para você/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Aceitar a proposta de Marta' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Recusar a proposta de Marta' })).toBeInTheDocument();
  });

  it('shows nothing to a caregiver without proposals', async () => {
    answer({ proposals: [] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(withProviders(<PlanProposalsCard />, client));
    // Answered (not merely loading), and still nothing on the dashboard.
    await vi.waitFor(() => expect(client.getQueryState(getPlanProposalsQueryOptions().queryKey)?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});
