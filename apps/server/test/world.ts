import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@cuidar/domain/constants';
import { CONSENT_VERSIONS } from '@cuidar/domain/consents';
import { weekdayOf } from '@cuidar/domain/booking-series';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { toSaoPauloParts } from '@cuidar/domain/date-format';
import { and, desc, eq, sql } from 'drizzle-orm';
import { backgroundSettled } from '../src/background';
import { queryRows } from '../src/db/sql';
import {
  createAvailabilitySlot,
  createBooking,
  createCaregiver,
  createFamily,
  createNotification,
  createOperator,
  createReview,
  createUser,
  createVerificationDossier,
  type CreatedUser,
} from '../src/db/factories';
import { antecedentesRenovacoes, familiaresConvidados, bookingDisputeDays, bookingRefunds, bookingDisputes, certificados, contactMessages, cuidadorProfiles, emailOutbox, pedidosReserva, profiles, reports, reservas, user, visitPresence, diarioEntradas } from '../src/db/schema';
import { recordSeededPayments, refundBookingInTransaction } from '../src/features/booking-payments/service';
import { acceptConsent } from '../src/features/consents/repository';
import { issueReceipt } from '../src/features/receipts/service';
import { getPresenceQr, visitJobDeps } from '../src/features/visits/service';
import { saveEmergencyCard } from '../src/features/emergency-card/repository';
import { fileForm, sampleFiles } from './caregiver';
import { TestClient, type TestContext } from './helpers';
import { openSession, signedInClient } from './sessions';

// A small, fresh world for one security check: two families and two caregivers, where family A
// and caregiver A know each other (a confirmed booking) and the B's are strangers. Objects are made
// on demand by the shared factories (or, where the API is the only honest way, by the owner's own
// requests). Everything private that is made is remembered as a "secret": a string that must never
// reach a caller who is neither its owner nor the other party.

/** Who calls, relative to the route's owner. */
export type Caller = 'owner' | 'counterpart' | 'sameRole' | 'otherRole' | 'operator' | 'relative' | 'anonymous';
/**
 * `operator`: the company's back-office (role operador, two-factor on), a stranger to every family and caregiver.
 * `relative`: a relative who follows family A (role familiar, docs/product.md#relatives): reads
 * family A's care through the relatives' routes, and is a stranger on every other route.
 */
export const CALLERS: readonly Caller[] = ['anonymous', 'otherRole', 'sameRole', 'operator', 'relative', 'counterpart', 'owner'];

const other = (role: Role): Role => (role === 'familia' ? 'cuidador' : 'familia');

export class World {
  readonly today = todayInSaoPaulo();
  readonly secrets = new Set<string>();
  /** A confirmed booking between family A and caregiver A, some days ahead. */
  linkBookingId = '';
  private readonly clients = new Map<string, TestClient>();

  private constructor(
    readonly ctx: TestContext,
    readonly familia: CreatedUser,
    readonly cuidador: CreatedUser,
    readonly otherFamilia: CreatedUser,
    readonly otherCuidador: CreatedUser,
    readonly operator: CreatedUser,
    /** A relative following family A (an accepted invitation). */
    readonly relative: CreatedUser,
    /** The password every person of this world has (a hash made once per test file). */
    readonly password: string,
  ) {}

