import type { PlanSubstitutesDto, PlanSubstitutionDto } from '@cuidar/domain/plan-substitutes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanSubstitutesPanel } from './plan-substitutes-panel';
import { PlanSubstitutionsCard } from './plan-substitutions-card';

// docs/product.md#plan-substitutes: what the family and the substitute read before committing.

function withProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
const candidate = (id: string, nome: string) => ({ cuidadorId: id, nome, fotoUrl: null, bairro: 'Pinheiros', cidade: 'São Paulo', rating: 4.8, totalAvaliacoes: 12, turnos: 2 });
const substitutes: PlanSubstitutesDto = {
  datas: ['2026-08-17', '2026-08-24'],
  turno: 'dia',
  horaInicio: '07:00',
  horaFim: '19:00',
  valorPorTurno: money,
  candidates: [candidate('00000000-0000-4000-8000-000000000001', 'Cris Lima'), candidate('00000000-0000-4000-8000-000000000002', 'Duda Reis')],
  vinculoNecessario: ['00000000-0000-4000-8000-000000000002'],
  substitutions: [],
};

describe('PlanSubstitutesPanel', () => {
  it('lists the open shifts, the money per shift and the substitutes; one over the labour-law limit asks for the choice', async () => {
    answer({ substitutes });
    render(withProviders(<PlanSubstitutesPanel />));
    expect(await screen.findByText('2 plantões ficaram sem cuidador:')).toBeInTheDocument();
    const open = within(screen.getByRole('list', { name: 'Plantões sem cuidador' })).getAllByRole('listitem');
    expect(open.map((li) => li.textContent)).toEqual(['segunda-feira, 17 de agosto, 07:00 às 19:00', 'segunda-feira, 24 de agosto, 07:00 às 19:00']);
    expect(screen.getByText('O substituto recebe R$ 135,00 por plantão (taxa do Cuidar: R$ 15,00).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher Cris Lima' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher Duda Reis' })).toBeInTheDocument();
    // Only Duda's card asks for the labour-law choice.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
  });

  it('says when nothing is open', async () => {
    answer({ substitutes: { ...substitutes, datas: [], turno: null, horaInicio: null, horaFim: null, candidates: [], vinculoNecessario: [] } });
    render(withProviders(<PlanSubstitutesPanel />));
    expect(await screen.findByText('Nenhum plantão do seu plano está sem cuidador.')).toBeInTheDocument();
  });
});

describe('PlanSubstitutionsCard', () => {
  it('shows the substitute each shift and what she receives before she accepts', async () => {
    const substitution: PlanSubstitutionDto = {
      id: '00000000-0000-4000-8000-000000000009',
      outraParte: 'Marta',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      datas: ['2026-08-17'],
      turno: 'dia',
      horaInicio: '07:00',
      horaFim: '19:00',
      valorPorTurno: money,
      totalCaregiverCents: 13500,
      status: 'proposta',
      pedidoId: null,
      createdAt: '2026-08-10T13:00:00.000Z',
    };
    answer({ substitutions: [substitution] });
    render(withProviders(<PlanSubstitutionsCard />));
    const card = await screen.findByRole('region', { name: 'Substituição' });
    expect(within(card).getByText('1 plantão de R$ 135,00 = R$ 135,00 para você')).toBeInTheDocument();
    expect(within(card).getByText('segunda-feira, 17 de agosto, 07:00 às 19:00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Aceitar substituição de Marta' })).toBeInTheDocument();
  });
});
