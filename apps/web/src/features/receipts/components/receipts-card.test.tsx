import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ReceiptsCard } from './receipts-card';

// 'Pagamentos e recibos' on the family dashboard (docs/product.md#receipts).

describe('ReceiptsCard', () => {
  it('lists each receipt with its amount and a link to its page', async () => {
    mockFetch({
      '/api/receipts': () => ({
        body: {
          receipts: [
            { id: 'r2', number: 2, kind: 'booking_refund', title: 'Comprovante de reembolso de reserva', issuedAt: '2026-12-02T12:00:00.000Z', amountCents: 44000, description: 'Atendimento de Joana Prado: 05 de dezembro' },
            { id: 'r1', number: 1, kind: 'booking_payment', title: 'Recibo de pagamento de reserva', issuedAt: '2026-12-01T12:00:00.000Z', amountCents: 44000, description: 'Atendimento de Joana Prado: 05 de dezembro' },
          ],
        },
      }),
    });
    renderWithProviders(<ReceiptsCard />);
    const links = await screen.findAllByRole('link', { name: /Ver recibo/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/recibos/r2', '/recibos/r1']);
    expect(screen.getByText('Recibo nº 000001')).toBeTruthy();
    expect(screen.getAllByText(/^R\$\s440,00$/)).toHaveLength(2);
  });

  it('says so when there is nothing yet', async () => {
    mockFetch({ '/api/receipts': () => ({ body: { receipts: [] } }) });
    renderWithProviders(<ReceiptsCard />);
    expect(await screen.findByText(/Nenhum pagamento ainda/)).toBeTruthy();
  });

  it('shows the error with a way to try again', async () => {
    mockFetch({ '/api/receipts': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Erro interno' } } }) });
    renderWithProviders(<ReceiptsCard />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
