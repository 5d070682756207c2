import type { BookingProblemDto } from '@cuidar/domain/disputes';
import type { VisitDayDto } from '@cuidar/domain/visits';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { BookingProblem } from './booking-problem';

const id = '7d0f5c9e-1111-4a4a-9b9b-123456789abc';

function setUp(viewer: 'familia' | 'cuidador', answer: BookingProblemDto, visits: VisitDayDto[] = []) {
  const posted: unknown[] = [];
  mockFetch({
    '/api/visits': () => ({ body: { visits } }),
    [`/api/bookings/${id}/problema`]: (init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return { status: 201, body: { ok: true, message: 'Recebemos seu relato.', id: 'd1' } };
      }
      return { body: answer };
    },
  });
  renderWithProviders(<BookingProblem bookingId={id} viewer={viewer} />);
  return posted;
}

describe('BookingProblem', () => {
  it('offers the family "Tive um problema" with the deadline, and asks for a reason and words before sending', async () => {
    const posted = setUp('familia', { prazo: '2026-12-12T15:00:00.000Z', disputes: [] });
    expect(await screen.findByText('12 de dezembro de 2026 às 12:00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tive um problema' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar relato' }));
    expect(await screen.findByText('Escolha o que aconteceu.')).toBeInTheDocument();
    expect(screen.getByText('Conte o que aconteceu.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Atraso ou saída antes do horário' }));
    fireEvent.change(screen.getByLabelText('Conte o que aconteceu'), { target: { value: 'Chegou às 10h.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar relato' }));
    await waitFor(() => expect(posted).toEqual([{ motivo: 'atraso_ou_saida', descricao: 'Chegou às 10h.' }]));
    // Two dialogs and a form on a loaded 2-core machine: more than the default 5 s at times.
  }, 15_000);

  it("repeats in the dialog each past day's booked hours beside the recorded arrival and departure, and a no-show", async () => {
    const day = (reservaId: string, start: string, end: string, extra: Partial<VisitDayDto>): VisitDayDto => ({
      reservaId,
      pedidoId: id,
      counterpartName: 'Renata',
      start,
      end,
      checkIn: null,
      checkOut: null,
      lateAt: null,
      noShowAt: null,
      canCheckIn: false,
      canCheckOut: false,
      emergencyCardOpen: false,
      ...extra,
    });
    const other = { ...day('9d0f5c9e-3333-4a4a-9b9b-123456789abc', '2026-01-05T11:00:00.000Z', '2026-01-05T15:00:00.000Z', {}), pedidoId: '8d0f5c9e-2222-4a4a-9b9b-123456789abc' };
    setUp('familia', { prazo: '2026-12-12T15:00:00.000Z', disputes: [] }, [
      day('6d0f5c9e-4444-4a4a-9b9b-123456789abc', '2026-01-07T11:00:00.000Z', '2026-01-07T15:00:00.000Z', {
        checkIn: { at: '2026-01-07T11:42:00.000Z', method: 'qr', confirmedAt: '2026-01-07T11:42:00.000Z' },
        checkOut: { at: '2026-01-07T14:10:00.000Z', method: 'botao', confirmedAt: null },
      }),
      day('5d0f5c9e-5555-4a4a-9b9b-123456789abc', '2026-01-08T11:00:00.000Z', '2026-01-08T15:00:00.000Z', { noShowAt: '2026-01-08T12:00:00.000Z' }),
      other,
      // A day still ahead has nothing to dispute yet.
      day('4d0f5c9e-6666-4a4a-9b9b-123456789abc', '2099-01-09T11:00:00.000Z', '2099-01-09T15:00:00.000Z', {}),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Tive um problema' }));
    const times = await screen.findByRole('region', { name: 'Horários destes dias' });
    expect(times).toHaveTextContent('Reservado: 07/01, 08:00 às 12:00');
    expect(times).toHaveTextContent('Chegada: 08:42 pelo QR de presença · Saída: 11:10 pelo botão (não confirmada pela família)');
    expect(times).toHaveTextContent('Reservado: 08/01, 08:00 às 12:00');
    expect(times).toHaveTextContent('Falta registrada: o valor deste dia já foi devolvido');
    expect(times).not.toHaveTextContent('05/01');
    expect(times).not.toHaveTextContent('09/01');
  }, 15_000);

  it("shows the caregiver the reason, the outcome and the team's note, never the family's words or the button", async () => {
    setUp('cuidador', {
      prazo: null,
      disputes: [
        {
          id: 'd1',
          status: 'decidida',
          motivo: 'atraso_ou_saida',
          descricao: null,
          abertaEm: '2026-12-10T16:00:00.000Z',
          retidoCentavos: 22_000,
          decisao: 'reembolso_parcial',
          reembolsoCentavos: 15_000,
          nota: 'Chegou duas horas atrasada.',
          decididaEm: '2026-12-11T13:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByText('Problema relatado pela família')).toBeInTheDocument();
    expect(screen.getByText('Parte do valor devolvida à família')).toBeInTheDocument();
    expect(screen.getByText('R$ 150,00')).toBeInTheDocument();
    expect(screen.getByText('Chegou duas horas atrasada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tive um problema' })).toBeNull();
  });

  it('shows nothing without a window or a dispute', async () => {
    setUp('familia', { prazo: null, disputes: [] });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.queryByText('Tive um problema')).toBeNull();
  });
});
