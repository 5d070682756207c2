import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Times are timestamptz; money is integer centavos; names are the product's Portuguese words (docs/product.md).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ── better-auth tables (the shape its Drizzle adapter expects) ────────────────────────────

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth's two-factor plugin: TOTP is on for this account (ADR 0028). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  // Expired sessions are deleted by the retention job (features/data-retention), with their address.
  (t) => [index('session_user_id_idx').on(t.userId), index('session_expires_at_idx').on(t.expiresAt)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and recovery codes (both encrypted by it). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

// better-auth reads a session and its user in one statement through these (advanced.database.joins).
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
  twoFactors: many(twoFactor),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const twoFactorRelations = relations(twoFactor, ({ one }) => ({
  user: one(user, { fields: [twoFactor.userId], references: [user.id] }),
}));

/**
 * An e-mail change waiting for its link (Configurações): better-auth keeps the new address only in
 * the signed link, so the old one is kept here to tell its owner once the change is confirmed.
 */
export const emailChanges = pgTable('email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  previousEmail: text('previous_email').notNull(),
  requestedEmail: text('requested_email').notNull(),
  requestedAt: timestamptz('requested_at').notNull().defaultNow(),
});

/**
 * Who did what, to which object, why and when: security events of an account (failed sign-ins,
 * lockouts, password and e-mail changes, sessions ended, two-factor changes, data exports) and,
 * later, every operator action. Written by the server only, shown to the account it is about
 * (Configurações → 'Atividade recente de segurança'); the database refuses updates (migration 0015).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who acted (null: nobody signed in, or the system). Kept after the account is deleted. */
    actorId: text('actor_id'),
    /** The account the event is about (shown to its owner). */
    subjectId: text('subject_id'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    reason: text('reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
    // What the retention job (features/data-retention) still has to act on: rows with an address
    // or a browser, and sign-ins. Both stop matching once acted on, so the index stays small.
    index('audit_log_retention_idx')
      .on(t.createdAt)
      .where(sql`${t.ipAddress} is not null or ${t.userAgent} is not null or ${t.action} in ('sign_in', 'sign_in_failed')`),
  ],
);

/**
 * A way past a sign-in lockout, mailed to the account's owner: the link proves the e-mail, and the
 * browser that opens it may then sign in with the right password while the lockout lasts.
 * Only the SHA-256 of the token is kept.
 */
export const signInUnlocks = pgTable(
  'sign_in_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When the link was opened (the browser got its cookie); the token works once more, at sign-in. */
    openedAt: timestamptz('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_unlocks_user_idx').on(t.userId)],
);

// ── Product entities (docs/product.md) ────────────────────────────────────────────────────

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * familia | cuidador (chosen at sign-up) | operador (the company's back-office, created by a
     * command) | familiar (a relative, only through a family's invitation: docs/product.md#relatives).
     */
    role: text('role', { enum: ['familia', 'cuidador', 'operador', 'familiar'] }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    /**
     * Set when the person deleted the account (issue 8): the names read 'Conta excluída' and the
     * row stays only so bookings, payments and the other party's history keep their references.
     */
    deletedAt: timestamptz('deleted_at'),
    /**
     * A family account suspended by an operator (docs/product.md#family-suspension): sign-in is
     * refused (better-auth's session hook) until an operator lifts it. Caregivers are suspended
     * through their verification state instead.
     */
    suspensaEm: timestamptz('suspensa_em'),
    suspensaoMotivo: text('suspensao_motivo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_role_check', sql`${t.role} in ('familia', 'cuidador', 'operador', 'familiar')`)],
);

