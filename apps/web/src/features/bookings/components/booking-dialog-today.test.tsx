import { saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { BookingDialog } from './booking-dialog';

// Today's hours that already went by (docs/product.md#bookings): the dialog says so on the first
// step, before any price is asked, and a refusal the quote brings is shown on the second step.

const caregiver = { id: '3f1c2b9a-0000-4000-8000-000000000002', firstName: 'Renata', lastName: 'Alves', precoHoraCentavos: 5000 };
const session = () => ({ body: { user: { id: 'f1', email: 'f@exemplo.com.br', emailVerified: true, role: 'familia', firstName: 'Beatriz', lastName: 'Campos', avatarUrl: null } } });
const calendar = () => ({ body: { hasDeclaredAvailability: false, precoHoraCentavos: 5000, slots: [], busy: [] } });

async function chooseToday(start: string, end: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Agendar cuidador' });
  await waitFor(() => expect(dialog.querySelector(`button[data-date="${todayInSaoPaulo()}"]`)).not.toBeNull());
  fireEvent.click(dialog.querySelector(`button[data-date="${todayInSaoPaulo()}"]`)!);
  fireEvent.change(within(dialog).getByLabelText('Início'), { target: { value: start } });
  fireEvent.change(within(dialog).getByLabelText('Fim'), { target: { value: end } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  return dialog;
}

describe("the booking dialog and today's hours", () => {
  // Noon in São Paulo, whenever the suite runs (only the clock is fake; timers run as usual).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(saoPauloToInstant(todayInSaoPaulo(), '12:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('stays on the first step and says why when the start already went by', async () => {
    const calls = mockFetch({ '/api/session': session, [`/api/caregivers/${caregiver.id}/booking-calendar`]: calendar });
    render(<Toaster />);
    renderWithProviders(<BookingDialog caregiver={caregiver} open onOpenChange={() => undefined} />);
    const dialog = await chooseToday('08:00', '11:00');
    expect(await screen.findByText('Esse horário de hoje já passou. Escolha um horário futuro.')).toBeTruthy();
    expect(within(dialog).getByText('Passo 1 de 2')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/bookings/quote'))).toBe(false);
  });

  it("shows the server's refusal on the second step instead of a price", async () => {
    const today = todayInSaoPaulo();
    const quotePath = `/api/bookings/quote?${new URLSearchParams({ cuidadorId: caregiver.id, dataInicio: today, dataFim: today, horaInicio: '15:00', horaFim: '18:00' }).toString()}`;
    mockFetch({
      '/api/session': session,
      [`/api/caregivers/${caregiver.id}/booking-calendar`]: calendar,
      // The server's clock may be ahead of the browser's: its answer is the one shown.
      [quotePath]: () => ({ status: 400, body: { error: { code: 'VALIDATION', message: 'Esse horário de hoje já passou. Escolha um horário futuro.', field: 'horaInicio' } } }),
    });
    renderWithProviders(<BookingDialog caregiver={caregiver} open onOpenChange={() => undefined} />);
    const dialog = await chooseToday('15:00', '18:00');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Esse horário de hoje já passou. Escolha um horário futuro.');
  });
});
