import type { AccountRole, Role } from './constants';

// The web app's paths (docs/product.md#screens), shared so the server knows which paths exist.

/** The query parameter of /auth that says where to go after signing in (checked by safeReturnPath). */
export const AUTH_RETURN_PARAM = 'voltar';

export const paths = {
  home: '/',
  auth: '/auth',
  /** Sign-in from a page without the app's router (a server-rendered page): back to `from` after it. */
  authReturningTo: (from: string) => `/auth?${AUTH_RETURN_PARAM}=${encodeURIComponent(from)}`,
  verify: '/auth/verify',
  resetPassword: '/auth/redefinir-senha',
  /** The e-mailed way past a sign-in lockout. */
  authUnlock: '/auth/desbloquear',
  onboarding: '/onboarding',
  onboardingFamilia: '/onboarding/familia',
  onboardingCuidador: '/onboarding/cuidador',
  profileFamilia: '/profile/familia',
  profileCuidador: '/profile/cuidador',
  recomendacoes: '/recomendacoes',
  /** A caregiver's public page (docs/product.md#caregiver-page): caregiverPage(id). */
  caregiverPage: (id: string) => `/cuidadores/${encodeURIComponent(id)}`,
  sobre: '/sobre-nos',
  comoFunciona: '/como-funciona',
  contato: '/contato',
  privacidade: '/politica-de-privacidade',
  termos: '/termos-de-uso',
  faq: '/faq',
  blog: '/blog',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  /** The built-in test checkout (no card provider configured): /checkout/sandbox/:sessionId. */
  checkoutSandbox: '/checkout/sandbox',
  reservaSuccess: '/reserva/success',
  /** Paying one booking request (docs/product.md#booking-payments): reservaPagamento(id). */
  reservaPagamento: (id: string) => `/reserva/pagamento/${encodeURIComponent(id)}`,
  /** The company's back-office (operators only). */
  operador: '/operador',
  /** The operators' report queue (docs/product.md#reports); one report: operadorDenuncia(id). */
  operadorDenuncias: '/operador/denuncias',
  operadorDenuncia: (id: string) => `/operador/denuncias/${encodeURIComponent(id)}`,
  /** 'Fale Conosco' messages on the operators' desk (docs/product.md#contact). */
  operadorContato: '/operador/contato',
  operadorPage: (page: OperatorPage) => `/operador/${page}`,
  /** One caregiver's verification review. */
  operadorCuidador: (id: string) => `/operador/cuidadores/${encodeURIComponent(id)}`,
  /** One renewed criminal-records certificate to check (docs/product.md#verification-renewal). */
  operadorRenovacao: (id: string) => `/operador/renovacoes/${encodeURIComponent(id)}`,
  /** One dispute ('Tive um problema') to decide (docs/product.md#disputes). */
  operadorDisputa: (id: string) => `/operador/disputas/${encodeURIComponent(id)}`,
  dashboard: (role: Role) => `/dashboard/${role}`,
  dashboardPage: (role: Role, page: DashboardPage) => `/dashboard/${role}/${page}`,
  /** One receipt of a payment or refund (docs/product.md#receipts): recibo(id). */
  recibo: (id: string) => `/recibos/${encodeURIComponent(id)}`,
  /** What the labour law says about caregivers and families (docs/product.md#labour-law). */
  vinculoEmpregaticio: '/vinculo-empregaticio',
  /** The family chooses the caregivers of its care plan (docs/product.md#plan-care). */
  planCare: '/plano/cuidadores',
  /** 'Plantão Avulso' at its advertised price (docs/product.md#single-shift). */
  plantaoAvulso: '/plantao-avulso',
  /** Where a family's 'QR de presença' leads: the caregiver's check-in or check-out (docs/product.md#visits), ?c=<code>. */
  presenca: '/presenca',
  /** The family chooses a substitute for plan shifts without a caregiver (docs/product.md#plan-substitutes). */
  planSubstitutes: '/plano/substitutos',
  /** 'Encontrar substituto' for the rest of a day whose caregiver did not arrive (docs/product.md#visits). */
  visitSubstitute: (reservaId: string) => `/substituto/${encodeURIComponent(reservaId)}`,
  /** A relative's home: the family they follow, read-only (docs/product.md#relatives). */
  familiar: '/familiar',
  familiarNotificacoes: '/familiar/notificacoes',
  familiarConfiguracoes: '/familiar/configuracoes',
  /** Where the e-mailed invitation of a relative leads, ?token=<token>. */
  conviteFamiliar: '/convite-familiar',
} as const;

