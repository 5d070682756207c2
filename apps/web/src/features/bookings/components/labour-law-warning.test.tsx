import type { BookingDto } from '@cuidar/domain/bookings';
import type { VinculoWarning } from '@cuidar/domain/labour-law';
import { addMonths, weekdayOf } from '@cuidar/domain/calendar-date';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { BookingDialog } from './booking-dialog';

// The labour-law guard in the booking dialog (docs/product.md#labour-law): over two days a week
// with one caregiver the family reads what it means and cannot confirm without choosing.

const caregiver = { id: '3f1c2b9a-0000-4000-8000-000000000001', firstName: 'Renata', lastName: 'Alves', precoHoraCentavos: 5000 };
// Monday to Wednesday of the first full week of next month: inside the 90 days, one week.
const firstOfNext = `${addMonths(todayInSaoPaulo().slice(0, 7), 1)}-01`;
const monday = addDaysToDate(firstOfNext, (8 - weekdayOf(firstOfNext)) % 7);
const wednesday = addDaysToDate(monday, 2);

const warning: VinculoWarning = {
  limiteDiasPorSemana: 2,
  semanas: [{ inicio: monday, fim: addDaysToDate(monday, 6), dias: 3, diasMarcados: [monday, addDaysToDate(monday, 1), wednesday] }],
};

const booking: BookingDto = {
  id: '7d0f5c9e-1111-4a4a-9b9b-123456789abc',
  status: 'aguardando_pagamento',
  dias: 3,
  dataInicio: monday,
  dataFim: wednesday,
  horaInicio: '08:00',
  horaFim: '12:00',
  startDatetime: `${monday}T11:00:00.000Z`,
  endDatetime: `${wednesday}T15:00:00.000Z`,
  precoHoraCentavos: 5000,
  precoTotalCentavos: 60_000,
  taxaServicoCentavos: 6_000,
  totalCentavos: 66_000,
  pagamentoExpiraEm: null,
  createdAt: new Date().toISOString(),
  counterpart: { id: caregiver.id, firstName: 'Renata', lastName: 'Alves', avatarUrl: null, rating: null },
  review: null,
  diasSemana: null,
  modalidade: 'por_hora',
  pagoPeloPlano: false,
};

const quotePath = `/api/bookings/quote?${new URLSearchParams({ cuidadorId: caregiver.id, dataInicio: monday, dataFim: wednesday, horaInicio: '08:00', horaFim: '12:00' }).toString()}`;

function setUp(vinculo: VinculoWarning | null) {
  const posted: unknown[] = [];
  mockFetch({
    '/api/session': () => ({ body: { user: { id: 'f1', email: 'f@exemplo.com.br', emailVerified: true, role: 'familia', firstName: 'Beatriz', lastName: 'Campos', avatarUrl: null } } }),
    [`/api/caregivers/${caregiver.id}/booking-calendar`]: () => ({ body: { hasDeclaredAvailability: false, precoHoraCentavos: 5000, slots: [], busy: [] } }),
    [quotePath]: () => ({
      body: {
        quote: { precoHoraCentavos: 5000, precoDiaCentavos: 20_000, dias: 3, subtotalCentavos: 60_000, taxaServicoPercentual: 10, taxaServicoCentavos: 6_000, totalCentavos: 66_000 },
        vinculo,
      },
    }),
    '/api/bookings': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { booking, created: true } };
    },
  });
  renderWithProviders(<BookingDialog caregiver={caregiver} open onOpenChange={() => undefined} />);
  return posted;
}

async function chooseDaysAndContinue() {
  const dialog = await screen.findByRole('dialog', { name: 'Agendar cuidador' });
  await waitFor(() => expect(dialog.querySelector('button[data-date]')).not.toBeNull());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Próximo mês' }));
  fireEvent.click(dialog.querySelector(`button[data-date="${monday}"]`)!);
  fireEvent.click(dialog.querySelector(`button[data-date="${wednesday}"]`)!);
  fireEvent.change(within(dialog).getByLabelText('Início'), { target: { value: '08:00' } });
  fireEvent.change(within(dialog).getByLabelText('Fim'), { target: { value: '12:00' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  return dialog;
}

describe('the labour-law warning in the booking dialog', () => {
  it('explains, offers both ways out and requires a choice before confirming; the choice is sent', async () => {
    const posted = setUp(warning);
    const dialog = await chooseDaysAndContinue();

    const section = await within(dialog).findByRole('region', { name: 'Atenção: mais de 2 dias por semana com o mesmo cuidador' });
    expect(within(section).getByText(/Semana de .+: 3 dias com este cuidador/)).toBeTruthy();
    expect(within(section).getByText(/Lei Complementar 150\/2015/)).toBeTruthy();
    expect(within(section).getByText(/registrar o cuidador em carteira, fazer os recolhimentos no eSocial/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: /Ver outros cuidadores recomendados/ }).getAttribute('href')).toBe('/recomendacoes');
    expect(within(section).getByRole('link', { name: /Entenda o que é o vínculo empregatício/ }).getAttribute('href')).toBe('/vinculo-empregaticio');

    // Without a choice: nothing is sent, and the choice says why.
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar agendamento' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    expect((await within(section).findByRole('alert')).textContent).toBe('Escolha uma das opções sobre o vínculo empregatício para continuar.');
    expect(posted).toHaveLength(0);

    fireEvent.click(within(section).getByRole('radio', { name: /Vou alternar cuidadores/ }));
    expect(within(section).queryByRole('alert')).toBeNull();
    fireEvent.click(confirm);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ cuidadorId: caregiver.id, dataInicio: monday, dataFim: wednesday, vinculoEscolha: 'alternar_cuidadores' });
  });

  it('shows nothing and sends no choice when the days stay within two a week', async () => {
    const posted = setUp(null);
    const dialog = await chooseDaysAndContinue();
    const confirm = await within(dialog).findByRole('button', { name: 'Confirmar agendamento' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    expect(within(dialog).queryByRole('region', { name: /mais de 2 dias por semana/ })).toBeNull();
    fireEvent.click(confirm);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).not.toHaveProperty('vinculoEscolha');
  });
});
