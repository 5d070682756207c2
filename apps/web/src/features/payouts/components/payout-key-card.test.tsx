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

  it('with payouts through Stripe, does not say the money goes to the key', async () => {
    mockFetch({
      '/api/caregiver/payout-key': () => ({ body: { key: { tipo: 'celular', mascarada: '+55 (11) *****-4321', atualizadaEm: '2026-11-27T12:00:00.000Z' } } }),
      '/api/caregiver/payout-account': () => ({ body: { required: true, status: 'pronta' } }),
    });
    renderWithProviders(<PayoutKeyCard />);
    expect(await screen.findByText(/com o Stripe, as transferências vão para a conta de recebimento abaixo/)).toBeInTheDocument();
    expect(screen.queryByText('Seu saldo disponível é transferido para esta chave uma vez por semana.')).not.toBeInTheDocument();
  });
});
