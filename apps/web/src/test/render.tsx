import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { use, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Providers } from '@/app/providers';

/** Where the router went, and with which navigation state (for links that carry state). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{JSON.stringify({ pathname: location.pathname, search: location.search, state: location.state })}</output>;
}

/** Renders a screen piece inside a router and a fresh query client (no retries in tests); `search` is the address's query ('?plano=monthly'). */
export function renderWithProviders(ui: ReactNode, { path = '/', search = '' }: { path?: string; search?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path + search] },
  );
  return { ...render(<QueryClientProvider client={queryClient}>{<RouterProvider router={router} />}</QueryClientProvider>), router, queryClient };
}

/** A matchMedia that answers `matches` for every query (jsdom has none). */
export function mockMatchMedia(matches: (query: string) => boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Answers fetch calls by path; anything else fails the test. */
export function mockFetch(routes: Record<string, (init?: RequestInit) => { status?: number; body: unknown }>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    calls.push({ path, init });
    const handler = routes[path];
    if (!handler) throw new Error(`fetch inesperado: ${path}`);
    const { status = 200, body } = handler(init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

const never = new Promise<never>(() => {});
/**
 * A screen whose first render never finishes: React Router renders navigations in a transition,
 * so the page being left stays on screen while the router already says where the person went.
 */
export function StillRendering(): never {
  return use(never);
}

/** Renders `router` inside the app's own providers (data cache, router and its state), as main.tsx does. */
export function renderAppRouter(router: Parameters<typeof Providers>[0]['router'], queryClient: QueryClient) {
  return render(<Providers router={router} queryClient={queryClient} />);
}