export const familiaProfiles = pgTable(
  'familia_profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rua: text('rua'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    estado: text('estado'),
    cep: text('cep'),
    pacienteNome: text('paciente_nome'),
    pacienteIdade: integer('paciente_idade'),
    pacienteCondicao: text('paciente_condicao'),
    /** The questionnaire's care needs (family skills) and shift, shown on the family's requests. */
    necessidades: text('necessidades').array().notNull().default(sql`'{}'::text[]`),
    turnoPreferido: text('turno_preferido', { enum: ['manha', 'tarde', 'noite', 'integral'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The questionnaire's 'Por quantos dias?': pre-fills the booking dialog (docs/product.md#questionnaire). */
    diasDesejados: smallint('dias_desejados'),
  },
  (t) => [
    check('familia_profiles_idade_check', sql`${t.pacienteIdade} is null or ${t.pacienteIdade} between 0 and 130`),
    check('familia_profiles_dias_desejados_check', sql`${t.diasDesejados} is null or ${t.diasDesejados} between 1 and 90`),
    check('familia_profiles_turno_check', sql`${t.turnoPreferido} is null or ${t.turnoPreferido} in ('manha', 'tarde', 'noite', 'integral')`),
  ],
);

export const cuidadorProfiles = pgTable(
  'cuidador_profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bio: text('bio'),
    precoHoraCentavos: integer('preco_hora_centavos').notNull().default(5000),
    competencias: text('competencias').array().notNull().default(sql`'{}'::text[]`),
    disponibilidade: text('disponibilidade').array().notNull().default(sql`'{}'::text[]`),
    genero: text('genero', { enum: ['feminino', 'masculino', 'indiferente'] })
      .notNull()
      .default('indiferente'),
    experiencia: text('experiencia'),
    dataNascimento: date('data_nascimento', { mode: 'string' }),
    telefone: text('telefone'),
    cep: text('cep'),
    rua: text('rua'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    estado: text('estado'),
    /** Average of the reviews received (1–5), null while there is none. Kept by the reviews service. */
    // Verification (docs/product.md#verification): only 'aprovado' caregivers are shown to
    // families. The state's moves are in packages/domain/src/verification.ts; every decision is
    // kept in verification_decisions.
    verificacao: text('verificacao', { enum: ['cadastro_incompleto', 'em_analise', 'aprovado', 'reprovado', 'suspenso', 'verificacao_vencida'] })
      .notNull()
      .default('cadastro_incompleto'),
    /** When the current state began (the queue's age; 'Verificado em <mês>' for the approved). */
    verificacaoDesde: timestamptz('verificacao_desde').notNull().defaultNow(),
    /** 11 digits; checked by its check digits. Shown to others only masked. */
    cpf: text('cpf'),
    /** The federal criminal-records certificate in the registration: issue date and last valid day. */
    antecedentesEmitidaEm: date('antecedentes_emitida_em', { mode: 'string' }),
    antecedentesValidaAte: date('antecedentes_valida_ate', { mode: 'string' }),
    /** When the caregiver was warned that the certificate is about to expire (once per certificate). */
    antecedentesAvisoEm: timestamptz('antecedentes_aviso_em'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    totalAvaliacoes: integer('total_avaliacoes').notNull().default(0),
    // Reliability (docs/product.md#caregiver-page), never written by the app: a trigger on
    // pedidos_reserva (migration 0026_reliability_trigger) keeps them from the caregiver's requests. Concluded
    // requests, requests the caregiver cancelled, and the median minutes from payment to answer.
    reservasConcluidas: integer('reservas_concluidas').notNull().default(0),
    cancelamentosCuidador: integer('cancelamentos_cuidador').notNull().default(0),
    respostaMedianaMin: integer('resposta_mediana_min'),
    /**
     * What the ranking orders equally good matches by (ADR 0038): the Bayesian rating (prior 4,2
     * weighing as 5 reviews) minus the share of requests the caregiver cancelled, plus a little for
     * answering fast. The same formula as qualityScore in packages/domain/src/recommendations.ts.
     */
    qualidade: doublePrecision('qualidade')
      .notNull()
      .generatedAlwaysAs(
        sql`round(((21.0 + coalesce(rating, 0) * total_avaliacoes) / (5 + total_avaliacoes) - cancelamentos_cuidador::numeric / greatest(reservas_concluidas + cancelamentos_cuidador, 1) + case when resposta_mediana_min is null then 0 when resposta_mediana_min <= 60 then 0.15 when resposta_mediana_min <= 240 then 0.1 when resposta_mediana_min <= 1440 then 0.05 else 0 end)::numeric, 4)::double precision`,
      ),
    // Search columns, never written by the app: triggers (migration 0007) keep them from the
    // columns above and the profile. *_busca are lower case without accents (unaccent() is not
    // immutable, so they are columns rather than expression indexes); buscavel says the profile is
    // complete enough to be suggested (the same rule as isCompleteProfile); agenda_*_ate is the end
    // of the latest availability slot covering each shift. The recommendation query reads them from
    // covering indexes in ranking order: cuidador_profiles_ordem_idx per neighbourhood (migration
    // 0012, replacing 0007's cuidador_profiles_busca_idx) and cuidador_profiles_cidade_ordem_idx per
    // city (migration 0013); drizzle-kit cannot express INCLUDE.
    competenciasBusca: text('competencias_busca').array().notNull().default(sql`'{}'::text[]`),
    cidadeBusca: text('cidade_busca').notNull().default(''),
    bairroBusca: text('bairro_busca').notNull().default(''),
    buscavel: boolean('buscavel').notNull().default(false),
    agendaManhaAte: timestamptz('agenda_manha_ate'),
    agendaTardeAte: timestamptz('agenda_tarde_ate'),
    agendaNoiteAte: timestamptz('agenda_noite_ate'),
    agendaIntegralAte: timestamptz('agenda_integral_ate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cuidador_profiles_preco_check', sql`${t.precoHoraCentavos} >= 0`),
    check('cuidador_profiles_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('cuidador_profiles_genero_check', sql`${t.genero} in ('feminino', 'masculino', 'indiferente')`),
    check(
      'cuidador_profiles_verificacao_check',
      sql`${t.verificacao} in ('cadastro_incompleto', 'em_analise', 'aprovado', 'reprovado', 'suspenso', 'verificacao_vencida')`,
    ),
    check('cuidador_profiles_cpf_check', sql`${t.cpf} is null or ${t.cpf} ~ '^[0-9]{11}$'`),
    uniqueIndex('cuidador_profiles_cpf_idx').on(t.cpf),
    index('cuidador_profiles_verificacao_idx').on(t.verificacao, t.verificacaoDesde),
    index('cuidador_profiles_rating_idx').on(t.rating.desc().nullsLast()),
  ],
);

export const disponibilidade = pgTable(
  'disponibilidade',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => cuidadorProfiles.id, { onDelete: 'cascade' }),
    startDatetime: timestamptz('start_datetime').notNull(),
    endDatetime: timestamptz('end_datetime').notNull(),
    createdAt: createdAt(),
    /** The weekly pattern that wrote this slot (null: made by hand). Re-saving a pattern rewrites only its own future slots (ADR 0043). */
    padraoId: uuid('padrao_id').references(() => disponibilidadePadroes.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('disponibilidade_range_check', sql`${t.endDatetime} > ${t.startDatetime}`),
    index('disponibilidade_cuidador_start_idx').on(t.cuidadorId, t.startDatetime),
    index('disponibilidade_padrao_idx').on(t.padraoId, t.startDatetime),
  ],
);

const reservationStatus = (name: string) =>
  text(name, { enum: ['aguardando_pagamento', 'pendente', 'confirmada', 'recusada', 'cancelada', 'expirada', 'concluida'] });
const reservationStatusCheck = (column: unknown) =>
  sql`${column} in ('aguardando_pagamento', 'pendente', 'confirmada', 'recusada', 'cancelada', 'expirada', 'concluida')`;

/**
 * A family's booking request: one or more consecutive days with the same hours. Its status moves
 * through the lifecycle as a whole; the day rows (reservas) follow it in the same transaction.
 */
export const pedidosReserva = pgTable(
  'pedidos_reserva',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    status: reservationStatus('status').notNull().default('pendente'),
    dias: integer('dias').notNull(),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFim: time('hora_fim').notNull(),
    /** The caregiver's rate when the request was made; later rate changes do not touch it. */
    precoHoraCentavos: integer('preco_hora_centavos').notNull(),
    /** The caregiver's price: the subtotal (docs/product.md#booking-payments). */
    precoTotalCentavos: integer('preco_total_centavos').notNull(),
    /** The platform fee charged to the family on top of the subtotal, fixed when the request is made. */
    taxaServicoCentavos: integer('taxa_servico_centavos').notNull().default(0),
    /** When the provider confirmed the payment: the caregiver's 24 h to answer start here. */
    pagoEm: timestamptz('pago_em'),
    /** Sent by the browser so a double click or a retried request creates one booking. */
    idempotencyKey: text('idempotency_key').notNull(),
    motivoCancelamento: text('motivo_cancelamento'),
    /**
     * Who cancelled a booking and when (docs/product.md#cancellation-policy): a caregiver's
     * cancellations are the reliability mark, counted from here.
     */
    canceladoPor: text('cancelado_por', { enum: ['familia', 'cuidador'] }),
    canceladoEm: timestamptz('cancelado_em'),
    respondedAt: timestamptz('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * A weekly series (docs/product.md#bookings, ADR 0041): the weekdays chosen (0 = domingo), null
     * for consecutive days. The day rows are the occurrences; `dias` counts them.
     */
    diasSemana: smallint('dias_semana').array(),
    /** How the series' end was chosen: N weeks (null when the family picked an end date). */
    semanas: smallint('semanas'),
    /**
     * How the request was priced (docs/product.md#single-shift, ADR 0046): 'por_hora' from the
     * caregiver's rate, 'avulso' at the fixed 'Plantão Avulso' price with the fee inside it.
     */
    modalidade: text('modalidade', { enum: ['por_hora', 'avulso'] }).notNull().default('por_hora'),
    /** A plan's shifts (docs/product.md#plan-care, ADR 0047): paid from the plan, not by a booking payment. */
    planSubscriptionId: uuid('plan_subscription_id').references(() => planSubscriptions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('pedidos_reserva_status_check', reservationStatusCheck(t.status)),
    check('pedidos_reserva_modalidade_check', sql`${t.modalidade} in ('por_hora', 'avulso')`),
    check('pedidos_reserva_dias_check', sql`${t.dias} between 1 and 91`),
    check('pedidos_reserva_datas_check', sql`${t.dataFim} >= ${t.dataInicio}`),
    check('pedidos_reserva_preco_check', sql`${t.precoTotalCentavos} >= 0 and ${t.precoHoraCentavos} >= 0 and ${t.taxaServicoCentavos} >= 0`),
    check('pedidos_reserva_cancelado_por_check', sql`${t.canceladoPor} is null or ${t.canceladoPor} in ('familia', 'cuidador')`),
    check('pedidos_reserva_dias_semana_check', sql`${t.diasSemana} is null or (cardinality(${t.diasSemana}) between 1 and 7 and ${t.diasSemana} <@ array[0, 1, 2, 3, 4, 5, 6]::smallint[])`),
    check('pedidos_reserva_semanas_check', sql`${t.semanas} is null or (${t.diasSemana} is not null and ${t.semanas} between 1 and 13)`),
    uniqueIndex('pedidos_reserva_idempotency_idx').on(t.familiaId, t.idempotencyKey),
    index('pedidos_reserva_familia_idx').on(t.familiaId, t.dataInicio),
    index('pedidos_reserva_cuidador_idx').on(t.cuidadorId, t.dataInicio),
    index('pedidos_reserva_status_idx').on(t.status),
  ],
);

/** One row per booked day of a request (docs/product.md#bookings). */
export const reservas = pgTable(
  'reservas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'cascade' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    status: reservationStatus('status').notNull().default('pendente'),
    dias: integer('dias').notNull().default(1),
    startDatetime: timestamptz('start_datetime').notNull(),
    endDatetime: timestamptz('end_datetime').notNull(),
    precoTotalCentavos: integer('preco_total_centavos').notNull(),
    /** This day's share of the request's fee (released with the day). */
    taxaServicoCentavos: integer('taxa_servico_centavos').notNull().default(0),
    dataReserva: date('data_reserva', { mode: 'string' }).notNull(),
    horaInicio: time('hora_inicio').notNull(),
    horaFim: time('hora_fim').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * One occurrence of a series cancelled on its own (docs/product.md#cancellation-policy, ADR 0045):
     * who, when and why. Null while the occurrence stands (a whole cancelled request leaves these null).
     */
    canceladoPor: text('cancelado_por', { enum: ['familia', 'cuidador'] }),
    canceladoEm: timestamptz('cancelado_em'),
    motivoCancelamento: text('motivo_cancelamento'),
  },
  (t) => [
    check('reservas_cancelado_check', sql`(${t.canceladoEm} is null) = (${t.canceladoPor} is null)`),
    check('reservas_range_check', sql`${t.endDatetime} > ${t.startDatetime}`),
    check('reservas_preco_check', sql`${t.precoTotalCentavos} >= 0 and ${t.taxaServicoCentavos} >= 0`),
    check('reservas_status_check', reservationStatusCheck(t.status)),
    index('reservas_pedido_idx').on(t.pedidoId),
    index('reservas_familia_idx').on(t.familiaId, t.startDatetime),
    index('reservas_cuidador_idx').on(t.cuidadorId, t.startDatetime),
    // The reminder job's days: confirmed, standing, starting within 24 h (bookings repository: findDaysStartingSoon).
    index('reservas_confirmada_start_idx').on(t.startDatetime).where(sql`${t.status} = 'confirmada' and ${t.canceladoEm} is null`),
  ],
);

/** A family's review of a concluded booking request: one per request. */
export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'cascade' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    estrelas: integer('estrelas').notNull(),
    comentario: text('comentario'),
    createdAt: createdAt(),
    // Double-blind (docs/product.md#reviews): hidden until the caregiver rated the family for
    // this booking (publicada_em is then set) or the review window closes (publicar_em). Only
    // published reviews count in cuidador_profiles.rating.
    publicarEm: timestamptz('publicar_em').notNull().defaultNow(),
    publicadaEm: timestamptz('publicada_em'),
    /** The caregiver's one public reply. */
    resposta: text('resposta'),
    respostaEm: timestamptz('resposta_em'),
  },
  (t) => [
    check('avaliacoes_estrelas_check', sql`${t.estrelas} between 1 and 5`),
    check('avaliacoes_resposta_check', sql`(${t.resposta} is null) = (${t.respostaEm} is null)`),
    uniqueIndex('avaliacoes_pedido_idx').on(t.pedidoId),
    index('avaliacoes_cuidador_idx').on(t.cuidadorId, t.createdAt),
    index('avaliacoes_familia_idx').on(t.familiaId, t.createdAt),
    // The job's read: hidden reviews whose window closed.
    index('avaliacoes_a_publicar_idx').on(t.publicarEm).where(sql`${t.publicadaEm} is null`),
  ],
);

/**
 * A caregiver's private rating of the family after a concluded booking (docs/product.md#reviews):
 * never shown to the family; other caregivers see only the family's count and average.
 */
export const avaliacoesFamilias = pgTable(
  'avaliacoes_familias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'cascade' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    estrelas: integer('estrelas').notNull(),
    /** Private to its author. */
    nota: text('nota'),
    createdAt: createdAt(),
  },
  (t) => [
    check('avaliacoes_familias_estrelas_check', sql`${t.estrelas} between 1 and 5`),
    uniqueIndex('avaliacoes_familias_pedido_idx').on(t.pedidoId),
    index('avaliacoes_familias_familia_idx').on(t.familiaId),
    index('avaliacoes_familias_cuidador_idx').on(t.cuidadorId, t.createdAt),
  ],
);

/** Stored notifications (new booking, accepted, message, review, reminder…). */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    mensagem: text('mensagem').notNull(),
    /** Where the notification leads in the app (a path), if anywhere. */
    link: text('link'),
    lida: boolean('lida').notNull().default(false),
    /** Makes a notification idempotent (a reminder job on two instances sends it once). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notificacoes_user_created_idx').on(t.userId, t.createdAt),
    index('notificacoes_user_unread_idx').on(t.userId).where(sql`${t.lida} = false`),
  ],
);

/** One conversation per family–caregiver pair; messages hang from it, not from a placeholder booking. */
export const conversas = pgTable(
  'conversas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastMessageAt: timestamptz('last_message_at'),
  },
  (t) => [
    uniqueIndex('conversas_pair_idx').on(t.familiaId, t.cuidadorId),
    index('conversas_cuidador_idx').on(t.cuidadorId),
  ],
);

