import type { VisitDayDto } from '@cuidar/domain/visits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { useFamilyVisits } from '@/features/relatives/api/followed-family';
import { VisitDaysCard, type FollowerSource } from './visit-days-card';

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

  it("shows a relative the family's days from their own query, read-only unless the family granted confirming (docs/product.md#relatives)", async () => {
    const late = { ...day, reservaId: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a05', start: '2026-12-02T11:00:00.000Z', end: '2026-12-02T15:00:00.000Z', checkIn: null, lateAt: '2026-12-02T11:16:00.000Z' };
    const familiaId = 'familia-seguida';
    function Follower({ confirm }: { confirm: FollowerSource['confirm'] }) {
      const query = useFamilyVisits(familiaId);
      return <VisitDaysCard side="familia" follower={{ query, confirm }} />;
    }
    const calls = mockFetch({ [`/api/familiar/familias/${familiaId}/visitas`]: () => ({ body: { visits: [day, late] } }) });
    const { unmount } = renderWithProviders(<Follower confirm={null} />);
    const item = await screen.findByRole('listitem', { name: /Atendimento de 01\/12, 08:00 às 12:00 com Maria/ });
    expect(within(item).getByText(/não confirmada pela família/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    // A relative cannot book: no 'Encontrar substituto' on a late day.
    expect(screen.getByText('Atrasado: sem registro de chegada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Encontrar substituto' })).toBeNull();
    // The family's own list is never asked for.
    expect(calls.filter((c) => c.path === '/api/visits')).toHaveLength(0);
    unmount();

    const sent: unknown[] = [];
    const user = userEvent.setup();
    renderWithProviders(<Follower confirm={{ isPending: false, mutate: (v) => void sent.push(v) }} />);
    const granted = await screen.findByRole('listitem', { name: /Atendimento de 01\/12, 08:00 às 12:00 com Maria/ });
    await user.click(within(granted).getByRole('button', { name: 'Confirmar' }));
    expect(sent).toEqual([{ reservaId: day.reservaId, moment: 'chegada' }]);
  });
});
