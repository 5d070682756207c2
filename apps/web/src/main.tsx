import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter, loadRouteModules } from './app/router';
import { getSessionQueryOptions } from './features/auth/api/get-session';
import './index.css';

// Public pages arrive pre-rendered (scripts/prerender.mjs) with their islands (islands/main.tsx);
// every path of the app starts from the empty shell, here.
const container = document.getElementById('root')!;
const queryClient = createQueryClient();
// The session and the screen's code are requested together, and the screen's own first requests as
// soon as both are in (its module's `prefetch`): a dashboard's content does not wait for the
// session, then for a render, then for its data (docs/decisions/0039).
const session = queryClient.fetchQuery(getSessionQueryOptions()).catch(() => null);
// A screen that fails to load is left to the router, which shows its error page.
const screens = await loadRouteModules(window.location).catch(() => []);
void session.then((user) => {
  if (user) for (const screen of screens) screen.prefetch?.(queryClient, user);
});
const app = (
  <StrictMode>
    <Providers router={createAppRouter()} queryClient={queryClient} />
  </StrictMode>
);
if (container.hasAttribute('data-prerendered')) hydrateRoot(container, app);
else createRoot(container).render(app);
