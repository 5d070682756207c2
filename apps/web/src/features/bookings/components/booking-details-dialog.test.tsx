import type { BookingDto } from '@cuidar/domain/bookings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { BookingDetailsDialog } from './booking-details-dialog';

// The price row says how the booking was priced (docs/product.md#plan-care, #single-shift): an
// hourly rate only where one applies.

const booking: BookingDto = {
  id: '0d6c1a8e-6f1b-4c1e-9a43-2f7b9d1e5c10',
  status: 'confirmada',
  dias: 1,
  dataInicio: '2026-12-08',
  dataFim: '2026-12-08',
  horaInicio: '07:00',
  horaFim: '19:00',
  startDatetime: '2026-12-08T10:00:00.000Z',
  endDatetime: '2026-12-08T22:00:00.000Z',
  precoHoraCentavos: 1125,
  precoTotalCentavos: 13500,
  taxaServicoCentavos: 1500,
  totalCentavos: 15000,
  pagamentoExpiraEm: null,
  createdAt: '2026-12-01T12:00:00.000Z',
  counterpart: { id: 'cuid-1', firstName: 'Ana', lastName: 'Souza', avatarUrl: null, rating: 4.8 },
  review: null,
  diasSemana: null,
  modalidade: 'por_hora',
  pagoPeloPlano: false,
};

function priceOf(shown: BookingDto) {
  mockFetch({ [`/api/bookings/${shown.id}`]: () => ({ body: { booking: shown } }) });
  const { unmount } = renderWithProviders(<BookingDetailsDialog booking={shown} onOpenChange={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Detalhes da reserva' });
  const row = within(dialog).getByText(/^(Valor por hora|Preço)$/);
  const text = `${row.textContent}: ${row.nextElementSibling?.textContent}`;
  unmount();
  return text;
}

describe('booking details: the price row', () => {
  it('shows the hourly rate of a booking priced by the hour', () => {
    expect(priceOf(booking)).toMatch(/^Valor por hora: R\$\s11,25$/);
  });

  it("says a care plan's shifts are paid from the plan, with no hourly rate", () => {
    expect(priceOf({ ...booking, pagoPeloPlano: true })).toBe('Preço: Plantões do seu plano de cuidado, pagos pela conta do plano');
  });

  it('says a Plantão Avulso has a fixed price', () => {
    expect(priceOf({ ...booking, modalidade: 'avulso' })).toBe('Preço: Plantão Avulso: preço fechado');
  });
});
