import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter, loadRouteModules } from './app/router';
import './index.css';

// Public pages arrive pre-rendered (scripts/prerender.mjs): the first paint needs no JavaScript,
// and React hydrates the same markup. Every other path starts from the empty shell.
const container = document.getElementById('root')!;
// A screen that fails to load is left to the router, which shows its error page.
await loadRouteModules(window.location).catch(() => undefined);
const app = (
  <StrictMode>
    <Providers router={createAppRouter()} queryClient={createQueryClient()} />
  </StrictMode>
);
if (container.hasAttribute('data-prerendered')) hydrateRoot(container, app);
else createRoot(container).render(app);
