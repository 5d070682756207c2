import type { CaregiverEmergencyCardResponse } from '@cuidar/domain/emergency-card';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { DayEmergencyCardButton } from './day-emergency-card';
import { EmergencyCardSection } from './emergency-card-form';

// The emergency card (docs/product.md#emergency-card): the family's form keeps what was typed when
// a save fails; without consent it explains instead; the caregiver's card has tap-to-call links.

describe('EmergencyCardSection', () => {
  it('asks for a contact, formats the phone as typed, and keeps everything when the save fails', async () => {
    const calls = mockFetch({
      '/api/emergency-card': (init) =>
        init?.method === 'PUT'
          ? { status: 409, body: { error: { code: 'CONFLICT', message: 'Para guardar o cartão de emergência, autorize antes o uso dos dados de saúde em Configurações.' } } }
          : { body: { card: null, hasHealthConsent: true, healthConsentOutdated: false } },
    });
    const user = userEvent.setup();
    renderWithProviders(<EmergencyCardSection />);
    expect(await screen.findByText('Você ainda não preencheu o cartão de emergência.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar cartão' }));
    expect(await screen.findByText('Informe o nome do contato')).toBeInTheDocument();
    expect(calls.filter((c) => c.init?.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText('Alergias a remédios, alimentos ou materiais'), 'Dipirona');
    await user.type(screen.getByLabelText('Nome'), 'Helena');
    await user.type(screen.getByLabelText('Parentesco ou relação'), 'Filha');
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Salvar cartão' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar cartão' })).toBeEnabled());
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({ alergias: 'Dipirona', contatos: [{ nome: 'Helena', relacao: 'Filha', telefone: '(11) 98765-4321' }] });
    expect(screen.getByLabelText('Alergias a remédios, alimentos ou materiais')).toHaveValue('Dipirona');
    expect(screen.getByLabelText('Nome')).toHaveValue('Helena');
  });

  it('without the health-data consent explains and links to Configurações instead of the form', async () => {
    mockFetch({ '/api/emergency-card': () => ({ body: { card: null, hasHealthConsent: false, healthConsentOutdated: false } }) });
    renderWithProviders(<EmergencyCardSection />);
    expect(await screen.findByRole('link', { name: 'Ir para Configurações' })).toHaveAttribute('href', '/dashboard/familia/configuracoes');
    expect(screen.queryByRole('button', { name: 'Salvar cartão' })).not.toBeInTheDocument();
  });
});

describe('EmergencyCardSection with a consent on the older text', () => {
  it('says the card is kept but waits for the new text, and shows no form', async () => {
    mockFetch({ '/api/emergency-card': () => ({ body: { card: null, hasHealthConsent: false, healthConsentOutdated: true } }) });
    renderWithProviders(<EmergencyCardSection />);
    expect(
      await screen.findByText(
        'Seu cartão continua guardado, mas só abre para os cuidadores e pode ser alterado depois que você autorizar o novo texto da autorização de dados de saúde.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Configurações' })).toHaveAttribute('href', '/dashboard/familia/configuracoes');
    expect(screen.queryByRole('button', { name: 'Salvar cartão' })).not.toBeInTheDocument();
  });
});

describe('DayEmergencyCardButton', () => {
  const answer: CaregiverEmergencyCardResponse = {
    card: {
      alergias: 'Dipirona',
      medicamentos: [{ nome: 'Losartana', dose: '50 mg', horario: '8h e 20h' }],
      planoOperadora: 'Unimed',
      planoNumero: '123',
      medicoNome: 'Dra. Ana',
      medicoTelefone: '(11) 3456-7890',
      medicoEspecialidade: 'Geriatria',
      contatos: [{ nome: 'Helena', relacao: 'Filha', telefone: '(11) 98765-4321' }],
      updatedAt: '2026-12-01T10:00:00.000Z',
    },
    pacienteNome: 'Dona Irene',
    familiaNome: 'Helena',
    closesAt: '2026-12-01T15:00:00.000Z',
  };
  const reservaId = '6b1f3c9e-1d0a-4c53-9f51-0e2b8b6f1a02';

  it('opens the card with tap-to-call links for the contacts and the doctor', async () => {
    const calls = mockFetch({ [`/api/visits/${reservaId}/emergency-card`]: () => ({ body: answer }) });
    const user = userEvent.setup();
    renderWithProviders(<DayEmergencyCardButton reservaId={reservaId} familyName="Helena" />);
    expect(calls).toHaveLength(0); // nothing is read (nor logged) until the caregiver opens it
    await user.click(screen.getByRole('button', { name: 'Cartão de emergência de Helena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cartão de emergência de Dona Irene' });
    expect(within(dialog).getByRole('link', { name: 'Ligar para Helena: (11) 98765-4321' })).toHaveAttribute('href', 'tel:+5511987654321');
    expect(within(dialog).getByRole('link', { name: 'Ligar para Dra. Ana: (11) 3456-7890' })).toHaveAttribute('href', 'tel:+551134567890');
    expect(within(dialog).getByText('Dipirona')).toBeInTheDocument();
    expect(within(dialog).getByText('Disponível até 12:00')).toBeInTheDocument();
  });

  it('outside the window says when it opens', async () => {
    mockFetch({ [`/api/visits/${reservaId}/emergency-card`]: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Não encontrado.' } } }) });
    const user = userEvent.setup();
    renderWithProviders(<DayEmergencyCardButton reservaId={reservaId} familyName="Helena" />);
    await user.click(screen.getByRole('button', { name: 'Cartão de emergência de Helena' }));
    expect(await screen.findByText(/Ele abre 2 horas antes do início de um dia reservado/)).toBeInTheDocument();
  });
});