  static async create(ctx: TestContext, credentials: { password: string; passwordHash: string }): Promise<World> {
    const tag = randomBytes(4).toString('hex');
    const { db } = ctx;
    const { passwordHash } = credentials;
    const familia = await createFamily(db, {
      email: `familia-a-${tag}@exemplo.com.br`,
      passwordHash,
      firstName: 'Helena',
      lastName: 'Marcondes',
      address: {
        rua: `Rua das Acácias Segredo ${tag}`,
        numero: '77',
        bairro: 'Pinheiros',
        cidade: 'São Paulo',
        estado: 'SP',
        cep: '05435-000',
        pacienteNome: 'Zélia Marcondes',
        pacienteIdade: 84,
        pacienteCondicao: `Alzheimer inicial, diabetes ${tag}`,
      },
    });
    await acceptConsent(db, { userId: familia.id, kind: 'dados_saude', version: CONSENT_VERSIONS.dados_saude, at: ctx.deps.now() });
    const cuidador = await createCaregiver(db, { email: `cuidador-a-${tag}@exemplo.com.br`, passwordHash });
    await db
      .update(cuidadorProfiles)
      .set({ telefone: `(11) 9${digits(4)}-${digits(4)}`, rua: `Travessa Privada ${tag}`, numero: '12', cep: '05435-000', dataNascimento: '1984-05-06' })
      .where(eq(cuidadorProfiles.id, cuidador.id));
    const otherFamilia = await createFamily(db, { email: `familia-b-${tag}@exemplo.com.br`, passwordHash });
    const otherCuidador = await createCaregiver(db, { email: `cuidador-b-${tag}@exemplo.com.br`, passwordHash });
    const operator = await createOperator(db, { email: `operador-${tag}@exemplo.com.br`, passwordHash });
    await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, operator.id));
    const relative = await createUser(db, { email: `familiar-a-${tag}@exemplo.com.br`, passwordHash, role: 'familiar', firstName: 'Caio', lastName: 'Marcondes' });
    await db.insert(familiaresConvidados).values({ familiaId: familia.id, email: relative.email, familiarId: relative.id, expiresAt: ctx.deps.now(), convidadoEm: ctx.deps.now(), aceitoEm: ctx.deps.now() });
    const world = new World(ctx, familia, cuidador, otherFamilia, otherCuidador, operator, relative, credentials.password);
    const [profile] = await db
      .select({ telefone: cuidadorProfiles.telefone, rua: cuidadorProfiles.rua })
      .from(cuidadorProfiles)
      .where(eq(cuidadorProfiles.id, cuidador.id));
    world.remember(familia.email, cuidador.email, `Rua das Acácias Segredo ${tag}`, `Alzheimer inicial, diabetes ${tag}`, profile!.telefone!, profile!.rua!);
    world.linkBookingId = await world.booking('confirmada', 8);
    return world;
  }

  remember(...values: string[]): void {
    for (const value of values) this.secrets.add(value);
  }

  /** The person playing a caller for a route about `owner`'s data; null for anonymous. */
  userOf(caller: Caller, owner: Role): CreatedUser | null {
    const a = (role: Role) => (role === 'familia' ? this.familia : this.cuidador);
    const b = (role: Role) => (role === 'familia' ? this.otherFamilia : this.otherCuidador);
    switch (caller) {
      case 'owner':
        return a(owner);
      case 'counterpart':
        return a(other(owner));
      case 'sameRole':
        return b(owner);
      case 'otherRole':
        return b(other(owner));
      case 'operator':
        return this.operator;
      case 'relative':
        return this.relative;
      case 'anonymous':
        return null;
    }
  }

  /** A client for the caller: signed in with its own session, or anonymous; its own address. */
  async client(caller: Caller, owner: Role): Promise<TestClient> {
    const person = this.userOf(caller, owner);
    const key = person?.id ?? 'anonymous';
    let client = this.clients.get(key);
    if (!client) {
      client = person ? await signedInClient(this.ctx, person.id) : new TestClient(this.ctx.app);
      this.clients.set(key, client);
    }
    return client;
  }

  /** A client signed in as family A or caregiver A (to make objects through the API). */
  as(role: Role): Promise<TestClient> {
    return this.client('owner', role);
  }

  date(daysAhead: number): string {
    return addDaysToDate(this.today, daysAhead);
  }

  // Objects. Each call makes a new one and returns its id.

  /** A booking between family A and caregiver A; a negative day is in the past. */
  async booking(status: 'pendente' | 'confirmada', daysAhead: number): Promise<string> {
    const row = await createBooking(this.ctx.db, {
      familiaId: this.familia.id,
      cuidadorId: this.cuidador.id,
      dataInicio: this.date(daysAhead),
      status,
    });
    this.remember(row.id);
    return row.id;
  }

  /**
   * A confirmed weekly series of family A with caregiver A (ADR 0041): two occurrences a day apart,
   * its weekdays those two. Answers the request and its first occurrence.
   */
  async seriesBooking(daysAhead: number): Promise<{ id: string; occurrenceId: string }> {
    const row = await createBooking(this.ctx.db, { familiaId: this.familia.id, cuidadorId: this.cuidador.id, dataInicio: this.date(daysAhead), dias: 2, status: 'confirmada' });
    this.remember(row.id);
    await this.ctx.db.update(pedidosReserva).set({ diasSemana: [weekdayOf(this.date(daysAhead)), weekdayOf(this.date(daysAhead + 1))] }).where(eq(pedidosReserva.id, row.id));
    const [first] = await this.ctx.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.pedidoId, row.id)).orderBy(reservas.startDatetime).limit(1);
    return { id: row.id, occurrenceId: first!.id };
  }

  /** A request family A made and has not paid yet (its 30-minute window open). */
  async unpaidBooking(daysAhead: number): Promise<string> {
    const row = await createBooking(this.ctx.db, {
      familiaId: this.familia.id,
      cuidadorId: this.cuidador.id,
      dataInicio: this.date(daysAhead),
      status: 'aguardando_pagamento',
      createdAt: this.ctx.deps.now(),
    });
    this.remember(row.id);
    return row.id;
  }

  /** A paid request caregiver A accepted through the API: it has its contract (docs/product.md#contract). */
  async contractBooking(daysAhead: number): Promise<string> {
    const id = await this.booking('pendente', daysAhead);
    const caregiver = await this.as('cuidador');
    await expectOk(await caregiver.post(`/api/bookings/${id}/accept`, {}));
    return id;
  }

  /** A receipt of family A's payment of a booking with caregiver A (docs/product.md#receipts). */
  async receipt(): Promise<string> {
    const pedidoId = await this.booking('pendente', 40 + this.receiptCount++);
    const issued = await issueReceipt(this.ctx.db, {
      kind: 'booking_payment',
      sourceKey: `booking_payment:world-${pedidoId}`,
      ownerId: this.familia.id,
      pedidoId,
      amountCents: 22000,
      subtotalCents: 20000,
      feeCents: 2000,
      method: 'card',
      provider: 'sandbox',
      providerReference: `pi_sandbox_${pedidoId.slice(0, 8)}`,
      issuedAt: this.ctx.deps.now(),
    });
    if (!issued) throw new Error('recibo não emitido');
    this.remember(issued.id);
    return issued.id;
  }
  private receiptCount = 0;

  /** A booking that took place (confirmed, in the past: concluded), not yet reviewed. */
  pastBooking(): Promise<string> {
    return this.booking('confirmada', -3);
  }

  async review(): Promise<string> {
    const pedidoId = await this.pastBooking();
    const row = await createReview(this.ctx.db, { pedidoId, familiaId: this.familia.id, cuidadorId: this.cuidador.id, estrelas: 5, comentario: 'Muito atenciosa.' });
    return row.id;
  }

  /**
   * A pending invitation of a relative (docs/product.md#relatives), by family A unless another is
   * given, to a fresh address unless one is given; its e-mailed token and the row's id.
   */
  async relativeInvitation(options: { familiaId?: string; email?: string } = {}): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.ctx.deps.now();
    const [row] = await this.ctx.db
      .insert(familiaresConvidados)
      .values({
        familiaId: options.familiaId ?? this.familia.id,
        email: options.email ?? `convidado-${randomBytes(4).toString('hex')}@exemplo.com.br`,
        tokenHash: createHash('sha256').update(token).digest('base64url'),
        expiresAt: new Date(now.getTime() + 7 * 86_400_000),
        convidadoEm: now,
      })
      .returning({ id: familiaresConvidados.id });
    return { id: row!.id, token };
  }

  async notification(role: Role): Promise<string> {
    const userId = role === 'familia' ? this.familia.id : this.cuidador.id;
    const row = await createNotification(this.ctx.db, { userId, tipo: 'lembrete', mensagem: 'Lembrete: atendimento amanhã às 08:00.' });
    this.remember(row.id);
    return row.id;
  }

  async slot(daysAhead = 20): Promise<string> {
    const row = await createAvailabilitySlot(this.ctx.db, { cuidadorId: this.cuidador.id, date: this.date(daysAhead), start: '08:00', end: '12:00' });
    this.remember(row.id);
    return row.id;
  }

  /** Caregiver A free for a whole day shift (07:00–19:00) that day: a 'Plantão Avulso' can be asked of them. */
  async singleShiftSlot(daysAhead: number): Promise<string> {
    const row = await createAvailabilitySlot(this.ctx.db, { cuidadorId: this.cuidador.id, date: this.date(daysAhead), start: '07:00', end: '19:00' });
    return row.id;
  }

  /** Caregiver A's weekly availability pattern (made through the API, days 75–80 ahead only), its id. */
  async pattern(): Promise<string> {
    const caregiver = await this.as('cuidador');
    const body = { faixas: [{ dias: [0, 1, 2, 3, 4, 5, 6], horaInicio: '08:00', horaFim: '12:00' }], validoDe: this.date(75), validoAte: this.date(80) };
    const { pattern } = (await expectOk(await caregiver.post('/api/availability/pattern', body))) as { pattern: { id: string } };
    this.remember(pattern.id);
    return pattern.id;
  }

  /** A day off of caregiver A, days 85 + n ahead. */
  async dayOff(): Promise<string> {
    const caregiver = await this.as('cuidador');
    const day = this.date(85 + this.daysOff++);
    const { folga } = (await expectOk(await caregiver.post('/api/availability/days-off', { dataInicio: day, dataFim: day }))) as { folga: { id: string } };
    this.remember(folga.id);
    return folga.id;
  }
  private daysOff = 0;

  /** The conversation of family A and caregiver A, with one private message. */
  async conversation(): Promise<string> {
    const family = await this.as('familia');
    const opened = await family.post('/api/conversations', { withId: this.cuidador.id });
    const { id } = (await expectOk(opened)) as { id: string };
    const content = `Mensagem privada ${randomBytes(4).toString('hex')}: a chave fica com a vizinha.`;
    await expectOk(await family.post(`/api/conversations/${id}/messages`, { content }));
    this.remember(id, content);
    return id;
  }

  /** Caregiver A's verification documents (identity, criminal records) and references; the identity document's id. */
  async verificationDocument(): Promise<string> {
    const ids = await createVerificationDossier(this.ctx.db, this.ctx.deps.storage, { cuidadorId: this.cuidador.id, antecedentesEmitidaEm: this.date(-10) });
    this.remember(ids.identidade);
    return ids.identidade;
  }

  /** Caregiver A sent the registration again and waits in the operators' queue. */
  async caregiverInReview(): Promise<string> {
    await this.ctx.db.update(cuidadorProfiles).set({ verificacao: 'em_analise' }).where(eq(cuidadorProfiles.id, this.cuidador.id));
    return this.cuidador.id;
  }

  async certificate(): Promise<string> {
    const caregiver = await this.as('cuidador');
    const response = await caregiver.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), 'coren.pdf', 'application/pdf'));
    const { certificate } = (await expectOk(response)) as { certificate: { id: string } };
    this.remember(certificate.id);
    return certificate.id;
  }

  /** A renewed criminal-records certificate caregiver A sent, waiting for the operator (docs/product.md#verification-renewal). */
  async renewal(): Promise<string> {
    const storageKey = `cuidadores/${this.cuidador.id}-renovacao-${randomUUID().slice(0, 8)}.pdf`;
    const bytes = sampleFiles.pdf();
    await this.ctx.deps.storage.put(storageKey, bytes, 'application/pdf');
    const emitidoEm = this.date(-1);
    const [file] = await this.ctx.db
      .insert(certificados)
      .values({ cuidadorId: this.cuidador.id, storageKey, nomeOriginal: 'antecedentes-nova.pdf', mime: 'application/pdf', tamanhoBytes: bytes.byteLength, tipo: 'antecedentes_renovacao', emitidoEm })
      .returning({ id: certificados.id });
    const [row] = await this.ctx.db
      .insert(antecedentesRenovacoes)
      .values({ cuidadorId: this.cuidador.id, certificadoId: file!.id, emitidoEm, deEstado: 'aprovado' })
      .returning({ id: antecedentesRenovacoes.id });
    this.remember(row!.id);
    return row!.id;
  }

  /** Family A's account, suspended by the team (docs/product.md#family-suspension). */
  async suspendedFamily(): Promise<string> {
    await this.ctx.db.update(profiles).set({ suspensaEm: new Date(), suspensaoMotivo: 'Teste da matriz.' }).where(eq(profiles.id, this.familia.id));
    return this.familia.id;
  }

  /** An open report by family A about caregiver A's profile. */
  async report(): Promise<string> {
    const [row] = await this.ctx.db
      .insert(reports)
      .values({ reporterId: this.familia.id, reportedId: this.cuidador.id, alvoTipo: 'perfil', alvoId: this.cuidador.id, motivo: 'perfil_falso', descricao: 'Relato reservado.' })
      .returning({ id: reports.id });
    this.remember(row!.id, 'Relato reservado.');
    return row!.id;
  }

  /** A paid booking of family A with caregiver A whose one day ended yesterday: inside the 'Tive um problema' window. */
  async endedPaidBooking(): Promise<string> {
    const row = await createBooking(this.ctx.db, { familiaId: this.familia.id, cuidadorId: this.cuidador.id, dataInicio: this.date(-1), status: 'confirmada' });
    await this.ctx.db.transaction((tx) => recordSeededPayments(tx, [row.id]));
    this.remember(row.id);
    return row.id;
  }

  /** An open dispute ('Tive um problema') of family A on such a booking, holding its day. */
  async dispute(): Promise<string> {
    const pedidoId = await this.endedPaidBooking();
    const [row] = await this.ctx.db
      .insert(bookingDisputes)
      .values({ pedidoId, motivo: 'atraso_ou_saida', descricao: 'Problema relatado reservado.' })
      .returning({ id: bookingDisputes.id });
    const days = await this.ctx.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.pedidoId, pedidoId));
    await this.ctx.db.insert(bookingDisputeDays).values(days.map((d) => ({ disputeId: row!.id, reservaId: d.id })));
    this.remember(row!.id, 'Problema relatado reservado.');
    return row!.id;
  }

  /**
   * A refund owed to family A for a paid request the caregiver declined, which the provider refused
   * (the operators' 'Pagamentos', docs/product.md#operators): its id.
   */
  async refusedRefund(): Promise<string> {
    const pedido = await createBooking(this.ctx.db, { familiaId: this.familia.id, cuidadorId: this.cuidador.id, dataInicio: this.date(12), status: 'recusada' });
    await this.ctx.db.transaction(async (tx) => {
      await recordSeededPayments(tx, [pedido.id]);
      await refundBookingInTransaction(tx, { id: pedido.id, familiaId: this.familia.id }, 'recusada', new Date());
    });
    const [refund] = await this.ctx.db
      .update(bookingRefunds)
      .set({ attempts: 1, lastError: 'cartão cancelado', lastErrorRefused: true })
      .where(eq(bookingRefunds.pedidoId, pedido.id))
      .returning({ id: bookingRefunds.id });
    this.remember(pedido.id);
    return refund!.id;
  }

  /** A 'Fale Conosco' message from family A, not yet answered. */
  async contactMessage(): Promise<string> {
    const [row] = await this.ctx.db
      .insert(contactMessages)
      .values({ nome: 'Helena Marcondes', email: this.familia.email, mensagem: 'Preciso de ajuda com a reserva.', userId: this.familia.id })
      .returning({ id: contactMessages.id });
    this.remember(row!.id);
    return row!.id;
  }

  /** Another signed-in device of family A or caregiver A (not the session its client uses). */
  async session(role: Role): Promise<string> {
    const userId = role === 'familia' ? this.familia.id : this.cuidador.id;
    const { sessionId } = await openSession(this.ctx, userId);
    this.remember(sessionId);
    return sessionId;
  }

  /** A checkout family A started and has not paid. */
  async checkoutSession(): Promise<string> {
    const family = await this.as('familia');
    const { sessionId } = (await expectOk(await family.post('/api/checkout', { planId: 'monthly' }))) as { sessionId: string };
    this.remember(sessionId);
    return sessionId;
  }

  /** A plan family A paid for (through the test checkout) and may still cancel or withdraw from. */
  async activePlan(): Promise<string> {
    const sessionId = await this.checkoutSession();
    const family = await this.as('familia');
    await expectOk(await family.post(`/api/payments/sandbox/${sessionId}/confirm`));
    const { plan } = (await expectOk(await family.get('/api/plans/current'))) as { plan: { id: string } };
    this.remember(plan.id);
    // The payment's receipt e-mail goes out in the background: the setup ends when it has.
    await backgroundSettled();
    return plan.id;
  }

  /**
   * Family A's paid plan with two weekdays proposed to caregiver A (docs/product.md#plan-care),
   * avoiding the weekday of the world's own booking so the shifts are free (that booking may take a
   * week over the labour-law limit, hence the declaration).
   */
  async planProposal(): Promise<string> {
    await this.activePlan();
    const taken = new Date(`${this.date(8)}T12:00:00Z`).getUTCDay();
    const diasSemana = [1, 2, 3, 4, 5].filter((d) => d !== taken).slice(0, 2);
    const family = await this.as('familia');
    const { assignment } = (await expectOk(await family.post('/api/plan/assignments', { cuidadorId: this.cuidador.id, diasSemana, turno: 'dia', vinculoEscolha: 'alternar_cuidadores' }))) as { assignment: { id: string } };
    this.remember(assignment.id);
    // The caregiver's e-mail about it goes out in the background: the setup ends when it has.
    await backgroundSettled();
    return assignment.id;
  }

  /**
   * Family A's paid plan with one shift its caregiver gave up (docs/product.md#plan-substitutes): a
   * third caregiver accepted a weekday of the plan and cancelled its first shift. Answers that
   * caregiver's id (she is never a substitute for it).
   */
  async planGivenUpShift(): Promise<string> {
    await this.activePlan();
    const taken = new Date(`${this.date(8)}T12:00:00Z`).getUTCDay();
    const [weekday] = [1, 2, 3, 4, 5].filter((d) => d !== taken);
    const leaving = await createCaregiver(this.ctx.db, { email: `cuidador-c-${randomUUID()}@exemplo.com.br` });
    const leavingClient = await signedInClient(this.ctx, leaving.id);
    const family = await this.as('familia');
    const { assignment } = (await expectOk(await family.post('/api/plan/assignments', { cuidadorId: leaving.id, diasSemana: [weekday], turno: 'dia' }))) as { assignment: { id: string } };
    const { proposal } = (await expectOk(await leavingClient.post(`/api/plan-proposals/${assignment.id}/accept`, {}))) as { proposal: { pedidoId: string } };
    const [first] = await this.ctx.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.pedidoId, proposal.pedidoId)).orderBy(reservas.startDatetime).limit(1);
    await expectOk(await leavingClient.post(`/api/bookings/${proposal.pedidoId}/occurrences/${first!.id}/cancel`, { escopo: 'dia', motivoCodigo: 'conflito_de_agenda' }));
    await backgroundSettled();
    return leaving.id;
  }

  /** A substitution of family A's given-up plan shift proposed to caregiver A. */
  async planSubstitution(): Promise<string> {
    await this.planGivenUpShift();
    const family = await this.as('familia');
    const { substitution } = (await expectOk(await family.post('/api/plan/substitutions', { cuidadorId: this.cuidador.id, vinculoEscolha: 'alternar_cuidadores' }))) as { substitution: { id: string } };
    this.remember(substitution.id);
    await backgroundSettled();
    return substitution.id;
  }

  /**
   * A confirmed day of family A with caregiver A that started 20 minutes ago and lasts 3 hours more,
   * with no arrival (docs/product.md#plan-substitutes: 'Encontrar substituto'), answered as its id.
   */
  async lateVisitDay(): Promise<string> {
    const now = this.ctx.deps.now();
    const start = toSaoPauloParts(new Date(Math.floor((now.getTime() - 20 * 60_000) / 60_000) * 60_000));
    const end = toSaoPauloParts(new Date(now.getTime() + 3 * 3_600_000));
    const row = await createBooking(this.ctx.db, { familiaId: this.familia.id, cuidadorId: this.cuidador.id, dataInicio: start.date, horaInicio: start.time, horaFim: end.time, status: 'confirmada' });
    const [day] = await this.ctx.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.pedidoId, row.id));
    this.remember(day!.id);
    return day!.id;
  }

  /** A fresh e-mail verification token of a new, unverified person. */
  async verificationToken(): Promise<string> {
    const person = await createUser(this.ctx.db, { role: 'familia', emailVerified: false });
    await expectOk(await new TestClient(this.ctx.app).post('/api/auth/send-verification-email', { email: person.email }));
    return this.mailToken(person.email, 'verificacao-email');
  }

  /** A fresh password-reset token of family A (at most 5 per world: the per-account limit). */
  async resetToken(): Promise<string> {
    await expectOk(await new TestClient(this.ctx.app).post('/api/auth/request-password-reset', { email: this.familia.email }));
    return this.mailToken(this.familia.email, 'redefinicao-senha');
  }

  /** An e-mail in the outbox (the development mailbox's detail page shows it). */
  async outboxMessage(): Promise<string> {
    await this.resetToken();
    const [row] = await this.ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, this.familia.email)).orderBy(desc(emailOutbox.createdAt)).limit(1);
    return row!.id;
  }

  /**
   * A confirmed day of family A with caregiver A under way now (today, 00:00–23:59), answered as the
   * day's id (docs/product.md#visits), made once per world; checked in by the button 10 minutes ago when asked.
   */
  async visitDay(presence: 'none' | 'checkedIn' = 'none'): Promise<string> {
    // One such day per world: caregiver A cannot be booked twice at the same hours (the exclusion
    // constraint), so the QR code, the emergency card and the diary share it.
    this.visitDayMade ??= (async () => {
      const row = await createBooking(this.ctx.db, { familiaId: this.familia.id, cuidadorId: this.cuidador.id, dataInicio: this.today, horaInicio: '00:00', horaFim: '23:59', status: 'confirmada' });
      const [day] = await this.ctx.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.pedidoId, row.id));
      this.remember(day!.id);
      return day!.id;
    })();
    const id = await this.visitDayMade;
    if (presence === 'checkedIn') {
      const at = new Date(this.ctx.deps.now().getTime() - 10 * 60_000);
      await this.ctx.db.insert(visitPresence).values({ reservaId: id, familiaId: this.familia.id, cuidadorId: this.cuidador.id, checkInAt: at, checkInMethod: 'botao' }).onConflictDoNothing();
    }
    return id;
  }
  private visitDayMade: Promise<string> | null = null;

  /**
   * Family A's emergency card (its allergies are a secret of the world: only family A and the
   * day's caregiver may see them) and a confirmed day of caregiver A under way now, whose window is
   * open (docs/product.md#emergency-card): answered as the day's id.
   */
  async emergencyCardDay(): Promise<string> {
    const alergias = `Alergia secreta ${randomBytes(4).toString('hex')}`;
    await saveEmergencyCard(
      this.ctx.db,
      this.familia.id,
      { alergias, medicamentos: [], planoOperadora: '', planoNumero: '', medicoNome: '', medicoTelefone: '', medicoEspecialidade: '', contatos: [{ nome: 'Contato', relacao: 'Filho', telefone: '(11) 98765-4321' }] },
      this.ctx.deps.now(),
    );
    this.remember(alergias);
    return this.visitDay();
  }

  /** An entry of family A's care diary by caregiver A, on a day under way (docs/product.md#care-diary). */
  async diaryEntry(): Promise<string> {
    const reservaId = await this.visitDay('checkedIn');
    const now = this.ctx.deps.now();
    const secret = `Diário: tomou o remédio secreto ${randomUUID()}`;
    const [row] = await this.ctx.db
      .insert(diarioEntradas)
      .values({ reservaId, familiaId: this.familia.id, cuidadorId: this.cuidador.id, tipo: 'observacao', ocorridoEm: new Date(now.getTime() - 5 * 60_000), dados: { descricao: secret }, createdAt: now })
      .returning({ id: diarioEntradas.id });
    this.remember(row!.id, secret);
    return row!.id;
  }

  /** A photo of an entry of family A's care diary, in the storage (docs/product.md#care-diary). */
  async diaryPhoto(): Promise<string> {
    const entryId = await this.diaryEntry();
    const response = await (await this.as('cuidador')).post(`/api/care-diary/entries/${entryId}/photos`, fileForm(sampleFiles.png(), 'foto.png', 'image/png'));
    const { foto } = (await expectOk(response)) as { foto: { id: string } };
    this.remember(foto.id);
    return foto.id;
  }

  private presenceCodeMade: Promise<string> | null = null;
  /** Family A's 'QR de presença' code, with a day of caregiver A there now (made once per world). */
  presenceCode(): Promise<string> {
    this.presenceCodeMade ??= (async () => {
      await this.visitDay();
      const qr = await getPresenceQr(visitJobDeps(this.ctx.deps), this.familia.id);
      return new URL(qr.url).searchParams.get('c')!;
    })();
    return this.presenceCodeMade;
  }

  private async mailToken(to: string, kind: string): Promise<string> {
    const [row] = await this.ctx.db
      .select({ link: emailOutbox.link })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return new URL(row!.link!).searchParams.get('token')!;
  }
}

