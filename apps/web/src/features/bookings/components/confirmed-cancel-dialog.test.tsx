import type { CancellationQuoteDto } from '@cuidar/domain/booking-details';
import type { BookingDto } from '@cuidar/domain/bookings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ConfirmedCancelDialog } from './confirmed-cancel-dialog';

const booking: BookingDto = {
  id: '7d0f5c9e-1111-4a4a-9b9b-123456789abc',
  status: 'confirmada',
  dias: 2,
  dataInicio: '2026-12-10',
  dataFim: '2026-12-11',
  horaInicio: '08:00',
  horaFim: '12:30',
  startDatetime: '2026-12-10T11:00:00.000Z',
  endDatetime: '2026-12-11T15:30:00.000Z',
  precoHoraCentavos: 5000,
  precoTotalCentavos: 45_000,
  taxaServicoCentavos: 4_500,
  totalCentavos: 49_500,
  pagamentoExpiraEm: null,
  createdAt: '2026-12-01T12:00:00.000Z',
  counterpart: { id: 'x', firstName: 'Joana', lastName: 'Prado', avatarUrl: null, rating: null },
  review: null,
  diasSemana: null,
  modalidade: 'por_hora',
  pagoPeloPlano: false,
};

const quote = (over: Partial<CancellationQuoteDto>): CancellationQuoteDto => ({
  cancelledBy: 'familia',
  rule: 'familia_tardia',
  subtotalCents: 45_000,
  feeCents: 0,
  firstDayCents: 22_500,
  refundToFamilyCents: 33_750,
  toCaregiverCents: 11_250,
  feeKeptCents: 0,
  start: booking.startDatetime,
  deliveredCents: 0,
  pagoPeloPlano: false,
  ...over,
});

function setUp(side: 'familia' | 'cuidador', answer: CancellationQuoteDto) {
  const posted: { path: string; body: unknown }[] = [];
  const record = (path: string) => (init?: RequestInit) => {
    posted.push({ path, body: JSON.parse(String(init?.body)) });
    return { body: { ok: true, message: 'Reserva cancelada.' } };
  };
  mockFetch({
    [`/api/bookings/${booking.id}/cancellation-quote`]: () => ({ body: { quote: answer } }),
    [`/api/bookings/${booking.id}/cancel`]: record('cancel'),
    [`/api/bookings/${booking.id}/caregiver-cancel`]: record('caregiver-cancel'),
  });
  renderWithProviders(<ConfirmedCancelDialog booking={booking} side={side} open onOpenChange={() => undefined} />);
  return posted;
}

describe('ConfirmedCancelDialog', () => {
  it('a family cancelling late reads what stays with the caregiver and what comes back, in R$', async () => {
    setUp('familia', quote({}));
    expect(
      await screen.findByText(
        'Faltam menos de 24 horas para o início: pela política de cancelamento, R$ 112,50 (metade do primeiro dia) ficam com o cuidador e R$ 337,50 serão devolvidos a você.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Os dias voltam a ficar livres na agenda do cuidador.')).toBeInTheDocument();
  });

  it("a care plan's booking says the money goes back to the plan's account, not to the card", async () => {
    setUp('familia', quote({ pagoPeloPlano: true }));
    expect(await screen.findByText('Como esta reserva é do seu plano, o valor devolvido volta para a conta do plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.')).toBeInTheDocument();
  });

  it('requires a reason, and words for "Outro motivo", before sending the family’s cancellation', async () => {
    const posted = setUp('familia', quote({ rule: 'familia_antecedencia', refundToFamilyCents: 45_000, toCaregiverCents: 0 }));
    await screen.findByText(/R\$ 450,00 \(o valor integral\) serão devolvidos a você/);
    const confirm = screen.getByRole('button', { name: 'Confirmar cancelamento' });
    fireEvent.click(confirm);
    expect(await screen.findByText('Escolha o motivo do cancelamento.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Motivo do cancelamento'), { target: { value: 'outro' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Descreva o motivo do cancelamento.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Descreva o motivo'), { target: { value: 'Viagem da família' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(posted).toEqual([{ path: 'cancel', body: { motivoCodigo: 'outro', motivo: 'Viagem da família' } }]));
  });

  it('a caregiver sees the full refund and the reliability mark, and cancels with their own reasons', async () => {
    const posted = setUp('cuidador', quote({ cancelledBy: 'cuidador', rule: 'cuidador', refundToFamilyCents: 45_000, toCaregiverCents: 0 }));
    expect(
      await screen.findByText('A família recebe de volta R$ 450,00, o valor integral. O cancelamento fica registrado no seu histórico de confiabilidade.'),
    ).toBeInTheDocument();
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Escolha um motivo', 'Problema de saúde', 'Emergência familiar', 'Conflito de agenda', 'Problema de transporte', 'Outro motivo']);
    fireEvent.change(screen.getByLabelText('Motivo do cancelamento'), { target: { value: 'problema_de_saude' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'caregiver-cancel', body: { motivoCodigo: 'problema_de_saude' } }]));
  });

  it('after the start, says the days begun are paid as usual and splits only the rest', async () => {
    setUp('familia', quote({ deliveredCents: 24_750, subtotalCents: 22_500, firstDayCents: 22_500, refundToFamilyCents: 11_250, toCaregiverCents: 11_250 }));
    expect(await screen.findByText('A reserva já começou: os dias já iniciados (R$ 247,50) são pagos ao cuidador normalmente.')).toBeInTheDocument();
    expect(screen.getByText('Dos dias que ainda não começaram, R$ 112,50 (metade do próximo dia) ficam com o cuidador e R$ 112,50 serão devolvidos a você.')).toBeInTheDocument();
  });
});
