import { paths } from '@cuidar/domain/routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { loadRouteModules, routes } from './app/router';
import { takePrerenderedHead } from './lib/head';

// Server-side entry used at build time only (scripts/prerender.mjs): renders a public page to
// HTML with the same providers and routes as the browser, so hydration finds identical markup.
// Data that comes from the API (featured caregivers, testimonials, the session) is rendered in its
// loading state, exactly as the browser's first render.

export async function render(url: string): Promise<{ html: string; title?: string; description?: string }> {
  await loadRouteModules(url);
  takePrerenderedHead();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const html = renderToString(
    <StrictMode>
      <Providers router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
  return { html, ...takePrerenderedHead() };
}

/**
 * The public pages written to HTML at build time, with the route module each one shows (its
 * chunk is preloaded by the page). Anything that depends on who is looking stays client-side.
 */
export const prerenderedPages = [
  { path: paths.home, module: 'src/routes/landing.tsx' },
  { path: paths.sobre, module: 'src/routes/sobre.tsx' },
  { path: paths.comoFunciona, module: 'src/routes/como-funciona.tsx' },
  { path: paths.contato, module: 'src/routes/contato.tsx' },
  { path: paths.privacidade, module: 'src/routes/politica-de-privacidade.tsx' },
  { path: paths.termos, module: 'src/routes/termos-de-uso.tsx' },
  { path: paths.faq, module: 'src/routes/faq.tsx' },
  { path: paths.blog, module: 'src/routes/blog.tsx' },
] as const;
