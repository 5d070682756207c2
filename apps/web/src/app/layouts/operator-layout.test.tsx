import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@/test/render';
import { OperatorLayout } from './operator-layout';

// The desk's guard (docs/product.md#operators): who sees the desk, the 'not found' page, the
// mandatory two-factor set-up or the way to sign in.

const user = (role: 'familia' | 'cuidador' | 'operador') => ({
  user: { id: 'u1', email: 'carla@cuidar.com.br', emailVerified: true, role, firstName: 'Carla', lastName: 'Menezes', avatarUrl: null },
});

describe('OperatorLayout', () => {
  it('shows the desk to an operator with two-factor on', async () => {
    mockFetch({ '/api/session': () => ({ body: user('operador') }), '/api/account/two-factor': () => ({ body: { enabled: true } }) });
    renderWithProviders(<OperatorLayout />, { path: '/operador' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Painel da equipe' }))[0]!;
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Início', '/operador'],
      ['Cuidadores', '/operador/cuidadores'],
      ['Renovações', '/operador/renovacoes'],
      ['Denúncias', '/operador/denuncias'],
      ['Contato', '/operador/contato'],
      ['Disputas', '/operador/disputas'],
      ['Pagamentos', '/operador/pagamentos'],
    ]);
    expect(screen.getAllByRole('button', { name: 'Sair' }).length).toBeGreaterThan(0);
  });

  it('asks an operator without two-factor to turn it on before anything else', async () => {
    mockFetch({ '/api/session': () => ({ body: user('operador') }), '/api/account/two-factor': () => ({ body: { enabled: false } }) });
    renderWithProviders(<OperatorLayout />, { path: '/operador' });
    expect(await screen.findByRole('heading', { name: 'Ative a verificação em duas etapas' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Verificação em duas etapas' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the not-found page to families and caregivers, without asking about two-factor', async () => {
    for (const role of ['familia', 'cuidador'] as const) {
      const calls = mockFetch({ '/api/session': () => ({ body: user(role) }) });
      const { unmount } = renderWithProviders(<OperatorLayout />, { path: '/operador' });
      expect(await screen.findByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible();
      expect(calls.map((c) => c.path)).toEqual(['/api/session']);
      unmount();
    }
  });

  it('sends someone signed out to /auth, to come back afterwards', async () => {
    mockFetch({ '/api/session': () => ({ body: { user: null } }) });
    const { router } = renderWithProviders(<OperatorLayout />, { path: '/operador' });
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/operador' });
  });
});