export const mensagens = pgTable(
  'mensagens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversaId: uuid('conversa_id')
      .notNull()
      .references(() => conversas.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    check('mensagens_content_check', sql`length(btrim(${t.content})) > 0`),
    index('mensagens_conversa_created_idx').on(t.conversaId, t.createdAt),
    index('mensagens_receiver_unread_idx').on(t.receiverId).where(sql`${t.readAt} is null`),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    eventName: text('event_name').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    tipoUsuario: text('tipo_usuario'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.eventName, t.createdAt)],
);

// ── Platform tables ───────────────────────────────────────────────────────────────────────

/** Every e-mail the app sends, kept so a person can follow its link without a mail server. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text_body').notNull(),
    /** The main link of the message (verification, reset…), for the dev outbox page and the log. */
    link: text('link'),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('email_outbox_to_created_idx').on(t.to, t.createdAt)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Answers of the postal-code service, so a CEP is asked once and works when the service is down. */
export const cepCache = pgTable('cep_cache', {
  cep: text('cep').primaryKey(),
  found: boolean('found').notNull(),
  rua: text('rua'),
  bairro: text('bairro'),
  cidade: text('cidade'),
  estado: text('estado'),
  fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
});

// ── Care plans (issue 7) ──────────────────────────────────────────────────────────────────

const planSubscriptionStatusCheck = (column: unknown) =>
  sql`${column} in ('pending', 'active', 'cancel_at_period_end', 'canceled', 'refunded', 'expired')`;

/**
 * A family's care plan, from the started checkout to its end. Amounts come from the domain's plan
 * table at checkout and are kept here as charged. A family holds at most one open plan.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    planId: text('plan_id', { enum: ['monthly', 'quarterly', 'biannual'] }).notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'cancel_at_period_end', 'canceled', 'refunded', 'expired'] })
      .notNull()
      .default('pending'),
    monthlyAmountCents: integer('monthly_amount_cents').notNull(),
    durationMonths: integer('duration_months').notNull(),
    /** Null only for the moment between claiming the family's open slot and the provider answering. */
    providerSessionId: text('provider_session_id'),
    /** Where the person pays; reused when the same plan is asked for again before it expires. */
    sessionUrl: text('session_url'),
    sessionExpiresAt: timestamptz('session_expires_at').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    latestInvoiceId: text('latest_invoice_id'),
    activatedAt: timestamptz('activated_at'),
    currentPeriodEnd: timestamptz('current_period_end'),
    endsAt: timestamptz('ends_at'),
    canceledAt: timestamptz('canceled_at'),
    refundedAt: timestamptz('refunded_at'),
    refundedAmountCents: integer('refunded_amount_cents'),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plan_subscriptions_status_check', planSubscriptionStatusCheck(t.status)),
    check('plan_subscriptions_plan_check', sql`${t.planId} in ('monthly', 'quarterly', 'biannual')`),
    check('plan_subscriptions_provider_check', sql`${t.provider} in ('stripe', 'sandbox')`),
    check('plan_subscriptions_amount_check', sql`${t.monthlyAmountCents} > 0 and ${t.durationMonths} between 1 and 24`),
    check('plan_subscriptions_refund_check', sql`${t.refundedAmountCents} is null or ${t.refundedAmountCents} >= 0`),
    uniqueIndex('plan_subscriptions_session_idx').on(t.provider, t.providerSessionId),
    uniqueIndex('plan_subscriptions_subscription_idx').on(t.provider, t.providerSubscriptionId),
    // One open plan per family: a second checkout cannot race past the first.
    uniqueIndex('plan_subscriptions_one_open_idx')
      .on(t.familiaId)
      .where(sql`${t.status} in ('pending', 'active', 'cancel_at_period_end')`),
    index('plan_subscriptions_familia_idx').on(t.familiaId, t.createdAt),
  ],
);

/**
 * What was left in a plan's account once the plan was over, paid back to the card
 * (docs/product.md#plan-care): written with its ledger posting, then asked of the provider after
 * commit under the same key, retried until it succeeds. A plan may have several (money that came
 * back to its account after an earlier one, e.g. a dispute decided later).
 */
export const planLeftoverRefunds = pgTable(
  'plan_leftover_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'restrict' }),
    /** 1 for the plan's first leftover refund, then 2…: the provider takes each from the charges the earlier ones left. */
    sequence: integer('sequence').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** plan_leftover:<plan>:<sequence>, the ledger posting's key. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's last answer was a refusal (it understood and declined), not silence: nothing was paid back, so the team may return the money another way. */
    lastErrorRefused: boolean('last_error_refused').notNull().default(false),
    /** Who paid it back: the provider, or our team by a transfer of its own after the provider refused (docs/product.md#operators). */
    settledBy: text('settled_by', { enum: ['provider', 'team'] }).notNull().default('provider'),
    /** The team's transfer: how (Pix or bank transfer) and its reference (the Pix end-to-end id, a bank receipt number). */
    teamMethod: text('team_method', { enum: ['pix', 'transfer'] }),
    teamReference: text('team_reference'),
    createdAt: createdAt(),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    check('plan_leftover_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('plan_leftover_refunds_settled_by_check', sql`${t.settledBy} in ('provider', 'team')`),
    check('plan_leftover_refunds_team_method_check', sql`${t.teamMethod} is null or ${t.teamMethod} in ('pix', 'transfer')`),
    // Settled by the team: done, with how and the reference; otherwise neither.
    check(
      'plan_leftover_refunds_team_check',
      sql`(${t.settledBy} = 'team') = (${t.teamMethod} is not null) and (${t.teamMethod} is null) = (${t.teamReference} is null) and (${t.settledBy} = 'provider' or ${t.status} = 'succeeded')`,
    ),
    check('plan_leftover_refunds_status_check', sql`${t.status} in ('pending', 'succeeded')`),
    check('plan_leftover_refunds_sequence_check', sql`${t.sequence} >= 1`),
    uniqueIndex('plan_leftover_refunds_key_idx').on(t.idempotencyKey),
    uniqueIndex('plan_leftover_refunds_sequence_idx').on(t.subscriptionId, t.sequence),
    index('plan_leftover_refunds_pending_idx').on(t.status),
  ],
);

