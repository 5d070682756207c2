import { recordSeededPayments, releaseDueDaysInTransaction } from '../../features/booking-payments/service';
import { recordSeededContracts } from '../../features/contracts/service';
import { formatDayMonth, toSaoPauloParts } from '@cuidar/domain/date-format';
import { notificationMessages } from '@cuidar/domain/messages';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq, gte, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Database, Executor } from '../client';
import {
  createBookings,
  createCaregiver,
  createFamily,
  createOperator,
  createReviews,
  createVerificationDossier,
  seededRandom,
  type BookingInput,
  type Random,
  type ReviewInput,
} from '../factories';
import { conversas, cuidadorProfiles, disponibilidade, mensagens, notificacoes, user } from '../schema';
import type { FileStorage } from '../../storage/storage';

// The demo data set: 48 caregivers across several states with availability for the next four
// weeks, one family account and one caregiver account that can sign in (with a little history
// together: a reviewed booking, an upcoming one, a conversation), and a history of concluded
// bookings reviewed by a few families. Every rating a card shows is the average of
// those reviews (none invented); some caregivers have no review yet.

export const DEMO_PASSWORD = 'cuidar-demo-2026';
export const DEMO_ACCOUNTS = {
  familia: { email: 'familia@demo.cuidar.com.br', name: 'Helena Duarte' },
  cuidador: { email: 'cuidador@demo.cuidar.com.br', name: 'Renata Alves' },
  /** The company's back-office; turns on two-factor sign-in at the first visit to /operador. */
  operador: { email: 'operador@demo.cuidar.com.br', name: 'Carla Menezes' },
} as const;
const DEMO_CAREGIVERS = 48;

/** Families who booked and reviewed caregivers in the past. They have no password: nobody signs in as them. */
const REVIEWER_FAMILIES = [
  { firstName: 'Cláudia', lastName: 'Moreira', cidade: 'São Paulo', estado: 'SP', bairro: 'Vila Mariana' },
  { firstName: 'Roberto', lastName: 'Nogueira', cidade: 'Rio de Janeiro', estado: 'RJ', bairro: 'Tijuca' },
  { firstName: 'Luciana', lastName: 'Bastos', cidade: 'Belo Horizonte', estado: 'MG', bairro: 'Savassi' },
  { firstName: 'Marcelo', lastName: 'Tavares', cidade: 'Curitiba', estado: 'PR', bairro: 'Água Verde' },
  { firstName: 'Sônia', lastName: 'Azevedo', cidade: 'Porto Alegre', estado: 'RS', bairro: 'Menino Deus' },
  { firstName: 'Fernando', lastName: 'Queiroz', cidade: 'Salvador', estado: 'BA', bairro: 'Pituba' },
  { firstName: 'Beatriz', lastName: 'Campos', cidade: 'Campinas', estado: 'SP', bairro: 'Cambuí' },
  { firstName: 'Gustavo', lastName: 'Pacheco', cidade: 'Recife', estado: 'PE', bairro: 'Boa Viagem' },
  { firstName: 'Teresa', lastName: 'Figueiredo', cidade: 'Brasília', estado: 'DF', bairro: 'Asa Sul' },
  { firstName: 'Mariana', lastName: 'Siqueira', cidade: 'Florianópolis', estado: 'SC', bairro: 'Trindade' },
] as const;

