import { bookingMoney, DEFAULT_BOOKING_FEE_PERCENT, splitAcrossDays } from '@cuidar/domain/booking-money';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { antecedentesValidUntil, type VerificationState } from '@cuidar/domain/verification';
import { FAMILY_CARE_SKILLS, type AccountRole, type Genero } from '@cuidar/domain/constants';
import { fullName } from '@cuidar/domain/names';
import type { ReservationStatus } from '@cuidar/domain/constants';
import { priceBooking } from '@cuidar/domain/pricing';
import { shiftInstants } from '@cuidar/domain/shifts';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { hashPassword } from '../auth/password';
import type { FileStorage } from '../storage/storage';
import type { Executor } from './client';
import {
  account,
  avaliacoes,
  avaliacoesFamilias,
  caregiverReferences,
  certificados,
  cuidadorProfiles,
  disponibilidade,
  familiaProfiles,
  notificacoes,
  pedidosReserva,
  profiles,
  reservas,
  user,
  verificationDecisions,
} from './schema';

// One set of data factories for unit/integration tests, e2e set-up and the demo seed.
// Everything random comes from a seeded generator, so a seed gives the same data every time.

export type Random = () => number;

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

const FEMALE_NAMES = ['Ana', 'Maria', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Luciana', 'Rosângela', 'Sandra', 'Cláudia', 'Vanessa', 'Tatiane', 'Simone', 'Débora', 'Raquel', 'Adriana', 'Márcia', 'Eliane', 'Priscila'];
const MALE_NAMES = ['João', 'Carlos', 'José', 'Paulo', 'Marcos', 'Rafael', 'Lucas', 'André', 'Ricardo', 'Fábio', 'Rodrigo', 'Eduardo', 'Sérgio', 'Antônio', 'Francisco'];
const SURNAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Mendes', 'Freitas', 'Cardoso', 'Teixeira'];

/** Places where demo caregivers live: several states, real neighbourhoods. */
export const DEMO_PLACES = [
  { estado: 'SP', cidade: 'São Paulo', bairros: ['Pinheiros', 'Moema', 'Vila Mariana', 'Tatuapé', 'Santana', 'Perdizes', 'Mooca'] },
  { estado: 'SP', cidade: 'Campinas', bairros: ['Cambuí', 'Taquaral', 'Barão Geraldo'] },
  { estado: 'RJ', cidade: 'Rio de Janeiro', bairros: ['Copacabana', 'Tijuca', 'Botafogo', 'Barra da Tijuca', 'Méier'] },
  { estado: 'RJ', cidade: 'Niterói', bairros: ['Icaraí', 'Santa Rosa'] },
  { estado: 'MG', cidade: 'Belo Horizonte', bairros: ['Savassi', 'Pampulha', 'Buritis', 'Funcionários'] },
  { estado: 'RS', cidade: 'Porto Alegre', bairros: ['Moinhos de Vento', 'Menino Deus', 'Petrópolis'] },
  { estado: 'PR', cidade: 'Curitiba', bairros: ['Batel', 'Água Verde', 'Boa Vista'] },
  { estado: 'BA', cidade: 'Salvador', bairros: ['Barra', 'Pituba', 'Rio Vermelho'] },
  { estado: 'PE', cidade: 'Recife', bairros: ['Boa Viagem', 'Casa Forte', 'Graças'] },
  { estado: 'DF', cidade: 'Brasília', bairros: ['Asa Sul', 'Asa Norte', 'Lago Sul'] },
  { estado: 'CE', cidade: 'Fortaleza', bairros: ['Aldeota', 'Meireles'] },
  { estado: 'SC', cidade: 'Florianópolis', bairros: ['Trindade', 'Centro', 'Itacorubi'] },
] as const;

const BIO_OPENINGS = [
  'Sou técnica em enfermagem e cuido de idosos há {anos} anos.',
  'Trabalho com cuidado de idosos há {anos} anos, em casa e em hospitais.',
  'Cuidadora formada pelo SENAC, com {anos} anos de experiência em atendimento domiciliar.',
  'Há {anos} anos acompanho idosos com carinho, paciência e responsabilidade.',
  'Tenho {anos} anos de experiência como cuidador(a) de pessoas idosas e acamadas.',
];
const BIO_DETAILS = [
  'Tenho experiência com pacientes com Alzheimer e sei manter uma rotina tranquila.',
  'Auxilio no banho, na alimentação e na organização dos medicamentos nos horários certos.',
  'Gosto de propor atividades que estimulam a memória, como leitura e jogos.',
  'Tenho curso de primeiros socorros e acompanho idosos em consultas médicas.',
  'Já cuidei de pacientes em recuperação de cirurgias ortopédicas, ajudando na mobilidade.',
  'Sou pontual, discreta e mantenho a família informada sobre tudo o que acontece.',
];
const BIO_CLOSINGS = [
  'Meu objetivo é trazer segurança para o idoso e tranquilidade para a família.',
  'Acredito que cuidar é respeitar a história de cada pessoa.',
  'Tenho referências das famílias com quem trabalhei.',
  'Atendo com carinho, como se fosse da minha própria família.',
];

const SHIFT_HOURS = {
  Manhã: ['06:00', '12:00'],
  Tarde: ['12:00', '18:00'],
  Noite: ['18:00', '23:59'],
  '24h': ['07:00', '19:00'],
} as const;

export interface CaregiverData {
  firstName: string;
  lastName: string;
  genero: Genero;
  bio: string;
  competencias: string[];
  disponibilidade: (keyof typeof SHIFT_HOURS)[];
  precoHoraCentavos: number;
  estado: string;
  cidade: string;
  bairro: string;
  rating: number | null;
  totalAvaliacoes: number;
  experiencia: string;
}

/** Plain data of a plausible caregiver; no database involved. */
export function buildCaregiverData(random: Random, overrides: Partial<CaregiverData> = {}): CaregiverData {
  const genero: Genero = random() < 0.75 ? 'feminino' : 'masculino';
  const firstName = pick(random, genero === 'feminino' ? FEMALE_NAMES : MALE_NAMES);
  const lastName = `${pick(random, SURNAMES)} ${pick(random, SURNAMES)}`;
  const anos = 1 + Math.floor(random() * 15);
  const place = pick(random, DEMO_PLACES);
  const totalAvaliacoes = Math.floor(random() * 40);
  const shifts = sample(random, Object.keys(SHIFT_HOURS) as (keyof typeof SHIFT_HOURS)[], 1 + Math.floor(random() * 3));
  return {
    firstName,
    lastName,
    genero,
    bio: [pick(random, BIO_OPENINGS).replace('{anos}', String(anos)), pick(random, BIO_DETAILS), pick(random, BIO_CLOSINGS)].join(' '),
    competencias: sample(random, FAMILY_CARE_SKILLS, 2 + Math.floor(random() * 4)),
    disponibilidade: shifts,
    // R$ 35,00 to R$ 90,00 an hour, in steps of R$ 2,50.
    precoHoraCentavos: 3500 + Math.floor(random() * 23) * 250,
    estado: place.estado,
    cidade: place.cidade,
    bairro: pick(random, place.bairros),
    rating: totalAvaliacoes === 0 ? null : Math.round((3.8 + random() * 1.2) * 100) / 100,
    totalAvaliacoes,
    experiencia: anos < 1 ? 'Até 1 ano' : anos <= 3 ? '1–3 anos' : anos <= 5 ? '3–5 anos' : '5+ anos',
    ...overrides,
  };
}

export interface UserInput {
  email?: string;
  name?: string;
  /** Without a password the user has no credential and cannot sign in (demo caregivers). */
  password?: string;
  /** A hash computed once and reused, to seed many accounts quickly. */
  passwordHash?: string;
  role: AccountRole | null;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
}

export interface CreatedUser {
  id: string;
  email: string;
  role: AccountRole | null;
}

/** A user with its profile (and a password credential when one is given). */
export async function createUser(db: Executor, input: UserInput): Promise<CreatedUser> {
  const id = randomUUID();
  const firstName = input.firstName ?? 'Pessoa';
  const lastName = input.lastName ?? 'Teste';
  const email = (input.email ?? `pessoa-${id.slice(0, 8)}@exemplo.com.br`).toLowerCase();
  await db.insert(user).values({
    id,
    name: input.name ?? fullName({ firstName, lastName }),
    email,
    emailVerified: input.emailVerified ?? true,
  });
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : undefined);
  if (passwordHash) {
    await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  }
  await db.insert(profiles).values({ id, role: input.role, firstName, lastName });
  return { id, email, role: input.role };
}

