import type { BookingDto } from '@cuidar/domain/bookings';
import type { BookingOccurrenceDto, OccurrenceCancellationQuoteDto } from '@cuidar/domain/occurrence-cancellation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { OccurrenceCancelDialog } from './occurrence-cancel-dialog';
import { SeriesOccurrences } from './series-occurrences';

const bookingId = '7d0f5c9e-1111-4a4a-9b9b-123456789abc';
const occurrence = { id: '9a0f5c9e-2222-4a4a-9b9b-123456789abc', data: '2026-12-09' };

const quote = (over: Partial<OccurrenceCancellationQuoteDto>): OccurrenceCancellationQuoteDto => ({
  cancelledBy: 'familia',
  rule: 'familia_antecedencia',
  subtotalCents: 20_000,
  feeCents: 2_000,
  firstDayCents: 20_000,
  refundToFamilyCents: 22_000,
  toCaregiverCents: 0,
  feeKeptCents: 0,
  start: '2026-12-09T11:00:00.000Z',
  deliveredCents: 0,
  escopo: 'dia',
  ocorrencias: [occurrence],
  restantes: 5,
  totalCents: 22_000,
  pagoPeloPlano: false,
  ...over,
});

function setUp(side: 'familia' | 'cuidador', escopo: 'dia' | 'seguintes', answer: OccurrenceCancellationQuoteDto) {
  const posted: unknown[] = [];
  mockFetch({
    [`/api/bookings/${bookingId}/occurrences/${occurrence.id}/cancellation-quote?escopo=${escopo}`]: () => ({ body: { quote: answer } }),
    [`/api/bookings/${bookingId}/occurrences/${occurrence.id}/cancel`]: (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return { body: { ok: true, message: 'Dia cancelado. O cuidador foi avisado.' } };
    },
    [`/api/bookings/${bookingId}/occurrences`]: () => ({ body: { ocorrencias: [] } }),
  });
  const closed: boolean[] = [];
  renderWithProviders(<OccurrenceCancelDialog bookingId={bookingId} occurrence={occurrence} escopo={escopo} side={side} onOpenChange={(open) => closed.push(open)} />);
  return { posted, closed };
}