// Reviews are written as families write them: an opening and a detail, combined so that no two
// comments in the demo read the same.
const COMMENT_PARTS: Record<number, { openings: readonly string[]; details: readonly string[] }> = {
  5: {
    openings: [
      'Cuidou da minha mãe com um carinho enorme.',
      'Profissional excelente, recomendo de olhos fechados.',
      'A melhor experiência que tivemos com cuidadores.',
      'Paciente, educada e muito cuidadosa.',
      'Nos deu segurança para voltar a trabalhar tranquilos.',
      'Pontual do primeiro ao último dia.',
      'Meu pai se sentiu respeitado o tempo todo.',
      'Superou o que esperávamos.',
    ],
    details: [
      'Chegava sempre no horário e nos mandava notícias ao longo do dia.',
      'Meu pai, que tem Alzheimer, ficou muito mais tranquilo com a rotina que ela montou.',
      'Muito atenta aos remédios e à alimentação da minha avó.',
      'Ajudou muito na recuperação do meu pai depois da cirurgia, com os exercícios todos os dias.',
      'Minha mãe pergunta por ela todos os dias.',
      'Organizada e discreta, sempre atenta a qualquer mudança no estado da minha avó.',
      'Fez companhia, leu jornal com meu pai e conseguiu que ele voltasse a caminhar um pouco.',
      'Deixava um caderno com tudo o que tinha acontecido no plantão.',
    ],
  },
  4: {
    openings: [
      'Muito boa profissional, cuidadosa e pontual.',
      'Atendeu bem a minha mãe.',
      'Experiente e calma, mesmo nos dias mais difíceis.',
      'Boa experiência no geral.',
      'Gostamos muito do atendimento.',
    ],
    details: [
      'Só precisamos ajustar alguns horários no começo.',
      'A comunicação poderia ser um pouco mais frequente.',
      'Chegou alguns minutos atrasada em um dos dias, mas avisou antes.',
      'Minha avó se adaptou rápido. Voltaremos a contratar.',
      'Poderia propor mais atividades, mas cuidou muito bem da medicação.',
    ],
  },
  3: {
    openings: ['Foi atenciosa, mas tivemos alguns desencontros.', 'Atendimento correto.'],
    details: ['Tivemos dificuldade para combinar a troca de turno.', 'Esperávamos um pouco mais de iniciativa nas atividades com o meu pai.'],
  },
  2: {
    openings: ['Não foi como esperávamos.'],
    details: ['Houve atrasos em dois dos dias e precisamos reorganizar a rotina da família.'],
  },
};

/** A comment not used before in this seed (gives up after a few tries: fewer combinations than reviews). */
function writeComment(random: Random, estrelas: number, used: Set<string>): string | undefined {
  const parts = COMMENT_PARTS[estrelas]!;
  for (let attempt = 0; attempt < 8; attempt++) {
    const text = `${pick(random, parts.openings)} ${pick(random, parts.details)}`;
    if (!used.has(text)) {
      used.add(text);
      return text;
    }
  }
  return undefined;
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Mostly good reviews, as on a marketplace people trust, with a few middling ones. */
function pickStars(random: Random): number {
  const r = random();
  return r < 0.6 ? 5 : r < 0.88 ? 4 : r < 0.97 ? 3 : 2;
}

const BOOKING_HOURS = [
  ['08:00', '12:00'],
  ['08:00', '18:00'],
  ['13:00', '19:00'],
  ['07:00', '19:00'],
] as const;

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.familia.email));
  return Boolean(row);
}

/**
 * With `storage`, one caregiver also waits in the operators' queue with her documents (files in
 * private storage), so the verification desk has someone to review (docs/product.md#operators).
 */
