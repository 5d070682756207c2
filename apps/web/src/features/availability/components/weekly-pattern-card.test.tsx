import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { DaysOffCard, WeeklyPatternCard } from './weekly-pattern-card';

// 'Repetir toda semana' and 'Folgas' (docs/product.md#availability): a night range says it ends
// the next day; a change that would take a booking's hours away names the booking first and is
// sent with confirm only after the caregiver says so.


const pattern = { id: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a01', faixas: [{ dias: [1, 2, 3, 4, 5], horaInicio: '08:00', horaFim: '18:00' }], validoDe: '2026-11-23', validoAte: null };
const booking = {
  reservaId: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a02',
  pedidoId: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a03',
  startDatetime: '2026-12-02T12:00:00.000Z',
  endDatetime: '2026-12-02T15:00:00.000Z',
  status: 'confirmada',
  familia: { firstName: 'Helena' },
};

describe('weekly pattern card', () => {
  it('creates a pattern; a range ending before it starts is said to end the next day', async () => {
    const calls = mockFetch({
      '/api/availability/pattern': (init) =>
        init?.method === 'POST' ? { status: 201, body: { pattern: { ...pattern, faixas: [{ ...pattern.faixas[0], horaFim: '07:00' }] }, keptBookings: 0 } } : { body: { pattern: null, folgas: [] } },
      '/api/availability/pattern?dryRun=true': () => ({ body: { bookings: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WeeklyPatternCard />);
    expect(await screen.findByText('Você ainda não tem horários que se repetem toda semana.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar repetição semanal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar repetição semanal' });
    expect(within(dialog).getByRole('checkbox', { name: 'segunda' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'domingo' })).not.toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('Termina às'), { target: { value: '07:00' } });
    expect(await within(dialog).findByText('até 07:00 do dia seguinte')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar repetição' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Criar repetição semanal' })).toBeNull());
    const saved = calls.find((c) => c.path === '/api/availability/pattern' && c.init?.method === 'POST');
    expect(JSON.parse(String(saved!.init!.body))).toMatchObject({ faixas: [{ dias: [1, 2, 3, 4, 5], horaInicio: '08:00', horaFim: '07:00' }] });
  });

  it('shows the pattern in words', async () => {
    mockFetch({ '/api/availability/pattern': () => ({ body: { pattern, folgas: [] } }) });
    renderWithProviders(<WeeklyPatternCard />);
    const list = await screen.findByRole('list', { name: 'Horários que se repetem' });
    expect(within(list).getByText('Segunda, terça, quarta, quinta e sexta')).toBeInTheDocument();
    expect(within(list).getByText('08:00 às 18:00')).toBeInTheDocument();
    expect(screen.getByText('Vale a partir de 23/11/2026, sem data para terminar.')).toBeInTheDocument();
  });
});

describe('days off card', () => {
  it('names the booking a day off would leave without availability, and confirms only when asked', async () => {
    const calls = mockFetch({
      '/api/availability/pattern': () => ({ body: { pattern, folgas: [] } }),
      '/api/availability/days-off?dryRun=true': () => ({ body: { bookings: [booking] } }),
      '/api/availability/days-off?confirm=true': () => ({
        status: 201,
        body: { folga: { id: '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a04', dataInicio: '2026-12-02', dataFim: '2026-12-02' }, keptBookings: 1 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DaysOffCard />);
    expect(await screen.findByText('Nenhuma folga marcada.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Primeiro dia de folga'), { target: { value: '2099-12-02' } });
    fireEvent.change(screen.getByLabelText('Último dia de folga'), { target: { value: '2099-12-02' } });
    await user.click(screen.getByRole('button', { name: 'Adicionar folga' }));

    const warning = await screen.findByRole('dialog', { name: 'Você tem reservas nesse horário' });
    expect(within(warning).getByText('Quarta-feira, 2 de dezembro')).toBeInTheDocument();
    expect(within(warning).getByText(/09:00 às 12:00 · Helena · Confirmada/)).toBeInTheDocument();
    expect(within(warning).getByText(/A reserva não é cancelada/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/availability/days-off?confirm=true')).toBe(false);

    await user.click(within(warning).getByRole('button', { name: 'Fazer a mudança mesmo assim' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Você tem reservas nesse horário' })).toBeNull());
    expect(calls.filter((c) => c.path === '/api/availability/days-off?confirm=true')).toHaveLength(1);
  });
});