/** An operator (the company's back-office); without two-factor sign-in until they turn it on. */
export async function createOperator(db: Executor, input: Omit<UserInput, 'role'> = {}): Promise<CreatedUser> {
  return createUser(db, { firstName: 'Operadora', lastName: 'Teste', ...input, role: 'operador' });
}

export interface CaregiverInput extends Omit<UserInput, 'role'> {
  data?: Partial<CaregiverData>;
  random?: Random;
  /** Days of availability to create from today on (0 for none). */
  availabilityDays?: number;
  /** Verification state (default 'aprovado': shown to families, as tests and the demo expect). */
  verificacao?: VerificationState;
  today?: string;
  /**
   * A real approval for an approved caregiver: the decision row ('Verificado em <mês>') and the
   * criminal-records certificate issued `issuedDaysAgo` days before `today` (docs/product.md#verification).
   */
  approval?: { at: Date; issuedDaysAgo: number };
}

export async function createCaregiver(db: Executor, input: CaregiverInput = {}): Promise<CreatedUser & { data: CaregiverData }> {
  const random = input.random ?? seededRandom(Math.floor(Math.random() * 2 ** 31));
  const data = buildCaregiverData(random, input.data);
  const created = await createUser(db, { ...input, role: 'cuidador', firstName: data.firstName, lastName: data.lastName });
  await db.insert(cuidadorProfiles).values({
    id: created.id,
    verificacao: input.verificacao ?? 'aprovado',
    bio: data.bio,
    precoHoraCentavos: data.precoHoraCentavos,
    competencias: data.competencias,
    disponibilidade: data.disponibilidade,
    genero: data.genero,
    experiencia: data.experiencia,
    estado: data.estado,
    cidade: data.cidade,
    bairro: data.bairro,
    rating: data.rating,
    totalAvaliacoes: data.totalAvaliacoes,
  });
  if (input.approval && (input.verificacao ?? 'aprovado') === 'aprovado') {
    const issued = addDaysToDate(input.today ?? todayInSaoPaulo(), -input.approval.issuedDaysAgo);
    await db
      .update(cuidadorProfiles)
      .set({ antecedentesEmitidaEm: issued, antecedentesValidaAte: antecedentesValidUntil(issued) })
      .where(eq(cuidadorProfiles.id, created.id));
    await db.insert(verificationDecisions).values({ cuidadorId: created.id, deEstado: 'em_analise', paraEstado: 'aprovado', createdAt: input.approval.at });
  }
  const days = input.availabilityDays ?? 0;
  if (days > 0) {
    const today = input.today ?? todayInSaoPaulo();
    const slots = availabilitySlots(today, days, data.disponibilidade, random);
    if (slots.length) await db.insert(disponibilidade).values(slots.map((s) => ({ ...s, cuidadorId: created.id })));
  }
  return { ...created, data };
}

