import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { ProfileEditDialog } from './profile-edit-dialog';

const profile: CaregiverProfileDto = {
  id: 'c1',
  email: 'joana@exemplo.com.br',
  firstName: 'Joana',
  lastName: 'Prado',
  avatarUrl: null,
  bio: 'Cuido com carinho.',
  precoHoraCentavos: 5000,
  competencias: ['Higiene'],
  disponibilidade: ['Manhã'],
  genero: 'feminino',
  experiencia: '3–5 anos',
  dataNascimento: '1985-03-15',
  telefone: null,
  cep: null,
  rua: null,
  numero: null,
  complemento: null,
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
  rating: null,
  totalAvaliacoes: 0,
  certificados: [],
};

function setUp() {
  const saved: unknown[] = [];
  mockFetch({
    '/api/caregiver-rate-limits': () => ({ body: { minimoCentavos: 2000, maximoCentavos: 1_000_000 } }),
    '/api/caregiver/profile': (init) => {
      const body = JSON.parse(String(init?.body)) as { precoHoraCentavos: number };
      saved.push(body);
      return { body: { profile: { ...profile, precoHoraCentavos: body.precoHoraCentavos } } };
    },
  });
  renderWithProviders(<ProfileEditDialog profile={profile} defaultOpen />);
  return saved;
}

const priceField = () => screen.findByLabelText('Preço por hora (R$)');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('the rate in Editar Perfil', () => {
  it("shows the rate the pt-BR way and saves '45,50' as R$ 45,50 (4550 centavos)", async () => {
    const saved = setUp();
    const field = await priceField();
    expect(field).toHaveValue('50,00');
    fireEvent.change(field, { target: { value: '45,50' } });
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ precoHoraCentavos: 4550 });
  });

  it('refuses R$ 0 and anything under the server’s minimum, with the minimum in the message', async () => {
    const saved = setUp();
    const field = await priceField();
    for (const typed of ['0', '19,99']) {
      fireEvent.change(field, { target: { value: typed } });
      save();
      expect(await screen.findByText('O preço por hora deve ser de pelo menos R$ 20,00')).toBeInTheDocument();
    }
    expect(saved).toHaveLength(0);
  });

  it('asks before saving a change of more than half, and saves once confirmed', async () => {
    const saved = setUp();
    const field = await priceField();
    fireEvent.change(field, { target: { value: '1.200,00' } });
    save();
    expect(await screen.findByText('Seu preço muda mais da metade: de R$ 50,00 para R$ 1.200,00 por hora. Confirme se é isso mesmo.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sim, mudar o preço' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ precoHoraCentavos: 120_000 });
  });
});
