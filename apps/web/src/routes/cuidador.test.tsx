import type { CaregiverPageDto } from '@cuidar/domain/caregiver-page';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CaregiverPage } from './cuidador';

// /cuidadores/:id (docs/product.md#caregiver-page): the short version, the family's version and
// 'Cuidador não encontrado'.

const base: CaregiverPageDto = {
  id: 'cuid-1',
  firstName: 'Ana',
  lastName: 'Souza',
  avatarUrl: null,
  bio: 'Cuido de idosos há 8 anos.',
  precoHoraCentavos: 4500,
  competencias: ['Higiene pessoal', 'Companhia'],
  cidade: 'Salvador',
  estado: 'BA',
  bairro: 'Pituba',
  rating: null,
  totalAvaliacoes: 0,
  genero: 'feminino',
  verificadoEm: '2026-08-10T12:00:00.000Z',
  confiabilidade: { concluidas: 0, cancelamentos: 0, respostaMedianaMin: null },
  details: null,
};
const family = { id: 'fam-1', email: 'rosa@exemplo.com.br', emailVerified: true, role: 'familia', firstName: 'Rosa', lastName: 'Lima', avatarUrl: null };

function serve(answers: Record<string, { status?: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const answer = answers[path.split('?')[0]!];
      if (!answer) throw new Error(`fetch inesperado: ${path}`);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/cuidadores/:id', element: <CaregiverPage /> }], { initialEntries: ['/cuidadores/cuid-1'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the caregiver page', () => {
  it('signed out: the short version, with place, verification, hourly rate, Novo and a prompt to sign in', async () => {
    serve({ '/api/session': { body: { user: null } }, '/api/caregivers/cuid-1': { body: { caregiver: base } } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByText('Pituba, Salvador – BA')).toBeInTheDocument();
    expect(screen.getByText('Verificado em agosto de 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Ana Souza' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Novo no Cuidar: ainda sem avaliações' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/Entre como família para ver a agenda/)).toBeInTheDocument();
    // Back to this caregiver after signing in, as a plain link (the server renders this part too: ADR 0049).
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth?voltar=%2Fcuidadores%2Fcuid-1');
    expect(screen.queryByRole('region', { name: 'Valores' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Histórico no Cuidar' })).getByText('Ainda sem histórico')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agendar' })).toBeNull();
  });

  it("a family: day prices, every review with its date, and the page's buttons", async () => {
    serve({
      '/api/session': { body: { user: family } },
      '/api/favorites': { body: { caregivers: [] } },
      '/api/caregivers/cuid-1/booking-calendar': { body: { hasDeclaredAvailability: false, precoHoraCentavos: 4500, slots: [], busy: [] } },
      '/api/caregivers/cuid-1': {
        body: {
          caregiver: {
            ...base,
            rating: 4.5,
            totalAvaliacoes: 2,
            confiabilidade: { concluidas: 2, cancelamentos: 1, respostaMedianaMin: 45 },
            details: {
              experiencia: '5+ anos',
              turnos: ['Manhã'],
              reservasConcluidas: 2,
              favorito: false,
              reviews: [
                {
                  id: 'r1',
                  estrelas: 5,
                  comentario: 'Muito cuidadosa.',
                  autor: 'Helena L.',
                  createdAt: '2026-09-03T12:00:00.000Z',
                  resposta: { texto: 'Obrigada, Helena!', createdAt: '2026-09-04T12:00:00.000Z' },
                },
                { id: 'r2', estrelas: 4, comentario: null, autor: 'Otávio P.', createdAt: '2026-09-12T12:00:00.000Z', resposta: null },
              ],
            },
          },
        },
      },
    });
    renderPage();
    const prices = await screen.findByRole('region', { name: 'Valores' });
    expect(within(prices).getByText('Dia de 8 horas').nextSibling).toHaveTextContent(/R\$\s360,00/);
    expect(screen.getAllByRole('img', { name: 'Avaliação média 4,5 de 5, em 2 avaliações' }).length).toBeGreaterThan(0);
    const reviews = screen.getByRole('region', { name: 'Avaliações' });
    expect(within(reviews).getByRole('article', { name: 'Avaliação de Helena L.' })).toHaveTextContent('Muito cuidadosa.');
    expect(within(reviews).getByText('3 de setembro de 2026')).toBeInTheDocument();
    expect(within(reviews).getByText('Avaliou sem deixar comentário.')).toBeInTheDocument();
    expect(within(reviews).getByRole('article', { name: 'Avaliação de Helena L.' })).toHaveTextContent('Resposta do cuidadorObrigada, Helena!');
    const history = screen.getByRole('region', { name: 'Histórico no Cuidar' });
    expect(within(history).getByText('2 atendimentos concluídos')).toBeInTheDocument();
    expect(within(history).getByText('1 cancelamento pelo cuidador')).toBeInTheDocument();
    expect(within(history).getByText('Responde aos pedidos em até 1 hora')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Favoritar' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { name: /Agendar/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Denunciar perfil de Ana Souza/ })).toBeInTheDocument();
  });

  it("not approved (404): 'Cuidador não encontrado'", async () => {
    serve({
      '/api/session': { body: { user: null } },
      '/api/caregivers/cuid-1': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Cuidador não encontrado' } } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Cuidador não encontrado' })).toBeInTheDocument();
  });
});