/** Slots in São Paulo wall time for the caregiver's shifts on most weekdays of the coming days. */
export function availabilitySlots(today: string, days: number, shifts: readonly (keyof typeof SHIFT_HOURS)[], random: Random) {
  const slots: { startDatetime: Date; endDatetime: Date }[] = [];
  for (let offset = 1; offset <= days; offset++) {
    const date = addDaysToDate(today, offset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || random() < 0.2) continue; // Sundays off and some days already taken
    // Shifts may overlap (24h covers most of Manhã and Tarde): one slot per stretch of time, since a
    // caregiver's slots never overlap (disponibilidade_sem_sobreposicao).
    const ranges = shifts.map((shift) => SHIFT_HOURS[shift]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const merged: [string, string][] = [];
    for (const [start, end] of ranges) {
      const last = merged[merged.length - 1];
      if (last && start < last[1]) last[1] = end > last[1] ? end : last[1];
      else merged.push([start, end]);
    }
    for (const [start, end] of merged) {
      slots.push({ startDatetime: saoPauloToInstant(date, start), endDatetime: saoPauloToInstant(date, end) });
    }
  }
  return slots;
}

/** One availability slot in São Paulo wall time. */
export async function createAvailabilitySlot(
  db: Executor,
  input: { cuidadorId: string; date: string; start: string; end: string; endDate?: string },
) {
  const [row] = await db
    .insert(disponibilidade)
    .values({
      cuidadorId: input.cuidadorId,
      startDatetime: saoPauloToInstant(input.date, input.start),
      endDatetime: saoPauloToInstant(input.endDate ?? input.date, input.end),
    })
    .returning();
  return row!;
}

export interface FamilyInput extends Omit<UserInput, 'role'> {
  address?: Partial<typeof familiaProfiles.$inferInsert>;
}

export async function createFamily(db: Executor, input: FamilyInput = {}): Promise<CreatedUser> {
  const created = await createUser(db, { firstName: 'Família', lastName: 'Teste', ...input, role: 'familia' });
  await db.insert(familiaProfiles).values({ id: created.id, ...input.address });
  return created;
}


export interface BookingInput {
  familiaId: string;
  cuidadorId: string;
  dataInicio: string;
  dias?: number;
  horaInicio?: string;
  horaFim?: string;
  status?: ReservationStatus;
  precoHoraCentavos?: number;
  createdAt?: Date;
  idempotencyKey?: string;
}

/** The rows of one booking request (the request and one row per day), priced by the domain rule. */
function bookingRows(input: BookingInput) {
  const dias = input.dias ?? 1;
  const horaInicio = input.horaInicio ?? '08:00';
  const horaFim = input.horaFim ?? '12:00';
  const dataFim = addDaysToDate(input.dataInicio, dias - 1);
  const precoHoraCentavos = input.precoHoraCentavos ?? 5000;
  const price = priceBooking({ hourlyRateCents: precoHoraCentavos, startDate: input.dataInicio, endDate: dataFim, startTime: horaInicio, endTime: horaFim });
  if (!price) throw new Error('invalid booking times');
  const status = input.status ?? 'pendente';
  const id = randomUUID();
  const money = bookingMoney(price.totalCents, DEFAULT_BOOKING_FEE_PERCENT);
  const feeShares = splitAcrossDays(money.feeCents, dias);
  // Anything past the payment step was paid when it was made (docs/product.md#booking-payments).
  // (A past booking was paid the day before it started.)
  const firstStart = saoPauloToInstant(input.dataInicio, horaInicio);
  const pagoEm = status === 'aguardando_pagamento' ? null : (input.createdAt ?? new Date(Math.min(Date.now(), firstStart.getTime() - 86_400_000)));
  const pedido = {
    id,
    familiaId: input.familiaId,
    cuidadorId: input.cuidadorId,
    status,
    dias,
    dataInicio: input.dataInicio,
    dataFim,
    horaInicio,
    horaFim,
    precoHoraCentavos,
    precoTotalCentavos: price.totalCents,
    taxaServicoCentavos: money.feeCents,
    pagoEm,
    idempotencyKey: input.idempotencyKey ?? randomUUID(),
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  } satisfies typeof pedidosReserva.$inferInsert;
  const days = Array.from({ length: dias }, (_, i) => {
    const date = addDaysToDate(input.dataInicio, i);
    return {
      pedidoId: id,
      familiaId: input.familiaId,
      cuidadorId: input.cuidadorId,
      status,
      dias: 1,
      // An end at or before the start is the next day (a night shift, or 24 h).
      startDatetime: shiftInstants(date, horaInicio, horaFim).start,
      endDatetime: shiftInstants(date, horaInicio, horaFim).end,
      precoTotalCentavos: price.perDayCents,
      taxaServicoCentavos: feeShares[i]!,
      dataReserva: date,
      horaInicio,
      horaFim,
    } satisfies typeof reservas.$inferInsert;
  });
  return { pedido, days };
}

/** A booking request with its day rows, priced by the domain rule. */
export async function createBooking(db: Executor, input: BookingInput) {
  const { pedido, days } = bookingRows(input);
  const [row] = await db.insert(pedidosReserva).values(pedido).returning();
  await db.insert(reservas).values(days);
  return row!;
}

/** Many booking requests in two statements (the demo seed); returns their ids in input order. */
export async function createBookings(db: Executor, inputs: readonly BookingInput[]): Promise<string[]> {
  if (!inputs.length) return [];
  const built = inputs.map(bookingRows);
  await db.insert(pedidosReserva).values(built.map((b) => b.pedido));
  await db.insert(reservas).values(built.flatMap((b) => b.days));
  return built.map((b) => b.pedido.id);
}

export interface ReviewInput {
  pedidoId: string;
  familiaId: string;
  cuidadorId: string;
  estrelas: number;
  comentario?: string | undefined;
  createdAt?: Date;
}

/**
 * A review, published by default (as the demo's and most tests' reviews are); pass
 * `publicadaEm: null` and `publicarEm` for one still hidden (docs/product.md#reviews).
 */
export async function createReview(
  db: Executor,
  input: {
    pedidoId: string;
    familiaId: string;
    cuidadorId: string;
    estrelas: number;
    comentario?: string;
    createdAt?: Date;
    publicadaEm?: Date | null;
    publicarEm?: Date;
    resposta?: string;
  },
) {
  const { publicadaEm, publicarEm, resposta, ...rest } = input;
  const at = input.createdAt ?? new Date();
  const [row] = await db
    .insert(avaliacoes)
    .values({
      ...rest,
      comentario: input.comentario ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      publicarEm: publicarEm ?? at,
      publicadaEm: publicadaEm === undefined ? at : publicadaEm,
      ...(resposta ? { resposta, respostaEm: at } : {}),
    })
    .returning();
  return row!;
}

/** A caregiver's private rating of a family (docs/product.md#reviews). */
export async function createFamilyReview(db: Executor, input: { pedidoId: string; familiaId: string; cuidadorId: string; estrelas: number; nota?: string }) {
  const [row] = await db.insert(avaliacoesFamilias).values({ ...input, nota: input.nota ?? null }).returning();
  return row!;
}

/** Many reviews in one statement (the demo seed); all published. */
export async function createReviews(db: Executor, inputs: readonly ReviewInput[]): Promise<void> {
  if (!inputs.length) return;
  const now = new Date();
  await db.insert(avaliacoes).values(
    inputs.map(({ createdAt, comentario, ...input }) => ({
      ...input,
      comentario: comentario ?? null,
      ...(createdAt ? { createdAt } : {}),
      publicarEm: createdAt ?? now,
      publicadaEm: createdAt ?? now,
    })),
  );
}

export async function createNotification(
  db: Executor,
  input: { userId: string; tipo: string; mensagem: string; link?: string; lida?: boolean; createdAt?: Date },
) {
  const [row] = await db.insert(notificacoes).values(input).returning();
  return row!;
}

/** A one-page PDF, enough for a document viewer (tests, e2e and demo documents). */
export const SAMPLE_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A CPF with valid check digits, different at each call (the column is unique). */
export function fakeCpf(random: Random = Math.random): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(random() * 10));
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(9));
  digits.push(check(10));
  return digits.join('');
}

