import { randomUUID } from 'node:crypto';
import { FAMILY_CARE_SKILLS, type Role } from '@cuidar/domain/constants';
import { fakeCpf } from '../src/db/factories';
import { fileForm, registrationBody, sampleFiles } from './caregiver';
import type { Caller, World } from './world';

// THE AUTHORIZATION MATRIX: one row per route of the app (method + path exactly as Hono lists
// them in app.routes). A route without a row, or a row without a route, fails
// apps/server/src/http/authorization-matrix.integration.test.ts. The same rows feed the CSRF test
// and the input fuzzing (their `body` is the valid request the fuzzer mutates).
//
// Callers are relative to the route's `owner` role (default 'familia'):
//   owner       family A (or caregiver A) — whose object or data the route is about
//   counterpart the A of the other role, who has a confirmed booking with the owner
//   sameRole    family B (or caregiver B) — a stranger of the owner's role
//   otherRole   caregiver B (or family B) — a stranger of the other role
//   operator    an operator of the company (two-factor on): a stranger to every family and
//               caregiver; the only caller the /api/operador/* routes exist for
//   relative    a relative following family A (role familiar, docs/product.md#relatives): on the
//               relatives' routes (access 'familiar') the one who may read family A's care; on every
//               other route a stranger without a marketplace role. Unless a row says `relative:`,
//               they get what the operator gets (refused by role, objects not found, alike on their
//               own account) and, on the desk, what any stranger gets (404): see expectedStatus
//   anonymous   nobody signed in
// `expect` gives the status each caller must get; it is checked for every caller, and:
//   - a refused call changes nothing in the database;
//   - a caller who is neither owner nor counterpart never sees a secret of the world (e-mails,
//     address, health data, phone, private ids, message text), refused or not;
//   - for a route with an object in the path, a stranger's answer is identical to the answer for an
//     id that does not exist (someone else's object is "not found", its existence never revealed).
//
// Adding a route (part B: /api/account/..., /api/settings/...): add one row, e.g.
//   { method: 'GET', path: '/api/account/sessions', access: 'user', expect: signedIn(200) },
//   { method: 'DELETE', path: '/api/account/sessions/:id', access: 'user',
//     params: async (w) => ({ id: await w.session('familia') }), expect: ownedObject(200, 404) },
// and, when the route needs a new kind of object, one method on World (test/world.ts) that makes it.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public     anyone, signed in or not
 * user       any signed-in person (the route acts on the caller's own data or on an object in the path)
 * familia / cuidador  signed-in people of that role only
 * credential anyone who presents the owner's secret in the body (password, e-mailed token): every
 *            caller acts as the owner, so the no-leak and owner-unchanged checks do not apply
 * webhook    the payment provider: the signature over the body is the only credential
 * websocket  the realtime socket (checked through a real server)
 * dev / test development-only and e2e-only routes: absent in production (checked apart)
 * familiar   relatives (role familiar) only, on a family they follow (docs/product.md#relatives)
 * operador   the company's back-office: operators with two-factor sign-in only; everyone else signed
 *            in gets 404 (the route does not exist for them), nobody signed in 401
 */
export type Access = 'public' | 'user' | 'familia' | 'cuidador' | 'operador' | 'familiar' | 'credential' | 'webhook' | 'websocket' | 'dev' | 'test';

/**
 * `operator: null` leaves the operator out of a row, only where a per-account limit is spent by the
 * other callers first (the operator plays an anonymous stranger there, as otherRole already does).
 */
export type Expectation = Record<Exclude<Caller, 'counterpart' | 'operator' | 'relative'>, number> & { counterpart?: number; operator: number | null; relative?: number | null };

/**
 * The status a caller must get on a row. The relative, where the row does not say, is a signed-in
 * person with no marketplace role: the operator's answer outside the desk, a stranger's (404) on it;
 * left out where the operator is (a per-account limit).
 */
export function expectedStatus(row: RouteRow, caller: Caller): number | null | undefined {
  if (caller !== 'relative') return row.expect[caller];
  if (row.expect.relative !== undefined) return row.expect.relative;
  if (row.expect.operator === null) return null;
  return row.access === 'operador' ? row.expect.sameRole : row.expect.operator;
}

/** Per-account limits (5 per 15 minutes) are spent by the five other callers of these rows. */
const beyondAccountLimit = (expectation: Expectation): Expectation => ({ ...expectation, operator: null });

/** The caller who gets furthest into a route (the fuzzer's and the CSRF check's): the operator on the desk, the relative on the relatives' routes, else the owner. */
export const mainCaller = (row: RouteRow): Caller => (row.access === 'operador' ? 'operator' : row.access === 'familiar' ? 'relative' : 'owner');

export interface RouteRow {
  method: Method;
  path: string;
  access: Access;
  /** Whose data the route is about (default 'familia'). */
  owner?: Role;
  /** Values for the path's :params, made fresh for this row. */
  params?: (w: World) => Promise<Record<string, string>>;
  /** A valid query string (without '?'), for this caller. */
  query?: (w: World, caller: Caller) => string | Promise<string>;
  /** A valid body for this caller (JSON value, or FormData for uploads). Omitted: `{}` for writes. */
  body?: (w: World, caller: Caller) => unknown;
  expect: Expectation;
  /** Why the row skips the check that strangers see no secret (only where that is the design). */
  seesSecrets?: string;
  /** The input fuzzer leaves this route alone, and why (it still gets the CSRF and matrix checks). */
  noFuzz?: string;
  /** Why the relative's call may change a row the owner shares with them (their following of family A). */
  relativeChangesFollowing?: string;
}

// Shorthands for the common shapes; each row still says every status. An operator is neither a
// family nor a caregiver (docs/product.md#operators): refused by role where a role is required, a
// stranger to everybody's objects, and like anyone else on their own account.
const anyone = (status: number): Expectation => ({ owner: status, counterpart: status, sameRole: status, otherRole: status, operator: status, anonymous: status });
/** Any signed-in person, each on their own data. */
const signedIn = (status: number): Expectation => ({ owner: status, counterpart: status, sameRole: status, otherRole: status, operator: status, anonymous: 401 });
/** People of the owner's role, each on their own data; the other role (and the operator) is refused. */
const roleOnly = (status: number): Expectation => ({ owner: status, counterpart: 403, sameRole: status, otherRole: 403, operator: 403, anonymous: 401 });
/** The back-office: operators only; for everybody else signed in the route does not exist. */
const operatorOnly = (status: number): Expectation => ({ owner: 404, counterpart: 404, sameRole: 404, otherRole: 404, operator: status, anonymous: 401 });
/** One object: the owner (and the counterpart, when given) may; strangers get 404 (403 where the route wants the other role). */
const ownedObject = (status: number, strangerOfOtherRole: 403 | 404, counterpart?: number): Expectation => ({
  owner: status,
  sameRole: 404,
  otherRole: strangerOfOtherRole,
  operator: strangerOfOtherRole,
  anonymous: 401,
  ...(counterpart !== undefined ? { counterpart } : {}),
});

/** The relatives' own routes: the relative following the family may; everybody else has the wrong role. */
const relativeOnly = (status: number): Expectation => ({ owner: 403, counterpart: 403, sameRole: 403, otherRole: 403, operator: 403, relative: status, anonymous: 401 });

/** Caller order as a number, so each caller's new object gets its own dates. */
const nth = (caller: Caller) => ['anonymous', 'otherRole', 'sameRole', 'counterpart', 'owner', 'operator', 'relative'].indexOf(caller);
const freshEmail = () => `nova-${randomUUID().slice(0, 8)}@exemplo.com.br`;
const familiaAnswers = {
  turno: 'manha',
  generoPreferido: 'indiferente',
  competencias: [FAMILY_CARE_SKILLS[0]],
  cep: '05435-000',
  rua: 'Rua Harmonia',
  numero: '10',
  complemento: '',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
  dias: 1,
};

export const routeRows: RouteRow[] = [
  // Platform and session.
  { method: 'GET', path: '/api/health', access: 'public', expect: anyone(200) },
  { method: 'GET', path: '/api/session', access: 'public', expect: anyone(200) },
  { method: 'GET', path: '/api/realtime', access: 'websocket', expect: { ...signedIn(101) } },

  // Accounts (better-auth behind our schemas and limits).
  {
    method: 'POST',
    path: '/api/account/sign-up',
    access: 'public',
    body: () => ({ name: 'Rosa Albuquerque', email: freshEmail(), password: 'cravo-e-canela-77', role: 'familia' }),
    expect: anyone(201),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    access: 'credential',
    body: (w) => ({ email: w.familia.email, password: w.password }),
    expect: anyone(200),
    seesSecrets: 'whoever has the password is the owner and gets the owner’s session',
  },
  { method: 'POST', path: '/api/auth/sign-out', access: 'public', expect: anyone(200) },
  // The e-mailed link past a sign-in lockout: a token that is not one opens nothing.
  { method: 'POST', path: '/api/auth/unlock', access: 'public', body: () => ({ token: 'nao-e-um-token-de-verdade-0123456789' }), expect: anyone(400) },
  // Second step of a two-factor sign-in: without better-auth's cookie from the first step, nobody.
  { method: 'POST', path: '/api/auth/two-factor/verify-totp', access: 'public', body: () => ({ code: '123456' }), expect: anyone(401) },
  { method: 'POST', path: '/api/auth/two-factor/verify-recovery-code', access: 'public', body: () => ({ code: 'ABCDE-12345' }), expect: anyone(401) },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    access: 'public',
    body: (w) => ({ email: w.familia.email }),
    expect: beyondAccountLimit(anyone(200)),
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    access: 'credential',
    query: async (w) => `token=${await w.verificationToken()}`,
    expect: anyone(200),
    seesSecrets: 'the e-mailed token is the credential',
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    body: (w) => ({ email: w.familia.email }),
    expect: beyondAccountLimit(anyone(200)),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'credential',
    body: async (w) => ({ token: await w.resetToken(), newPassword: `nova-${randomUUID().slice(0, 8)}-senha` }),
    expect: beyondAccountLimit(anyone(200)),
    seesSecrets: 'the e-mailed token is the credential',
  },

  // Public site and search.
  { method: 'GET', path: '/api/caregivers/featured', access: 'public', query: () => 'limit=24', expect: anyone(200) },
  { method: 'GET', path: '/api/testimonials', access: 'public', expect: anyone(200) },
  { method: 'GET', path: '/api/cep/:cep', access: 'public', params: async () => ({ cep: '05435000' }), expect: anyone(200) },
  // The caregiver's public page (docs/product.md#caregiver-page): anyone may open an approved
  // caregiver's page (families get the details); it never carries the caregiver's street or phone.
  {
    method: 'GET',
    path: '/api/caregivers/:id',
    access: 'public',
    owner: 'cuidador',
    params: async (w) => ({ id: w.cuidador.id }),
    expect: anyone(200),
  },
  // 'Favoritos' (docs/product.md#favorites): families only, each on their own list; the caregiver in
  // the path is public (approved), so every family may save or remove them.
  { method: 'GET', path: '/api/favorites', access: 'familia', expect: roleOnly(200) },
  {
    method: 'PUT',
    path: '/api/favorites/:id',
    access: 'familia',
    params: async (w) => ({ id: w.cuidador.id }),
    expect: roleOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/favorites/:id',
    access: 'familia',
    params: async (w) => ({ id: w.cuidador.id }),
    expect: roleOnly(200),
  },
  {
    method: 'GET',
    path: '/api/caregivers/:id/booking-calendar',
    access: 'public',
    owner: 'cuidador',
    params: async (w) => ({ id: w.cuidador.id }),
    expect: anyone(200),
  },
  {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    body: () => ({ nome: 'Marcos Lima', email: 'marcos@exemplo.com.br', mensagem: 'Vocês atendem em Niterói?' }),
    expect: anyone(201),
  },
  // 'Denunciar' (docs/product.md#reports): family A reports caregiver A's profile. Family B may too
  // (an approved caregiver is shown to every family); caregiver A cannot report itself (400) and
  // caregiver B cannot open another caregiver's profile (404).
  {
    method: 'POST',
    path: '/api/denuncias',
    access: 'user',
    body: (w) => ({ alvoTipo: 'perfil', alvoId: w.cuidador.id, motivo: 'perfil_falso', descricao: 'Fotos de outra pessoa.' }),
    expect: { owner: 201, counterpart: 400, sameRole: 201, otherRole: 404, operator: 403, anonymous: 401 },
  },
  // The operators' desk for reports and 'Fale Conosco' (docs/product.md#reports, #contact).
  { method: 'GET', path: '/api/operador/denuncias', access: 'operador', query: () => 'status=aberta', expect: operatorOnly(200) },
  { method: 'GET', path: '/api/operador/denuncias/:id', access: 'operador', params: async (w) => ({ id: await w.report() }), expect: operatorOnly(200) },
  {
    method: 'POST',
    path: '/api/operador/denuncias/:id/resolver',
    access: 'operador',
    params: async (w) => ({ id: await w.report() }),
    body: () => ({ resultado: 'arquivada', nota: 'Sem evidências.' }),
    expect: operatorOnly(200),
  },
  // A reported family's account (docs/product.md#family-suspension): its state and confirmed
  // bookings, and lifting a suspension (suspending is a report's decision, the row above).
  { method: 'GET', path: '/api/operador/familias/:id', access: 'operador', params: async (w) => ({ id: w.familia.id }), expect: operatorOnly(200) },
  {
    method: 'POST',
    path: '/api/operador/familias/:id/reativar',
    access: 'operador',
    params: async (w) => ({ id: await w.suspendedFamily() }),
    body: () => ({ motivo: 'Revisão da denúncia: mal-entendido.' }),
    expect: operatorOnly(200),
  },
  { method: 'GET', path: '/api/operador/contato', access: 'operador', expect: operatorOnly(200) },
  {
    method: 'POST',
    path: '/api/operador/contato/:id/responder',
    access: 'operador',
    params: async (w) => ({ id: await w.contactMessage() }),
    body: () => ({ resposta: 'Atendemos sim.' }),
    expect: operatorOnly(200),
  },
  { method: 'POST', path: '/api/onboarding/familia', access: 'public', body: () => ({ answers: familiaAnswers }), expect: anyone(200) },
  {
    method: 'POST',
    path: '/api/recommendations',
    access: 'public',
    body: () => ({ turno: 'manha', generoPreferido: 'indiferente', competencias: [FAMILY_CARE_SKILLS[0]], bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' }),
    expect: anyone(200),
  },

  // Bookings.
  // The bookings lists are a family's or a caregiver's; an operator has neither role.
  { method: 'GET', path: '/api/bookings', access: 'user', query: () => 'scope=all', expect: { ...signedIn(200), operator: 403 } },
  {
    method: 'GET',
    path: '/api/bookings/:id',
    access: 'user',
    params: async (w) => ({ id: await w.booking('pendente', 5) }),
    expect: ownedObject(200, 404, 200),
  },
  {
    method: 'POST',
    path: '/api/bookings',
    access: 'familia',
    body: (w, caller) => ({
      cuidadorId: w.cuidador.id,
      dataInicio: w.date(30 + nth(caller)),
      horaInicio: '09:00',
      horaFim: '13:00',
      idempotencyKey: randomUUID(),
    }),
    expect: { owner: 201, sameRole: 201, otherRole: 403, counterpart: 403, operator: 403, anonymous: 401 },
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/accept',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.booking('pendente', 5) }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/decline',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.booking('pendente', 5) }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    access: 'familia',
    params: async (w) => ({ id: await w.booking('confirmada', 12) }),
    body: () => ({ motivo: 'Mudança de planos' }),
    expect: ownedObject(200, 403, 403),
  },
  // Before and after accepting: only the two parties of the request (docs/product.md#request-details).
  {
    method: 'GET',
    path: '/api/bookings/:id/details',
    access: 'user',
    params: async (w) => ({ id: await w.booking('pendente', 5) }),
    expect: ownedObject(200, 404, 200),
  },
  {
    method: 'GET',
    path: '/api/bookings/:id/cancellation-quote',
    access: 'user',
    params: async (w) => ({ id: await w.booking('confirmada', 12) }),
    expect: ownedObject(200, 404, 200),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/caregiver-cancel',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.booking('confirmada', 12) }),
    body: () => ({ motivoCodigo: 'conflito_de_agenda', motivo: 'Consulta médica no mesmo horário' }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/review',
    access: 'familia',
    params: async (w) => ({ id: await w.pastBooking() }),
    body: () => ({ estrelas: 5, comentario: 'Cuidou da minha mãe com muito carinho.' }),
    expect: ownedObject(201, 403, 403),
  },
  // Paying for a booking (docs/product.md#booking-payments): the quote is public like the calendar;
  // the payment of a request is its family's only (the caregiver does not see it before it is paid).
  {
    method: 'GET',
    path: '/api/bookings/quote',
    access: 'public',
    query: (w) => `cuidadorId=${w.cuidador.id}&dataInicio=${w.date(20)}&dataFim=${w.date(21)}&horaInicio=08:00&horaFim=12:00`,
    expect: anyone(200),
  },
  {
    method: 'GET',
    path: '/api/bookings/:id/payment',
    access: 'familia',
    params: async (w) => ({ id: await w.unpaidBooking(22) }),
    expect: ownedObject(200, 403, 403),
  },
  // A request's refunds and where each is (docs/product.md#booking-payments): its family only.
  {
    method: 'GET',
    path: '/api/bookings/:id/refunds',
    access: 'familia',
    params: async (w) => ({ id: await w.unpaidBooking(22) }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/payment',
    access: 'familia',
    params: async (w) => ({ id: await w.unpaidBooking(23) }),
    body: () => ({ method: 'pix' }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/payments/sandbox/bookings/:id/confirm',
    access: 'familia',
    params: async (w) => ({ id: await w.unpaidBooking(24) }),
    body: () => ({ method: 'card' }),
    expect: ownedObject(200, 403, 403),
  },
  { method: 'GET', path: '/api/reviews/received', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  { method: 'GET', path: '/api/reviews/given', access: 'familia', expect: roleOnly(200) },
  // Reviews both ways (docs/product.md#reviews): the caregiver rates the family of their own
  // concluded booking, and replies once to a review of theirs.
  {
    method: 'POST',
    path: '/api/bookings/:id/family-review',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.pastBooking() }),
    body: () => ({ estrelas: 4, nota: 'Família atenciosa e pontual.' }),
    expect: ownedObject(201, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/reviews/:id/reply',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.review() }),
    body: () => ({ resposta: 'Obrigada! Foi um prazer cuidar da sua mãe.' }),
    expect: ownedObject(201, 403, 403),
  },

  // Notifications.
  { method: 'GET', path: '/api/notifications', access: 'user', query: () => 'limit=50', expect: signedIn(200) },
  { method: 'GET', path: '/api/notifications/unread-count', access: 'user', expect: signedIn(200) },
  { method: 'POST', path: '/api/notifications/read-all', access: 'user', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'user',
    params: async (w) => ({ id: await w.notification('familia') }),
    expect: ownedObject(200, 404, 404),
  },

  // Chat.
  { method: 'GET', path: '/api/conversations', access: 'user', expect: signedIn(200) },
  { method: 'GET', path: '/api/conversations/unread-count', access: 'user', expect: signedIn(200) },
  {
    method: 'POST',
    path: '/api/conversations',
    access: 'user',
    // A family opens a conversation with caregiver A; a caregiver only with a family that booked.
    body: (w, caller) => ({ withId: ['owner', 'sameRole'].includes(caller) ? w.cuidador.id : w.familia.id }),
    expect: { owner: 200, sameRole: 200, counterpart: 200, otherRole: 403, operator: 403, anonymous: 401 },
  },
  {
    method: 'GET',
    path: '/api/conversations/:id/messages',
    access: 'user',
    params: async (w) => ({ id: await w.conversation() }),
    expect: ownedObject(200, 404, 200),
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/messages',
    access: 'user',
    params: async (w) => ({ id: await w.conversation() }),
    body: () => ({ content: 'Chego às 8h amanhã.' }),
    expect: ownedObject(201, 404, 201),
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/read',
    access: 'user',
    params: async (w) => ({ id: await w.conversation() }),
    expect: ownedObject(200, 404, 200),
  },

  // A booking's contract: its two parties only (docs/product.md#contract); receipts: their owner only
  // (docs/product.md#receipts). Everyone else gets 404, like an id that does not exist.
  {
    method: 'GET',
    path: '/api/bookings/:id/contract',
    access: 'user',
    params: async (w) => ({ id: await w.contractBooking(30) }),
    expect: ownedObject(200, 404, 200),
  },
  {
    method: 'GET',
    path: '/api/bookings/:id/contract/pdf',
    access: 'user',
    params: async (w) => ({ id: await w.contractBooking(34) }),
    query: () => 'download=1',
    expect: ownedObject(200, 404, 200),
  },
  { method: 'GET', path: '/api/receipts', access: 'user', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/api/receipts/:id',
    access: 'user',
    params: async (w) => ({ id: await w.receipt() }),
    expect: ownedObject(200, 404, 404),
  },
  {
    method: 'GET',
    path: '/api/receipts/:id/pdf',
    access: 'user',
    params: async (w) => ({ id: await w.receipt() }),
    expect: ownedObject(200, 404, 404),
  },

  // Care plans and payments.
  { method: 'GET', path: '/api/checkout/provider', access: 'public', expect: anyone(200) },
  { method: 'GET', path: '/api/plans/:id/price', access: 'public', params: async () => ({ id: 'quarterly' }), expect: anyone(200) },
  { method: 'POST', path: '/api/checkout', access: 'familia', body: () => ({ planId: 'monthly' }), expect: roleOnly(201) },
  {
    method: 'GET',
    path: '/api/checkout/sessions/:sessionId',
    access: 'familia',
    params: async (w) => ({ sessionId: await w.checkoutSession() }),
    expect: ownedObject(200, 403, 403),
  },
  { method: 'GET', path: '/api/plans/current', access: 'familia', expect: roleOnly(200) },
  {
    method: 'POST',
    path: '/api/plans/:id/cancel',
    access: 'familia',
    params: async (w) => ({ id: await w.activePlan() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/plans/:id/refund',
    access: 'familia',
    params: async (w) => ({ id: await w.activePlan() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'webhook',
    body: () => ({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }),
    // Nobody gets anything in without the provider's signature, signed in or not.
    expect: anyone(400),
  },
  {
    method: 'GET',
    path: '/api/payments/sandbox/:sessionId',
    access: 'familia',
    params: async (w) => ({ sessionId: await w.checkoutSession() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/payments/sandbox/:sessionId/confirm',
    access: 'familia',
    params: async (w) => ({ sessionId: await w.checkoutSession() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/payments/sandbox/:sessionId/cancel',
    access: 'familia',
    params: async (w) => ({ sessionId: await w.checkoutSession() }),
    expect: ownedObject(200, 403, 403),
  },

  // Caregiver's own profile, files, agenda and earnings.
  { method: 'GET', path: '/api/caregiver/profile', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  { method: 'GET', path: '/api/caregiver-rate-limits', access: 'public', expect: anyone(200) },
  {
    method: 'POST',
    path: '/api/caregiver/profile',
    access: 'cuidador',
    owner: 'cuidador',
    body: () => registrationBody(),
    expect: roleOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/caregiver/profile',
    access: 'cuidador',
    owner: 'cuidador',
    body: () => ({
      firstName: 'Joana',
      lastName: 'Prado',
      bio: 'Cuido de idosos há dez anos.',
      genero: 'feminino',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      competencias: ['Higiene', 'Companhia'],
      disponibilidade: ['Manhã'],
      precoHoraCentavos: 5500,
    }),
    expect: roleOnly(200),
  },
  {
    method: 'POST',
    path: '/api/caregiver/certificates',
    access: 'cuidador',
    owner: 'cuidador',
    body: () => fileForm(sampleFiles.png(), 'curso.png', 'image/png'),
    expect: roleOnly(201),
    noFuzz: 'multipart upload: its bytes are checked by certificates.integration.test.ts',
  },
  { method: 'GET', path: '/api/caregiver/certificates', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  // The caregiver's own verification (docs/product.md#verification). The world's caregivers are
  // approved, so their CPF and references are locked and there is nothing to send (409 past every
  // check of who may ask); saving and sending are proven in caregiver-verification.integration.test.ts.
  { method: 'GET', path: '/api/caregiver/verification', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  {
    method: 'PUT',
    path: '/api/caregiver/verification',
    access: 'cuidador',
    owner: 'cuidador',
    body: () => ({
      cpf: fakeCpf(),
      referencias: [
        { nome: 'Marta Souza', relacao: 'Ex-empregadora', telefone: '(11) 91234-5678' },
        { nome: 'Carlos Lima', relacao: 'Enfermeiro da clínica', telefone: '(21) 99876-5432' },
      ],
    }),
    expect: roleOnly(409),
  },
  { method: 'POST', path: '/api/caregiver/verification/submit', access: 'cuidador', owner: 'cuidador', expect: roleOnly(409) },
  // A renewed criminal-records certificate (docs/product.md#verification-renewal): the world's
  // caregivers are approved, so each may send one.
  {
    method: 'POST',
    path: '/api/caregiver/verification/renewal',
    access: 'cuidador',
    owner: 'cuidador',
    body: (w) => {
      const form = fileForm(sampleFiles.pdf(), 'antecedentes-nova.pdf', 'application/pdf');
      form.append('emitidoEm', w.date(-1));
      return form;
    },
    expect: roleOnly(201),
    noFuzz: 'multipart upload: its date and bytes are checked by verification-renewals.integration.test.ts',
  },
  {
    method: 'GET',
    path: '/api/caregiver/certificates/:id/file',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.certificate() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'DELETE',
    path: '/api/caregiver/certificates/:id',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.certificate() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'GET',
    path: '/api/availability',
    access: 'cuidador',
    owner: 'cuidador',
    query: (w) => `from=${w.date(0)}&to=${w.date(60)}`,
    expect: roleOnly(200),
  },
  {
    method: 'GET',
    path: '/api/availability/reservations',
    access: 'cuidador',
    owner: 'cuidador',
    query: (w) => `from=${w.date(0)}&to=${w.date(60)}`,
    expect: roleOnly(200),
  },
  {
    method: 'POST',
    path: '/api/availability',
    access: 'cuidador',
    owner: 'cuidador',
    body: (w, caller) => ({ dataInicio: w.date(40 + nth(caller)), horaInicio: '08:00', dataFim: w.date(40 + nth(caller)), horaFim: '12:00' }),
    expect: roleOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/availability/:id',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.slot(20) }),
    body: (w) => ({ dataInicio: w.date(20), horaInicio: '13:00', dataFim: w.date(20), horaFim: '17:00' }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'DELETE',
    path: '/api/availability/:id',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.slot(20) }),
    expect: ownedObject(200, 403, 403),
  },
  // Weekly pattern and days off (ADR 0043): each caregiver's own; another's id is "not found".
  { method: 'GET', path: '/api/availability/pattern', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  {
    method: 'POST',
    path: '/api/availability/pattern',
    access: 'cuidador',
    owner: 'cuidador',
    body: (w) => ({ faixas: [{ dias: [1, 2, 3, 4, 5], horaInicio: '08:00', horaFim: '18:00' }, { dias: [6], horaInicio: '19:00', horaFim: '07:00' }], validoDe: w.date(75), validoAte: w.date(80) }),
    expect: roleOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/availability/pattern/:id',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.pattern() }),
    body: (w) => ({ faixas: [{ dias: [1, 2, 3, 4, 5], horaInicio: '08:00', horaFim: '18:00' }, { dias: [6], horaInicio: '19:00', horaFim: '07:00' }], validoDe: w.date(75), validoAte: w.date(80) }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'DELETE',
    path: '/api/availability/pattern/:id',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.pattern() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/availability/days-off',
    access: 'cuidador',
    owner: 'cuidador',
    body: (w, caller) => ({ dataInicio: w.date(60 + nth(caller)), dataFim: w.date(60 + nth(caller)) }),
    expect: roleOnly(201),
  },
  {
    method: 'DELETE',
    path: '/api/availability/days-off/:id',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.dayOff() }),
    expect: ownedObject(200, 403, 403),
  },
  { method: 'GET', path: '/api/caregiver/earnings', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  // Payouts (issue 17): each caregiver's own Pix key and statement; nobody else's exists for them.
  { method: 'GET', path: '/api/caregiver/payout-key', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  {
    method: 'PUT',
    path: '/api/caregiver/payout-key',
    access: 'cuidador',
    owner: 'cuidador',
    body: () => ({ tipo: 'aleatoria', valor: randomUUID() }),
    expect: roleOnly(200),
  },
  // Removing the key is for Stripe payouts only (ADR 0061); with the sandbox the key is where the money goes (409).
  { method: 'DELETE', path: '/api/caregiver/payout-key', access: 'cuidador', owner: 'cuidador', expect: roleOnly(409) },
  { method: 'GET', path: '/api/caregiver/statement', access: 'cuidador', owner: 'cuidador', query: () => 'mes=2026-11&formato=csv', expect: roleOnly(200) },
  // Stripe Connect onboarding: the caller's own account only; with the sandbox there is none to open (404).
  { method: 'GET', path: '/api/caregiver/payout-account', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  { method: 'POST', path: '/api/caregiver/payout-account/onboarding', access: 'cuidador', owner: 'cuidador', expect: roleOnly(404) },

  // Family profile and the patient's health data.
  // Configurações (issue 8, part B): every route acts on the caller's own account only.
  { method: 'GET', path: '/api/account/sessions', access: 'user', expect: signedIn(200) },
  {
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'user',
    params: async (w) => ({ id: await w.session('familia') }),
    expect: ownedObject(200, 404, 404),
  },
  { method: 'POST', path: '/api/account/sessions/revoke-others', access: 'user', expect: signedIn(200) },
  { method: 'GET', path: '/api/account/two-factor', access: 'user', expect: signedIn(200) },
  { method: 'GET', path: '/api/account/security-activity', access: 'user', expect: signedIn(200) },
  { method: 'POST', path: '/api/account/two-factor/start', access: 'user', body: (w) => ({ currentPassword: w.password }), expect: signedIn(200) },
  // Nobody in the world has started or turned on two-factor sign-in: a code or a password is refused.
  { method: 'POST', path: '/api/account/two-factor/confirm', access: 'user', body: () => ({ code: '123456' }), expect: signedIn(400) },
  // Only the operator has two-factor on (the desk requires it): turning it off works, and closes the desk until it is on again.
  { method: 'POST', path: '/api/account/two-factor/disable', access: 'user', body: (w) => ({ currentPassword: w.password }), expect: { ...signedIn(400), operator: 403, relative: 400 } },
  { method: 'POST', path: '/api/account/two-factor/recovery-codes', access: 'user', body: (w) => ({ currentPassword: w.password }), expect: signedIn(400) },
  {
    method: 'POST',
    path: '/api/account/password',
    access: 'user',
    body: (w) => ({ currentPassword: w.password, newPassword: 'Girassol-no-quintal-2026' }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: '/api/account/email',
    access: 'user',
    body: (w, caller) => ({ currentPassword: w.password, newEmail: `novo-endereco-${caller.toLowerCase()}@exemplo.com.br` }),
    expect: signedIn(200),
  },
  { method: 'GET', path: '/api/account/export', access: 'user', expect: signedIn(200) },
  // A caregiver's money before she deletes the account (docs/product.md#deletion-payout): her own figures only.
  { method: 'GET', path: '/api/account/deletion-payout', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  {
    method: 'POST',
    path: '/api/account/delete',
    access: 'user',
    body: (w) => ({ currentPassword: w.password }),
    expect: signedIn(200),
    relativeChangesFollowing: 'a relative who deletes their account stops following family A (docs/product.md#relatives)',
  },
  { method: 'GET', path: '/api/account/consents', access: 'user', expect: signedIn(200) },
  {
    method: 'PUT',
    path: '/api/account/consents/:kind',
    access: 'familia',
    params: async () => ({ kind: 'dados_saude' }),
    body: () => ({ accepted: true }),
    expect: roleOnly(200),
  },
  { method: 'GET', path: '/api/account/health-data-reads', access: 'familia', expect: roleOnly(200) },
  { method: 'GET', path: '/api/profile/familia', access: 'familia', expect: roleOnly(200) },
  {
    method: 'PUT',
    path: '/api/profile/familia',
    access: 'familia',
    body: () => ({ firstName: 'Helena', lastName: 'Marcondes', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', pacienteNome: 'Zélia', pacienteIdade: 84, consentimentoSaude: false }),
    expect: roleOnly(200),
  },
  {
    method: 'GET',
    path: '/api/families/:familiaId/patient',
    access: 'cuidador',
    owner: 'cuidador',
    // Caregiver A has a booking with family A: caregiver A "owns" the right to read it.
    params: async (w) => ({ familiaId: w.familia.id }),
    expect: ownedObject(200, 403, 403),
    seesSecrets: 'the booked caregiver reads the patient’s health data by design (strangers are still checked)',
  },

  // The company's desk (issue 16): operators with two-factor sign-in only; the caregiver reviewed is
  // caregiver A, whose registration the operator sees whole by design (docs/product.md#operators).
  { method: 'GET', path: '/api/operador/resumo', access: 'operador', expect: operatorOnly(200) },
  { method: 'GET', path: '/api/operador/pagamentos', access: 'operador', expect: operatorOnly(200) },
  {
    method: 'POST',
    path: '/api/operador/pagamentos/:kind/:id/tentar',
    access: 'operador',
    params: async (w) => ({ kind: 'devolucao_reserva', id: await w.refusedRefund() }),
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    path: '/api/operador/pagamentos/:kind/:id/devolucao-pela-equipe',
    access: 'operador',
    params: async (w) => ({ kind: 'devolucao_reserva', id: await w.refusedRefund() }),
    body: () => ({ metodo: 'pix', referencia: 'E12345678202612011200abcdef', confirmado: true }),
    expect: operatorOnly(200),
  },
  { method: 'GET', path: '/api/operador/cuidadores', access: 'operador', query: () => 'estado=em_analise&espera=todos&pagina=1', expect: operatorOnly(200) },
  {
    method: 'GET',
    path: '/api/operador/cuidadores/:id',
    access: 'operador',
    owner: 'cuidador',
    params: async (w) => ({ id: w.cuidador.id }),
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    path: '/api/operador/cuidadores/:id/cpf',
    access: 'operador',
    owner: 'cuidador',
    params: async (w) => ({ id: w.cuidador.id }),
    expect: operatorOnly(200),
  },
  {
    method: 'GET',
    path: '/api/operador/cuidadores/:id/documentos/:documentId',
    access: 'operador',
    owner: 'cuidador',
    params: async (w) => ({ id: w.cuidador.id, documentId: await w.verificationDocument() }),
    expect: operatorOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/operador/cuidadores/:id/checklist/:item',
    access: 'operador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.caregiverInReview(), item: 'referencia_1' }),
    body: () => ({ feito: true, nota: 'Trabalhou dois anos com a família, recomenda.' }),
    expect: operatorOnly(200),
  },
  { method: 'GET', path: '/api/operador/renovacoes', access: 'operador', query: () => 'espera=todos&pagina=1', expect: operatorOnly(200) },
  {
    method: 'GET',
    path: '/api/operador/renovacoes/:id',
    access: 'operador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.renewal() }),
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    path: '/api/operador/renovacoes/:id/decisao',
    access: 'operador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.renewal() }),
    body: () => ({ acao: 'aceitar' }),
    expect: operatorOnly(200),
  },
  {
    method: 'POST',
    path: '/api/operador/cuidadores/:id/decisao',
    access: 'operador',
    owner: 'cuidador',
    params: async (w) => ({ id: w.cuidador.id }),
    body: () => ({ acao: 'suspender', de: 'aprovado', motivo: 'conduta_inadequada', observacao: 'Teste da matriz.' }),
    expect: operatorOnly(200),
  },

  // Outside production only: the development mailbox, and the e2e clock (NODE_ENV=test + TEST_CLOCK).
  {
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'dev',
    expect: anyone(200),
    seesSecrets: 'the development mailbox shows every e-mail; it does not exist in production',
  },
  {
    method: 'GET',
    path: '/dev/outbox',
    access: 'dev',
    expect: anyone(200),
    seesSecrets: 'the development mailbox shows every e-mail; it does not exist in production',
  },
  {
    method: 'GET',
    path: '/dev/outbox/:id',
    access: 'dev',
    params: async (w) => ({ id: await w.outboxMessage() }),
    expect: anyone(200),
    seesSecrets: 'the development mailbox shows every e-mail; it does not exist in production',
  },
  { method: 'POST', path: '/api/test/clock', access: 'test', body: () => ({ now: null }), expect: anyone(200) },
  { method: 'POST', path: '/api/test/run-jobs', access: 'test', expect: anyone(200) },
  {
    method: 'POST',
    path: '/api/test/caregiver-in-review',
    access: 'test',
    body: () => ({ firstName: 'Lúcia', lastName: 'Teste', bairro: 'Jardim Paulistano' }),
    expect: anyone(201),
  },
  { method: 'POST', path: '/api/test/operator', access: 'test', body: () => ({ email: freshEmail(), password: 'senha-de-teste-123' }), expect: anyone(201) },
  {
    method: 'POST',
    path: '/api/test/refused-refund',
    access: 'test',
    body: () => ({ email: freshEmail(), password: 'senha-de-teste-123', firstName: 'Teste', lastName: 'Reembolso' }),
    expect: anyone(201),
  },
  {
    method: 'POST',
    path: '/api/test/approved-caregiver',
    access: 'test',
    body: () => ({ email: freshEmail(), password: 'senha-de-teste-123', firstName: 'Teste', lastName: 'Plano' }),
    expect: anyone(201),
  },

  // 'Tive um problema' and the operators' dispute desk (docs/product.md#disputes).
  {
    method: 'GET',
    path: '/api/bookings/:id/problema',
    access: 'user',
    params: async (w) => ({ id: await w.booking('confirmada', 12) }),
    expect: ownedObject(200, 404, 200),
  },
  {
    method: 'POST',
    path: '/api/bookings/:id/problema',
    access: 'familia',
    params: async (w) => ({ id: await w.endedPaidBooking() }),
    body: () => ({ motivo: 'atraso_ou_saida', descricao: 'A cuidadora chegou duas horas depois do combinado.' }),
    expect: ownedObject(201, 403, 403),
  },
  { method: 'GET', path: '/api/operador/disputas', access: 'operador', query: () => 'status=aberta', expect: operatorOnly(200) },
  { method: 'GET', path: '/api/operador/disputas/:id', access: 'operador', params: async (w) => ({ id: await w.dispute() }), expect: operatorOnly(200) },
  {
    method: 'POST',
    path: '/api/operador/disputas/:id/decidir',
    access: 'operador',
    params: async (w) => ({ id: await w.dispute() }),
    body: () => ({ decisao: 'reembolso_parcial', valor: '100,00', nota: 'Metade do dia, pelo atraso.' }),
    expect: operatorOnly(200),
  },
  // A weekly series' days one by one (ADR 0045): either party; another's request is not found.
  {
    method: 'GET',
    path: '/api/bookings/:id/occurrences',
    access: 'user',
    params: async (w) => ({ id: (await w.seriesBooking(20)).id }),
    expect: ownedObject(200, 404, 200),
  },
  {
    method: 'GET',
    path: '/api/bookings/:id/occurrences/:occurrenceId/cancellation-quote',
    access: 'user',
    params: async (w) => w.seriesBooking(22),
    query: () => 'escopo=dia',
    expect: ownedObject(200, 404, 200),
  },
  {
    // The counterpart (the caregiver) may cancel too (its own test); here the owner's click is the one that goes through.
    method: 'POST',
    path: '/api/bookings/:id/occurrences/:occurrenceId/cancel',
    access: 'user',
    params: async (w) => w.seriesBooking(24),
    body: () => ({ escopo: 'dia', motivoCodigo: 'mudanca_de_planos' }),
    expect: ownedObject(200, 404),
  },
  // 'Plantão Avulso' (issue 18): the quote is public like the booking quote; only a family asks.
  { method: 'GET', path: '/api/single-shift/quote', access: 'public', query: (w) => `data=${w.date(20)}&periodo=noturno`, expect: anyone(200) },
  {
    method: 'POST',
    path: '/api/single-shift/bookings',
    access: 'familia',
    body: async (w, caller) => {
      await w.singleShiftSlot(40 + nth(caller));
      return { data: w.date(40 + nth(caller)), periodo: 'diurno', cuidadorId: w.cuidador.id, idempotencyKey: randomUUID() };
    },
    expect: { owner: 201, sameRole: 201, otherRole: 403, counterpart: 403, operator: 403, anonymous: 401 },
  },

  // The visit itself (docs/product.md#visits): only the day's caregiver records its arrival and
  // departure, only its family confirms; the QR code and its page are the family's own.
  { method: 'GET', path: '/api/visits', access: 'user', expect: { ...signedIn(200), operator: 403 } },
  { method: 'GET', path: '/api/visits/qr', access: 'familia', expect: roleOnly(200) },
  { method: 'POST', path: '/api/visits/qr', access: 'familia', expect: roleOnly(200) },
  { method: 'GET', path: '/api/visits/qr/pdf', access: 'familia', expect: roleOnly(200) },
  {
    method: 'POST',
    path: '/api/visits/scan',
    access: 'cuidador',
    owner: 'cuidador',
    body: async (w) => ({ codigo: await w.presenceCode() }),
    // Caregiver B has no day at family A: the code leads nowhere for them.
    expect: { owner: 200, counterpart: 403, sameRole: 404, otherRole: 403, operator: 403, anonymous: 401 },
  },
  {
    method: 'POST',
    path: '/api/visits/:id/check-in',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.visitDay() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/visits/:id/check-out',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.visitDay('checkedIn') }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/visits/:id/confirm',
    access: 'familia',
    params: async (w) => ({ id: await w.visitDay('checkedIn') }),
    body: () => ({ momento: 'chegada' }),
    expect: ownedObject(200, 403, 403),
  },

  // The care diary (docs/product.md#care-diary): only the day's caregiver writes and corrects (there
  // is no DELETE); only the family reads its own diary and report (family B reads its own, empty).
  {
    method: 'GET',
    path: '/api/care-diary/days/:id',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.visitDay('checkedIn') }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/care-diary/days/:id/entries',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.visitDay('checkedIn') }),
    body: () => ({ tipo: 'observacao', descricao: 'Almoçou bem e caminhou no quintal.' }),
    expect: ownedObject(201, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/care-diary/entries/:id/corrections',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.diaryEntry() }),
    body: () => ({ motivo: 'Faltou dizer o horário', entrada: { tipo: 'observacao', descricao: 'Almoçou bem às 12h.' } }),
    expect: ownedObject(201, 403, 403),
  },
  {
    method: 'GET',
    path: '/api/care-diary',
    access: 'familia',
    params: async (w) => {
      await w.diaryEntry();
      return {};
    },
    query: (w) => `inicio=${w.today}&dias=7`,
    expect: roleOnly(200),
  },
  {
    method: 'GET',
    path: '/api/care-diary/report.pdf',
    access: 'familia',
    params: async (w) => {
      await w.diaryEntry();
      return {};
    },
    query: (w) => `inicio=${w.today}&fim=${w.today}`,
    expect: roleOnly(200),
  },
  {
    method: 'POST',
    path: '/api/care-diary/entries/:id/photos',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.diaryEntry() }),
    body: () => fileForm(sampleFiles.png(), 'foto.png', 'image/png'),
    expect: ownedObject(201, 403, 403),
  },
  {
    // The photo: the family of its day (the counterpart here), the relative following that family
    // (family A consented to health data) and the caregiver who wrote it; anyone else 404.
    method: 'GET',
    path: '/api/care-diary/photos/:id',
    access: 'user',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.diaryPhoto() }),
    expect: { owner: 200, counterpart: 200, sameRole: 404, otherRole: 404, operator: 404, relative: 200, anonymous: 401 },
  },

  // A care plan's caregivers (docs/product.md#plan-care): family B has no plan (404), caregiver B
  // no proposal of family A (404).
  {
    method: 'GET',
    path: '/api/plan/care',
    access: 'familia',
    params: async (w) => {
      await w.activePlan();
      return {};
    },
    expect: { owner: 200, counterpart: 403, sameRole: 404, otherRole: 403, operator: 403, anonymous: 401 },
  },
  {
    method: 'GET',
    path: '/api/plan/candidates',
    access: 'familia',
    params: async (w) => {
      await w.activePlan();
      return {};
    },
    query: () => 'diasSemana=1,2&turno=dia',
    expect: { owner: 200, counterpart: 403, sameRole: 404, otherRole: 403, operator: 403, anonymous: 401 },
  },
  {
    method: 'POST',
    path: '/api/plan/assignments',
    access: 'familia',
    params: async (w) => {
      await w.activePlan();
      return {};
    },
    body: (w) => ({ cuidadorId: w.otherCuidador.id, diasSemana: [3], turno: 'noite' }),
    expect: { owner: 201, counterpart: 403, sameRole: 404, otherRole: 403, operator: 403, anonymous: 401 },
  },
  { method: 'GET', path: '/api/plan-proposals', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  {
    method: 'POST',
    path: '/api/plan-proposals/:id/accept',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.planProposal() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/plan-proposals/:id/decline',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.planProposal() }),
    expect: ownedObject(200, 403, 403),
  },

  // The emergency card (docs/product.md#emergency-card): the family's own (family B has no
  // health-data consent, so it cannot store one: 409); a caregiver opens it only through a booked
  // day of theirs inside its window — caregiver B gets 404, like a card that does not exist.
  { method: 'GET', path: '/api/emergency-card', access: 'familia', expect: roleOnly(200) },
  {
    method: 'PUT',
    path: '/api/emergency-card',
    access: 'familia',
    body: () => ({
      alergias: 'Dipirona',
      medicamentos: [{ nome: 'Losartana', dose: '50 mg', horario: '8h' }],
      planoOperadora: 'Unimed',
      planoNumero: '123',
      medicoNome: 'Dra. Ana',
      medicoTelefone: '(11) 3456-7890',
      medicoEspecialidade: 'Geriatria',
      contatos: [{ nome: 'Paulo', relacao: 'Filho', telefone: '(11) 98765-4321' }],
    }),
    expect: { owner: 200, counterpart: 403, sameRole: 409, otherRole: 403, operator: 403, anonymous: 401 },
  },
  {
    method: 'GET',
    path: '/api/visits/:id/emergency-card',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.emergencyCardDay() }),
    expect: ownedObject(200, 403, 403),
  },
  // Substitutes for plan shifts (docs/product.md#plan-substitutes): family B has no plan (404),
  // caregiver B no substitution of family A (404).
  {
    method: 'GET',
    path: '/api/plan/substitutes',
    access: 'familia',
    params: async (w) => {
      await w.planGivenUpShift();
      return {};
    },
    expect: { owner: 200, counterpart: 403, sameRole: 404, otherRole: 403, operator: 403, anonymous: 401 },
  },
  {
    method: 'POST',
    path: '/api/plan/substitutions',
    access: 'familia',
    params: async (w) => {
      await w.planGivenUpShift();
      return {};
    },
    body: (w) => ({ cuidadorId: w.otherCuidador.id, vinculoEscolha: 'alternar_cuidadores' }),
    expect: { owner: 201, counterpart: 403, sameRole: 404, otherRole: 403, operator: 403, anonymous: 401 },
  },
  { method: 'GET', path: '/api/plan-substitutions', access: 'cuidador', owner: 'cuidador', expect: roleOnly(200) },
  {
    method: 'POST',
    path: '/api/plan-substitutions/:id/accept',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.planSubstitution() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'POST',
    path: '/api/plan-substitutions/:id/decline',
    access: 'cuidador',
    owner: 'cuidador',
    params: async (w) => ({ id: await w.planSubstitution() }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'GET',
    path: '/api/visits/:id/substitutes',
    access: 'familia',
    params: async (w) => ({ id: await w.lateVisitDay() }),
    expect: ownedObject(200, 403, 403),
  },
  // Relatives who follow a family (docs/product.md#relatives). The family manages them…
  { method: 'GET', path: '/api/familiares', access: 'familia', expect: roleOnly(200) },
  { method: 'POST', path: '/api/familiares', access: 'familia', body: () => ({ email: freshEmail() }), expect: roleOnly(201) },
  {
    method: 'POST',
    path: '/api/familiares/:id/reenviar',
    access: 'familia',
    params: async (w) => ({ id: (await w.relativeInvitation()).id }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'PATCH',
    path: '/api/familiares/:id',
    access: 'familia',
    params: async (w) => ({ id: (await w.relativeInvitation()).id }),
    body: () => ({ podeConfirmarPresenca: true }),
    expect: ownedObject(200, 403, 403),
  },
  {
    method: 'DELETE',
    path: '/api/familiares/:id',
    access: 'familia',
    params: async (w) => ({ id: (await w.relativeInvitation()).id }),
    expect: ownedObject(200, 403, 403),
  },
  // …the e-mailed link is the credential (each caller its own link: it works once)…
  {
    method: 'POST',
    path: '/api/convites-familiar/consultar',
    access: 'credential',
    body: async (w) => ({ token: (await w.relativeInvitation()).token }),
    expect: anyone(200),
    seesSecrets: 'whoever holds the link sees the invited address and the family’s name',
  },
  {
    method: 'POST',
    path: '/api/convites-familiar/cadastro',
    access: 'credential',
    body: async (w) => ({ token: (await w.relativeInvitation()).token, name: 'Caio Albuquerque', password: 'cravo-e-canela-77' }),
    expect: anyone(201),
    seesSecrets: 'whoever holds the link creates the invited address’s account',
  },
  // Accepting signed in: only a relative's account with the invited address (here family B invites
  // the world's relative); a family, caregiver or operator account never becomes a relative.
  {
    method: 'POST',
    path: '/api/convites-familiar/aceitar',
    access: 'user',
    body: async (w, caller) => ({ token: (await w.relativeInvitation({ familiaId: w.otherFamilia.id, ...(caller === 'relative' ? { email: w.relative.email } : {}) })).token }),
    expect: { owner: 403, counterpart: 403, sameRole: 403, otherRole: 403, operator: 403, relative: 200, anonymous: 401 },
  },
  // …and the relative reads family A's care, read-only; everybody else is refused by role.
  { method: 'GET', path: '/api/familiar/familias', access: 'familiar', expect: { ...relativeOnly(200) } },
  {
    method: 'GET',
    path: '/api/familiar/familias/:familiaId/reservas',
    access: 'familiar',
    params: async (w) => ({ familiaId: w.familia.id }),
    query: () => 'scope=all',
    expect: relativeOnly(200),
  },
  {
    method: 'GET',
    path: '/api/familiar/familias/:familiaId/reservas/:id',
    access: 'familiar',
    params: async (w) => ({ familiaId: w.familia.id, id: w.linkBookingId }),
    expect: relativeOnly(200),
  },
  {
    method: 'GET',
    path: '/api/familiar/familias/:familiaId/visitas',
    access: 'familiar',
    params: async (w) => ({ familiaId: w.familia.id }),
    expect: relativeOnly(200),
  },
  // The care diary of a followed family (docs/product.md#care-diary): family A consented to health
  // data in the world, so its relative reads the day's entries and the doctor's report.
  {
    method: 'GET',
    path: '/api/familiar/familias/:familiaId/diario',
    access: 'familiar',
    params: async (w) => {
      await w.diaryEntry();
      return { familiaId: w.familia.id };
    },
    query: (w) => `inicio=${w.today}&dias=7`,
    expect: relativeOnly(200),
  },
  {
    method: 'GET',
    path: '/api/familiar/familias/:familiaId/diario/relatorio.pdf',
    access: 'familiar',
    params: async (w) => {
      await w.diaryEntry();
      return { familiaId: w.familia.id };
    },
    query: (w) => `inicio=${w.today}&fim=${w.today}`,
    expect: relativeOnly(200),
  },
  // The grant (confirming a claimed arrival): the world's relative was not given it, so 403 — the
  // same answer as for a family they do not follow. relatives.integration.test.ts covers the grant.
  {
    method: 'POST',
    path: '/api/familiar/familias/:familiaId/visitas/:id/confirmar',
    access: 'familiar',
    params: async (w) => ({ familiaId: w.familia.id, id: randomUUID() }),
    body: () => ({ momento: 'chegada' }),
    expect: relativeOnly(403),
  },
  {
    method: 'PUT',
    path: '/api/familiar/familias/:familiaId/notificacoes',
    access: 'familiar',
    params: async (w) => ({ familiaId: w.familia.id }),
    body: () => ({ chegadas: true, alertas: false, reservas: true }),
    expect: relativeOnly(200),
  },
];

export const rowKey = (row: Pick<RouteRow, 'method' | 'path'>) => `${row.method} ${row.path}`;

/** A route path with its params filled in. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The endpoints of an app from Hono's route list: every method+path with a handler. Entries for
 * ALL are middleware (`app.use`) or fallbacks (`*`): a path ending in '*' or the same path as a
 * real route. An ALL entry that is neither would be an endpoint answering every method, and needs
 * its own row (method 'ALL' is then not in Method on purpose: write the route with real methods).
 */
export function endpointsOf(routes: readonly { method: string; path: string }[]): string[] {
  const concrete = new Set(routes.filter((r) => r.method !== 'ALL').map((r) => r.path));
  const keys = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' && (route.path.endsWith('*') || concrete.has(route.path))) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}
