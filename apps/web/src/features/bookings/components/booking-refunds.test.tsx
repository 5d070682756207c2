import type { BookingRefundDto } from '@cuidar/domain/booking-payments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { BookingRefunds } from './booking-refunds';

// A family sees each refund of its request and where it is (docs/product.md#booking-payments).

const id = '0d6c1a8e-6f1b-4c1e-9a43-2f7b9d1e5c10';
const base: BookingRefundDto = {
  id: '6a1d2c3e-0000-4000-8000-000000000001',
  amountCents: 15000,
  reason: 'cancelada',
  method: 'card',
  state: 'em_andamento',
  requestedAt: '2026-12-01T12:00:00.000Z',
  refundedAt: null,
  receiptId: null,
  teamMethod: null,
};

const show = (refunds: BookingRefundDto[], status = 200) => {
  mockFetch({ [`/api/bookings/${id}/refunds`]: () => (status === 200 ? { body: { refunds } } : { status, body: { error: { code: 'INTERNAL', message: 'Erro interno.' } } }) });
  return renderWithProviders(<BookingRefunds bookingId={id} />);
};

describe("'Reembolsos' in the family's booking details", () => {
  it('says where each refund is: asked, late (with a way to talk to us), or done with its receipt', async () => {
    show([
      { ...base, state: 'feito', refundedAt: '2026-12-02T12:00:00.000Z', receiptId: '6a1d2c3e-0000-4000-8000-0000000000aa', reason: 'recusada' },
      { ...base, id: '6a1d2c3e-0000-4000-8000-000000000002', state: 'atrasado', amountCents: 5000, method: 'pix', reason: 'disputa' },
      { ...base, id: '6a1d2c3e-0000-4000-8000-000000000003', amountCents: 2500 },
    ]);
    const section = await screen.findByRole('region', { name: 'Reembolsos' });
    const [done, late, asked] = within(section).getAllByRole('listitem');
    expect(done).toHaveTextContent('Devolvido');
    expect(done).toHaveTextContent('O cuidador recusou a solicitação.');
    expect(done).toHaveTextContent('Devolvido em 02/12/2026.');
    expect(within(done!).getByRole('link', { name: /Ver comprovante do reembolso de R\$\s150,00/ })).toHaveAttribute('href', '/recibos/6a1d2c3e-0000-4000-8000-0000000000aa');
    expect(late).toHaveTextContent('Atrasado');
    expect(late).toHaveTextContent('por Pix');
    expect(late).toHaveTextContent('Nossa equipe é avisada por e-mail e cuida do caso');
    expect(within(late!).getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contato');
    expect(within(late!).queryByRole('link', { name: /comprovante/ })).toBeNull();
    expect(asked).toHaveTextContent('Em andamento');
    expect(asked).toHaveTextContent('Pedido em 01/12/2026. O valor volta pelo mesmo meio de pagamento');
  });

  it('says when our team paid a refund back itself, the provider having refused it', async () => {
    show([{ ...base, state: 'feito', refundedAt: '2026-12-03T12:00:00.000Z', receiptId: '6a1d2c3e-0000-4000-8000-0000000000bb', teamMethod: 'pix' }]);
    const section = await screen.findByRole('region', { name: 'Reembolsos' });
    const [done] = within(section).getAllByRole('listitem');
    expect(done).toHaveTextContent('por Pix, pela equipe do Cuidar');
    expect(done).not.toHaveTextContent('no cartão');
    expect(done).toHaveTextContent('Devolvido em 03/12/2026. O provedor de pagamentos não conseguiu devolver pelo meio de pagamento original, então nossa equipe fez a devolução diretamente.');
    expect(within(done!).getByRole('link', { name: /Ver comprovante/ })).toHaveAttribute('href', '/recibos/6a1d2c3e-0000-4000-8000-0000000000bb');
  });

  it('shows nothing for a request with no refund', async () => {
    const calls = mockFetch({ [`/api/bookings/${id}/refunds`]: () => ({ body: { refunds: [] } }) });
    const { container } = renderWithProviders(<BookingRefunds bookingId={id} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('says so and offers to try again when the refunds cannot be read', async () => {
    show([], 500);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível ver os reembolsos desta reserva.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
