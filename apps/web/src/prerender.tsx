import type { CaregiverPageDto } from '@cuidar/domain/caregiver-page';
import { caregiverPageTitle } from '@cuidar/domain/caregiver-page-title';
import { fullTitle } from './lib/head';
import { paths } from '@cuidar/domain/routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { loadRouteModules, routes } from './app/router';
import { takePrerenderedHead } from './lib/head';
import { IslandRenderContext } from './lib/island';
import { ServerSlotContext } from './lib/server-slot';
import { CaregiverShortArticle } from './features/caregivers/components/caregiver-short-article';

// Server-side entry used at build time only (scripts/prerender.mjs): renders a public page to
// HTML with the same providers and routes as the browser, so hydration finds identical markup.
// Data that comes from the API (featured caregivers, testimonials, the session) is rendered in its
// loading state, exactly as the browser's first render.

export async function render(url: string, hydration: Hydration, options: { slots?: boolean } = {}): Promise<{ html: string; title?: string; description?: string }> {
  await loadRouteModules(url);
  takePrerenderedHead();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const page = (
    <StrictMode>
      <ServerSlotContext value={options.slots ?? false}>
        <Providers router={router} queryClient={createQueryClient()} />
      </ServerSlotContext>
    </StrictMode>
  );
  // An islands page: each island is written as a root of its own, as islands/main.tsx hydrates it.
  const html = renderToString(hydration === 'islands' ? <IslandRenderContext value={renderToString}>{page}</IslandRenderContext> : page);
  return { html, ...takePrerenderedHead() };
}

/**
 * How a pre-rendered page comes alive (docs/decisions/0039): 'islands' hydrates only its
 * interactive parts with islands/main.tsx; 'app' hydrates the whole page with the app (main.tsx).
 */
export type Hydration = 'islands' | 'app';

/**
 * The public pages written to HTML at build time, with the route module each one shows (its
 * chunk is preloaded by the page). Anything that depends on who is looking stays client-side.
 */
export const prerenderedPages: readonly { path: string; module: string; hydration: Hydration }[] = [
  { path: paths.home, module: 'src/routes/landing.tsx', hydration: 'islands' },
  { path: paths.sobre, module: 'src/routes/sobre.tsx', hydration: 'islands' },
  { path: paths.comoFunciona, module: 'src/routes/como-funciona.tsx', hydration: 'islands' },
  { path: paths.contato, module: 'src/routes/contato.tsx', hydration: 'islands' },
  { path: paths.privacidade, module: 'src/routes/politica-de-privacidade.tsx', hydration: 'islands' },
  { path: paths.termos, module: 'src/routes/termos-de-uso.tsx', hydration: 'islands' },
  { path: paths.faq, module: 'src/routes/faq.tsx', hydration: 'islands' },
  { path: paths.blog, module: 'src/routes/blog.tsx', hydration: 'islands' },
  { path: paths.vinculoEmpregaticio, module: 'src/routes/vinculo-empregaticio.tsx', hydration: 'islands' },
];

export { islandSources } from './islands/registry';
export { FOOTER_ID } from './app/layouts/public-layout';

/**
 * App paths whose shell is written with the screen's chunks and the session request preloaded
 * (docs/decisions/0039): the dashboards' first content does not wait for the app's entry to run.
 */
export const preloadedAppShells: readonly { path: string; module: string }[] = [
  { path: paths.dashboard('familia'), module: 'src/routes/dashboard-familia.tsx' },
  { path: paths.dashboard('cuidador'), module: 'src/routes/dashboard-cuidador.tsx' },
];

/**
 * Pages the server renders at request time (docs/decisions/0049): the build writes each one's frame
 * (`.prerendered/server.<name>.html`, islands and scripts as a pre-rendered page) with its slot
 * marker, rendered from `path`; the server fills the slot with the matching render function below.
 */
export const serverRenderedPages: readonly { name: string; path: string; module: string }[] = [
  { name: 'caregiver', path: paths.caregiverPage('modelo'), module: 'src/routes/cuidador.tsx' },
];

/**
 * The short version of a caregiver's page for a signed-out visitor, as the app's screen shows it,
 * and its title: what the server puts into the 'caregiver' frame.
 */
export function renderCaregiverPage(caregiver: CaregiverPageDto): { html: string; title: string } {
  return {
    html: renderToString(<CaregiverShortArticle caregiver={caregiver} signInHref={paths.authReturningTo(paths.caregiverPage(caregiver.id))} />),
    title: fullTitle(caregiverPageTitle(caregiver)),
  };
}