export interface VerificationDossierInput {
  cuidadorId: string;
  /** 11 digits with valid check digits (default: a new one). */
  cpf?: string;
  /** Issue day of the federal criminal-records certificate (valid 90 days). */
  antecedentesEmitidaEm: string;
}

/**
 * What a caregiver sends for review (docs/product.md#verification): CPF, identity document and
 * federal criminal-records certificate (files in private storage), and two references.
 * Answers the documents' ids.
 */
export async function createVerificationDossier(db: Executor, storage: FileStorage, input: VerificationDossierInput) {
  await db
    .update(cuidadorProfiles)
    .set({
      cpf: input.cpf ?? fakeCpf(),
      antecedentesEmitidaEm: input.antecedentesEmitidaEm,
      antecedentesValidaAte: antecedentesValidUntil(input.antecedentesEmitidaEm),
    })
    .where(eq(cuidadorProfiles.id, input.cuidadorId));
  const ids: Record<'identidade' | 'antecedentes_federal', string> = { identidade: '', antecedentes_federal: '' };
  for (const tipo of ['identidade', 'antecedentes_federal'] as const) {
    const storageKey = `cuidadores/${input.cuidadorId}-${tipo.replace('_', '-')}-${randomUUID().slice(0, 8)}.pdf`;
    await storage.put(storageKey, SAMPLE_PDF, 'application/pdf');
    const [row] = await db
      .insert(certificados)
      .values({
        cuidadorId: input.cuidadorId,
        storageKey,
        nomeOriginal: tipo === 'identidade' ? 'rg.pdf' : 'antecedentes-pf.pdf',
        mime: 'application/pdf',
        tamanhoBytes: SAMPLE_PDF.byteLength,
        tipo,
        emitidoEm: tipo === 'antecedentes_federal' ? input.antecedentesEmitidaEm : null,
        anexadoEm: new Date(),
      })
      .returning({ id: certificados.id });
    ids[tipo] = row!.id;
  }
  await db.insert(caregiverReferences).values([
    { cuidadorId: input.cuidadorId, posicao: 1, nome: 'Marta Ribeiro', relacao: 'Ex-empregadora', telefone: '(11) 98765-4321' },
    { cuidadorId: input.cuidadorId, posicao: 2, nome: 'Joaquim Prado', relacao: 'Enfermeiro da equipe', telefone: '(11) 91234-5678' },
  ]);
  return ids;
}
