// Business constants (docs/product.md#constants).
// Every screen and every server rule reads them from here; never type them twice.
// Their labels come from the catalogue (docs/decisions/0056-screen-copy-in-the-catalogue.md).
import { constantsLabels } from './messages/labels/constants';

export const TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

/** The roles a person chooses at sign-up. */
export const ROLES = ['familia', 'cuidador'] as const;
export type Role = (typeof ROLES)[number];
/** The company's own back-office people: never chosen at sign-up, created by a command (docs/product.md#operators). */
export const OPERATOR_ROLE = 'operador' as const;
/**
 * A relative who follows a family's care read-only ('familiar convidado'): never chosen at sign-up,
 * only given by accepting a family's invitation (docs/product.md#relatives).
 */
export const RELATIVE_ROLE = 'familiar' as const;
/** Every role an account may have. */
export const ACCOUNT_ROLES = [...ROLES, OPERATOR_ROLE, RELATIVE_ROLE] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const ROLE_LABELS: Record<AccountRole, string> = constantsLabels.roles;

/**
 * SUPPORT_EMAIL when it is not configured. The web build writes this address wherever a page shows
 * the support address (and in the page's `<meta name="cuidar-support-email">`); the server writes
 * the configured one in its place as it serves the page (docs/decisions/0062).
 */
export const SUPPORT_EMAIL_DEFAULT = 'suporte@cuidar.com.br';
/** The meta tag through which the server tells the web app the configured support address. */
export const SUPPORT_EMAIL_META = 'cuidar-support-email';
export const SUPPORT_HOURS = constantsLabels.supportHours;

// Password policy. The prototype allowed 6 characters; we ask for 8 (OWASP ASVS 2.1.1)
// and cap the length before hashing so a huge input cannot tie up argon2.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const FAMILY_STEPS = 5;
export const CAREGIVER_STEPS = 8;
export const MIN_CAREGIVER_AGE = 18;
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const CERTIFICATE_EXTENSIONS = ['jpeg', 'png', 'jpg', 'webp', 'pdf'] as const;
export const CEP_DIGITS = 8;
export const DEFAULT_DIAS = 1;

/** Default hourly rate of a new caregiver: R$ 50,00. */
/**
 * The lowest hourly rate a caregiver may set when MIN_HOURLY_RATE_CENTAVOS is not configured
 * (docs/product.md#profiles). The server's configuration is the source the web reads.
 */
export const DEFAULT_MIN_HOURLY_RATE_CENTS = 2000;
export const BOOKING_HORIZON_DAYS = 90;

/**
 * Limits that keep one family from holding a caregiver's calendar hostage (issue 15): a pending
 * request blocks its days for everyone else until it is answered or expires (24 h).
 */
export const BOOKING_LIMITS = {
  /** Requests still waiting for an answer, per family and caregiver. */
  openPerCaregiver: 3,
  /** Requests still waiting for an answer, per family in all. */
  openTotal: 10,
  /** Days one request may span (first to last day, both counted). */
  maxDays: 31,
  /** New requests a family may send per hour (answered, refused or not). */
  requestsPerHour: 20,
  /**
   * Weeks one weekly series may span (docs/product.md#bookings): 13 weeks, about the 90-day
   * booking horizon, which also bounds its last occurrence.
   */
  maxSeriesWeeks: 13,
} as const;

/** Chat messages per minute: per sender in all conversations, and per sender in one conversation. */
export const CHAT_LIMITS = {
  perSenderPerMinute: 60,
  perConversationPerMinute: 30,
} as const;
export const RECOMMENDATION_LIMIT = 10;
export const MAX_CARD_SKILLS = 3;

export const LANDING_CAREGIVER_COUNT = 6;
export const LANDING_SKELETON_COUNT = 3;
export const AVATAR_VARIANTS = 5;
export const TESTIMONIAL_COUNT = 5;
export const NAV_BAR_HEIGHT_PX = 72;
export const VERIFY_REDIRECT_MS = 3000;

export const TURNOS = ['manha', 'tarde', 'noite', 'integral'] as const;
export type Turno = (typeof TURNOS)[number];
export const TURNO_LABELS: Record<Turno, string> = constantsLabels.shifts;
export const TURNO_DESCRIPTIONS: Record<Turno, string> = constantsLabels.shiftDescriptions;

export const GENEROS = ['feminino', 'masculino', 'indiferente'] as const;
export type Genero = (typeof GENEROS)[number];
export const GENERO_LABELS: Record<Genero, string> = constantsLabels.genders;
/** How a family states its preference (the same values, another label for 'indiferente'). */
export const GENERO_PREFERIDO_LABELS: Record<Genero, string> = constantsLabels.preferredGenders;

export const FAMILY_CARE_SKILLS = [
  'Higiene pessoal',
  'Administração de medicação',
  'Alimentação assistida',
  'Mobilidade/Fisioterapia',
  'Companhia e estimulação cognitiva',
  'Cuidados pós-operatórios',
  'Doença de Alzheimer/Demência',
] as const;