/** Every payment-provider event handled, once: a replayed event id changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    subscriptionId: uuid('subscription_id').references(() => planSubscriptions.id, { onDelete: 'set null' }),
    /** The booking request a booking-payment event was about. */
    pedidoId: uuid('pedido_id').references(() => pedidosReserva.id, { onDelete: 'set null' }),
    /** applied: it changed a plan · ignored: nothing to do (unknown type, or a plan already past it). */
    outcome: text('outcome', { enum: ['applied', 'ignored'] }).notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    check('payment_events_outcome_check', sql`${t.outcome} in ('applied', 'ignored')`),
    uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.providerEventId),
  ],
);

// ── Booking payments and the ledger (docs/decisions/0033) ───────────────────────────────

/**
 * One attempt to pay a booking request with one method at the provider (a Stripe PaymentIntent,
 * or the sandbox's stand-in). A request may have a card and a Pix attempt; the first to succeed pays.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    method: text('method', { enum: ['card', 'pix'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    /** The PaymentIntent (pi_…); null only between claiming the attempt and the provider answering. */
    providerPaymentId: text('provider_payment_id'),
    /** Card: the Checkout Session the family is sent to. */
    redirectUrl: text('redirect_url'),
    /** Pix: the EMV "copia e cola" text and its QR image (a data: URL), valid until pixExpiresAt. */
    pixCode: text('pix_code'),
    pixQrImage: text('pix_qr_image'),
    pixExpiresAt: timestamptz('pix_expires_at'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_payments_amount_check', sql`${t.amountCents} > 0`),
    check('booking_payments_method_check', sql`${t.method} in ('card', 'pix')`),
    check('booking_payments_status_check', sql`${t.status} in ('pending', 'succeeded')`),
    uniqueIndex('booking_payments_attempt_idx').on(t.pedidoId, t.method, t.provider),
    uniqueIndex('booking_payments_provider_idx').on(t.provider, t.providerPaymentId),
  ],
);

/**
 * Paying a payment back, decided in the transaction that declined, cancelled or expired the
 * request; the provider is asked after commit (and again by the job until it answers), always with
 * the same idempotency key. One refund per cause (several, with amounts, for one payment).
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingPaymentId: uuid('booking_payment_id')
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'restrict' }),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /**
     * One refund per cause, the same key as its ledger posting: refund:<booking payment> (in full,
     * before acceptance), refund:cancel:<pedido> (the policy's part), refund:dispute:<dispute>.
     */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded'] }).notNull().default('pending'),
    reason: text('reason', { enum: ['recusada', 'expirada', 'cancelada', 'pagamento_tardio', 'disputa', 'falta'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The provider's last answer was a refusal (it understood and declined), not silence: nothing was paid back, so the team may return the money another way. */
    lastErrorRefused: boolean('last_error_refused').notNull().default(false),
    /** Who paid it back: the provider, or our team by a transfer of its own after the provider refused (docs/product.md#operators). */
    settledBy: text('settled_by', { enum: ['provider', 'team'] }).notNull().default('provider'),
    /** The team's transfer: how (Pix or bank transfer) and its reference (the Pix end-to-end id, a bank receipt number). */
    teamMethod: text('team_method', { enum: ['pix', 'transfer'] }),
    teamReference: text('team_reference'),
    createdAt: createdAt(),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    check('booking_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('booking_refunds_settled_by_check', sql`${t.settledBy} in ('provider', 'team')`),
    check('booking_refunds_team_method_check', sql`${t.teamMethod} is null or ${t.teamMethod} in ('pix', 'transfer')`),
    // Settled by the team: done, with how and the reference; otherwise neither.
    check(
      'booking_refunds_team_check',
      sql`(${t.settledBy} = 'team') = (${t.teamMethod} is not null) and (${t.teamMethod} is null) = (${t.teamReference} is null) and (${t.settledBy} = 'provider' or ${t.status} = 'succeeded')`,
    ),
    check('booking_refunds_status_check', sql`${t.status} in ('pending', 'succeeded')`),
    uniqueIndex('booking_refunds_key_idx').on(t.idempotencyKey),
    index('booking_refunds_payment_idx').on(t.bookingPaymentId),
    index('booking_refunds_pending_idx').on(t.status),
  ],
);

/**
 * Ledger accounts. Balances are sums of entries, never stored. `code` names the account once:
 * family_payments:<familia>, escrow:<pedido>, caregiver_available:<cuidador>, platform_fee, refunds:<familia>,
 * payouts_sent:<cuidador> (ADR 0035).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['family_payments', 'escrow', 'caregiver_available', 'platform_fee', 'refunds', 'payouts_sent', 'plan_funds'] }).notNull(),
    ownerId: text('owner_id'),
    pedidoId: uuid('pedido_id').references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_kind_check', sql`${t.kind} in ('family_payments', 'escrow', 'caregiver_available', 'platform_fee', 'refunds', 'payouts_sent', 'plan_funds')`),
    index('ledger_accounts_owner_idx').on(t.ownerId),
  ],
);

/** A balanced movement of money: its entries sum to zero (checked in code and at commit). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** payment:<provider payment id> · refund:<booking payment id> · release:<reserva id> · payout:<cuidador>:<day> · payout-reversal:<payout id> */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: ['payment', 'refund', 'release', 'payout', 'payout_reversal', 'plan_payment', 'plan_allocation', 'plan_return', 'plan_refund'] }).notNull(),
    pedidoId: uuid('pedido_id').references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    /** The provider event that caused a payment, for reconciliation. */
    paymentEventId: uuid('payment_event_id').references(() => paymentEvents.id, { onDelete: 'restrict' }),
    occurredAt: timestamptz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_transactions_kind_check',
      sql`${t.kind} in ('payment', 'refund', 'release', 'payout', 'payout_reversal', 'plan_payment', 'plan_allocation', 'plan_return', 'plan_refund')`,
    ),
    index('ledger_transactions_pedido_idx').on(t.pedidoId),
  ],
);

/** One leg of a transaction: a signed amount in centavos on one account. Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
  ],
);

// ── Caregiver journey ─────────────────────────────────────────────────────────────────────

/**
 * Certificate files a caregiver uploaded. The bytes live in the file storage (private folder or
 * S3 bucket) under a server-made key; only the owner can read them back.
 */
export const certificados = pgTable(
  'certificados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The name the person gave the file, cleaned, for display and the download only. */
    nomeOriginal: text('nome_original').notNull(),
    /** Detected from the bytes, never taken from the request. */
    mime: text('mime').notNull(),
    tamanhoBytes: integer('tamanho_bytes').notNull(),
    /** When the registration adopted the file; uploads never adopted can be swept. */
    anexadoEm: timestamptz('anexado_em'),
    /**
     * What the file is: a course certificate, or a verification document (identity, criminal
     * records). Verification documents are read by operators through the server only.
     */
    tipo: text('tipo', { enum: ['certificado', 'identidade', 'antecedentes_federal', 'antecedentes_estadual', 'antecedentes_renovacao'] })
      .notNull()
      .default('certificado'),
    /** Issue date printed on a criminal-records certificate. */
    emitidoEm: date('emitido_em', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    // 'antecedentes_renovacao': a renewed federal certificate waiting for the operator; it becomes
    // 'antecedentes_federal' when accepted (docs/product.md#verification-renewal).
    check('certificados_tipo_check', sql`${t.tipo} in ('certificado', 'identidade', 'antecedentes_federal', 'antecedentes_estadual', 'antecedentes_renovacao')`),
    check('certificados_tamanho_check', sql`${t.tamanhoBytes} between 1 and 5242880`),
    check('certificados_mime_check', sql`${t.mime} in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')`),
    index('certificados_cuidador_idx').on(t.cuidadorId, t.createdAt),
  ],
);

/**
 * The places (state, city, neighbourhood in search form) where at least one suggestible caregiver
 * works, with how many. Kept by a trigger on cuidador_profiles (migration 0007). The
 * recommendation query finds the places matching the family's text here, then reads only those
 * places' caregivers from the covering index.
 */
