import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { fireEvent, render, screen, within } from '@testing-library/react';
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
};

describe('CaregiverCard (landing)', () => {
  it('shows the card of the spec: avatar from the id digits, stars, name, bio, 3 skills and +N, cidade, estado', () => {
    const { container } = render(<CaregiverCard caregiver={caregiver} />);
    const card = screen.getByRole('article', { name: 'Ana Paula Souza' });
    // digits 0,1,2 → sum 3 → 3 % 5 + 1 = 4
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/avatars/caregiver-4.jpg');
    expect(within(card).getByRole('heading', { name: 'Ana Paula Souza' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Avaliação 4,7 de 5, 3 avaliações' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(5);
    expect(within(card).getByText(caregiver.bio!)).toHaveClass('line-clamp-3');
    const skills = within(card).getAllByRole('listitem');
    expect(skills.map((li) => li.textContent)).toEqual(['Higiene pessoal', 'Companhia e estimulação cognitiva', 'Mobilidade/Fisioterapia', '+2']);
    expect(within(card).getByText('Niterói, RJ')).toBeInTheDocument();
  });

  it('falls back to initials when the picture fails, and to 5,0 with no review', () => {
    const { container } = render(<CaregiverCard caregiver={{ ...caregiver, rating: null, totalAvaliacoes: 0, competencias: ['Companhia'] }} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ainda sem avaliações' })).toHaveTextContent('5,0');
    expect(screen.queryByText(/^\+\d/)).toBeNull();
  });
});
