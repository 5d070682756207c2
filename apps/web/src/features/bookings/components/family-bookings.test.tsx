import type { BookingDto } from '@cuidar/domain/bookings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { useFamilyBookingActions } from '../hooks/use-family-booking-actions';
import { FamilyBookingTabs } from './family-bookings';

// 'Agendar de novo' (docs/product.md#bookings): a past booking opens the booking dialog for the
// same caregiver with the same hours; the days are chosen again.

const past: BookingDto = {
  id: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a01',
  status: 'concluida',
  dias: 1,
  dataInicio: '2026-10-05',
  dataFim: '2026-10-05',
  horaInicio: '07:30',
  horaFim: '13:00',
  startDatetime: '2026-10-05T10:30:00.000Z',
  endDatetime: '2026-10-05T16:00:00.000Z',
  precoHoraCentavos: 4500,
  precoTotalCentavos: 24800,
  taxaServicoCentavos: 2480,
  totalCentavos: 27280,
  pagamentoExpiraEm: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  counterpart: { id: 'cuid-1', firstName: 'Ana', lastName: 'Souza', avatarUrl: null, rating: 4.8 },
  review: { estrelas: 5, comentario: null },
  diasSemana: null,
  modalidade: 'por_hora',
  pagoPeloPlano: false,
};

function Page() {
  const [actions, dialogs] = useFamilyBookingActions({ onMessage: () => undefined });
  return (
    <>
      <FamilyBookingTabs {...actions} />
      {dialogs}
    </>
  );
}

describe("'Agendar de novo'", () => {
  it('opens the booking dialog for the same caregiver with the same hours', async () => {
    mockFetch({
      '/api/bookings?scope=upcoming': () => ({ body: { bookings: [] } }),
      '/api/bookings?scope=past': () => ({ body: { bookings: [past] } }),
      '/api/session': () => ({ body: { user: { id: 'fam-1', email: 'rosa@exemplo.com.br', emailVerified: true, role: 'familia', firstName: 'Rosa', lastName: 'Lima', avatarUrl: null } } }),
      '/api/caregivers/cuid-1/booking-calendar': () => ({ body: { hasDeclaredAvailability: false, precoHoraCentavos: 5000, slots: [], busy: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await user.click(await screen.findByRole('tab', { name: /Reservas Passadas/ }));
    await user.click(await screen.findByRole('button', { name: 'Agendar de novo com Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar cuidador' });
    expect(within(dialog).getByLabelText('Início')).toHaveValue('07:30');
    expect(within(dialog).getByLabelText('Fim')).toHaveValue('13:00');
    // Today's rate, not the old booking's.
    expect(await within(dialog).findByText(/Ana Souza · R\$\s50,00\/hora/)).toBeInTheDocument();
  });
});
