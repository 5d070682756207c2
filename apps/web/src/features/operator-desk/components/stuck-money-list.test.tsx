import { formatCentavos } from '@cuidar/domain/format';
import type { StuckMoneyDto } from '@cuidar/domain/operator-payments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { StuckMoneyList } from './stuck-money-list';

// 'Pagamentos' on the desk (docs/product.md#operators): a deleted caregiver's balance the weekly job
// cannot pay (docs/product.md#deletion-payout) reads for what it is — no provider attempts, nobody to write to.

const money = (cents: number) => formatCentavos(cents).replace(/\s/g, ' ');

const payout: StuckMoneyDto = {
  id: 'p1',
  kind: 'repasse',
  pessoa: { nome: 'Joana Prado', email: 'joana@exemplo.com.br' },
  amountCents: 40500,
  since: '2026-11-28T12:00:00.000Z',
  attempts: 2,
  lastError: 'connect ECONNREFUSED',
};
const deletedBalance: StuckMoneyDto = {
  id: 'a1',
  kind: 'saldo_conta_excluida',
  pessoa: { nome: 'Conta excluída', email: '' },
  amountCents: 20000,
  since: '2026-11-24T18:00:00.000Z',
  attempts: 0,
  lastError: null,
};

describe("the desk's 'Pagamentos' list", () => {
  it("shows a deleted caregiver's balance with its amount, since when, and why nobody can be called", async () => {
    mockFetch({ '/api/operador/pagamentos': () => ({ body: { items: [deletedBalance, payout], total: 2 } }) });
    renderWithProviders(<StuckMoneyList />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Saldo de cuidador com conta excluída' })).toBeInTheDocument();
    expect(first).toHaveTextContent(money(20000));
    expect(first).toHaveTextContent('Desde 24/11/2026 às 15:00');
    expect(first).toHaveTextContent('Não há contato: o email da conta foi apagado.');
    // Not a request to the provider: no attempts line, no e-mail after the name.
    expect(first).not.toHaveTextContent('Ainda sem resposta do provedor');
    expect(first).not.toHaveTextContent('·');

    expect(within(second!).getByRole('heading', { name: 'Repasse ao cuidador' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Joana Prado · joana@exemplo.com.br');
    expect(second).toHaveTextContent('2 tentativas');
    expect(second).not.toHaveTextContent('Não há contato');
  });
});
