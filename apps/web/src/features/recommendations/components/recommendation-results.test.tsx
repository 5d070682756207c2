import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import type { RecommendationsResponse, RecommendedCaregiverDto } from '@cuidar/domain/recommendations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecommendationResults } from './recommendation-results';

const request: RecommendationRequest = { turno: 'tarde', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' };

const ana: RecommendedCaregiverDto = {
  id: '11111111-2222-3333-4444-555555555555',
  firstName: 'Ana',
  lastName: 'Souza',
  avatarUrl: null,
  bio: '',
  precoHoraCentavos: 5550,
  competencias: ['Higiene', 'Companhia', 'Alzheimer', 'Cozinhar', 'Passeios'],
  cidade: 'São Paulo',
  estado: 'SP',
  bairro: 'Pinheiros',
  rating: null,
  totalAvaliacoes: 0,
  genero: 'feminino',
  verificadoEm: null,
  confiabilidade: { concluidas: 0, cancelamentos: 0, respostaMedianaMin: null },
  match: { skillsMatched: 1, skillsWanted: 1, availableInShift: true, sameBairro: true, sameCidade: true, respondeRapido: false, reasons: ['1 de 1 competência', 'Disponível à tarde', 'Atende no seu bairro'] },
};

function respond(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

function renderResults(onChat = vi.fn(), onBook = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <RecommendationResults request={request} onChat={onChat} onBook={onBook} adjustAction={<a href="/onboarding/familia">Ajustar preferências</a>} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onChat, onBook };
}

afterEach(() => vi.unstubAllGlobals());

describe('recommendation results', () => {
  it('shows three skeleton cards while loading', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    renderResults();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando cuidadores recomendados…');
    expect(document.body.querySelectorAll('[aria-busy="true"] .grid > [aria-hidden="true"]')).toHaveLength(3);
  });

  it('cards say why, the price and place, Novo without reviews, a link to the page, the bio fallback and +N mais; buttons hand the caregiver over', async () => {
    const body: RecommendationsResponse = { caregivers: [ana], step: 'estado', notice: 'Não encontramos na sua cidade; mostrando cuidadores em São Paulo' };
    respond(200, body);
    const { onChat, onBook } = renderResults();
    const card = await screen.findByRole('article', { name: 'Ana Souza' });
    expect(screen.getByText('Não encontramos na sua cidade; mostrando cuidadores em São Paulo')).toBeInTheDocument();
    const inCard = within(card);
    expect(inCard.getByText('1 de 1 competência')).toBeInTheDocument();
    expect(inCard.getByText('Disponível à tarde')).toBeInTheDocument();
    expect(card).toHaveTextContent(/R\$\s55,50\/hora · São Paulo, SP/);
    expect(inCard.getByRole('img', { name: 'Novo no Cuidar: ainda sem avaliações' })).toHaveTextContent('Novo');
    expect(inCard.getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', `/cuidadores/${ana.id}`);
    expect(inCard.getByText('Este cuidador ainda não escreveu uma apresentação.')).toBeInTheDocument();
    expect(inCard.getByText('+2 mais')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(inCard.getByRole('button', { name: 'Conversar com Ana Souza' }));
    await user.click(inCard.getByRole('button', { name: 'Agendar Ana Souza' }));
    expect(onChat).toHaveBeenCalledWith(ana);
    expect(onBook).toHaveBeenCalledWith(ana);
  });

  it('empty: the spec text and the way back to the questionnaire', async () => {
    respond(200, { caregivers: [], step: 'sem-competencia', notice: null });
    renderResults();
    expect(await screen.findByRole('heading', { name: 'Nenhum cuidador encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajustar preferências' })).toHaveAttribute('href', '/onboarding/familia');
  });

  it('error: a message and a reference for support, never raw details', async () => {
    respond(500, { error: { code: 'INTERNAL', message: 'Ocorreu um erro. Tente novamente.', reference: 'ref-1234' } });
    renderResults();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as recomendações');
    expect(alert).toHaveTextContent('Ocorreu um erro. Tente novamente.');
    expect(alert).toHaveTextContent('ref-1234');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
