// `npm run bench:mixed`: a browse-and-book mix on the production server over PostgreSQL, with
// autocannon (CONNECTIONS connections, SECONDS seconds). Each request picks, by weight:
//   featured caregivers (GET /api/caregivers/featured)           25 %
//   recommendations (POST /api/recommendations, anonymous)       20 %
//   a caregiver's booking calendar (GET …/booking-calendar)      25 %
//   create a booking (POST /api/bookings, signed-in family)      15 %   409 when the slot is taken
//   send a chat message (POST …/messages, signed-in family)      15 %
// Data: CAREGIVERS caregivers in the demo places, FAMILIES families with a session and a conversation.
// Prints req/s and p50/p95/p99 overall and per kind. Env: CAREGIVERS (2000), FAMILIES (1000),
// CONNECTIONS (20), SECONDS (15), DATABASE_POOL_SIZE (the server's default, 5).
import { randomUUID } from 'node:crypto';
import { FAMILY_CARE_SKILLS } from '@cuidar/domain/constants';
import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { buildCaregiverData, DEMO_PLACES, seededRandom } from '../apps/server/src/db/factories';
import { conversas, cuidadorProfiles, familiaProfiles, profiles, user } from '../apps/server/src/db/schema';
import { DEFAULT_DATABASE_POOL_SIZE } from '../apps/server/src/env';
import { createSessions, fmt, freshDatabase, latencyOf, loadAverage, machine, runLoad, startBenchServer, writeOutput, type Latency } from './support';

const CAREGIVERS = Number(process.env.CAREGIVERS ?? 2000);
const FAMILIES = Number(process.env.FAMILIES ?? 1000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 15);
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? String(DEFAULT_DATABASE_POOL_SIZE);

const KINDS = [
  { kind: 'featured', label: 'cuidadores em destaque', weight: 25 },
  { kind: 'recommendations', label: 'recomendações', weight: 20 },
  { kind: 'calendar', label: 'calendário de reserva', weight: 25 },
  { kind: 'booking', label: 'criar reserva', weight: 15 },
  { kind: 'message', label: 'mensagem no chat', weight: 15 },
] as const;
type Kind = (typeof KINDS)[number]['kind'];