describe('OccurrenceCancelDialog', () => {
  it('one day, a family in time: names the day, the full refund of it and the days that stay; sends the reason', async () => {
    const { posted, closed } = setUp('familia', 'dia', quote({}));
    expect(screen.getByRole('dialog', { name: 'Cancelar um dia da reserva' })).toBeInTheDocument();
    expect(await screen.findByText('Dias que serão cancelados: quarta-feira, 9 de dezembro.')).toBeInTheDocument();
    expect(
      screen.getByText('Faltam mais de 24 horas para o primeiro dia cancelado: pela política de cancelamento, R$ 220,00 (o valor integral desses dias) serão devolvidos a você.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Continuam reservados: 5 dias.')).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: 'Confirmar cancelamento' });
    fireEvent.click(confirm);
    expect(await screen.findByText('Escolha o motivo do cancelamento.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByLabelText('Motivo do cancelamento'), { target: { value: 'paciente_internado' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(posted).toEqual([{ escopo: 'dia', motivoCodigo: 'paciente_internado' }]));
    await waitFor(() => expect(closed).toEqual([false]));
  });

  it('the rest, a family late: half of the first day to the caregiver, the fee kept, the range of days', async () => {
    const days = ['2026-12-09', '2026-12-14', '2026-12-16', '2026-12-21'].map((data, i) => ({ id: `id-${i}`, data }));
    setUp('familia', 'seguintes', quote({ escopo: 'seguintes', rule: 'familia_tardia', ocorrencias: days, toCaregiverCents: 10_000, feeKeptCents: 8_000, refundToFamilyCents: 70_000, restantes: 0 }));
    expect(screen.getByRole('dialog', { name: 'Cancelar deste dia em diante' })).toBeInTheDocument();
    expect(await screen.findByText('Serão cancelados 4 dias, de quarta-feira, 9 de dezembro a segunda-feira, 21 de dezembro.')).toBeInTheDocument();
    expect(
      screen.getByText('Faltam menos de 24 horas para o primeiro dia cancelado: pela política de cancelamento, R$ 100,00 (metade desse dia) ficam com o cuidador e R$ 700,00 serão devolvidos a você.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A taxa da plataforma (R$ 80,00) não é devolvida.')).toBeInTheDocument();
    expect(screen.getByText('Não sobra nenhum dia: a reserva inteira fica cancelada.')).toBeInTheDocument();
  });

  it('a caregiver: the family gets everything of those days back; only the caregiver’s reasons are offered', async () => {
    const { posted } = setUp('cuidador', 'dia', quote({ cancelledBy: 'cuidador', rule: 'cuidador' }));
    expect(await screen.findByText('A família recebe de volta R$ 220,00, o valor integral desses dias. O cancelamento fica registrado com seu motivo.')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Escolha um motivo', 'Problema de saúde', 'Emergência familiar', 'Conflito de agenda', 'Problema de transporte', 'Outro motivo']);
    fireEvent.change(screen.getByLabelText('Motivo do cancelamento'), { target: { value: 'outro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Descreva o motivo do cancelamento.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Descreva o motivo'), { target: { value: 'Mudança de cidade' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(posted).toEqual([{ escopo: 'dia', motivoCodigo: 'outro', motivo: 'Mudança de cidade' }]));
  });
});

describe('SeriesOccurrences', () => {
  const booking: BookingDto = {
    id: bookingId,
    status: 'confirmada',
    dias: 3,
    dataInicio: '2026-12-07',
    dataFim: '2026-12-14',
    horaInicio: '08:00',
    horaFim: '12:00',
    startDatetime: '2026-12-07T11:00:00.000Z',
    endDatetime: '2026-12-14T15:00:00.000Z',
    precoHoraCentavos: 5000,
    precoTotalCentavos: 60_000,
    taxaServicoCentavos: 6_000,
    totalCentavos: 66_000,
    pagamentoExpiraEm: null,
    createdAt: '2026-12-01T12:00:00.000Z',
    counterpart: { id: 'x', firstName: 'Joana', lastName: 'Prado', avatarUrl: null, rating: null },
    review: null,
    diasSemana: [1, 3],
    modalidade: 'por_hora',
    pagoPeloPlano: false,
  };
  const row = (id: string, data: string, over: Partial<BookingOccurrenceDto> = {}): BookingOccurrenceDto => ({
    id,
    data,
    inicio: `${data}T11:00:00.000Z`,
    fim: `${data}T15:00:00.000Z`,
    situacao: 'ativa',
    podeCancelar: true,
    cancelamento: null,
    ...over,
  });

  it('lists the days when opened: a started day has no action, a cancelled one says who, the last standing one offers only itself', async () => {
    mockFetch({
      [`/api/bookings/${bookingId}/occurrences`]: () => ({
        body: {
          ocorrencias: [
            row('a', '2026-12-07', { situacao: 'iniciada', podeCancelar: false }),
            row('b', '2026-12-09'),
            row('c', '2026-12-14', { situacao: 'cancelada', podeCancelar: false, cancelamento: { canceladoPor: 'familia', canceladoEm: '2026-12-02T12:00:00.000Z', motivo: 'Viagem' } }),
            row('d', '2026-12-16'),
          ],
        },
      }),
    });
    renderWithProviders(<SeriesOccurrences booking={booking} side="familia" />);
    fireEvent.click(screen.getByText('Dias da reserva (3)'));
    const list = await screen.findByRole('list', { name: 'Dias da reserva' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Já começou')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Cancelar só o dia quarta-feira, 9 de dezembro' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Cancelar de quarta-feira, 9 de dezembro em diante' })).toBeInTheDocument();
    expect(within(items[2]!).getByText('Cancelado pela família')).toBeInTheDocument();
    expect(within(items[3]!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar só este dia']);
  });
});
