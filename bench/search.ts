// `npm run bench:search`: the recommendations endpoint on PostgreSQL with 100 000 caregivers.
//
// 1. creates its own database on the PostgreSQL server (BENCH_DATABASE_URL, else
//    TEST_DATABASE_URL, else postgres://cuidar:cuidar@127.0.0.1:5432/postgres), migrates it and
//    seeds BENCH_CAREGIVERS (100 000) caregivers spread over the 27 states, ~20 % of them with
//    availability slots;
// 2. starts the real server (the same esbuild bundle `npm start` runs) on that database;
// 3. for each scenario, loads POST /api/recommendations with autocannon (20 connections), then
//    runs the very same SQL the endpoint runs, bare through node-postgres with the same pool size
//    and 20 concurrent callers, and prints both and their ratio;
// 4. drops the database. Results are also written to bench/results/search-<date>.json.
//
// Targets (issue 4): p95 ≤ 20 ms and endpoint throughput ≥ 50 % of bare SQL, on a 2-core machine.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import { FAMILY_CARE_SKILLS } from '@cuidar/domain/constants';
import { recommendationRequestSchema, type RecommendationRequest } from '@cuidar/domain/onboarding';
import { RELAXATION_STEPS } from '@cuidar/domain/recommendations';
import { openDatabase } from '../apps/server/src/db/client';
import { buildCaregiverData, DEMO_PLACES, seededRandom, type Random } from '../apps/server/src/db/factories';
import { cuidadorProfiles, profiles, user } from '../apps/server/src/db/schema';
import { DEFAULT_DATABASE_POOL_SIZE } from '../apps/server/src/env';
import { findRecommendations, planSearch, preparedStep, searchStatementName, searchValues } from '../apps/server/src/features/recommendations/repository';
import type { ServerProcess } from '../apps/server/test/server-process';
import { BENCH_DATABASE_PREFIX, checkpointAfterSeeding, execOnce, loadAverage, machine, startBenchServer, writeOutput } from './support';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://cuidar:cuidar@127.0.0.1:5432/postgres';
const CAREGIVERS = Number(process.env.BENCH_CAREGIVERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE);
/** Server processes sharing the port (SERVER_PROCESSES, ADR 0024); the bare SQL runs in one. */
const SERVER_PROCESSES = Number(process.env.SERVER_PROCESSES ?? 1);
const KEEP_DB = process.env.BENCH_KEEP_DB === 'true';
/** Name of a database a previous run kept (BENCH_KEEP_DB=true): reused as it is, not dropped. */
const REUSE_DB = process.env.BENCH_REUSE_DB;

// ── Data ──────────────────────────────────────────────────────────────────────────────────

/** The demo places plus every other capital, with big cities weighted like real demand. */
const OTHER_CAPITALS: { estado: string; cidade: string; bairros: string[] }[] = [
  { estado: 'AC', cidade: 'Rio Branco', bairros: ['Centro', 'Bosque', 'Estação Experimental'] },
  { estado: 'AL', cidade: 'Maceió', bairros: ['Ponta Verde', 'Pajuçara', 'Jatiúca'] },
  { estado: 'AP', cidade: 'Macapá', bairros: ['Centro', 'Trem', 'Santa Rita'] },
  { estado: 'AM', cidade: 'Manaus', bairros: ['Adrianópolis', 'Ponta Negra', 'Aleixo', 'Centro'] },
  { estado: 'ES', cidade: 'Vitória', bairros: ['Praia do Canto', 'Jardim Camburi', 'Jardim da Penha'] },
  { estado: 'GO', cidade: 'Goiânia', bairros: ['Setor Bueno', 'Setor Marista', 'Setor Oeste'] },
  { estado: 'MA', cidade: 'São Luís', bairros: ['Renascença', 'Calhau', 'Cohama'] },
  { estado: 'MT', cidade: 'Cuiabá', bairros: ['Goiabeiras', 'Bosque da Saúde', 'Centro Sul'] },
  { estado: 'MS', cidade: 'Campo Grande', bairros: ['Centro', 'Jardim dos Estados', 'Tiradentes'] },
  { estado: 'PA', cidade: 'Belém', bairros: ['Nazaré', 'Umarizal', 'Batista Campos'] },
  { estado: 'PB', cidade: 'João Pessoa', bairros: ['Manaíra', 'Tambaú', 'Cabo Branco'] },
  { estado: 'PI', cidade: 'Teresina', bairros: ['Jóquei', 'Fátima', 'Centro'] },
  { estado: 'RN', cidade: 'Natal', bairros: ['Petrópolis', 'Tirol', 'Ponta Negra'] },
  { estado: 'RO', cidade: 'Porto Velho', bairros: ['Centro', 'Olaria', 'São Cristóvão'] },
  { estado: 'RR', cidade: 'Boa Vista', bairros: ['Centro', 'Caçari', 'Paraviana'] },
  { estado: 'SE', cidade: 'Aracaju', bairros: ['Jardins', 'Atalaia', 'Grageru'] },
  { estado: 'TO', cidade: 'Palmas', bairros: ['Plano Diretor Sul', 'Plano Diretor Norte', 'Taquaralto'] },
  { estado: 'SP', cidade: 'Santos', bairros: ['Gonzaga', 'Boqueirão', 'Ponta da Praia'] },
  { estado: 'SP', cidade: 'Ribeirão Preto', bairros: ['Jardim Irajá', 'Centro', 'Ribeirânia'] },
  { estado: 'MG', cidade: 'Uberlândia', bairros: ['Centro', 'Santa Mônica', 'Saraiva'] },
];
const PLACES = [
  ...DEMO_PLACES.map((p) => ({ estado: p.estado as string, cidade: p.cidade as string, bairros: [...p.bairros] as string[] })),
  ...OTHER_CAPITALS,
];
/** São Paulo and Rio count more, as they would. */
const WEIGHTS = PLACES.map((p) => (p.cidade === 'São Paulo' ? 12 : p.cidade === 'Rio de Janeiro' ? 6 : p.estado === 'SP' || p.estado === 'MG' ? 3 : 2));
const TOTAL_WEIGHT = WEIGHTS.reduce((a, b) => a + b, 0);

