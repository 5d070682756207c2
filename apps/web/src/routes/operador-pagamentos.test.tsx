import type { StuckMoneyDto } from '@cuidar/domain/operator-payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { Component as OperatorPayments } from './operador-pagamentos';

// /operador/pagamentos (docs/product.md#operators): what the provider has not paid back or paid
// out, who to talk to and the provider's last answer; the empty and failed states.

const refund: StuckMoneyDto = {
  id: '0b6f4c1e-1111-4000-8000-000000000001',
  kind: 'devolucao_reserva',
  pessoa: { nome: 'Marta Ribeiro', email: 'marta@exemplo.com.br' },
  amountCents: 26400,
  since: '2026-11-28T13:15:00.000Z',
  attempts: 3,
  lastError: 'Your card was declined.',
};
const leftover: StuckMoneyDto = { ...refund, id: '0b6f4c1e-1111-4000-8000-000000000002', kind: 'sobra_plano', pessoa: { nome: '', email: '' }, amountCents: 48000, attempts: 0, lastError: null };

/** Answers the page's one call with each answer in turn (the last one again after that). */
function serve(...answers: { status?: number; body: unknown }[]) {
  return mockFetch({ '/api/operador/pagamentos': () => (answers.length > 1 ? answers.shift()! : answers[0]!) });
}

const renderPage = () => renderWithProviders(<OperatorPayments />);

describe('/operador/pagamentos', () => {
  it('shows each stuck refund or payout: what, how much, who, since when, tries and the provider’s answer', async () => {
    const calls = serve({ body: { items: [refund, leftover], total: 2 } });
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(calls.map((call) => call.path)).toContain('/api/operador/pagamentos');
    expect(within(items[0]!).getByRole('heading', { name: 'Devolução de reserva' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('R$ 264,00')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Marta Ribeiro/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/marta@exemplo\.com\.br/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/3 tentativas/)).toBeInTheDocument();
    expect(within(items[0]!).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'Sobra do plano' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Conta excluída')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Ainda sem resposta do provedor/)).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Última resposta do provedor:')).not.toBeInTheDocument();
  });

  it("shows a deleted caregiver's balance the payout job cannot pay: how much, since the deletion, why nobody can be called", async () => {
    const deletedBalance: StuckMoneyDto = { ...leftover, id: '0b6f4c1e-1111-4000-8000-000000000003', kind: 'saldo_conta_excluida', pessoa: { nome: 'Conta excluída', email: '' }, amountCents: 20000 };
    serve({ body: { items: [deletedBalance, refund], total: 2 } });
    renderPage();
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).getByRole('heading', { name: 'Saldo de cuidador com conta excluída' })).toBeInTheDocument();
    expect(within(item!).getByText('R$ 200,00')).toBeInTheDocument();
    expect(within(item!).getByText(/Desde 28\/11\/2026 às 10:15/)).toBeInTheDocument();
    expect(within(item!).getByText(/Não há contato: o email da conta foi apagado\./)).toBeInTheDocument();
    // Not a request waiting on the provider: no attempts line.
    expect(within(item!).queryByText(/Ainda sem resposta do provedor/)).not.toBeInTheDocument();
  });

  it('says when nothing is stuck', async () => {
    serve({ body: { items: [], total: 0 } });
    renderPage();
    expect(await screen.findByText('Nenhuma devolução ou repasse parado. Tudo o que foi pedido ao provedor já foi feito.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    serve({ status: 500, body: { error: { code: 'INTERNAL', message: 'Erro interno.' } } }, { body: { items: [refund], total: 1 } });
    renderPage();
    expect(await screen.findByText('Não foi possível carregar os pagamentos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Devolução de reserva' })).toBeInTheDocument();
  });
});
