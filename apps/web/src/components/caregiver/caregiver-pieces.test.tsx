import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaregiverAvatar } from './caregiver-avatar';
import { SkillBadges } from './skill-badges';
import { StarRating } from './star-rating';

describe('caregiver card pieces', () => {
  it('uses the avatar picked from the id digits and falls back to initials', () => {
    const { container } = render(<CaregiverAvatar caregiver={{ id: 'a1b2c3', avatarUrl: null, firstName: 'Ana', lastName: 'Paula Souza' }} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/avatars/caregiver-2.jpg');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AS');
  });

  it('shows three skills and +N for the rest, or +N mais', () => {
    const skills = ['Higiene pessoal', 'Companhia', 'Mobilidade/Fisioterapia', 'Alimentação assistida', 'Cuidados pós-operatórios'];
    const { unmount } = render(<SkillBadges skills={skills} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('+2')).toBeInTheDocument();
    unmount();
    render(<SkillBadges skills={skills} moreLabel={(n) => `+${n} mais`} />);
    expect(screen.getByText('+2 mais')).toBeInTheDocument();
  });

  it('rounds the stars and shows one decimal; 5,0 when there is no review', () => {
    const { container, unmount } = render(<StarRating rating={4.46} count={12} />);
    expect(screen.getByRole('img', { name: 'Avaliação 4,5 de 5, 12 avaliações' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(4);
    unmount();
    render(<StarRating rating={null} />);
    expect(screen.getByRole('img', { name: 'Ainda sem avaliações' })).toHaveTextContent('5,0');
  });
});