async function main() {
  console.log(`bench:mixed — ${CAREGIVERS} cuidadores, ${FAMILIES} famílias, ${CONNECTIONS} conexões, ${SECONDS} s`);
  const db = await freshDatabase('mixed');
  const random = seededRandom(8);
  const caregiverIds: string[] = [];
  for (let offset = 0; offset < CAREGIVERS; offset += 500) {
    const rows = Array.from({ length: Math.min(500, CAREGIVERS - offset) }, () => ({ id: randomUUID(), data: buildCaregiverData(random) }));
    caregiverIds.push(...rows.map((r) => r.id));
    await db.handle.db.insert(user).values(rows.map((r, i) => ({ id: r.id, name: `${r.data.firstName} ${r.data.lastName}`, email: `cuidador-${offset + i}@bench.local`, emailVerified: true })));
    await db.handle.db.insert(profiles).values(rows.map((r) => ({ id: r.id, role: 'cuidador' as const, firstName: r.data.firstName, lastName: r.data.lastName })));
    await db.handle.db.insert(cuidadorProfiles).values(rows.map((r) => ({ id: r.id, ...r.data, firstName: undefined, lastName: undefined, verificacao: 'aprovado' as const })));
  }
  const familyIds = Array.from({ length: FAMILIES }, () => randomUUID());
  for (let offset = 0; offset < FAMILIES; offset += 500) {
    const ids = familyIds.slice(offset, offset + 500);
    await db.handle.db.insert(user).values(ids.map((id, i) => ({ id, name: 'Família Bench', email: `familia-${offset + i}@bench.local`, emailVerified: true })));
    await db.handle.db.insert(profiles).values(ids.map((id, i) => ({ id, role: 'familia' as const, firstName: 'Família', lastName: `Bench ${offset + i}` })));
    await db.handle.db.insert(familiaProfiles).values(ids.map((id) => ({ id })));
  }
  const conversations = new Map<string, string>();
  for (let offset = 0; offset < FAMILIES; offset += 500) {
    const rows = await db.handle.db
      .insert(conversas)
      .values(familyIds.slice(offset, offset + 500).map((familiaId, i) => ({ familiaId, cuidadorId: caregiverIds[(offset + i) % CAREGIVERS]! })))
      .returning({ id: conversas.id, familiaId: conversas.familiaId });
    for (const row of rows) conversations.set(row.familiaId, row.id);
  }
  const cookies = await createSessions(db.handle, familyIds, { production: true });

  const today = todayInSaoPaulo();
  const pickKind = (): Kind => {
    let r = random() * 100;
    for (const k of KINDS) if ((r -= k.weight) < 0) return k.kind;
    return 'featured';
  };
  const recommendation = (): RecommendationRequest => {
    const place = DEMO_PLACES[Math.floor(random() * DEMO_PLACES.length)]!;
    return {
      turno: (['manha', 'tarde', 'noite', 'integral'] as const)[Math.floor(random() * 4)]!,
      generoPreferido: (['indiferente', 'feminino', 'masculino'] as const)[Math.floor(random() * 3)]!,
      competencias: [FAMILY_CARE_SKILLS[Math.floor(random() * FAMILY_CARE_SKILLS.length)]!],
      bairro: place.bairros[Math.floor(random() * place.bairros.length)]!,
      cidade: place.cidade,
      estado: place.estado as RecommendationRequest['estado'],
    };
  };

  const server = await startBenchServer(db.url, { DATABASE_POOL_SIZE: POOL_SIZE });
  const perKind = new Map<Kind, number[]>(KINDS.map((k) => [k.kind, []]));
  const statusesByKind = new Map<Kind, Record<string, number>>(KINDS.map((k) => [k.kind, {}]));
  const load = (seconds: number, record: boolean) =>
    runLoad({
      url: server.url,
      connections: CONNECTIONS,
      duration: seconds,
      expected: [409],
      requests: [
        {
          setupRequest: (request, context) => {
            const kind = pickKind();
            (context as Record<string, unknown>).kind = kind;
            const family = familyIds[Math.floor(random() * FAMILIES)]!;
            const json = { 'content-type': 'application/json', origin: server.url };
            switch (kind) {
              case 'featured':
                return { ...request, method: 'GET', path: '/api/caregivers/featured', headers: {} };
              case 'calendar':
                return { ...request, method: 'GET', path: `/api/caregivers/${caregiverIds[Math.floor(random() * CAREGIVERS)]}/booking-calendar`, headers: {} };
              case 'recommendations':
                return { ...request, method: 'POST', path: '/api/recommendations', headers: json, body: JSON.stringify(recommendation()) };
              case 'booking': {
                const start = 6 + Math.floor(random() * 10);
                const dataInicio = addDaysToDate(today, 2 + Math.floor(random() * 80));
                const body = {
                  cuidadorId: caregiverIds[Math.floor(random() * CAREGIVERS)],
                  dataInicio,
                  dataFim: addDaysToDate(dataInicio, Math.floor(random() * 3)),
                  horaInicio: `${String(start).padStart(2, '0')}:00`,
                  horaFim: `${String(start + 2 + Math.floor(random() * 4)).padStart(2, '0')}:00`,
                  idempotencyKey: randomUUID(),
                  // Up to three days with one caregiver: the family's answer to the labour-law warning.
                  vinculoEscolha: 'alternar_cuidadores',
                };
                return { ...request, method: 'POST', path: '/api/bookings', headers: { ...json, cookie: cookies.get(family)! }, body: JSON.stringify(body) };
              }
              case 'message':
                return {
                  ...request,
                  method: 'POST',
                  path: `/api/conversations/${conversations.get(family)}/messages`,
                  headers: { ...json, cookie: cookies.get(family)! },
                  body: JSON.stringify({ content: 'Olá! Você teria disponibilidade na próxima semana?' }),
                };
            }
          },
        },
      ],
      onResponse: (status, ms, context) => {
        if (!record) return;
        const kind = context.kind as Kind;
        const statuses = statusesByKind.get(kind)!;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if ((status >= 200 && status < 300) || status === 409) perKind.get(kind)!.push(ms);
      },
    });

  let overall;
  const loadBefore = loadAverage();
  try {
    await load(3, false); // warm-up
    overall = await load(SECONDS, true);
  } finally {
    await server.stop();
    await db.drop();
  }
  const loadAfter = loadAverage();
  const kinds: Record<string, Latency & { label: string; count: number; statuses: Record<string, number> }> = {};
  for (const k of KINDS) kinds[k.kind] = { label: k.label, count: perKind.get(k.kind)!.length, ...latencyOf(perKind.get(k.kind)!), statuses: statusesByKind.get(k.kind)! };
  const result = { machine: await machine(), load: [loadBefore, loadAfter], caregivers: CAREGIVERS, families: FAMILIES, connections: CONNECTIONS, seconds: SECONDS, poolSize: Number(POOL_SIZE), overall, kinds };

  console.log(`máquina: ${result.machine} · carga (1 min) ${loadBefore} → ${loadAfter}`);
  console.log(`total: ${fmt(overall.perSecond)} req/s · p50 ${fmt(overall.p50)} · p95 ${fmt(overall.p95)} · p99 ${fmt(overall.p99)} ms · erros ${overall.errors} · status ${JSON.stringify(overall.statuses)}`);
  for (const k of KINDS) {
    const r = kinds[k.kind]!;
    console.log(`  ${k.label.padEnd(24)} ${String(r.count).padStart(6)} · p50 ${fmt(r.p50)} · p95 ${fmt(r.p95)} · p99 ${fmt(r.p99)} ms · ${JSON.stringify(r.statuses)}`);
  }
  writeOutput(result);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