async function expectOk(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`fixture request failed: ${response.status} ${await response.text()}`);
  return response.json();
}

let tableNames: string[] | undefined;
/** Audit events a refused request writes on purpose. */
const REFUSAL_RECORDS = ['sign_in_failed', 'account_locked'] as const;

/**
 * A fingerprint of the database: per table, the row count and a hash of every row. With `mention`,
 * only the rows whose text mentions that id (a person's own rows). rate_limits and the audit log's
 * refused sign-ins and lockouts are left out: counting an attempt and recording a refused sign-in
 * are what a refusal is meant to leave behind, not a write of anybody's data.
 */
export async function fingerprint(ctx: TestContext, mention?: string): Promise<Record<string, string>> {
  if (mention && !/^[0-9a-f-]{36}$/.test(mention)) throw new Error('fingerprint: mention must be an id');
  tableNames ??= (
    await queryRows<{ name: string }>(ctx.db, sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'rate_limits' order by 1`)
  ).map((row) => row.name);
  const parts = tableNames.map((name) => {
    const conditions = [
      ...(mention ? [`x::text like '%${mention}%'`] : []),
      ...(name === 'audit_log' ? [`x.action not in (${REFUSAL_RECORDS.map((action) => `'${action}'`).join(', ')})`] : []),
    ];
    const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
    return `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x${where}`;
  });
  const rows = await queryRows<{ t: string; n: number; h: string }>(ctx.db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.t, `${row.n}:${row.h}`]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const randomHex = (length: number) => randomBytes(length).toString('hex').slice(0, length);
const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/** An id of the same shape as a real one (a uuid, or a prefix and hex digits), pointing nowhere. */
export function lookalike(value: string): string {
  if (UUID.test(value)) return randomUUID();
  return value.replace(/[0-9a-f]{8,}$/, (run) => randomHex(run.length));
}

export const newId = () => randomUUID();