export const locaisBusca = pgTable(
  'locais_busca',
  {
    estado: text('estado').notNull(),
    cidadeBusca: text('cidade_busca').notNull(),
    bairroBusca: text('bairro_busca').notNull(),
    cuidadores: integer('cuidadores').notNull(),
  },
  (t) => [primaryKey({ columns: [t.estado, t.cidadeBusca, t.bairroBusca] }), check('locais_busca_cuidadores_check', sql`${t.cuidadores} > 0`)],
);

// ── Consents (LGPD) ───────────────────────────────────────────────────────────────────────

/**
 * A person's acceptance of a consent text (kind + version) and its withdrawal. Rows are never
 * deleted by the app: the history shows what was accepted, when, and when it was withdrawn.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['dados_saude'] }).notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    /** When it stopped being in force: withdrawn by the person, or replaced (below). */
    withdrawnAt: timestamptz('withdrawn_at'),
    /** Ended because the person accepted a newer version of the text, not withdrawn. */
    replaced: boolean('replaced').notNull().default(false),
  },
  (t) => [
    check('consents_kind_check', sql`${t.kind} in ('dados_saude')`),
    check('consents_withdrawn_check', sql`${t.withdrawnAt} is null or ${t.withdrawnAt} >= ${t.acceptedAt}`),
    check('consents_replaced_check', sql`not ${t.replaced} or ${t.withdrawnAt} is not null`),
    // At most one consent of a kind in force per person.
    uniqueIndex('consents_active_idx').on(t.userId, t.kind).where(sql`${t.withdrawnAt} is null`),
  ],
);

// ── Public site ───────────────────────────────────────────────────────────────────────────

/**
 * Messages sent through 'Fale Conosco'. Kept even when the e-mail to support fails, so nothing a
 * person wrote is lost; `emailStatus` says whether support was told.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    mensagem: text('mensagem').notNull(),
    /** The signed-in sender, if any; the message outlives the account. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    emailStatus: text('email_status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** The operator's answer, e-mailed to the sender from /operador/contato. */
    respostaTexto: text('resposta_texto'),
    respondidaPor: text('respondida_por').references(() => user.id, { onDelete: 'set null' }),
    respondidaEm: timestamptz('respondida_em'),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_nome_check', sql`length(btrim(${t.nome})) between 1 and 120`),
    check('contact_messages_mensagem_check', sql`length(btrim(${t.mensagem})) between 1 and 5000`),
    check('contact_messages_email_status_check', sql`${t.emailStatus} in ('pending', 'sent', 'failed')`),
    index('contact_messages_created_idx').on(t.createdAt),
    // One sender's messages, for the two years counted from their last contact (features/data-retention).
    index('contact_messages_sender_idx').on(sql`lower(${t.email})`),
  ],
);

// ── Caregiver verification and the company's desk (issue 16) ──────────────────────────────

/** The two professional references a caregiver gives, and what the operator heard when calling. */
export const caregiverReferences = pgTable(
  'caregiver_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => cuidadorProfiles.id, { onDelete: 'cascade' }),
    /** 1 or 2. */
    posicao: integer('posicao').notNull(),
    nome: text('nome').notNull(),
    relacao: text('relacao').notNull(),
    /** '(11) 98765-4321'. */
    telefone: text('telefone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('caregiver_references_posicao_check', sql`${t.posicao} in (1, 2)`),
    uniqueIndex('caregiver_references_posicao_idx').on(t.cuidadorId, t.posicao),
  ],
);

/**
 * The operator's checklist for one review: each item checked with who, when and a note (the
 * reference's outcome, the interview's date and impressions). Cleared when the caregiver sends the
 * registration for review again.
 */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => cuidadorProfiles.id, { onDelete: 'cascade' }),
    item: text('item', { enum: ['documentos_conferem', 'antecedentes_validos', 'referencia_1', 'referencia_2', 'entrevista'] }).notNull(),
    nota: text('nota'),
    /** The interview's date (item 'entrevista'). */
    realizadaEm: date('realizada_em', { mode: 'string' }),
    marcadoPor: text('marcado_por').references(() => user.id, { onDelete: 'set null' }),
    marcadoEm: timestamptz('marcado_em').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cuidadorId, t.item] }),
    check('verification_checks_item_check', sql`${t.item} in ('documentos_conferem', 'antecedentes_validos', 'referencia_1', 'referencia_2', 'entrevista')`),
  ],
);

/** Every move of a caregiver's verification state: who (null: the daily job), why, when. */
export const verificationDecisions = pgTable(
  'verification_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => cuidadorProfiles.id, { onDelete: 'cascade' }),
    operadorId: text('operador_id').references(() => user.id, { onDelete: 'set null' }),
    deEstado: text('de_estado').notNull(),
    paraEstado: text('para_estado').notNull(),
    /** One of VERIFICATION_REASONS (refusals, suspensions, lifting a suspension). */
    motivo: text('motivo'),
    /** Free text; the caregiver sees it with the reason. */
    observacao: text('observacao'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_decisions_cuidador_idx').on(t.cuidadorId, t.createdAt)],
);

/**
 * A renewed criminal-records certificate sent by an approved (or expired) caregiver
 * (docs/product.md#verification-renewal): the operator checks only this certificate and accepts
 * it (the validity moves) or refuses it with a reason (the old validity stands). One waiting per
 * caregiver.
 */
export const antecedentesRenovacoes = pgTable(
  'antecedentes_renovacoes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => cuidadorProfiles.id, { onDelete: 'cascade' }),
    /** The file (private storage); null once a refused one was deleted. */
    certificadoId: uuid('certificado_id').references(() => certificados.id, { onDelete: 'set null' }),
    emitidoEm: date('emitido_em', { mode: 'string' }).notNull(),
    /** The caregiver's state when it was sent (aprovado | verificacao_vencida). */
    deEstado: text('de_estado').notNull(),
    status: text('status', { enum: ['pendente', 'aceita', 'recusada'] })
      .notNull()
      .default('pendente'),
    motivo: text('motivo'),
    observacao: text('observacao'),
    decididaPor: text('decidida_por').references(() => user.id, { onDelete: 'set null' }),
    decididaEm: timestamptz('decidida_em'),
    createdAt: createdAt(),
  },
  (t) => [
    check('antecedentes_renovacoes_status_check', sql`${t.status} in ('pendente', 'aceita', 'recusada')`),
    uniqueIndex('antecedentes_renovacoes_pendente_idx').on(t.cuidadorId).where(sql`${t.status} = 'pendente'`),
    index('antecedentes_renovacoes_fila_idx').on(t.status, t.createdAt),
  ],
);

/**
 * 'Denunciar': a family or caregiver reports a profile, a message or a booking. The operator sees
 * the context and suspends, warns or dismisses; the reporter hears back.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    /** The person the report is about. */
    reportedId: text('reported_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    alvoTipo: text('alvo_tipo', { enum: ['perfil', 'mensagem', 'reserva'] }).notNull(),
    alvoId: text('alvo_id').notNull(),
    motivo: text('motivo').notNull(),
    descricao: text('descricao'),
    status: text('status', { enum: ['aberta', 'resolvida'] })
      .notNull()
      .default('aberta'),
    resultado: text('resultado', { enum: ['suspensao', 'advertencia', 'arquivada'] }),
    resultadoNota: text('resultado_nota'),
    tratadaPor: text('tratada_por').references(() => user.id, { onDelete: 'set null' }),
    tratadaEm: timestamptz('tratada_em'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_alvo_tipo_check', sql`${t.alvoTipo} in ('perfil', 'mensagem', 'reserva')`),
    check('reports_status_check', sql`${t.status} in ('aberta', 'resolvida')`),
    check('reports_resultado_check', sql`${t.resultado} is null or ${t.resultado} in ('suspensao', 'advertencia', 'arquivada')`),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    // One open report per person and target: reporting again answers the open one (docs/product.md#reports).
    uniqueIndex('reports_open_once_idx').on(t.reporterId, t.alvoTipo, t.alvoId).where(sql`${t.status} = 'aberta'`),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

// ── Health-data read log (LGPD, issue 8) ──────────────────────────────────────────────────

/**
 * Every read of a family's patient data by a caregiver (GET /api/families/:id/patient): who, when,
 * under which booking request and which fields came back. Written by the server in the same
 * request as the read, shown to the family; no route writes or changes it, and the database
 * refuses updates (migration 0010).
 */
export const healthDataReads = pgTable(
  'health_data_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Who read: a caregiver, or (the care diary) a relative the family invited; the column keeps its first name. */
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pedidoId: uuid('pedido_id').references(() => pedidosReserva.id, { onDelete: 'set null' }),
    /** Names of the fields returned with a value (pacienteNome, pacienteIdade, pacienteCondicao), or the diary read by a relative. */
    fields: text('fields').array().notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'health_data_reads_fields_check',
      sql`${t.fields} <@ array['pacienteNome', 'pacienteIdade', 'pacienteCondicao', 'cartaoAlergias', 'cartaoMedicamentos', 'cartaoPlanoSaude', 'cartaoMedico', 'cartaoContatos', 'diario', 'diarioRelatorio']::text[]`,
    ),
    index('health_data_reads_familia_idx').on(t.familiaId, t.readAt),
    index('health_data_reads_cuidador_idx').on(t.cuidadorId, t.readAt),
  ],
);