export type DashboardPage = 'perfil' | 'verificacao' | 'reservas' | 'agenda' | 'mensagens' | 'notificacoes' | 'avaliacoes' | 'configuracoes' | 'ganhos' | 'familiares';

/** The back-office's pages besides its home (docs/product.md#operators). */
export type OperatorPage = 'cuidadores' | 'renovacoes' | 'denuncias' | 'contato' | 'disputas' | 'pagamentos';
export const OPERATOR_PAGES: readonly OperatorPage[] = ['cuidadores', 'renovacoes', 'denuncias', 'contato', 'disputas', 'pagamentos'];

/** The pages of each role's dashboard (the web router has exactly these; a test compares them). */
export const DASHBOARD_PAGES: Record<Role, readonly DashboardPage[]> = {
  familia: ['perfil', 'reservas', 'mensagens', 'notificacoes', 'configuracoes', 'familiares'],
  cuidador: ['perfil', 'verificacao', 'agenda', 'mensagens', 'notificacoes', 'avaliacoes', 'configuracoes', 'ganhos'],
};

/** Footer links of the prototype that differ from the registered paths; both must work. */
export const legacyRedirects: Record<string, string> = {
  '/cadastro-cuidador': paths.onboardingCuidador,
  '/sobre': paths.sobre,
  '/privacidade': paths.privacidade,
  '/termos': paths.termos,
};

/** After sign-in or verification: the role decides the dashboard; no role means the home page. */
export function homeFor(role: AccountRole | null | undefined): string {
  if (role === 'operador') return paths.operador;
  if (role === 'familiar') return paths.familiar;
  return role ? paths.dashboard(role) : paths.home;
}

/** The checkout of one plan as a shareable link (also where sign-in brings a person back). */
export function checkoutPath(planId: string): string {
  return `${paths.checkout}?plano=${encodeURIComponent(planId)}`;
}

const fixedPaths = new Set(
  [
    ...Object.values(paths).flatMap((value) => (typeof value === 'string' && value !== paths.checkoutSandbox ? [value] : [])),
    ...Object.keys(legacyRedirects),
    ...OPERATOR_PAGES.map((page) => paths.operadorPage(page)),
    ...(Object.keys(DASHBOARD_PAGES) as Role[]).flatMap((role) => [paths.dashboard(role), ...DASHBOARD_PAGES[role].map((page) => paths.dashboardPage(role, page))]),
  ].map((path) => path.toLowerCase()),
);

/**
 * Whether the web app has a screen at this path (matched as the router matches: case-insensitive,
 * trailing slashes ignored). The server answers any other path with 404, while still sending the
 * app, whose 'Página não encontrada' screen then shows.
 */
export function isKnownWebPath(pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  if (fixedPaths.has(path)) return true;
  const oneSegmentAfter = (prefix: string) => path.startsWith(prefix) && /^[^/]+$/.test(path.slice(prefix.length));
  return oneSegmentAfter('/cuidadores/') || oneSegmentAfter(`${paths.checkoutSandbox}/`) || oneSegmentAfter('/reserva/pagamento/') || oneSegmentAfter(`${paths.operadorPage('cuidadores')}/`) || oneSegmentAfter(`${paths.operadorPage('renovacoes')}/`) || oneSegmentAfter(`${paths.operadorPage('denuncias')}/`) || oneSegmentAfter(`${paths.operadorPage('disputas')}/`) || oneSegmentAfter('/recibos/') || oneSegmentAfter(paths.visitSubstitute(''));
}

/** The longest return path we carry through a sign-up and its e-mail. */
export const RETURN_PATH_MAX_LENGTH = 512;

/**
 * Where to send a person back to after sign-in or e-mail verification, or null: only a path of this
 * site that the app has a screen for (no scheme, no host, no '//' or '\\' tricks, no control
 * characters), and never the sign-in or verification pages themselves. Checked where the path is
 * received, where the e-mailed link is built and where the browser follows it: no open redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const [beforeHash = ''] = value.split('#');
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  // A plain path (letters, digits, '-._~%/'), one the app has a screen for.
  if (!/^\/[A-Za-z0-9\-._~%/]*$/.test(pathname) || !isKnownWebPath(pathname) || /\s/.test(search)) return null;
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (path === paths.auth || path.startsWith(`${paths.auth}/`)) return null;
  return `${pathname}${search}`;
}
