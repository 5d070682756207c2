import type { EarningsDto } from '@cuidar/domain/payouts';
import { formatCentavos } from '@cuidar/domain/format';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { EarningsCard } from './earnings-card';

const earnings: EarningsDto = {
  heldCents: 20000,
  availableCents: 18000,
  paidOutCents: 40000,
  today: '2026-11-27',
  nextPayoutDate: '2026-12-02',
  minimumPayoutCents: 1000,
  payoutsVia: 'pix',
  hasPayoutDestination: true,
  bookings: [
    {
      pedidoId: 'p1',
      familyName: 'Marta Ribeiro',
      dataInicio: '2026-11-20',
      dataFim: '2026-11-20',
      familyPaidCents: 22000,
      feeCents: 2000,
      netCents: 20000,
      state: 'a_receber',
      since: null,
    },
  ],
  payouts: [],
};

const figure = (label: string) => screen.getByText(label).closest('div')!;
/** As the page reads (jest-dom folds the non-breaking space of R$ into a space). */
const money = (cents: number) => formatCentavos(cents).replace(/\s/g, ' ');

describe("'Saldo e Ganhos' on the dashboard", () => {
  it('shows the three ledger figures and the next transfer day', async () => {
    mockFetch({ '/api/caregiver/earnings': () => ({ body: earnings }) });
    renderWithProviders(<EarningsCard />);
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    expect(figure('Disponível')).toHaveTextContent(money(18000));
    expect(figure('A receber')).toHaveTextContent(money(20000));
    expect(figure('Já transferido')).toHaveTextContent(money(40000));
    expect(screen.getByText(/Próxima transferência/)).toHaveTextContent('quarta-feira, 2 de dezembro');
    expect(screen.queryByText(/Cadastre sua chave Pix/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ganhos e extratos' })).toHaveAttribute('href', '/dashboard/cuidador/ganhos');
  });

  it('asks for a Pix key when there is none, and says honestly when nothing was paid yet', async () => {
    mockFetch({ '/api/caregiver/earnings': () => ({ body: { ...earnings, heldCents: 0, availableCents: 0, paidOutCents: 0, payoutsVia: 'pix', hasPayoutDestination: false, bookings: [] } }) });
    renderWithProviders(<EarningsCard />);
    expect(await screen.findByRole('link', { name: 'Cadastrar chave Pix' })).toHaveAttribute('href', '/dashboard/cuidador/perfil');
    expect(screen.getByText(/Nenhum atendimento pago ainda/)).toBeInTheDocument();
    expect(figure('Disponível')).toHaveTextContent(money(0));
  });

  it('with Stripe payouts asks for the receiving account, never for a Pix key', async () => {
    mockFetch({ '/api/caregiver/earnings': () => ({ body: { ...earnings, payoutsVia: 'stripe', hasPayoutDestination: false } }) });
    renderWithProviders(<EarningsCard />);
    expect(await screen.findByRole('link', { name: 'Conectar conta de recebimento' })).toHaveAttribute('href', '/dashboard/cuidador/perfil');
    expect(screen.queryByText(/chave Pix/)).not.toBeInTheDocument();
    // No amount is promised for the next transfer while there is nowhere to send it.
    expect(screen.getByText(/Próxima transferência/)).not.toHaveTextContent('disponível até agora');
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    mockFetch({ '/api/caregiver/earnings': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Erro interno.' } } }) });
    renderWithProviders(<EarningsCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