export async function seedDemo(db: Database, today: string = todayInSaoPaulo(), storage?: FileStorage, publicUrl = 'http://localhost:3000'): Promise<void> {
  const random = seededRandom(20261122);
  const history = seededRandom(49);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await createOperator(tx, { email: DEMO_ACCOUNTS.operador.email, name: DEMO_ACCOUNTS.operador.name, firstName: 'Carla', lastName: 'Menezes', passwordHash });
    const demoFamily = await createFamily(tx, {
      email: DEMO_ACCOUNTS.familia.email,
      name: DEMO_ACCOUNTS.familia.name,
      firstName: 'Helena',
      lastName: 'Duarte',
      passwordHash,
      address: { rua: 'Rua Harmonia', numero: '120', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', cep: '05435-000' },
    });
    const demoCaregiver = await createCaregiver(tx, {
      email: DEMO_ACCOUNTS.cuidador.email,
      name: DEMO_ACCOUNTS.cuidador.name,
      passwordHash,
      random,
      availabilityDays: 28,
      today,
      approval: { at: saoPauloToInstant(addDaysToDate(today, -20), '10:00'), issuedDaysAgo: 25 },
      data: {
        firstName: 'Renata',
        lastName: 'Alves',
        genero: 'feminino',
        estado: 'SP',
        cidade: 'São Paulo',
        bairro: 'Pinheiros',
        precoHoraCentavos: 5500,
        competencias: ['Higiene pessoal', 'Administração de medicação', 'Doença de Alzheimer/Demência'],
        disponibilidade: ['Manhã', 'Tarde'],
        rating: null,
        totalAvaliacoes: 0,
      },
    });

    const reviewers = [];
    for (const [i, family] of REVIEWER_FAMILIES.entries()) {
      const { cidade, estado, bairro, ...name } = family;
      reviewers.push(
        await createFamily(tx, { ...name, email: `familia${String(i + 1).padStart(2, '0')}@exemplo.cuidar.com.br`, address: { cidade, estado, bairro } }),
      );
    }

    const usedComments = new Set<string>();
    const past: { booking: BookingInput; review: Omit<ReviewInput, 'pedidoId'> }[] = [];
    for (let i = 1; i <= DEMO_CAREGIVERS; i++) {
      const caregiver = await createCaregiver(tx, {
        email: `cuidador${String(i).padStart(2, '0')}@exemplo.cuidar.com.br`,
        random,
        availabilityDays: 28,
        today,
        // Approved by the team some weeks ago, with a certificate still valid (the badge shows a real month).
        approval: { at: saoPauloToInstant(addDaysToDate(today, -(10 + i * 3)), '10:00'), issuedDaysAgo: 15 + i },
        // The rating comes from the reviews below, never from a made-up number.
        data: { rating: null, totalAvaliacoes: 0 },
      });
      // About a quarter are new on the platform and have no review yet.
      const reviews = history() < 0.25 ? 0 : 1 + Math.floor(history() * 6);
      for (let r = 0; r < reviews; r++) {
        past.push(
          reviewedBooking(history, today, {
            familiaId: pick(history, reviewers).id,
            cuidadorId: caregiver.id,
            precoHoraCentavos: caregiver.data.precoHoraCentavos,
          }, usedComments),
        );
      }
    }

    // The history in three statements rather than hundreds: the first start stays quick.
    const pedidoIds = await createBookings(tx, past.map((p) => p.booking));
    await createReviews(tx, past.map((p, i) => ({ ...p.review, pedidoId: pedidoIds[i]! })));
    const demoPedidoIds = await seedDemoAccountsHistory(tx, demoFamily.id, demoCaregiver.id, today);
    // Every booking past the payment step was paid through the platform: its money is in the
    // ledger, and the days that ended more than 48 h ago were released (docs/decisions/0033).
    await recordSeededPayments(tx, [...pedidoIds, ...demoPedidoIds]);
    await releaseDueDaysInTransaction(tx, saoPauloToInstant(today, '00:00'));
    // The demo accounts' accepted bookings have their contracts (docs/product.md#contract).
    await recordSeededContracts(tx, demoPedidoIds, publicUrl);
    await syncCaregiverRatings(tx);
    if (storage) await seedCaregiverInQueue(tx, storage, random, today);
  });
}

/** A caregiver who finished the wizard two days ago and waits for the operators, documents attached. */
async function seedCaregiverInQueue(tx: Executor, storage: FileStorage, random: Random, today: string) {
  const waiting = await createCaregiver(tx, {
    email: 'cuidadora.em.analise@exemplo.cuidar.com.br',
    random,
    availabilityDays: 28,
    today,
    verificacao: 'em_analise',
    data: { firstName: 'Sônia', lastName: 'Rezende', estado: 'SP', cidade: 'São Paulo', bairro: 'Perdizes', rating: null, totalAvaliacoes: 0 },
  });
  await createVerificationDossier(tx, storage, { cuidadorId: waiting.id, antecedentesEmitidaEm: addDaysToDate(today, -4) });
  await tx.update(cuidadorProfiles).set({ verificacaoDesde: saoPauloToInstant(addDaysToDate(today, -2), '16:30') }).where(eq(cuidadorProfiles.id, waiting.id));
}

/** A concluded booking of 1–5 days in the last months and the family's review a few days after. */
function reviewedBooking(
  random: Random,
  today: string,
  who: { familiaId: string; cuidadorId: string; precoHoraCentavos: number },
  usedComments: Set<string>,
) {
  const dias = 1 + Math.floor(random() * 5);
  const dataInicio = addDaysToDate(today, -(12 + Math.floor(random() * 170)));
  const [horaInicio, horaFim] = pick(random, BOOKING_HOURS);
  const estrelas = pickStars(random);
  // Most families write a few words; some only give the stars.
  const comentario = random() < 0.8 ? writeComment(random, estrelas, usedComments) : undefined;
  const reviewDay = addDaysToDate(dataInicio, dias + Math.floor(random() * 4));
  const reviewTime = `${String(9 + Math.floor(random() * 12)).padStart(2, '0')}:${random() < 0.5 ? '15' : '40'}`;
  return {
    booking: { ...who, dataInicio, dias, horaInicio, horaFim, status: 'concluida' as const },
    review: { familiaId: who.familiaId, cuidadorId: who.cuidadorId, estrelas, comentario, createdAt: saoPauloToInstant(reviewDay, reviewTime) },
  };
}

