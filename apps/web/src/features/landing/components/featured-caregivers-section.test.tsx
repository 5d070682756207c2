import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { FeaturedCaregiversSection } from './featured-caregivers-section';

const caregivers: CaregiverCardDto[] = Array.from({ length: 6 }, (_, i) => ({
  id: `id-${i}`,
  firstName: `Cuidadora${i + 1}`,
  lastName: 'Silva',
  avatarUrl: null,
  bio: 'Experiente e carinhosa.',
  precoHoraCentavos: 5000,
  competencias: ['Companhia'],
  cidade: 'Recife',
  estado: 'PE',
  bairro: null,
  rating: 5 - i / 10,
  totalAvaliacoes: 10 - i,
  genero: 'feminino',
  verificadoEm: null,
  confiabilidade: { concluidas: 0, cancelamentos: 0, respostaMedianaMin: null },
}));

const shownNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
};

let images: string[];
beforeEach(() => {
  images = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        images.push(value);
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('FeaturedCaregiversSection', () => {
  it('asks for 6, shows 3 skeletons while loading, then 3 cards per view on a wide screen, looping both ways', async () => {
    const calls = mockFetch({ '/api/caregivers/featured?limit=6': () => ({ body: { caregivers } }) });
    setWidth(1280);
    const { container } = renderWithProviders(<FeaturedCaregiversSection />);
    expect(screen.getByRole('heading', { name: 'Nossos Cuidadores em Destaque' })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-busy="true"] > div[aria-hidden="true"]')).toHaveLength(3);
    expect(await screen.findByText('1–3 de 6')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/caregivers/featured?limit=6']);
    expect(shownNames()).toEqual(['Cuidadora1 Silva', 'Cuidadora2 Silva', 'Cuidadora3 Silva']);

    fireEvent.click(screen.getByRole('button', { name: 'Cuidadores anteriores' }));
    expect(shownNames()).toEqual(['Cuidadora6 Silva', 'Cuidadora1 Silva', 'Cuidadora2 Silva']);
    fireEvent.click(screen.getByRole('button', { name: 'Próximos cuidadores' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximos cuidadores' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximos cuidadores' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximos cuidadores' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximos cuidadores' }));
    expect(shownNames()).toEqual(['Cuidadora5 Silva', 'Cuidadora6 Silva', 'Cuidadora1 Silva']);
    expect(screen.getByText('5, 6, 1 de 6')).toBeInTheDocument();
  });

  it('shows 1 card under 768 px and 2 under 1024 px', async () => {
    mockFetch({ '/api/caregivers/featured?limit=6': () => ({ body: { caregivers } }) });
    setWidth(375);
    renderWithProviders(<FeaturedCaregiversSection />);
    expect(await screen.findByText('1 de 6')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Cuidadora1 Silva']);
    setWidth(800);
    expect(shownNames()).toEqual(['Cuidadora1 Silva', 'Cuidadora2 Silva']);
  });

  it('preloads the pictures of the cards after the third', async () => {
    mockFetch({ '/api/caregivers/featured?limit=6': () => ({ body: { caregivers } }) });
    setWidth(1280);
    renderWithProviders(<FeaturedCaregiversSection />);
    await screen.findByText('1–3 de 6');
    expect(images).toHaveLength(3);
    expect(images.every((src) => /^\/avatars\/caregiver-[1-5]\.jpg$/.test(src))).toBe(true);
  });

  it('shows the ones there are, without arrows, when there are fewer than fit', async () => {
    mockFetch({ '/api/caregivers/featured?limit=6': () => ({ body: { caregivers: caregivers.slice(0, 2) } }) });
    setWidth(1280);
    renderWithProviders(<FeaturedCaregiversSection />);
    await screen.findByText('Cuidadora2 Silva');
    expect(shownNames()).toEqual(['Cuidadora1 Silva', 'Cuidadora2 Silva']);
    expect(screen.queryByRole('button', { name: 'Próximos cuidadores' })).toBeNull();
  });

  it("says 'Erro ao carregar cuidadores' and can try again", async () => {
    let fail = true;
    mockFetch({
      '/api/caregivers/featured?limit=6': () => (fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { body: { caregivers } }),
    });
    setWidth(1280);
    renderWithProviders(<FeaturedCaregiversSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar cuidadores');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('1–3 de 6')).toBeInTheDocument();
  });
});
