import type { SessionUserDto } from '@cuidar/domain/auth';
import { legacyRedirects, paths } from '@cuidar/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RequireSession } from './guards';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { PageFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every route of docs/product.md#screens, each screen in its own lazily loaded chunk.

const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/routes/landing') },
  { path: paths.recomendacoes, lazy: () => import('@/routes/recomendacoes') },
  { path: '/cuidadores/:id', lazy: () => import('@/routes/cuidador') },
  { path: paths.sobre, lazy: () => import('@/routes/sobre') },
  { path: paths.comoFunciona, lazy: () => import('@/routes/como-funciona') },
  { path: paths.contato, lazy: () => import('@/routes/contato') },
  { path: paths.privacidade, lazy: () => import('@/routes/politica-de-privacidade') },
  { path: paths.termos, lazy: () => import('@/routes/termos-de-uso') },
  { path: paths.faq, lazy: () => import('@/routes/faq') },
  { path: paths.blog, lazy: () => import('@/routes/blog') },
  { path: paths.checkout, lazy: () => import('@/routes/checkout') },
  { path: paths.checkoutSuccess, lazy: () => import('@/routes/checkout-success') },
  { path: paths.reservaSuccess, lazy: () => import('@/routes/reserva-success') },
  { path: '/reserva/pagamento/:id', lazy: () => import('@/routes/reserva-pagamento') },
  { path: '/recibos/:id', lazy: () => import('@/routes/recibo') },
  { path: paths.onboarding, lazy: () => import('@/routes/onboarding-familia') },
  { path: paths.onboardingFamilia, lazy: () => import('@/routes/onboarding-familia') },
  { path: paths.onboardingCuidador, lazy: () => import('@/routes/onboarding-cuidador') },
  { path: paths.profileFamilia, lazy: () => import('@/routes/profile-familia') },
  { path: paths.profileCuidador, lazy: () => import('@/routes/profile-cuidador') },
  { path: paths.vinculoEmpregaticio, lazy: () => import('@/routes/vinculo-empregaticio') },
  { path: paths.plantaoAvulso, lazy: () => import('@/routes/plantao-avulso') },
  { path: paths.presenca, lazy: () => import('@/routes/presenca') },
  ...Object.entries(legacyRedirects).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
  { path: '*', lazy: () => import('@/routes/not-found') },
];

const familiaRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/routes/dashboard-familia') },
  { path: 'perfil', lazy: () => import('@/routes/dashboard-familia-perfil') },
  { path: 'reservas', lazy: () => import('@/routes/dashboard-familia-reservas') },
  { path: 'mensagens', lazy: () => import('@/routes/dashboard-mensagens') },
  { path: 'notificacoes', lazy: () => import('@/routes/dashboard-notificacoes') },
  { path: 'configuracoes', lazy: () => import('@/routes/dashboard-configuracoes') },
  { path: 'familiares', lazy: () => import('@/routes/dashboard-familia-familiares') },
];

/**
 * The operators' desk screens of this branch (reports, 'Fale Conosco'). They sit under /operador
 * behind the operator guard; the operator layout nests them when it lands.
 */
const cuidadorRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/routes/dashboard-cuidador') },
  { path: 'perfil', lazy: () => import('@/routes/dashboard-cuidador-perfil') },
  { path: 'verificacao', lazy: () => import('@/routes/dashboard-cuidador-verificacao') },
  { path: 'agenda', lazy: () => import('@/routes/dashboard-cuidador-agenda') },
  { path: 'mensagens', lazy: () => import('@/routes/dashboard-mensagens') },
  { path: 'notificacoes', lazy: () => import('@/routes/dashboard-notificacoes') },
  { path: 'avaliacoes', lazy: () => import('@/routes/dashboard-cuidador-avaliacoes') },
  { path: 'ganhos', lazy: () => import('@/routes/dashboard-cuidador-ganhos') },
  { path: 'configuracoes', lazy: () => import('@/routes/dashboard-configuracoes') },
];

