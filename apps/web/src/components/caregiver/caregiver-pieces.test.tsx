import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaregiverAvatar } from './caregiver-avatar';
import { SkillBadges } from './skill-badges';
import { RatingSummary, StarRating } from './star-rating';

describe('caregiver card pieces', () => {
  it('uses the avatar picked from the id digits and falls back to initials', () => {
    const { container } = render(<CaregiverAvatar caregiver={{ id: 'a1b2c3', avatarUrl: null, firstName: 'Ana', lastName: 'Paula Souza' }} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/avatars/caregiver-2.jpg');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AS');
  });

  it('offers the WebP files at the size the avatar is drawn, 64 px or the size the page names', () => {
    const caregiver = { id: 'a1b2c3', avatarUrl: null, firstName: 'Ana', lastName: 'Paula Souza' };
    const { container, rerender } = render(<CaregiverAvatar caregiver={caregiver} />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('srcset')).toBe('/avatars/caregiver-2-128.webp 128w, /avatars/caregiver-2-256.webp 256w');
    expect(img().getAttribute('sizes')).toBe('64px');
    rerender(<CaregiverAvatar caregiver={caregiver} className="size-28 sm:size-32" sizes="(min-width: 640px) 128px, 112px" />);
    expect(img().getAttribute('sizes')).toBe('(min-width: 640px) 128px, 112px');
    expect(img().getAttribute('srcset')).toContain('-128.webp 128w');
    // Drawn at another size without saying which: the one file, never a wrong pick.
    rerender(<CaregiverAvatar caregiver={caregiver} className="size-10" />);
    expect(img().getAttribute('srcset')).toBeNull();
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

  it('shows the average with one decimal, the count and rounded stars, read out as a sentence', () => {
    const { container } = render(<RatingSummary rating={4.46} count={12} />);
    const rating = screen.getByRole('img', { name: 'Avaliação média 4,5 de 5, em 12 avaliações' });
    expect(rating).toHaveTextContent('4,5 (12 avaliações)');
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(4);
  });

  it("says 'Novo' with no stars when there is no review, never '5,0 (0)'", () => {
    for (const [rating, count] of [[null, 0], [undefined, 0], [5, 0]] as const) {
      const { container, unmount } = render(<RatingSummary rating={rating} count={count} />);
      const badge = screen.getByRole('img', { name: 'Novo no Cuidar: ainda sem avaliações' });
      expect(badge).toHaveTextContent(/^Novo$/);
      expect(container.textContent).not.toMatch(/5,0|\(0\)/);
      expect(container.querySelectorAll('svg.lucide-star')).toHaveLength(0);
      unmount();
    }
  });

  it('writes one review in the singular', () => {
    render(<RatingSummary rating={5} count={1} />);
    expect(screen.getByRole('img', { name: 'Avaliação média 5,0 de 5, em 1 avaliação' })).toHaveTextContent('5,0 (1 avaliação)');
  });

  it("reads one review's stars as 'N de 5 estrelas'", () => {
    const { container } = render(<StarRating stars={3} />);
    expect(screen.getByRole('img', { name: '3 de 5 estrelas' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(3);
  });
});
