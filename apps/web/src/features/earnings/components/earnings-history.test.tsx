import { formatCentavos } from '@cuidar/domain/format';
import type { PayoutDto } from '@cuidar/domain/payouts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PayoutList } from './earnings-history';

// 'Saldo e Ganhos' lists the transfers; each one sent links to its receipt (docs/product.md#receipts).

const sent: PayoutDto = {
  id: '0b7e8a3c-4d5e-4f60-8a1b-2c3d4e5f6a7b',
  amountCents: 20000,
  status: 'paid',
  keyType: 'email',
  keyMasked: 'jo***@exemplo.com.br',
  destino: 'Chave Pix jo***@exemplo.com.br',
  requestedAt: '2026-11-25T13:00:00.000Z',
  paidAt: '2026-11-25T13:00:05.000Z',
  receiptId: '9c1d2e3f-4a5b-4c6d-8e7f-1a2b3c4d5e6f',
};
const refused: PayoutDto = { ...sent, id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', status: 'failed', paidAt: null, receiptId: null, requestedAt: '2026-11-18T13:00:00.000Z' };

describe('the list of transfers', () => {
  it('links each sent transfer to its receipt, named by amount and day, and no link for a refused one', () => {
    renderWithProviders(<PayoutList payouts={[sent, refused]} />);
    const link = screen.getByRole('link', { name: `Ver comprovante da transferência de ${formatCentavos(20000)} em 25/11/2026` });
    expect(link).toHaveAttribute('href', `/recibos/${sent.receiptId}`);
    expect(link).toHaveTextContent('Ver comprovante');
    const [, second] = screen.getAllByRole('listitem');
    expect(within(second!).getByText('Não realizada')).toBeInTheDocument();
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    // Where each went, as the server says it.
    expect(screen.getAllByText(/Chave Pix jo\*\*\*@exemplo\.com\.br/)).toHaveLength(2);
  });

  it('says a transfer through Stripe went to the Stripe account, not to the Pix key', () => {
    renderWithProviders(<PayoutList payouts={[{ ...sent, destino: 'Conta de recebimento no Stripe' }]} />);
    expect(screen.getByText(/Conta de recebimento no Stripe/)).toBeInTheDocument();
    expect(screen.queryByText(/jo\*\*\*@exemplo/)).not.toBeInTheDocument();
  });
});
