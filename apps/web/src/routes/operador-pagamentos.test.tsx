import type { StuckMoneyDto } from '@cuidar/domain/operator-payments';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { Component as OperatorPayments } from './operador-pagamentos';

// /operador/pagamentos (docs/product.md#operators): what the provider has not paid back or paid
// out, who to talk to and the provider's last answer; the empty and failed states; asking the
// provider again, and recording a refused refund the team paid back itself.

const refund: StuckMoneyDto = {
  id: '0b6f4c1e-1111-4000-8000-000000000001',
  kind: 'devolucao_reserva',
  pessoa: { nome: 'Marta Ribeiro', email: 'marta@exemplo.com.br' },
  amountCents: 26400,
  since: '2026-11-28T13:15:00.000Z',
  attempts: 3,
  lastError: 'Your card was declined.',
  refused: true,
  providerPending: false,
};
const leftover: StuckMoneyDto = { ...refund, id: '0b6f4c1e-1111-4000-8000-000000000002', kind: 'sobra_plano', pessoa: { nome: '', email: '' }, amountCents: 48000, attempts: 0, lastError: null, refused: false, providerPending: false };
const takenAsPending: StuckMoneyDto = { ...refund, id: '0b6f4c1e-1111-4000-8000-000000000004', amountCents: 9900, attempts: 1, lastError: null, refused: false, providerPending: true };
const payout: StuckMoneyDto = { ...refund, id: '0b6f4c1e-1111-4000-8000-000000000003', kind: 'repasse', pessoa: { nome: 'Joana Prado', email: 'joana@exemplo.com.br' }, amountCents: 40500, lastError: 'connect ETIMEDOUT', refused: false };
const itemPath = (item: StuckMoneyDto) => `/api/operador/pagamentos/${item.kind}/${item.id}`;

/** Answers the page's one call with each answer in turn (the last one again after that). */
function serve(...answers: { status?: number; body: unknown }[]) {
  return mockFetch({ '/api/operador/pagamentos': () => (answers.length > 1 ? answers.shift()! : answers[0]!) });
}

const renderPage = () => renderWithProviders(<OperatorPayments />);

describe('/operador/pagamentos', () => {
  it('shows each stuck refund or payout: what, how much, who, since when, tries and the provider’s answer', async () => {
    const calls = serve({ body: { items: [refund, leftover, takenAsPending], total: 3 } });
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
    expect(within(items[1]!).queryByText(/^O provedor aceitou a devolução/)).not.toBeInTheDocument();
    // One the provider took and still has pending says so, and cannot be paid back by the team.
    expect(within(items[2]!).getByText(/^O provedor aceitou a devolução e ainda não a concluiu/)).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: /Registrar devolução/ })).not.toBeInTheDocument();
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
    // Not a request waiting on the provider: no attempts line, nothing to ask again or record.
    expect(within(item!).queryByText(/Ainda sem resposta do provedor/)).not.toBeInTheDocument();
    expect(within(item!).queryByRole('button')).not.toBeInTheDocument();
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

  it("asks the provider again for one item and says what it answered", async () => {
    const calls = mockFetch({
      '/api/operador/pagamentos': () => ({ body: { items: [payout], total: 1 } }),
      '/api/operador/resumo': () => ({ body: {} }),
      [`${itemPath(payout)}/tentar`]: () => ({ body: { outcome: 'falhou', message: 'O provedor respondeu com erro de novo.' } }),
    });
    render(<Toaster />);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Tentar agora: Repasse ao cuidador de R\$\s405,00$/ }));
    expect(await screen.findByText('O provedor respondeu com erro de novo.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${itemPath(payout)}/tentar`).map((call) => call.init?.method)).toEqual(['POST']);
    // The list is read again after the answer.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/operador/pagamentos').length).toBeGreaterThan(1));
  });

  it('offers the team’s refund only for a refund the provider refused, and checks the form before sending it', async () => {
    const posted: unknown[] = [];
    let listed = [refund, leftover, payout];
    mockFetch({
      '/api/operador/pagamentos': () => ({ body: { items: listed, total: listed.length } }),
      '/api/operador/resumo': () => ({ body: {} }),
      [`${itemPath(refund)}/devolucao-pela-equipe`]: (init) => {
        posted.push(JSON.parse(String(init?.body)));
        listed = [leftover, payout];
        return { body: { ok: true, message: 'Devolução registrada. A família recebeu o comprovante.' } };
      },
    });
    render(<Toaster />);
    renderPage();
    // The page's cards (the toaster's own list items are not among them).
    const card = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest('li')!;
    const refundCard = await card('Devolução de reserva');
    expect(within(refundCard).getByText('O provedor recusou')).toBeInTheDocument();
    expect(within(await card('Sobra do plano')).queryByRole('button', { name: /Registrar devolução/ })).not.toBeInTheDocument();
    expect(within(await card('Repasse ao cuidador')).queryByRole('button', { name: /Registrar devolução/ })).not.toBeInTheDocument();

    await userEvent.click(within(refundCard).getByRole('button', { name: /^Registrar devolução de R\$\s264,00 feita pela equipe$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar devolução feita pela equipe' });
    expect(dialog).toHaveTextContent(/O provedor recusou devolver R\$\s264,00 a Marta Ribeiro\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar devolução' }));
    expect(await within(dialog).findByText('Escolha como a equipe devolveu o valor: Pix ou transferência bancária.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Informe a referência da transferência/)).toBeInTheDocument();
    expect(within(dialog).getByText('Confirme que o valor já saiu da conta do Cuidar para a família.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: /^Pix/ }));
    await userEvent.type(within(dialog).getByLabelText('Referência da transferência'), 'E18236120202611301500s0123456789');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Confirmo que R\$\s264,00 já saíram da conta do Cuidar para Marta Ribeiro\.$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar devolução' }));
    expect(await screen.findByText('Devolução registrada. A família recebeu o comprovante.')).toBeInTheDocument();
    expect(posted).toEqual([{ metodo: 'pix', referencia: 'E18236120202611301500s0123456789', confirmado: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Read again: the refund is no longer stuck.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Devolução de reserva' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Sobra do plano' })).toBeInTheDocument();
  });
});
