import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CaregiverCard } from './caregiver-card';

const caregiver: CaregiverCardDto = {
  id: 'c0ffee-12',
  firstName: 'Ana',
  lastName: 'Paula Souza',
  avatarUrl: null,
  bio: 'Cuido de idosos há 8 anos, com experiência em Alzheimer e pós-operatório.',
  precoHoraCentavos: 5500,
  competencias: ['Higiene pessoal', 'Companhia e estimulação cognitiva', 'Mobilidade/Fisioterapia', 'Alimentação assistida', 'Cuidados pós-operatórios'],
  cidade: 'Niterói',
  estado: 'RJ',
  bairro: 'Icaraí',
  rating: 4.66,
  totalAvaliacoes: 3,
  genero: 'feminino',
  verificadoEm: null,
  confiabilidade: { concluidas: 0, cancelamentos: 0, respostaMedianaMin: null },
};

const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('CaregiverCard (landing)', () => {
  it('shows the card of the spec: avatar from the id digits, stars, name, bio, 3 skills and +N, cidade, estado; the name opens the page', () => {
    const { container } = inRouter(<CaregiverCard caregiver={caregiver} />);
    const card = screen.getByRole('article', { name: 'Ana Paula Souza' });
    // digits 0,1,2 → sum 3 → 3 % 5 + 1 = 4
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/avatars/caregiver-4.jpg');
    expect(within(card).getByRole('heading', { name: 'Ana Paula Souza' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ana Paula Souza' })).toHaveAttribute('href', '/cuidadores/c0ffee-12');
    expect(within(card).getByRole('img', { name: 'Avaliação média 4,7 de 5, em 3 avaliações' })).toHaveTextContent('4,7 (3 avaliações)');
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(5);
    expect(within(card).getByText(caregiver.bio!)).toHaveClass('line-clamp-3');
    const skills = within(card).getAllByRole('listitem');
    expect(skills.map((li) => li.textContent)).toEqual(['Higiene pessoal', 'Companhia e estimulação cognitiva', 'Mobilidade/Fisioterapia', '+2']);
    expect(within(card).getByText('Niterói, RJ')).toBeInTheDocument();
  });

  it("falls back to initials when the picture fails, and says 'Novo' (no stars) with no review", () => {
    const { container } = inRouter(<CaregiverCard caregiver={{ ...caregiver, rating: null, totalAvaliacoes: 0, competencias: ['Companhia'] }} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Novo no Cuidar: ainda sem avaliações' })).toHaveTextContent('Novo');
    expect(container.textContent).not.toContain('5,0');
    expect(container.querySelectorAll('svg.lucide-star')).toHaveLength(0);
    expect(screen.queryByText(/^\+\d/)).toBeNull();
  });
});