/** The company's desk (docs/product.md#operators, #reports, #contact). */
const operadorRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@/routes/operador') },
  { path: 'cuidadores', lazy: () => import('@/routes/operador-cuidadores') },
  { path: 'cuidadores/:id', lazy: () => import('@/routes/operador-cuidador') },
  { path: 'renovacoes', lazy: () => import('@/routes/operador-renovacoes') },
  { path: 'renovacoes/:id', lazy: () => import('@/routes/operador-renovacao') },
  { path: 'denuncias', lazy: () => import('@/routes/operador-denuncias') },
  { path: 'denuncias/:id', lazy: () => import('@/routes/operador-denuncia') },
  { path: 'contato', lazy: () => import('@/routes/operador-contato') },
  { path: 'disputas', lazy: () => import('@/routes/operador-disputas') },
  { path: 'disputas/:id', lazy: () => import('@/routes/operador-disputa') },
  { path: 'pagamentos', lazy: () => import('@/routes/operador-pagamentos') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageFallback,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      { path: paths.auth, lazy: () => import('@/routes/auth') },
      { path: paths.verify, lazy: () => import('@/routes/auth-verify') },
      { path: paths.resetPassword, lazy: () => import('@/routes/auth-reset-password') },
      { path: paths.authUnlock, lazy: () => import('@/routes/auth-unlock') },
      { path: paths.conviteFamiliar, lazy: () => import('@/routes/convite-familiar') },
      { path: `${paths.checkoutSandbox}/:sessionId`, lazy: () => import('@/routes/checkout-sandbox') },
      {
        path: paths.dashboard('familia'),
        element: (
          <RequireSession role="familia">
            <DashboardLayout role="familia" />
          </RequireSession>
        ),
        children: familiaRoutes,
      },
      {
        path: paths.dashboard('cuidador'),
        element: (
          <RequireSession role="cuidador">
            <DashboardLayout role="cuidador" />
          </RequireSession>
        ),
        children: cuidadorRoutes,
      },
      // A plan's caregivers (docs/product.md#plan-care): the family's dashboard shell around it.
      {
        path: paths.planCare,
        element: (
          <RequireSession role="familia">
            <DashboardLayout role="familia" />
          </RequireSession>
        ),
        children: [{ index: true, lazy: () => import('@/routes/plano-cuidadores') }],
      },
      // Substitutes for plan shifts without a caregiver (docs/product.md#plan-substitutes).
      {
        path: paths.planSubstitutes,
        element: (
          <RequireSession role="familia">
            <DashboardLayout role="familia" />
          </RequireSession>
        ),
        children: [{ index: true, lazy: () => import('@/routes/plano-substitutos') }],
      },
      // 'Encontrar substituto' for a day whose caregiver did not arrive (docs/product.md#plan-substitutes).
      {
        path: '/substituto/:id',
        element: (
          <RequireSession role="familia">
            <DashboardLayout role="familia" />
          </RequireSession>
        ),
        children: [{ index: true, lazy: () => import('@/routes/substituto') }],
      },
      // A relative following a family (docs/product.md#relatives): read-only, in a shell of its own.
      {
        path: paths.familiar,
        element: (
          <RequireSession role="familiar">
            <DashboardLayout role="familiar" />
          </RequireSession>
        ),
        children: [
          { index: true, lazy: () => import('@/routes/familiar') },
          { path: 'notificacoes', lazy: () => import('@/routes/dashboard-notificacoes') },
          { path: 'configuracoes', lazy: () => import('@/routes/dashboard-configuracoes') },
        ],
      },
      // The desk's shell (and the two-factor set-up it may show) loads only for those who open it.
      { path: paths.operador, lazy: () => import('./layouts/operator-layout').then((m) => ({ Component: m.OperatorLayout })), children: operadorRoutes },
    ],
  },
];

/** The browser's router; main.tsx creates it once the first screen's module is loaded. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy modules of the screens a URL shows and puts them on their routes, so the first
 * render shows the screen itself instead of a blank fallback. Pre-rendered pages need this: the
 * browser must render exactly what the server wrote into the HTML to hydrate it.
 */
export async function loadRouteModules(location: string | { pathname: string }): Promise<ScreenModule[]> {
  const matches = matchRoutes(routes, location) ?? [];
  const modules = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return {};
      const { prefetch, ...module } = (await route.lazy()) as ScreenModule & Record<string, unknown>;
      Object.assign(route, module, { lazy: undefined });
      return { prefetch };
    }),
  );
  return modules;
}

/**
 * What a screen's module may export besides its Component: the requests its first content needs,
 * started by main.tsx as soon as the session is known, alongside the code (docs/decisions/0039).
 */
export interface ScreenModule {
  prefetch?: (queryClient: QueryClient, user: SessionUserDto) => void;
}