// ── Favourites (docs/product.md#favorites) ────────────────────────────────────────────────

/** A family's saved caregivers ('Favoritos'): one row per family and caregiver. */
export const favoritos = pgTable(
  'favoritos',
  {
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.familiaId, t.cuidadorId] }), index('favoritos_cuidador_idx').on(t.cuidadorId)],
);

// ── Disputes: 'Tive um problema' (docs/product.md#disputes) ───────────────────────────────

/**
 * A family's problem with a booking, reported in the release window: the covered days' money stays
 * held until an operator decides. One open dispute per booking (the partial unique index).
 */
export const bookingDisputes = pgTable(
  'booking_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    motivo: text('motivo').notNull(),
    /** The family's words (personal data: erased with the family's account). */
    descricao: text('descricao'),
    status: text('status', { enum: ['aberta', 'decidida'] })
      .notNull()
      .default('aberta'),
    decisao: text('decisao', { enum: ['reembolso_total', 'reembolso_parcial', 'liberado'] }),
    reembolsoCentavos: integer('reembolso_centavos'),
    /** The operator's note, shown to both sides. */
    nota: text('nota'),
    decididaPor: text('decidida_por').references(() => user.id, { onDelete: 'set null' }),
    decididaEm: timestamptz('decidida_em'),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_disputes_status_check', sql`${t.status} in ('aberta', 'decidida')`),
    check('booking_disputes_decisao_check', sql`${t.decisao} is null or ${t.decisao} in ('reembolso_total', 'reembolso_parcial', 'liberado')`),
    check('booking_disputes_decided_check', sql`(${t.status} = 'aberta') = (${t.decisao} is null)`),
    check('booking_disputes_refund_check', sql`${t.reembolsoCentavos} is null or ${t.reembolsoCentavos} >= 0`),
    uniqueIndex('booking_disputes_open_once_idx').on(t.pedidoId).where(sql`${t.status} = 'aberta'`),
    index('booking_disputes_status_idx').on(t.status, t.createdAt),
    index('booking_disputes_pedido_idx').on(t.pedidoId),
  ],
);

/** The days a dispute holds: each day's money is decided by one dispute at most. */
export const bookingDisputeDays = pgTable(
  'booking_dispute_days',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => bookingDisputes.id, { onDelete: 'restrict' }),
    reservaId: uuid('reserva_id')
      .notNull()
      .references(() => reservas.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.disputeId, t.reservaId] }), uniqueIndex('booking_dispute_days_reserva_idx').on(t.reservaId)],
);

// ── Payouts to caregivers (docs/product.md#earnings, ADR 0035) ─────────────────────────────

/**
 * Where a caregiver's payouts go, one row per caregiver (ADR 0061): the Pix key (payouts without
 * Stripe) and/or the Stripe Connect account (payouts with Stripe). Each is optional; the row holds
 * at least one. Changed by the caregiver (audited).
 */
export const payoutKeys = pgTable(
  'payout_keys',
  {
    cuidadorId: text('cuidador_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['cpf', 'email', 'celular', 'aleatoria'] }),
    /** Normalized (CPF digits, lower-case e-mail, +55… phone, lower-case UUID); shown only masked. */
    valor: text('valor'),
    /** Stripe Connect: the caregiver's connected account (acct_…) transfers go to, when Stripe is configured. */
    stripeAccountId: text('stripe_account_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payout_keys_tipo_check', sql`${t.tipo} in ('cpf', 'email', 'celular', 'aleatoria')`),
    check('payout_keys_pix_pair_check', sql`(${t.tipo} is null) = (${t.valor} is null)`),
    check('payout_keys_destination_check', sql`${t.valor} is not null or ${t.stripeAccountId} is not null`),
  ],
);

/**
 * One weekly payout of a caregiver's available balance. Written with its ledger posting
 * (caregiver_available → payouts_sent) in one transaction; the provider is asked after commit with
 * the same idempotency key every time; a final refusal reverses the posting (payout-reversal:<id>).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /** The payout day (São Paulo calendar): one payout per caregiver and day. */
    dia: date('dia', { mode: 'string' }).notNull(),
    /** payout:<cuidador>:<dia>, also the ledger posting's key. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['requested', 'paid', 'failed'] }).notNull().default('requested'),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    /**
     * The Pix key's type and masked form when the payout was made (the key itself is not kept
     * here); null for a Stripe payout, which goes to the connected account.
     */
    keyType: text('key_type', { enum: ['cpf', 'email', 'celular', 'aleatoria'] }),
    keyMasked: text('key_masked'),
    providerTransferId: text('provider_transfer_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedAt: timestamptz('requested_at').notNull(),
    paidAt: timestamptz('paid_at'),
    failedAt: timestamptz('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
    check('payouts_status_check', sql`${t.status} in ('requested', 'paid', 'failed')`),
    check('payouts_key_check', sql`(${t.keyType} is null) = (${t.keyMasked} is null) and (${t.provider} = 'stripe' or ${t.keyType} is not null)`),
    uniqueIndex('payouts_cuidador_dia_idx').on(t.cuidadorId, t.dia),
    index('payouts_requested_idx').on(t.status).where(sql`${t.status} = 'requested'`),
  ],
);

// ── Contracts and receipts (docs/product.md#contract, docs/product.md#receipts, ADR 0037) ──

/** Raw bytes (PGlite answers Uint8Array, node-postgres a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The contract of a booking: made once, in the transaction where the caregiver accepts the paid
 * request, from a versioned template; the PDF bytes are kept here (so they commit or roll back with
 * the acceptance) with their SHA-256. Never changed (a trigger refuses UPDATE and DELETE), except
 * that account deletion erases the PDF (pdf → null, erased_at set), keeping version, date and hash.
 */
export const bookingContracts = pgTable(
  'booking_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    templateVersion: text('template_version', { enum: ['v1', 'v2', 'v3', 'v4'] }).notNull(),
    /** Hex SHA-256 of the PDF bytes as first stored. */
    sha256: text('sha256').notNull(),
    pdf: bytea('pdf'),
    erasedAt: timestamptz('erased_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('booking_contracts_pedido_idx').on(t.pedidoId),
    check('booking_contracts_version_check', sql`${t.templateVersion} in ('v1', 'v2', 'v3', 'v4')`),
    check('booking_contracts_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('booking_contracts_erased_check', sql`(${t.pdf} is null) = (${t.erasedAt} is not null)`),
  ],
);

/**
 * A receipt: one per money movement a person made or received through the platform, issued once
 * (unique source key) in the transaction that records the movement. Holds ids and amounts only;
 * names are read when it is shown. Append-only (trigger). `kind` discriminates: a booking's or a
 * plan's payment or refund, a caregiver's payout.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sequential number for people ('Recibo nº 000123'). */
    number: integer('number').generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** What it is the receipt of, once: 'booking_payment:<booking_payments.id>', 'plan_refund:<plan id>'… */
    sourceKey: text('source_key').notNull(),
    /** Who may open it: the payer (or the person refunded, or the caregiver paid out). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    pedidoId: uuid('pedido_id').references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id').references(() => planSubscriptions.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    /** The booking's subtotal and fee when the receipt shows them; null otherwise. */
    subtotalCents: integer('subtotal_cents'),
    feeCents: integer('fee_cents'),
    /** How the money moved: the card or Pix of the payment, or, for a refund our team made itself, its Pix or bank transfer. */
    method: text('method', { enum: ['card', 'pix', 'transfer'] }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    /** The provider's reference, or the team's transfer's when settledBy is 'team'. */
    providerReference: text('provider_reference'),
    /** A refund the provider refused, returned by our team's own transfer (docs/product.md#receipts). */
    settledBy: text('settled_by', { enum: ['provider', 'team'] }).notNull().default('provider'),
    /** Why money went back (refunds). */
    reason: text('reason'),
    issuedAt: timestamptz('issued_at').notNull(),
    /** The caregiver's payout it is the receipt of (kind 'payout'; the masked key and day are read from it). */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('receipts_source_idx').on(t.sourceKey),
    uniqueIndex('receipts_number_idx').on(t.number),
    index('receipts_owner_idx').on(t.ownerId, t.issuedAt),
    check('receipts_amount_check', sql`${t.amountCents} > 0`),
    check('receipts_method_check', sql`${t.method} is null or ${t.method} in ('card', 'pix', 'transfer')`),
    check('receipts_settled_by_check', sql`${t.settledBy} in ('provider', 'team')`),
    check('receipts_provider_check', sql`${t.provider} in ('stripe', 'sandbox')`),
  ],
);

/**
 * A caregiver's weekly availability pattern ('Repetir toda semana', docs/product.md#availability,
 * ADR 0043): at most one per caregiver. Its ranges are materialised into `disponibilidade` up to
 * the booking horizon; `materializado_ate` is the last São Paulo day written, so the daily job knows
 * what is left to extend.
 */
export const disponibilidadePadroes = pgTable(
  'disponibilidade_padroes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => cuidadorProfiles.id, { onDelete: 'cascade' }),
    /** [{ dias: 0–6 (Sunday first), horaInicio 'HH:mm', horaFim 'HH:mm' (at or before the start: next day) }], checked by weeklyPatternSchema. */
    faixas: jsonb('faixas').$type<{ dias: number[]; horaInicio: string; horaFim: string }[]>().notNull(),
    validoDe: date('valido_de', { mode: 'string' }).notNull(),
    validoAte: date('valido_ate', { mode: 'string' }),
    materializadoAte: date('materializado_ate', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disponibilidade_padroes_cuidador_idx').on(t.cuidadorId),
    check('disponibilidade_padroes_validade_check', sql`${t.validoAte} is null or ${t.validoAte} >= ${t.validoDe}`),
    check('disponibilidade_padroes_faixas_check', sql`jsonb_typeof(${t.faixas}) = 'array' and jsonb_array_length(${t.faixas}) between 1 and 7`),
  ],
);

/** Days off ('Folgas'): São Paulo days, both ends included, on which the weekly pattern writes nothing. */
export const disponibilidadeFolgas = pgTable(
  'disponibilidade_folgas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => cuidadorProfiles.id, { onDelete: 'cascade' }),
    dataInicio: date('data_inicio', { mode: 'string' }).notNull(),
    dataFim: date('data_fim', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('disponibilidade_folgas_cuidador_idx').on(t.cuidadorId, t.dataFim),
    check('disponibilidade_folgas_range_check', sql`${t.dataFim} >= ${t.dataInicio}`),
  ],
);

/**
 * The labour-law guard (docs/product.md#labour-law): when a request made one caregiver work more
 * than two days in a week for one family, what the family chose after the warning (who: the
 * request's family; when; which choice; which weeks and days). One per request; ids and dates only.
 */
export const labourLawAcknowledgements = pgTable(
  'labour_law_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    escolha: text('escolha', { enum: ['alternar_cuidadores', 'contratar_formalmente'] }).notNull(),
    /** The weeks over the limit when the choice was made: [{ inicio, fim, dias, diasMarcados }]. */
    semanas: jsonb('semanas').$type<{ inicio: string; fim: string; dias: number; diasMarcados: string[] }[]>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('labour_law_acknowledgements_pedido_idx').on(t.pedidoId),
    index('labour_law_acknowledgements_familia_idx').on(t.familiaId),
    index('labour_law_acknowledgements_cuidador_idx').on(t.cuidadorId),
    check('labour_law_acknowledgements_escolha_check', sql`${t.escolha} in ('alternar_cuidadores', 'contratar_formalmente')`),
  ],
);