function pickPlace(random: Random) {
  let r = random() * TOTAL_WEIGHT;
  for (let i = 0; i < PLACES.length; i++) {
    r -= WEIGHTS[i]!;
    if (r <= 0) return PLACES[i]!;
  }
  return PLACES[0]!;
}

/** Caregivers who registered through the wizard write skills the wizard's way. */
const WIZARD_WORDING: Record<string, string> = {
  'Higiene pessoal': 'Higiene',
  'Mobilidade/Fisioterapia': 'Mobilidade / Fisioterapia',
  'Companhia e estimulação cognitiva': 'Companhia',
};

async function seed(url: string): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 4 });
  await handle.migrate();
  const random = seededRandom(100_000);
  const started = performance.now();
  const BATCH = 2000;
  for (let offset = 0; offset < CAREGIVERS; offset += BATCH) {
    const users: (typeof user.$inferInsert)[] = [];
    const people: (typeof profiles.$inferInsert)[] = [];
    const caregivers: (typeof cuidadorProfiles.$inferInsert)[] = [];
    for (let i = offset; i < Math.min(offset + BATCH, CAREGIVERS); i++) {
      const place = pickPlace(random);
      const data = buildCaregiverData(random, { estado: place.estado, cidade: place.cidade, bairro: place.bairros[Math.floor(random() * place.bairros.length)]! });
      const wizard = random() < 0.3;
      const competencias = wizard ? data.competencias.map((s) => WIZARD_WORDING[s] ?? s) : data.competencias;
      const id = randomUUID();
      users.push({ id, name: `${data.firstName} ${data.lastName}`, email: `bench-${i}@exemplo.com.br`, emailVerified: true });
      people.push({ id, role: 'cuidador', firstName: data.firstName, lastName: data.lastName });
      caregivers.push({
        id,
        bio: data.bio,
        precoHoraCentavos: data.precoHoraCentavos,
        competencias,
        disponibilidade: data.disponibilidade,
        genero: data.genero,
        experiencia: data.experiencia,
        estado: data.estado,
        cidade: data.cidade,
        bairro: data.bairro,
        rating: data.rating,
        totalAvaliacoes: data.totalAvaliacoes,
        // Families find only approved caregivers (docs/product.md#verification).
        verificacao: 'aprovado',
      });
    }
    await handle.db.insert(user).values(users);
    await handle.db.insert(profiles).values(people);
    await handle.db.insert(cuidadorProfiles).values(caregivers);
    if ((offset / BATCH) % 10 === 9) process.stdout.write(`  ${offset + BATCH} cuidadores…\r`);
  }
  // About one caregiver in five keeps a calendar: a few-hour slot on most of the next 14 days.
  await execOnce(
    url,
    `insert into disponibilidade (cuidador_id, start_datetime, end_datetime)
     select c.id,
            d + make_interval(hours => 6 + abs(hashtext(c.id)) % 12),
            d + make_interval(hours => 10 + abs(hashtext(c.id)) % 12)
       from cuidador_profiles c,
            generate_series(date_trunc('day', now()) + interval '1 day', date_trunc('day', now()) + interval '14 days', interval '1 day') d
      where abs(hashtext(c.id)) % 5 = 0 and abs(hashtext(c.id || d::text)) % 4 <> 0`,
  );
  await execOnce(url, 'vacuum analyze');
  // The seed leaves hundreds of megabytes of dirty pages: written back now, not during the measurement.
  await checkpointAfterSeeding(url);
  await handle.close();
  console.log(`Banco semeado: ${CAREGIVERS.toLocaleString('pt-BR')} cuidadores em ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function migrateOnly(url: string): Promise<void> {
  const handle = await openDatabase({ url, poolSize: 1 });
  await handle.migrate();
  await handle.close();
  await execOnce(url, 'vacuum analyze');
  // VACUUM dirties pages too (hint bits, visibility map): written back now, as after a seed.
  await checkpointAfterSeeding(url);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

// ── Scenarios ─────────────────────────────────────────────────────────────────────────────

interface Scenario {
  name: string;
  label: string;
  bodies: RecommendationRequest[];
}

const skills = FAMILY_CARE_SKILLS;
const scenarios: Scenario[] = [
  {
    name: 'bairro',
    label: 'São Paulo / Pinheiros, 2 competências, tarde (busca estrita acha)',
    bodies: [{ turno: 'tarde', generoPreferido: 'feminino', competencias: ['Higiene pessoal', 'Doença de Alzheimer/Demência'], bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' }],
  },
  {
    name: 'relaxada',
    label: 'bairro sem cuidadores (Jardim Ângela), 3 competências: a cidade toda (1 consulta)',
    bodies: [{ turno: 'manha', generoPreferido: 'indiferente', competencias: ['Administração de medicação', 'Alimentação assistida', 'Cuidados pós-operatórios'], bairro: 'Jardim Ângela', cidade: 'São Paulo', estado: 'SP' }],
  },
  {
    name: 'mistura',
    label: '24 pedidos diferentes (cidades, turnos, competências)',
    bodies: PLACES.slice(0, 24).map((place, i) => ({
      turno: (['manha', 'tarde', 'noite', 'integral'] as const)[i % 4]!,
      generoPreferido: (['indiferente', 'feminino', 'masculino'] as const)[i % 3]!,
      competencias: [skills[i % skills.length]!, skills[(i + 3) % skills.length]!],
      bairro: i % 5 === 4 ? 'Vila Nova' : place.bairros[i % place.bairros.length]!,
      cidade: place.cidade,
      estado: place.estado as RecommendationRequest['estado'],
    })),
  },
];
for (const scenario of scenarios) for (const body of scenario.bodies) recommendationRequestSchema.parse(body);

// ── Measuring ─────────────────────────────────────────────────────────────────────────────

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  total: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function runEndpoint(baseUrl: string, scenario: Scenario, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        requests: scenario.bodies.map((body) => ({
          method: 'POST' as const,
          path: '/api/recommendations',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify(body),
        })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // Every response time, so p95 is measured rather than interpolated.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
    total: latencies.length,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/**
 * The SQL statements the endpoint runs for one body — one per relaxation step until one finds
 * somebody — with the same names, texts and values, so the database work is identical.
 */
async function statementsFor(db: Awaited<ReturnType<typeof openDatabase>>['db'], body: RecommendationRequest) {
  const plan = planSearch(body, new Date());
  const values = searchValues(plan);
  const statements: { name: string; text: string; values: unknown[] }[] = [];
  for (const step of RELAXATION_STEPS) {
    const { query } = preparedStep(db, plan, step);
    statements.push({ name: searchStatementName(plan, step), text: query.sql, values: fillPlaceholders(query.params, values) });
    if ((await findRecommendations(db, plan, step)).length) break;
  }
  return statements;
}

async function runBare(url: string, scenario: Scenario, seconds: number): Promise<Figures> {
  const handle = await openDatabase({ url, poolSize: 2 });
  const sequences = await Promise.all(scenario.bodies.map((body) => statementsFor(handle.db, body)));
  await handle.close();
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      let i = worker;
      while (performance.now() < deadline) {
        const sequence = sequences[i++ % sequences.length]!;
        const started = performance.now();
        try {
          for (const statement of sequence) await pool.query({ name: statement.name, text: statement.text, values: statement.values });
          latencies.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
    total: latencies.length,
    errors,
  };
}

// ── Server ────────────────────────────────────────────────────────────────────────────────

// The production bundle, as every benchmark starts it (bench/support.ts), with this bench's pool.
const startServer = (databaseUrl: string): Promise<ServerProcess> =>
  startBenchServer(databaseUrl, { DATABASE_POOL_SIZE: String(POOL_SIZE), SERVER_PROCESSES: String(SERVER_PROCESSES) });

// ── Main ──────────────────────────────────────────────────────────────────────────────────

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

async function main() {
  const database = REUSE_DB ?? `${BENCH_DATABASE_PREFIX}_search_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const url = withDatabase(ADMIN_URL, database);
  console.log(
    `bench:search — ${os.cpus().length} núcleos, ${CAREGIVERS.toLocaleString('pt-BR')} cuidadores, ${CONNECTIONS} conexões, ${SECONDS} s por medida, ${SERVER_PROCESSES} processo(s) do servidor, pool ${POOL_SIZE}`,
  );
  console.log(`PostgreSQL: ${ADMIN_URL.replace(/:[^:@/]+@/, ':***@')} → banco ${database}`);
  if (!REUSE_DB) await execOnce(ADMIN_URL, `create database ${database}`);
  let server: ServerProcess | undefined;
  let loadBefore = 0;
  const results: Record<string, { endpoint: Figures; bare: Figures; ratio: number }> = {};
  try {
    if (REUSE_DB) await migrateOnly(url);
    else await seed(url);
    server = await startServer(url);
    loadBefore = loadAverage();
    for (const scenario of scenarios) {
      // Warm-up of each scenario, not measured: JIT of its code paths, its statements prepared on
      // every pooled connection, PostgreSQL caches. (The bare SQL needs none: no JIT in the way.)
      await runEndpoint(server.url, scenario, 3);
      const endpoint = await runEndpoint(server.url, scenario, SECONDS);
      const bare = await runBare(url, scenario, SECONDS);
      results[scenario.name] = { endpoint, bare, ratio: endpoint.perSecond / bare.perSecond };
    }
  } finally {
    await server?.stop();
    if (!KEEP_DB && !REUSE_DB) await execOnce(ADMIN_URL, `drop database if exists ${database} with (force)`);
  }

  console.log('');
  console.log('cenário    | endpoint p50 / p95 / p99 ms | req/s  | SQL puro p50 / p95 / p99 ms | q/s    | endpoint ÷ SQL | erros');
  console.log('-----------|------------------------------|--------|------------------------------|--------|----------------|------');
  for (const scenario of scenarios) {
    const r = results[scenario.name];
    if (!r) continue;
    const e = r.endpoint;
    const b = r.bare;
    console.log(
      `${scenario.name.padEnd(10)} | ${`${fmt(e.p50)} / ${fmt(e.p95)} / ${fmt(e.p99)}`.padEnd(28)} | ${fmt(e.perSecond).padStart(6)} | ${`${fmt(b.p50)} / ${fmt(b.p95)} / ${fmt(b.p99)}`.padEnd(28)} | ${fmt(b.perSecond).padStart(6)} | ${`${(r.ratio * 100).toFixed(0)} %`.padStart(14)} | ${e.errors + b.errors}`,
    );
  }
  for (const scenario of scenarios) console.log(`  ${scenario.name}: ${scenario.label}`);
  const verdicts = Object.entries(results).map(([name, r]) => `${name}: p95 ${r.endpoint.p95 <= 20 ? 'OK' : 'ACIMA'} (${fmt(r.endpoint.p95)} ms ≤ 20), vazão ${r.ratio >= 0.5 ? 'OK' : 'ABAIXO'} (${(r.ratio * 100).toFixed(0)} % ≥ 50 %)`);
  console.log('\nMetas: ' + verdicts.join('; '));
  console.log('Latências medidas por resposta (autocannon) e por consulta (node-postgres); o mesmo pool e 20 chamadores nos dois casos.');
  const loadAfter = loadAverage();
  console.log(`máquina: ${await machine()} · carga (1 min) ${loadBefore} → ${loadAfter}`);
  writeOutput({ machine: await machine(), load: [loadBefore, loadAfter], caregivers: CAREGIVERS, connections: CONNECTIONS, seconds: SECONDS, poolSize: POOL_SIZE, serverProcesses: SERVER_PROCESSES, scenarios: Object.fromEntries(scenarios.map((sc) => [sc.name, sc.label])), results });

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, `bench/results/search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ caregivers: CAREGIVERS, connections: CONNECTIONS, seconds: SECONDS, poolSize: POOL_SIZE, serverProcesses: SERVER_PROCESSES, cpus: os.cpus().length, results }, null, 2));
  console.log(`Resultados: ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
