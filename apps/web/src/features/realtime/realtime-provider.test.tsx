import type { ConversationDto } from '@cuidar/domain/booking-schemas';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { FakeSocket } from '@/test/fake-socket';
import { caregiverMe, receivedMessage } from '@/test/chat';
import { mockFetch, renderAppRouter, StillRendering } from '@/test/render';
import { RealtimeProvider } from './realtime-provider';

const conversation = (id: string, firstName: string): ConversationDto => ({
  id,
  counterpart: { id: `familia-${id}`, firstName, lastName: 'Souza', avatarUrl: null },
  lastMessage: null,
  unread: 1,
});

const me = caregiverMe;
const message = receivedMessage;

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getSessionQueryOptions().queryKey, me);
  const router = createMemoryRouter(
    [
      {
        element: (
          <RealtimeProvider>
            <Outlet />
            <Toaster />
          </RealtimeProvider>
        ),
        children: [
          { path: '/dashboard/cuidador', element: <p>Início</p> },
          { path: '/dashboard/cuidador/mensagens', element: <p>Mensagens</p> },
          // A screen whose code is still loading: a navigation to it stays pending.
          { path: '/dashboard/cuidador/agenda', lazy: () => new Promise<never>(() => {}) },
          // A screen whose first render waits: the router renders navigations in a transition, so
          // the page left stays on screen meanwhile.
          { path: '/dashboard/cuidador/ganhos', element: <StillRendering /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // The app's own providers: the router's state reaches the screens as in the browser.
  renderAppRouter(router, queryClient);
  return { router, socket: () => FakeSocket.opened.at(-1)! };
}

describe('RealtimeProvider', () => {
  beforeEach(() => {
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    mockFetch({ '/api/conversations': () => ({ body: { conversations: [conversation('c1', 'Daniela'), conversation('c2', 'Bruno'), conversation('c3', 'Carla'), conversation('c4', 'Helena')] } }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('announces a message received on another page, but not in the conversation on screen', async () => {
    const { router, socket } = renderApp('/dashboard/cuidador');
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    act(() => socket().receive({ type: 'ready' }));

    act(() => socket().receive({ type: 'message', message: message('c1', 'Você atende aos sábados?') }));
    expect(await screen.findByText('Nova mensagem de Daniela')).toBeInTheDocument();
    expect(screen.getByText('Você atende aos sábados?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir conversa' })).toBeInTheDocument();

    // Opening the conversation; a message in it needs no toast, one in another does.
    await act(() => router.navigate('/dashboard/cuidador/mensagens?conversa=c1'));
    act(() => socket().receive({ type: 'message', message: message('c1', 'Pode ser às 9h?') }));
    act(() => socket().receive({ type: 'message', message: message('c2', 'Bom dia!') }));
    expect(await screen.findByText('Nova mensagem de Bruno')).toBeInTheDocument();
    expect(screen.queryByText('Pode ser às 9h?')).not.toBeInTheDocument();
  });

  it('announces a message for the conversation just left while the next screen is still loading', async () => {
    const { router, socket } = renderApp('/dashboard/cuidador/mensagens?conversa=c3');
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    act(() => socket().receive({ type: 'ready' }));
    act(() => void router.navigate('/dashboard/cuidador/agenda'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => socket().receive({ type: 'message', message: message('c3', 'Chego às 8h.') }));
    expect(await screen.findByText('Nova mensagem de Carla')).toBeInTheDocument();
  });

  it('announces a message for the conversation just left while the next screen is still rendering', async () => {
    const { router, socket } = renderApp('/dashboard/cuidador/mensagens?conversa=c4');
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    act(() => socket().receive({ type: 'ready' }));
    await act(async () => void router.navigate('/dashboard/cuidador/ganhos'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cuidador/ganhos'));
    // The page left is still what is on screen.
    expect(screen.getByText('Mensagens')).toBeInTheDocument();
    act(() => socket().receive({ type: 'message', message: message('c4', 'Levo o remédio.') }));
    expect(await screen.findByText('Nova mensagem de Helena')).toBeInTheDocument();
  });

  it('shows Reconectando… while the socket is down, and nothing once it is back', async () => {
    const { socket } = renderApp('/dashboard/cuidador');
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    act(() => socket().receive({ type: 'ready' }));
    expect(screen.queryByText('Reconectando…')).not.toBeInTheDocument();

    act(() => socket().drop());
    expect(screen.getByRole('status')).toHaveTextContent('Reconectando…');

    await waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
    act(() => socket().receive({ type: 'ready' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
