import type { MessageDto } from '@cuidar/domain/booking-schemas';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { caregiverMe, receivedMessage } from '@/test/chat';
import { mockFetch, renderAppRouter, StillRendering } from '@/test/render';
import { getMessagesQueryOptions } from '../api/conversations';
import { ConversationView } from './conversation-view';

const unread = (content: string) => receivedMessage('c1', content);

function renderConversation() {
  // jsdom does not lay out: scrolling the newest message into view does nothing.
  Element.prototype.scrollIntoView = () => undefined;
  const calls = mockFetch({
    '/api/conversations/c1/messages': () => ({ body: { messages: [] } }),
    '/api/conversations/c1/read': () => ({ body: { ok: true } }),
    '/api/conversations': () => ({ body: { conversations: [] } }),
    '/api/conversations/unread-count': () => ({ body: { unread: 1 } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(getSessionQueryOptions().queryKey, caregiverMe);
  const router = createMemoryRouter(
    [
      { path: '/mensagens', element: <ConversationView conversaId="c1" counterpartName="Daniela Rocha" /> },
      // A screen whose first render waits: the conversation stays on screen meanwhile.
      { path: '/inicio', element: <StillRendering /> },
    ],
    { initialEntries: ['/mensagens'] },
  );
  // The app's own providers: the router's state reaches the screens as in the browser.
  renderAppRouter(router, queryClient);
  const receive = (message: MessageDto) =>
    act(() => queryClient.setQueryData(getMessagesQueryOptions('c1').queryKey, (list: MessageDto[] = []) => [...list, message]));
  const reads = () => calls.filter((c) => c.path === '/api/conversations/c1/read').length;
  return { router, receive, reads };
}

describe('ConversationView', () => {
  it('marks a message read when it arrives in the open conversation', async () => {
    const { receive, reads } = renderConversation();
    await screen.findByLabelText('Conversa com Daniela Rocha');
    receive(unread('Pode ser às 9h?'));
    expect(await screen.findByText('Pode ser às 9h?')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(1));
  });

  it('leaves it unread when the person is already on the way to another page', async () => {
    const { router, receive, reads } = renderConversation();
    await screen.findByLabelText('Conversa com Daniela Rocha');
    await act(async () => void router.navigate('/inicio'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inicio'));
    receive(unread('Chego às 8h.'));
    // Still on screen while the next page renders, but not seen: it stays unread.
    expect(await screen.findByText('Chego às 8h.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(0);
  });
});