/**
 * What the two demo accounts have lived together, so a person trying the demo sees every screen
 * with something in it: a concluded and reviewed booking, a confirmed one in the afternoon of an
 * upcoming day the caregiver is available, their conversation and the notifications it caused.
 */
async function seedDemoAccountsHistory(tx: Executor, familiaId: string, cuidadorId: string, today: string): Promise<string[]> {
  const who = { familiaId, cuidadorId, precoHoraCentavos: 5500 };
  const [pastId] = await createBookings(tx, [
    { ...who, dataInicio: addDaysToDate(today, -20), dias: 2, horaInicio: '08:00', horaFim: '12:00', status: 'concluida' },
  ]);
  await createReviews(tx, [
    {
      pedidoId: pastId!,
      familiaId,
      cuidadorId,
      estrelas: 5,
      comentario: 'A Renata foi atenciosa do começo ao fim e minha mãe adorou as caminhadas.',
      createdAt: saoPauloToInstant(addDaysToDate(today, -17), '19:10'),
    },
  ]);
  // An afternoon a week or more ahead on which she declared availability.
  const slots = await tx
    .select({ start: disponibilidade.startDatetime })
    .from(disponibilidade)
    .where(and(eq(disponibilidade.cuidadorId, cuidadorId), gte(disponibilidade.startDatetime, saoPauloToInstant(addDaysToDate(today, 7), '00:00'))))
    .orderBy(disponibilidade.startDatetime)
    .limit(1);
  const upcomingDay = slots[0] ? toSaoPauloParts(slots[0].start).date : addDaysToDate(today, 8);
  const [upcomingId] = await createBookings(tx, [{ ...who, dataInicio: upcomingDay, dias: 1, horaInicio: '14:00', horaFim: '17:00', status: 'confirmada' }]);

  const [conversa] = await tx.insert(conversas).values({ familiaId, cuidadorId }).returning({ id: conversas.id });
  const lines: [string, string, number][] = [
    [familiaId, 'Oi, Renata! Tudo bem? Minha mãe gostou muito de você. Pode voltar no dia combinado à tarde?', -2],
    [cuidadorId, 'Oi, Helena! Posso sim. Levo o jogo de memória que ela gostou.', -2],
    [familiaId, 'Perfeito, obrigada! Até lá.', -1],
  ];
  const rows = lines.map(([senderId, content, dayOffset], i) => ({
    conversaId: conversa!.id,
    senderId,
    receiverId: senderId === familiaId ? cuidadorId : familiaId,
    content,
    createdAt: saoPauloToInstant(addDaysToDate(today, dayOffset), `1${i}:2${i}`),
    readAt: saoPauloToInstant(addDaysToDate(today, dayOffset), `1${i}:3${i}`),
  }));
  await tx.insert(mensagens).values(rows);
  await tx.update(conversas).set({ lastMessageAt: rows.at(-1)!.createdAt }).where(eq(conversas.id, conversa!.id));
  await tx.insert(notificacoes).values([
    { userId: familiaId, tipo: 'reserva_aceita', mensagem: notificationMessages.bookingAccepted('Renata Alves', formatDayMonth(upcomingDay)), link: '/dashboard/familia/reservas', lida: true, createdAt: saoPauloToInstant(addDaysToDate(today, -2), '10:05') },
    { userId: cuidadorId, tipo: 'avaliacao_recebida', mensagem: notificationMessages.reviewReceived('Helena Duarte', 5), link: '/dashboard/cuidador/avaliacoes', lida: true, createdAt: saoPauloToInstant(addDaysToDate(today, -17), '19:10') },
  ]);
  return [pastId!, upcomingId!];
}

/** Every caregiver's rating and count, recomputed from the reviews in one statement. */
async function syncCaregiverRatings(tx: Executor) {
  await tx.execute(sql`
    update cuidador_profiles cp
    set rating = r.average, total_avaliacoes = r.total
    from (
      select p.id,
             round(avg(a.estrelas)::numeric, 2) as average,
             count(a.id)::int as total
      from cuidador_profiles p left join avaliacoes a on a.cuidador_id = p.id
      group by p.id
    ) r
    where r.id = cp.id`);
}
