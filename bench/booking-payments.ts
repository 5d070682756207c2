// `npm run bench:payments`: paid bookings per second through the sandbox (issue 17), on the
// production server over PostgreSQL. Each of CONNECTIONS families-at-a-time runs the whole flow a
// browser runs, without pause: create the request (POST /api/bookings) → start Pix (POST
// /api/bookings/:id/payment) → 'Pagar' in the sandbox (POST /api/payments/sandbox/bookings/:id/
// confirm: the signed payment_intent.succeeded through handlePaymentWebhook, the ledger posting and
// the request made pendente, in one transaction). A flow counts when its answer says isPaid.
//
// Floor, measured in the same run and on the same database server: the same rows written by plain
// SQL through node-postgres (pool of the server's size, as many callers): the request and its days
// in one transaction, the attempt, then the event, lock, attempt paid, ledger accounts, transaction
// and entries (the commit-time balance triggers included) and the request made pendente in one.
// Every flow books its own caregiver and day, so nothing collides and every flow is paid.
//
// Env: CAREGIVERS (1500 per side), FAMILIES (2000), CONNECTIONS (8), SECONDS (15), DATABASE_POOL_SIZE.
import { randomUUID } from 'node:crypto';
import { bookingMoney } from '@cuidar/domain/booking-money';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import pg from 'pg';
import { buildCaregiverData, seededRandom } from '../apps/server/src/db/factories';
import { cuidadorProfiles, familiaProfiles, profiles, user } from '../apps/server/src/db/schema';
import { DEFAULT_DATABASE_POOL_SIZE } from '../apps/server/src/env';
import { checkLedger } from '../apps/server/src/features/ledger/service';
import { checkpointAfterSeeding, createSessions, fmt, freshDatabase, latencyOf, loadAverage, machine, startBenchServer, writeOutput, type Latency } from './support';

