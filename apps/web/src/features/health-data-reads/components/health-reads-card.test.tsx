import type { HealthDataReadDto } from '@cuidar/domain/account-settings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { HealthReadsCard } from './health-reads-card';

const reads: HealthDataReadDto[] = [
  {
    id: '2c0b7c84-0a53-4a8e-8a0c-5a0f3e1b9d01',
    readAt: '2026-12-02T13:10:00.000Z',
    reader: { id: 'rel-1', name: 'Caio Marcondes', papel: 'familiar' },
    booking: null,
    fields: ['diario'],
  },
  {
    id: '2c0b7c84-0a53-4a8e-8a0c-5a0f3e1b9d02',
    readAt: '2026-12-01T11:00:00.000Z',
    reader: { id: 'cg-1', name: 'Joana Prado', papel: 'cuidador' },
    booking: { id: '2c0b7c84-0a53-4a8e-8a0c-5a0f3e1b9d03', dataInicio: '2026-12-01', dataFim: '2026-12-01' },
    fields: ['pacienteNome', 'pacienteCondicao'],
  },
];

describe("'Quem viu os dados de saúde'", () => {
  it('names an invited relative as such, with what they read, beside the caregivers', async () => {
    mockFetch({ '/api/account/health-data-reads': () => ({ body: { reads } }) });
    renderWithProviders(<HealthReadsCard />);
    const card = screen.getByRole('region', { name: 'Quem viu os dados de saúde' });
    const [relative, caregiver] = await within(card).findAllByRole('listitem');
    expect(relative).toHaveTextContent('Caio Marcondes (familiar convidado) leu o diário de cuidados');
    expect(caregiver).toHaveTextContent('Joana Prado viu nome do paciente e condição de saúde');
    expect(caregiver).toHaveTextContent('reserva de');
    expect(card).toHaveTextContent('os familiares que você convidou');
  });

  it('says nobody read anything yet', async () => {
    mockFetch({ '/api/account/health-data-reads': () => ({ body: { reads: [] } }) });
    renderWithProviders(<HealthReadsCard />);
    expect(await screen.findByText('Ninguém viu os dados do paciente até agora.')).toBeInTheDocument();
  });
});
