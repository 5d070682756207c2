import type { TestimonialDto } from '@cuidar/domain/testimonials';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, mockMatchMedia, renderWithProviders } from '@/test/render';
import { TESTIMONIAL_ROTATION_MS, TestimonialsCarousel, TestimonialsSection } from './testimonials-section';

const testimonials: TestimonialDto[] = [
  { texto: 'Primeiro depoimento.', autor: 'Helena D.', local: 'São Paulo, SP', estrelas: 5 },
  { texto: 'Segundo depoimento.', autor: 'Jorge P.', local: null, estrelas: 4 },
  { texto: 'Terceiro depoimento.', autor: 'Marta R.', local: 'Campinas, SP', estrelas: 5 },
];

const current = () => screen.getByRole('group', { hidden: false, name: /de 3$/ });
const tick = () => act(() => void vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));

beforeEach(() => {
  vi.useFakeTimers();
  mockMatchMedia(() => false);
});
afterEach(() => vi.useRealTimers());

describe('TestimonialsCarousel', () => {
  it('rotates by itself and wraps around to the first', () => {
    render(<TestimonialsCarousel testimonials={testimonials} />);
    expect(current()).toHaveTextContent('Primeiro depoimento.');
    expect(current()).toHaveTextContent('Helena D., São Paulo, SP');
    tick();
    expect(current()).toHaveTextContent('Segundo depoimento.');
    tick();
    tick();
    expect(current()).toHaveTextContent('Primeiro depoimento.');
  });

  it('has arrows that wrap both ways and dots that pick a testimonial', () => {
    render(<TestimonialsCarousel testimonials={testimonials} />);
    fireEvent.click(screen.getByRole('button', { name: 'Depoimento anterior' }));
    expect(current()).toHaveTextContent('Terceiro depoimento.');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo depoimento' }));
    expect(current()).toHaveTextContent('Primeiro depoimento.');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar depoimento 2 de 3' }));
    expect(current()).toHaveTextContent('Segundo depoimento.');
    expect(screen.getByRole('button', { name: 'Mostrar depoimento 2 de 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('stops while hovered or focused, and when paused', () => {
    render(<TestimonialsCarousel testimonials={testimonials} />);
    const region = screen.getByRole('region', { name: 'Depoimentos de famílias' });
    fireEvent.mouseEnter(region);
    tick();
    expect(current()).toHaveTextContent('Primeiro depoimento.');
    fireEvent.mouseLeave(region);
    tick();
    expect(current()).toHaveTextContent('Segundo depoimento.');

    fireEvent.focus(screen.getByRole('button', { name: 'Próximo depoimento' }));
    tick();
    expect(current()).toHaveTextContent('Segundo depoimento.');
    fireEvent.blur(screen.getByRole('button', { name: 'Próximo depoimento' }));
    tick();
    expect(current()).toHaveTextContent('Terceiro depoimento.');

    fireEvent.click(screen.getByRole('button', { name: 'Pausar depoimentos' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Reproduzir depoimentos' }));
    tick();
    tick();
    expect(current()).toHaveTextContent('Terceiro depoimento.');
  });

  it('never moves by itself for people who asked for less motion', () => {
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    render(<TestimonialsCarousel testimonials={testimonials} />);
    tick();
    tick();
    expect(current()).toHaveTextContent('Primeiro depoimento.');
    expect(screen.queryByRole('button', { name: 'Pausar depoimentos' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo depoimento' }));
    expect(current()).toHaveTextContent('Segundo depoimento.');
  });
});

describe('TestimonialsSection', () => {
  it('is not shown at all when there is no real testimonial', async () => {
    vi.useRealTimers();
    mockFetch({ '/api/testimonials': () => ({ body: { testimonials: [] } }) });
    const { container } = renderWithProviders(<TestimonialsSection />);
    expect(screen.getByRole('heading', { name: 'O que as famílias dizem' })).toBeInTheDocument();
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
