import type { VisitDayDto } from '@cuidar/domain/visits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { VisitDaysCard } from './visit-days-card';

// 'Chegada e saída' (docs/product.md#visits): the actual times beside the booked ones; a button's
// arrival waits for the family ('Maria diz que chegou às 08:04 — Confirmar?'); the caregiver's
// 'Cheguei' shows only while the window is open.

const day: VisitDayDto = {
  reservaId: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a02',
  pedidoId: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a01',
  counterpartName: 'Maria',
  start: '2026-12-01T11:00:00.000Z',
  end: '2026-12-01T15:00:00.000Z',
  checkIn: { at: '2026-12-01T11:04:00.000Z', method: 'botao', confirmedAt: null },
  checkOut: null,
  lateAt: null,
  noShowAt: null,
  canCheckIn: false,
  canCheckOut: false,
  emergencyCardOpen: false,
};

describe('VisitDaysCard', () => {
  it("shows the family the booked and actual times and confirms the caregiver's 'Cheguei'", async () => {
    const calls = mockFetch({
      '/api/visits': () => ({ body: { visits: [day] } }),
      [`/api/visits/${day.reservaId}/confirm`]: () => ({ body: { visit: { ...day, checkIn: { ...day.checkIn!, confirmedAt: '2026-12-01T11:10:00.000Z' } } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<VisitDaysCard side="familia" />);
    const item = await screen.findByRole('listitem', { name: /Atendimento de 01\/12, 08:00 às 12:00 com Maria/ });
    expect(within(item).getByText(/não confirmada pela família/)).toBeInTheDocument();
    expect(within(item).getByText('Maria diz que chegou às 08:04 — Confirmar?')).toBeInTheDocument();
    expect(within(item).getByText(/ainda não registrada/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Confirmar' }));
    const sent = calls.find((c) => c.path.endsWith('/confirm'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ momento: 'chegada' });
  });

  it("offers the caregiver 'Cheguei' only while check-in is open, and says a no-show", async () => {
    const calls = mockFetch({
      '/api/visits': () => ({
        body: {
          visits: [
            { ...day, reservaId: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a03', checkIn: null, canCheckIn: true },
            { ...day, reservaId: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a04', checkIn: null, noShowAt: '2026-12-01T12:00:00.000Z', start: '2026-11-30T11:00:00.000Z', end: '2026-11-30T15:00:00.000Z' },
          ],
        },
      }),
      '/api/visits/6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a03/check-in': () => ({ body: { action: 'chegada', visit: { ...day, checkIn: { at: '2026-12-01T11:02:00.000Z', method: 'botao', confirmedAt: null } } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<VisitDaysCard side="cuidador" />);
    const buttons = await screen.findAllByRole('button', { name: 'Cheguei' });
    expect(buttons).toHaveLength(1);
    expect(screen.getByText('Falta: o valor deste dia foi devolvido')).toBeInTheDocument();
    await user.click(buttons[0]!);
    expect(calls.some((c) => c.path.endsWith('/check-in') && c.init?.method === 'POST')).toBe(true);
  });
});