export const CAREGIVER_SKILL_OPTIONS = [
  'Higiene',
  'Administração de medicação',
  'Mobilidade / Fisioterapia',
  'Companhia',
  'Cuidados pós-operatórios',
] as const;

export const EXPERIENCE_OPTIONS = ['Nenhuma', 'Até 1 ano', '1–3 anos', '3–5 anos', '5+ anos'] as const;
export type Experiencia = (typeof EXPERIENCE_OPTIONS)[number];

export const AVAILABILITY_OPTIONS = ['Manhã', 'Tarde', 'Noite', '24h'] as const;
export type DisponibilidadeOpcao = (typeof AVAILABILITY_OPTIONS)[number];
/** The hours of each shift a caregiver offers (the family questionnaire's shifts, same hours). */
export const AVAILABILITY_DESCRIPTIONS: Record<DisponibilidadeOpcao, string> = constantsLabels.availabilityDescriptions;

export const BRAZILIAN_STATES = [
  { uf: 'AC', nome: 'Acre' },
  { uf: 'AL', nome: 'Alagoas' },
  { uf: 'AP', nome: 'Amapá' },
  { uf: 'AM', nome: 'Amazonas' },
  { uf: 'BA', nome: 'Bahia' },
  { uf: 'CE', nome: 'Ceará' },
  { uf: 'DF', nome: 'Distrito Federal' },
  { uf: 'ES', nome: 'Espírito Santo' },
  { uf: 'GO', nome: 'Goiás' },
  { uf: 'MA', nome: 'Maranhão' },
  { uf: 'MT', nome: 'Mato Grosso' },
  { uf: 'MS', nome: 'Mato Grosso do Sul' },
  { uf: 'MG', nome: 'Minas Gerais' },
  { uf: 'PA', nome: 'Pará' },
  { uf: 'PB', nome: 'Paraíba' },
  { uf: 'PR', nome: 'Paraná' },
  { uf: 'PE', nome: 'Pernambuco' },
  { uf: 'PI', nome: 'Piauí' },
  { uf: 'RJ', nome: 'Rio de Janeiro' },
  { uf: 'RN', nome: 'Rio Grande do Norte' },
  { uf: 'RS', nome: 'Rio Grande do Sul' },
  { uf: 'RO', nome: 'Rondônia' },
  { uf: 'RR', nome: 'Roraima' },
  { uf: 'SC', nome: 'Santa Catarina' },
  { uf: 'SP', nome: 'São Paulo' },
  { uf: 'SE', nome: 'Sergipe' },
  { uf: 'TO', nome: 'Tocantins' },
] as const;
export type UF = (typeof BRAZILIAN_STATES)[number]['uf'];
export const UFS = BRAZILIAN_STATES.map((s) => s.uf) as [UF, ...UF[]];

export const RESERVATION_STATUSES = [
  /** Made by the family, not paid yet: holds the slot for 30 minutes (docs/product.md#booking-payments). */
  'aguardando_pagamento',
  'pendente',
  'confirmada',
  'recusada',
  'cancelada',
  'expirada',
  'concluida',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Statuses that hold the caregiver's time: no two of these may overlap for one caregiver. */
export const ACTIVE_RESERVATION_STATUSES = ['aguardando_pagamento', 'pendente', 'confirmada'] as const satisfies readonly ReservationStatus[];

export const NOTIFICATION_TYPES = [
  'nova_reserva',
  'reserva_aceita',
  'reserva_recusada',
  'reserva_cancelada',
  'reserva_expirada',
  'mensagem_nova',
  'avaliacao_recebida',
  'lembrete',
  // docs/product.md#reports: the reporter hears back; the reported person gets the warning.
  'denuncia_analisada',
  'advertencia',
  'verificacao',
  // docs/product.md#disputes: 'Tive um problema' opened, and the operator's decision.
  'disputa',
  // docs/product.md#earnings: payouts sent or failed, a balance waiting for a Pix key, the key changed.
  'repasse',
  // docs/product.md#receipts: the family hears of each payment confirmed and each refund made.
  'pagamento_confirmado',
  'reembolso_realizado',
  // docs/product.md#plan-care: proposals of a plan, their answers, shifts cancelled with the plan.
  'plano',
  // docs/product.md#visits: the caregiver arrived or left, is late, or did not come.
  'visita',
  // docs/product.md#account-lgpd: a consent's text changed and the family is asked to accept the new one.
  'autorizacao',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ANALYTICS_EVENTS = ['familia_form_submit', 'match_sugerido'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** How a booking request was priced: from the caregiver's hourly rate, or as a 'Plantão Avulso'. */
export const BOOKING_MODALIDADES = ['por_hora', 'avulso'] as const;
export type BookingModalidade = (typeof BOOKING_MODALIDADES)[number];
