import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { PayoutKeyCard } from './payout-key-card';

function setUp(initial: unknown = null) {
  const saved: unknown[] = [];
  let key = initial;
  mockFetch({
    '/api/caregiver/payout-key': (init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { tipo: string; valor: string };
        saved.push(body);
        key = { tipo: body.tipo, mascarada: '+55 (11) *****-4321', atualizadaEm: '2026-11-27T12:00:00.000Z' };
      }
      return { body: { key } };
    },
    '/api/caregiver/payout-account': () => ({ body: { required: false, status: null } }),
  });
  renderWithProviders(<PayoutKeyCard />);
  return saved;
}

describe("'Chave Pix para receber'", () => {
  it('says money waits without a key, refuses a landline in the browser and sends the mobile normalized', async () => {
    const saved = setUp();
    expect(await screen.findByText(/Nenhuma chave cadastrada/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar chave Pix' }));
    fireEvent.change(await screen.findByLabelText('Tipo de chave'), { target: { value: 'celular' } });
    fireEvent.change(screen.getByLabelText('Chave Pix'), { target: { value: '(11) 3333-4444' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    expect(await screen.findByText(/Celular inválido/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Chave Pix'), { target: { value: '(11) 98765-4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() => expect(saved).toEqual([{ tipo: 'celular', valor: '+5511987654321' }]));
    expect(await screen.findByText('+55 (11) *****-4321')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar chave Pix' })).toBeInTheDocument();
  });

  it('shows only the masked key', async () => {
    setUp({ tipo: 'cpf', mascarada: '***.982.247-**', atualizadaEm: '2026-11-20T12:00:00.000Z' });
    expect(await screen.findByText('***.982.247-**')).toBeInTheDocument();
    expect(screen.getByText('CPF')).toBeInTheDocument();
    expect(screen.getByText('Cadastrada ou alterada em 20/11/2026')).toBeInTheDocument();
  });

  it('with payouts through Stripe, asks for no key at all', async () => {
    const calls = mockFetch({
      '/api/caregiver/payout-key': () => ({ body: { key: null } }),
      '/api/caregiver/payout-account': () => ({ body: { required: true, status: 'nao_conectada' } }),
    });
    const { container } = renderWithProviders(<PayoutKeyCard />);
    await waitFor(() => expect(calls.map((c) => c.path).sort()).toEqual(['/api/caregiver/payout-account', '/api/caregiver/payout-key']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Nenhuma chave cadastrada/)).not.toBeInTheDocument();
  });

  it('with payouts through Stripe, says a key saved before is not used and removes it when asked', async () => {
    const removed: string[] = [];
    let key: unknown = { tipo: 'celular', mascarada: '+55 (11) *****-4321', atualizadaEm: '2026-11-27T12:00:00.000Z' };
    mockFetch({
      '/api/caregiver/payout-key': (init) => {
        if (init?.method === 'DELETE') {
          removed.push('DELETE');
          key = null;
        }
        return { body: { key } };
      },
      '/api/caregiver/payout-account': () => ({ body: { required: true, status: 'pronta' } }),
    });
    renderWithProviders(<PayoutKeyCard />);
    expect(await screen.findByText(/A chave Pix que você cadastrou antes não é usada/)).toBeInTheDocument();
    expect(screen.queryByText('Seu saldo disponível é transferido para esta chave uma vez por semana.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar chave Pix' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remover chave Pix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover a chave Pix?' });
    expect(dialog).toHaveTextContent('Ela não é usada nos seus repasses');
    fireEvent.click(screen.getByRole('button', { name: 'Sim, remover' }));
    await waitFor(() => expect(removed).toEqual(['DELETE']));
    await waitFor(() => expect(screen.queryByText('+55 (11) *****-4321')).not.toBeInTheDocument());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