const CAREGIVERS = Number(process.env.CAREGIVERS ?? 1500);
const FAMILIES = Number(process.env.FAMILIES ?? 2000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const SECONDS = Number(process.env.SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE);
const FEE_PERCENT = 10;
const RATE_CENTS = 4000;

export interface FlowFigures extends Latency {
  /** Paid bookings per second. */
  perSecond: number;
  paid: number;
  failed: number;
  statuses: Record<string, number>;
  steps?: Record<'create' | 'start' | 'confirm', Latency>;
}

/** The n-th flow's caregiver and day: each pair is used once, so no two flows collide. */
function slot(n: number, caregivers: string[], today: string) {
  const dataInicio = addDaysToDate(today, 2 + Math.floor(n / caregivers.length));
  return { cuidadorId: caregivers[n % caregivers.length]!, dataInicio, horaInicio: '08:00', horaFim: '12:00' };
}

/** Runs `flow` from `callers` loops without pause for `seconds`; answers its figures. */
async function closedLoop(callers: number, seconds: number, flow: () => Promise<{ ok: boolean; status: string; steps?: number[] }>): Promise<FlowFigures> {
  const latencies: number[] = [];
  const stepTimes: number[][] = [[], [], []];
  const statuses: Record<string, number> = {};
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const result = await flow().catch((error: Error) => ({ ok: false, status: `erro: ${error.message.slice(0, 60)}`, steps: undefined }));
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        if (!result.ok) {
          failed++;
          continue;
        }
        latencies.push(performance.now() - t0);
        result.steps?.forEach((ms, i) => stepTimes[i]!.push(ms));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const figures: FlowFigures = { ...latencyOf(latencies), perSecond: latencies.length / elapsed, paid: latencies.length, failed, statuses };
  if (stepTimes[0]!.length) figures.steps = { create: latencyOf(stepTimes[0]!), start: latencyOf(stepTimes[1]!), confirm: latencyOf(stepTimes[2]!) };
  return figures;
}

async function main() {
  console.log(`bench:payments — ${CAREGIVERS} cuidadores por lado, ${FAMILIES} famílias, ${CONNECTIONS} fluxos simultâneos, ${SECONDS} s`);
  const db = await freshDatabase('payments');
  const random = seededRandom(17);
  const insertCaregivers = async (count: number, prefix: string) => {
    const ids: string[] = [];
    for (let offset = 0; offset < count; offset += 500) {
      const rows = Array.from({ length: Math.min(500, count - offset) }, () => ({ id: randomUUID(), data: buildCaregiverData(random, { precoHoraCentavos: RATE_CENTS }) }));
      ids.push(...rows.map((r) => r.id));
      await db.handle.db.insert(user).values(rows.map((r, i) => ({ id: r.id, name: `${r.data.firstName} ${r.data.lastName}`, email: `${prefix}-${offset + i}@bench.local`, emailVerified: true })));
      await db.handle.db.insert(profiles).values(rows.map((r) => ({ id: r.id, role: 'cuidador' as const, firstName: r.data.firstName, lastName: r.data.lastName })));
      // Approved: only approved caregivers can be booked (docs/product.md#verification).
      await db.handle.db.insert(cuidadorProfiles).values(rows.map((r) => ({ id: r.id, ...r.data, firstName: undefined, lastName: undefined, verificacao: 'aprovado' as const })));
    }
    return ids;
  };
  const productCaregivers = await insertCaregivers(CAREGIVERS, 'cuidador');
  const floorCaregivers = await insertCaregivers(CAREGIVERS, 'cuidador-piso');
  const familyIds = Array.from({ length: FAMILIES }, () => randomUUID());
  for (let offset = 0; offset < FAMILIES; offset += 500) {
    const ids = familyIds.slice(offset, offset + 500);
    await db.handle.db.insert(user).values(ids.map((id, i) => ({ id, name: 'Família Bench', email: `familia-${offset + i}@bench.local`, emailVerified: true })));
    await db.handle.db.insert(profiles).values(ids.map((id, i) => ({ id, role: 'familia' as const, firstName: 'Família', lastName: `Bench ${offset + i}` })));
    await db.handle.db.insert(familiaProfiles).values(ids.map((id) => ({ id })));
  }
  const cookies = await createSessions(db.handle, familyIds, { production: true });
  await checkpointAfterSeeding(db.url);
  const today = todayInSaoPaulo();

  // ── The product ──
  const server = await startBenchServer(db.url, { DATABASE_POOL_SIZE: String(POOL_SIZE), PAYMENTS_SANDBOX: 'true', BOOKING_FEE_PERCENT: String(FEE_PERCENT) });
  let productFlows = 0;
  const productFlow = async () => {
    const n = productFlows++;
    const cookie = cookies.get(familyIds[n % FAMILIES]!)!;
    const headers = { 'content-type': 'application/json', origin: server.url, cookie };
    const post = async (path: string, body: unknown) => {
      const t0 = performance.now();
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      return { response, json: (await response.json()) as Record<string, unknown>, ms: performance.now() - t0 };
    };
    const created = await post('/api/bookings', { ...slot(n, productCaregivers, today), idempotencyKey: randomUUID() });
    if (created.response.status !== 201) return { ok: false, status: `criar ${created.response.status}` };
    const id = (created.json.booking as { id: string }).id;
    const started = await post(`/api/bookings/${id}/payment`, { method: 'pix' });
    if (started.response.status !== 200) return { ok: false, status: `iniciar ${started.response.status}` };
    const confirmed = await post(`/api/payments/sandbox/bookings/${id}/confirm`, { method: 'pix' });
    if (confirmed.response.status !== 200 || !(confirmed.json.payment as { isPaid: boolean }).isPaid) return { ok: false, status: `pagar ${confirmed.response.status}` };
    return { ok: true, status: 'pago', steps: [created.ms, started.ms, confirmed.ms] };
  };

  let product: FlowFigures;
  let floor: FlowFigures;
  const loadBefore = loadAverage();
  try {
    await closedLoop(CONNECTIONS, WARMUP_SECONDS, productFlow);
    product = await closedLoop(CONNECTIONS, SECONDS, productFlow);
  } finally {
    await server.stop();
  }

  // ── The floor: the same rows by plain SQL ──
  const pool = new pg.Pool({ connectionString: db.url, max: POOL_SIZE });
  const money = bookingMoney(RATE_CENTS * 4, FEE_PERCENT);
  const total = money.subtotalCents + money.feeCents;
  let floorFlows = 0;
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const floorFlow = async () => {
    const n = floorFlows++;
    const familiaId = familyIds[n % FAMILIES]!;
    const s = slot(n, floorCaregivers, today);
    const start = saoPauloToInstant(s.dataInicio, s.horaInicio);
    const end = saoPauloToInstant(s.dataInicio, s.horaFim);
    const pedidoId = await inTransaction(async (c) => {
      const { rows } = await c.query<{ id: string }>(
        `insert into pedidos_reserva (familia_id, cuidador_id, status, dias, data_inicio, data_fim, hora_inicio, hora_fim, preco_hora_centavos, preco_total_centavos, taxa_servico_centavos, idempotency_key, created_at)
         values ($1, $2, 'aguardando_pagamento', 1, $3, $3, $4, $5, $6, $7, $8, $9, now()) returning id`,
        [familiaId, s.cuidadorId, s.dataInicio, s.horaInicio, s.horaFim, RATE_CENTS, money.subtotalCents, money.feeCents, randomUUID()],
      );
      const id = rows[0]!.id;
      await c.query(
        `insert into reservas (pedido_id, familia_id, cuidador_id, status, dias, start_datetime, end_datetime, preco_total_centavos, taxa_servico_centavos, data_reserva, hora_inicio, hora_fim)
         values ($1, $2, $3, 'aguardando_pagamento', 1, $4, $5, $6, $7, $8, $9, $10)`,
        [id, familiaId, s.cuidadorId, start, end, money.subtotalCents, money.feeCents, s.dataInicio, s.horaInicio, s.horaFim],
      );
      return id;
    });
    const { rows: attempt } = await pool.query<{ id: string }>(
      `insert into booking_payments (pedido_id, provider, method, status, amount_cents) values ($1, 'sandbox', 'pix', 'pending', $2) returning id`,
      [pedidoId, total],
    );
    const paymentIntent = `pi_floor_${randomUUID().replace(/-/g, '')}`;
    await pool.query(`update booking_payments set provider_payment_id = $1, pix_code = $2 where id = $3`, [paymentIntent, '000201…', attempt[0]!.id]);
    await inTransaction(async (c) => {
      const { rows: event } = await c.query<{ id: string }>(
        `insert into payment_events (provider, provider_event_id, type, outcome, received_at) values ('sandbox', $1, 'payment_intent.succeeded', 'ignored', now())
         on conflict do nothing returning id`,
        [`evt_floor_${randomUUID()}`],
      );
      await c.query(`select id, status from pedidos_reserva where id = $1 for update`, [pedidoId]);
      await c.query(`update booking_payments set status = 'succeeded', paid_at = now() where id = $1 and status = 'pending'`, [attempt[0]!.id]);
      const codes = [`family_payments:${familiaId}`, `escrow:${pedidoId}`];
      await c.query(
        `insert into ledger_accounts (code, kind, owner_id, pedido_id) values ($1, 'family_payments', $3, null), ($2, 'escrow', null, $4) on conflict (code) do nothing`,
        [codes[0], codes[1], familiaId, pedidoId],
      );
      const { rows: accounts } = await c.query<{ id: string; code: string }>(`select id, code from ledger_accounts where code = any($1)`, [codes]);
      const account = (code: string) => accounts.find((a) => a.code === code)!.id;
      const { rows: transaction } = await c.query<{ id: string }>(
        `insert into ledger_transactions (idempotency_key, kind, pedido_id, payment_event_id, occurred_at) values ($1, 'payment', $2, $3, now())
         on conflict (idempotency_key) do nothing returning id`,
        [`payment:sandbox:${paymentIntent}`, pedidoId, event[0]!.id],
      );
      await c.query(`insert into ledger_entries (transaction_id, account_id, amount_cents) values ($1, $2, $4), ($1, $3, $5)`, [
        transaction[0]!.id,
        account(codes[0]!),
        account(codes[1]!),
        -total,
        total,
      ]);
      await c.query(`update pedidos_reserva set status = 'pendente', pago_em = now() where id = $1 and status = 'aguardando_pagamento'`, [pedidoId]);
      await c.query(`update reservas set status = 'pendente' where pedido_id = $1`, [pedidoId]);
      await c.query(`update payment_events set outcome = 'applied', pedido_id = $1, processed_at = now() where id = $2`, [pedidoId, event[0]!.id]);
    });
    return { ok: true, status: 'pago' };
  };
  try {
    await closedLoop(CONNECTIONS, WARMUP_SECONDS, floorFlow);
    floor = await closedLoop(CONNECTIONS, SECONDS, floorFlow);
  } finally {
    await pool.end();
  }
  const loadAfter = loadAverage();

  // Whatever the speed, the money must add up: every paid flow once in the ledger, all balanced.
  const ledger = await checkLedger(db.handle.db);
  await db.drop();
  const ratio = product.perSecond / floor.perSecond;
  const result = {
    machine: await machine(),
    load: [loadBefore, loadAfter],
    caregivers: CAREGIVERS,
    families: FAMILIES,
    connections: CONNECTIONS,
    seconds: SECONDS,
    poolSize: POOL_SIZE,
    product,
    floor,
    ratio,
    ledger: { ok: ledger.ok, transactions: ledger.counts.transactions, problems: ledger.problems.slice(0, 5) },
  };
  console.log(`máquina: ${result.machine} · carga (1 min) ${loadBefore} → ${loadAfter}`);
  const line = (name: string, f: FlowFigures) =>
    `${name.padEnd(22)} ${fmt(f.perSecond)} reservas pagas/s · fluxo p50 ${fmt(f.p50)} · p95 ${fmt(f.p95)} · p99 ${fmt(f.p99)} ms · pagas ${f.paid}, falhas ${f.failed} ${JSON.stringify(f.statuses)}`;
  console.log(line('produto (HTTP)', product));
  if (product.steps) for (const [step, l] of Object.entries(product.steps)) console.log(`  ${step.padEnd(8)} p50 ${fmt(l.p50)} · p95 ${fmt(l.p95)} · p99 ${fmt(l.p99)} ms`);
  console.log(line('piso (SQL puro)', floor));
  console.log(`razão produto ÷ piso: ${(ratio * 100).toFixed(0)} % · ledger:check ${ledger.ok ? 'ok' : `com problemas: ${ledger.problems.slice(0, 3).join('; ')}`} (${ledger.counts.transactions} transações)`);
  writeOutput(result);
  if (!ledger.ok || product.failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
