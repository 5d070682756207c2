import type { PlanSubscriptionDto } from '@cuidar/domain/checkout';
import { findPlan } from '@cuidar/domain/plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyPlanCard } from './my-plan-card';
import { PlanSummary } from './plan-summary';

function withProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function answerPlan(plan: PlanSubscriptionDto | null) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ plan }), { status: 200, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => vi.unstubAllGlobals());

const activePlan: PlanSubscriptionDto = {
  id: '7f8e3c1a-0000-4000-8000-000000000001',
  planId: 'quarterly',
  planTitle: 'Vínculo Trimestral',
  status: 'active',
  provider: 'stripe',
  monthlyAmountCents: 315000,
  durationMonths: 3,
  activatedAt: '2026-05-04T15:00:00.000Z',
  currentPeriodEnd: '2026-06-04T15:00:00.000Z',
  endsAt: '2026-08-04T15:00:00.000Z',
  nextChargeAt: '2026-06-04T15:00:00.000Z',
  canceledAt: null,
  refundedAt: null,
  refundedAmountCents: null,
  canCancel: true,
  canRefund: true,
  refundDeadline: '2026-05-11T15:00:00.000Z',
  accountBalanceCents: 180000,
  leftoverRefunds: [],
};

describe('PlanSummary', () => {
  it('shows every field of the spec, with monthly values and the featured badge', () => {
    render(<PlanSummary plan={findPlan('biannual')!} />);
    expect(screen.getByRole('heading', { name: 'Laços Semestrais' })).toBeInTheDocument();
    expect(screen.getByText('Melhor Escolha')).toBeInTheDocument();
    expect(screen.getByText('6 meses')).toBeInTheDocument();
    expect(screen.getByText('Segunda a sexta')).toBeInTheDocument();
    expect(screen.getByText('Nosso melhor preço!')).toBeInTheDocument();
    expect(screen.getByText('R$ 18.270,00 (R$ 3.045,00/mês)')).toBeInTheDocument();
    expect(screen.getByText('R$ 36.540,00 (R$ 6.090,00/mês)')).toBeInTheDocument();
    // The 24 h price is shown as the plan table has it, and said plainly not to be what is bought.
    expect(screen.getByText('Ainda não disponível para contratação: este plano é de plantões de 12h.')).toBeInTheDocument();
    expect(screen.getByText(/Cobrado mensalmente por 6 meses/)).toBeInTheDocument();
  });

  it('shows a one-month plan per month and no badge', () => {
    render(<PlanSummary plan={findPlan('monthly')!} />);
    expect(screen.queryByText('Melhor Escolha')).not.toBeInTheDocument();
    expect(screen.getByText('R$ 3.360,00/mês')).toBeInTheDocument();
    expect(screen.getByText('R$ 6.720,00/mês')).toBeInTheDocument();
  });
});

describe('MyPlanCard', () => {
  it('invites a family without a plan to see the plans', async () => {
    answerPlan(null);
    render(withProviders(<MyPlanCard />));
    expect(await screen.findByText(/Você ainda não tem um plano de cuidado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' })).toHaveAttribute('href', '/');
  });

  it('shows an active plan with its next charge, its end, and both actions', async () => {
    answerPlan(activePlan);
    render(withProviders(<MyPlanCard />));
    const card = await screen.findByRole('region', { name: 'Meu plano' });
    expect(await within(card).findByText('Vínculo Trimestral')).toBeInTheDocument();
    expect(within(card).getByText('Ativo')).toBeInTheDocument();
    expect(within(card).getByText('R$ 3.150,00/mês · 3 meses')).toBeInTheDocument();
    expect(within(card).getByText('Próxima cobrança em 04/06/2026.')).toBeInTheDocument();
    expect(within(card).getByText('O plano vale até 04/08/2026.')).toBeInTheDocument();
    expect(within(card).getByText(/desistir com reembolso até 11\/05\/2026 às 12:00/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancelar ao fim do período' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Desistir e pedir reembolso' })).toBeInTheDocument();
  });

  it("shows what the plan's account holds while the plan runs, and what happens to it", async () => {
    answerPlan(activePlan);
    render(withProviders(<MyPlanCard />));
    const card = await screen.findByRole('region', { name: 'Meu plano' });
    expect(await within(card).findByText(/^Na conta do plano: R\$\s1\.800,00$/)).toBeInTheDocument();
    expect(within(card).getByText(/O que sobrar quando o plano terminar volta para o seu cartão\./)).toBeInTheDocument();
  });

  it('tells, once the plan is over, what was left in its account and where it is on its way back to the card', async () => {
    answerPlan({
      ...activePlan,
      status: 'canceled',
      canCancel: false,
      canRefund: false,
      nextChargeAt: null,
      canceledAt: '2026-06-04T15:00:00.000Z',
      accountBalanceCents: 7500,
      leftoverRefunds: [
        { amountCents: 180000, status: 'succeeded', late: false, requestedAt: '2026-06-05T16:00:00.000Z', refundedAt: '2026-06-05T16:00:01.000Z', teamMethod: null },
        { amountCents: 4000, status: 'pending', late: false, requestedAt: '2026-06-06T16:00:00.000Z', refundedAt: null, teamMethod: null },
        { amountCents: 2500, status: 'pending', late: true, requestedAt: '2026-06-05T16:00:00.000Z', refundedAt: null, teamMethod: null },
        { amountCents: 3000, status: 'succeeded', late: false, requestedAt: '2026-06-05T16:00:00.000Z', refundedAt: '2026-06-08T13:00:00.000Z', teamMethod: 'transfer' },
      ],
    });
    render(withProviders(<MyPlanCard />));
    const card = await screen.findByRole('region', { name: 'Meu plano' });
    expect(await within(card).findByText(/^R\$\s1\.800,00 que sobraram na conta do plano voltaram para o seu cartão em 05\/06\/2026\.$/)).toBeInTheDocument();
    expect(within(card).getByText(/^Devolução de R\$\s40,00 que sobraram na conta do plano: pedida ao seu cartão, em andamento\.$/)).toBeInTheDocument();
    // One the provider keeps failing is not 'em andamento': the family is told our team knows.
    expect(within(card).getByText(/^Devolução de R\$\s25,00 que sobraram na conta do plano: pedida ao seu cartão, ainda não concluída pelo provedor de pagamentos\. Nossa equipe é avisada por e-mail/)).toBeInTheDocument();
    // One the provider refused that our team paid back itself says so, not 'voltaram para o seu cartão'.
    expect(
      within(card).getByText(/^R\$\s30,00 que sobraram na conta do plano foram devolvidos em 08\/06\/2026 pela equipe do Cuidar, por transferência bancária: o provedor de pagamentos não conseguiu devolver ao cartão\.$/),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^Sobraram R\$\s75,00 na conta do plano\. Eles voltam para o seu cartão um dia depois do fim do plano\.$/)).toBeInTheDocument();
    expect(within(card).queryByText(/^Na conta do plano:/)).not.toBeInTheDocument();
  });

  it('offers no action on a refunded plan, only buying again', async () => {
    answerPlan({ ...activePlan, status: 'refunded', canCancel: false, canRefund: false, nextChargeAt: null, refundedAt: '2026-05-06T12:00:00.000Z', refundedAmountCents: 315000 });
    render(withProviders(<MyPlanCard />));
    expect(await screen.findByText('Reembolso de R$ 3.150,00 pedido em 06/05/2026. O valor volta no mesmo cartão.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar ao fim do período' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desistir e pedir reembolso' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contratar novamente' })).toHaveAttribute('href', '/checkout?plano=quarterly');
  });
});