/**
 * The family's 'QR de presença' (docs/product.md#visits, ADR 0048): the code is
 * `<familia id>.<nonce>.<HMAC>`; generating a new one replaces the nonce, so a printed code that was
 * lost stops working. One per family (its address).
 */
export const presenceQrCodes = pgTable('presence_qr_codes', {
  familiaId: text('familia_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  geradoEm: timestamptz('gerado_em').notNull(),
});

/**
 * What happened at one confirmed booking day (docs/product.md#visits): the arrival and departure
 * with the server's time and how each was recorded; a button's moment waits for the family's
 * confirmation. The jobs mark when the family was told of a late arrival and when the day became a
 * no-show (its money goes back, `refund:falta:<reserva>`). One row per day, made at the first of these.
 */
export const visitPresence = pgTable(
  'visit_presence',
  {
    reservaId: uuid('reserva_id')
      .primaryKey()
      .references(() => reservas.id, { onDelete: 'cascade' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    checkInAt: timestamptz('check_in_at'),
    checkInMethod: text('check_in_method', { enum: ['qr', 'botao'] }),
    checkInConfirmedAt: timestamptz('check_in_confirmed_at'),
    checkOutAt: timestamptz('check_out_at'),
    checkOutMethod: text('check_out_method', { enum: ['qr', 'botao'] }),
    checkOutConfirmedAt: timestamptz('check_out_confirmed_at'),
    atrasoAvisadoEm: timestamptz('atraso_avisado_em'),
    faltaEm: timestamptz('falta_em'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('visit_presence_check_in_check', sql`(${t.checkInAt} is null) = (${t.checkInMethod} is null) and (${t.checkInMethod} is null or ${t.checkInMethod} in ('qr', 'botao'))`),
    check('visit_presence_check_out_check', sql`(${t.checkOutAt} is null) = (${t.checkOutMethod} is null) and (${t.checkOutAt} is null or ${t.checkInAt} is not null) and (${t.checkOutMethod} is null or ${t.checkOutMethod} in ('qr', 'botao'))`),
    check('visit_presence_falta_check', sql`${t.faltaEm} is null or ${t.checkInAt} is null`),
    index('visit_presence_familia_idx').on(t.familiaId),
    index('visit_presence_cuidador_idx').on(t.cuidadorId),
  ],
);

/** When check-in began (set by its migration): only requests accepted since then are watched for late arrivals and no-shows. */
export const visitTracking = pgTable('visit_tracking', {
  id: smallint('id').primaryKey().default(1),
  desde: timestamptz('desde').notNull().defaultNow(),
});

/**
 * A care plan's weekdays given to one caregiver (docs/product.md#plan-care, ADR 0047): proposed by
 * the family, accepted or declined by the caregiver; accepting books the paid period's shifts as a
 * confirmed booking (pedido_id) paid from the plan. The amounts per shift are fixed at the proposal.
 */
export const planAssignments = pgTable(
  'plan_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'restrict' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    diasSemana: smallint('dias_semana').array().notNull(),
    turno: text('turno', { enum: ['dia', 'noite'] }).notNull(),
    status: text('status', { enum: ['proposta', 'aceita', 'recusada', 'encerrada'] }).notNull().default('proposta'),
    valorDiariaCentavos: integer('valor_diaria_centavos').notNull(),
    taxaCentavos: integer('taxa_centavos').notNull(),
    repasseCentavos: integer('repasse_centavos').notNull(),
    /** The family's declaration when this caregiver covers more than 2 weekdays (labour law). */
    vinculoEscolha: text('vinculo_escolha', { enum: ['alternar_cuidadores', 'contratar_formalmente'] }),
    /** The confirmed booking of the period's shifts, once accepted. */
    pedidoId: uuid('pedido_id').references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull(),
    respondedAt: timestamptz('responded_at'),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    check('plan_assignments_status_check', sql`${t.status} in ('proposta', 'aceita', 'recusada', 'encerrada')`),
    check('plan_assignments_turno_check', sql`${t.turno} in ('dia', 'noite')`),
    check('plan_assignments_dias_check', sql`cardinality(${t.diasSemana}) between 1 and 5 and ${t.diasSemana} <@ array[1, 2, 3, 4, 5]::smallint[]`),
    check('plan_assignments_money_check', sql`${t.valorDiariaCentavos} > 0 and ${t.taxaCentavos} >= 0 and ${t.repasseCentavos} = ${t.valorDiariaCentavos} - ${t.taxaCentavos}`),
    check('plan_assignments_vinculo_check', sql`${t.vinculoEscolha} is null or ${t.vinculoEscolha} in ('alternar_cuidadores', 'contratar_formalmente')`),
    index('plan_assignments_subscription_idx').on(t.subscriptionId),
    index('plan_assignments_cuidador_idx').on(t.cuidadorId, t.status),
    uniqueIndex('plan_assignments_pedido_idx').on(t.pedidoId),
  ],
);

// ── Emergency card (docs/product.md#emergency-card, ADR 0051) ─────────────────────────────────

/**
 * The family's 'Cartão de emergência' for its patient: health data, kept only while the family's
 * health-data consent is in force (withdrawing it deletes the row). One per family. The lists are
 * validated by the shared schema on every write; the checks keep their shape and size.
 */
export const emergencyCards = pgTable(
  'emergency_cards',
  {
    familiaId: text('familia_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    alergias: text('alergias').notNull().default(''),
    /** [{ nome, dose, horario }] */
    medicamentos: jsonb('medicamentos').$type<{ nome: string; dose: string; horario: string }[]>().notNull().default([]),
    planoOperadora: text('plano_operadora').notNull().default(''),
    planoNumero: text('plano_numero').notNull().default(''),
    medicoNome: text('medico_nome').notNull().default(''),
    medicoTelefone: text('medico_telefone').notNull().default(''),
    medicoEspecialidade: text('medico_especialidade').notNull().default(''),
    /** [{ nome, relacao, telefone }], 1 to 4. */
    contatos: jsonb('contatos').$type<{ nome: string; relacao: string; telefone: string }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('emergency_cards_medicamentos_check', sql`jsonb_typeof(${t.medicamentos}) = 'array' and jsonb_array_length(${t.medicamentos}) <= 15`),
    check('emergency_cards_contatos_check', sql`jsonb_typeof(${t.contatos}) = 'array' and jsonb_array_length(${t.contatos}) between 1 and 4`),
  ],
);

/**
 * A substitute for plan shifts their caregiver gave up (docs/product.md#plan-substitutes, ADR 0052):
 * proposed by the family to one caregiver for those dates at once, accepted (the shifts booked from
 * the plan's account, pedido_id) or declined; a proposal expires when its first shift starts
 * (expira_em). The amounts per shift are fixed at the proposal, like an assignment's.
 */
export const planSubstitutions = pgTable(
  'plan_substitutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => planSubscriptions.id, { onDelete: 'restrict' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    datas: date('datas', { mode: 'string' }).array().notNull(),
    turno: text('turno', { enum: ['dia', 'noite'] }).notNull(),
    status: text('status', { enum: ['proposta', 'aceita', 'recusada'] }).notNull().default('proposta'),
    valorDiariaCentavos: integer('valor_diaria_centavos').notNull(),
    taxaCentavos: integer('taxa_centavos').notNull(),
    repasseCentavos: integer('repasse_centavos').notNull(),
    /** The family's labour-law choice when the substitute's days needed one. */
    vinculoEscolha: text('vinculo_escolha', { enum: ['alternar_cuidadores', 'contratar_formalmente'] }),
    pedidoId: uuid('pedido_id').references(() => pedidosReserva.id, { onDelete: 'restrict' }),
    expiraEm: timestamptz('expira_em').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    check('plan_substitutions_status_check', sql`${t.status} in ('proposta', 'aceita', 'recusada')`),
    check('plan_substitutions_turno_check', sql`${t.turno} in ('dia', 'noite')`),
    check('plan_substitutions_datas_check', sql`cardinality(${t.datas}) >= 1`),
    check('plan_substitutions_money_check', sql`${t.valorDiariaCentavos} > 0 and ${t.taxaCentavos} >= 0 and ${t.repasseCentavos} = ${t.valorDiariaCentavos} - ${t.taxaCentavos}`),
    check('plan_substitutions_vinculo_check', sql`${t.vinculoEscolha} is null or ${t.vinculoEscolha} in ('alternar_cuidadores', 'contratar_formalmente')`),
    index('plan_substitutions_subscription_idx').on(t.subscriptionId, t.status),
    index('plan_substitutions_cuidador_idx').on(t.cuidadorId, t.status),
    uniqueIndex('plan_substitutions_pedido_idx').on(t.pedidoId),
  ],
);

// ── Relatives who follow a family (docs/product.md#relatives, ADR 0053) ───────────────────────

/**
 * A family's invitation to a relative and, once accepted, the relative's access: one row per family
 * and invited address. Only the SHA-256 of the e-mailed token is kept, and it is cleared when used
 * (single use). Removing the relative deletes the row: access ends with it.
 */
export const familiaresConvidados = pgTable(
  'familiares_convidados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The invited address, lower-case. */
    email: text('email').notNull(),
    /** The relative's account, once the invitation was accepted. */
    familiarId: text('familiar_id').references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    convidadoEm: timestamptz('convidado_em').notNull(),
    aceitoEm: timestamptz('aceito_em'),
    /** The one grant beyond reading: confirming arrivals and departures the caregiver claimed. */
    podeConfirmarPresenca: boolean('pode_confirmar_presenca').notNull().default(false),
    /** The relative's notification choices. */
    notificaChegadas: boolean('notifica_chegadas').notNull().default(true),
    notificaAlertas: boolean('notifica_alertas').notNull().default(true),
    notificaReservas: boolean('notifica_reservas').notNull().default(true),
  },
  (t) => [
    uniqueIndex('familiares_convidados_email_idx').on(t.familiaId, t.email),
    uniqueIndex('familiares_convidados_familiar_idx').on(t.familiaId, t.familiarId),
    index('familiares_convidados_seguidor_idx').on(t.familiarId),
    check('familiares_convidados_aceito_check', sql`(${t.familiarId} is null) = (${t.aceitoEm} is null)`),
    check('familiares_convidados_token_check', sql`${t.familiarId} is null or ${t.tokenHash} is null`),
    check('familiares_convidados_email_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * The care diary (docs/product.md#care-diary, ADR 0050): what the caregiver of a booking day
 * recorded, one row per version of an entry. Never updated nor deleted in the product: a correction
 * is a new row whose `corrige_id` points at the version it replaces (at most one correction per
 * version: the versions of an entry form a line), with who (the caregiver), when and why. Rows go
 * only with the family's account (health data of its patient). `dados` holds the type's fields as
 * validated by packages/domain/src/care-diary.ts.
 */
export const diarioEntradas = pgTable(
  'diario_entradas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservaId: uuid('reserva_id')
      .notNull()
      .references(() => reservas.id, { onDelete: 'restrict' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    tipo: text('tipo', { enum: ['medicacao', 'refeicao', 'higiene', 'mobilidade', 'sono', 'humor', 'incidente', 'observacao'] }).notNull(),
    ocorridoEm: timestamptz('ocorrido_em').notNull(),
    dados: jsonb('dados').$type<Record<string, string>>().notNull(),
    corrigeId: uuid('corrige_id').references((): AnyPgColumn => diarioEntradas.id, { onDelete: 'no action' }),
    motivoCorrecao: text('motivo_correcao'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('diario_entradas_tipo_check', sql`${t.tipo} in ('medicacao', 'refeicao', 'higiene', 'mobilidade', 'sono', 'humor', 'incidente', 'observacao')`),
    check('diario_entradas_correcao_check', sql`(${t.corrigeId} is null) = (${t.motivoCorrecao} is null)`),
    uniqueIndex('diario_entradas_corrige_idx').on(t.corrigeId),
    index('diario_entradas_familia_idx').on(t.familiaId, t.ocorridoEm),
    index('diario_entradas_reserva_idx').on(t.reservaId),
    index('diario_entradas_cuidador_idx').on(t.cuidadorId),
  ],
);

/**
 * Photos of a care-diary entry (docs/product.md#care-diary): at most 3 per version, images only
 * (checked by their bytes, like certificates), in the private storage; fetched only by the family
 * of the day and the caregiver who wrote it. Deleted with the family's account (rows, then files).
 */
export const diarioFotos = pgTable(
  'diario_fotos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entradaId: uuid('entrada_id')
      .notNull()
      .references(() => diarioEntradas.id, { onDelete: 'cascade' }),
    familiaId: text('familia_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    cuidadorId: text('cuidador_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    tamanhoBytes: integer('tamanho_bytes').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('diario_fotos_mime_check', sql`${t.mime} in ('image/png', 'image/jpeg', 'image/webp')`),
    uniqueIndex('diario_fotos_storage_key_idx').on(t.storageKey),
    index('diario_fotos_entrada_idx').on(t.entradaId),
    index('diario_fotos_familia_idx').on(t.familiaId),
  ],
);

/**
 * Money stuck at the provider that the operators were told of by e-mail (docs/product.md#operators):
 * one row per refund, leftover or payout, written when the alert goes, so each is told once
 * however many processes run the job.
 */
export const stuckMoneyAlerts = pgTable(
  'stuck_money_alerts',
  {
    kind: text('kind', { enum: ['devolucao_reserva', 'sobra_plano', 'repasse', 'saldo_conta_excluida'] }).notNull(),
    /** The refund's, leftover's or payout's id; for a deleted caregiver's balance, her ledger account's. */
    itemId: uuid('item_id').notNull(),
    alertedAt: timestamptz('alerted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), check('stuck_money_alerts_kind_check', sql`${t.kind} in ('devolucao_reserva', 'sobra_plano', 'repasse', 'saldo_conta_excluida')`)],
);
