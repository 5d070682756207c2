// `npm run test:durability` — crash safety of the real server.
//
// For each database (the embedded PGlite folder, then PostgreSQL) it seeds families, caregivers and
// conversations, starts the server (the `npm start` bundle), lets many clients book, accept and
// chat, and kills the process with SIGKILL at a random moment; then it restarts the server on the
// same data and goes on. After the kills it checks, straight in the database, that
//   - every write a client saw acknowledged (a 2xx received) is there: bookings, payments (the
//     sandbox's 'Pagar' as the browser sends it, card or Pix), accepted bookings (confirmada),
//     messages;
//   - the money (issue 17): every acknowledged payment is in the ledger exactly once; no request is
//     credited more often than it has paid attempts, nor one attempt twice; checkLedger reconciles
//     (every transaction balanced, no escrow negative, escrow = paid − refunded − released, events
//     and paid attempts all in the ledger);
//   - no booking request has partial day rows (each pedidos_reserva has exactly `dias` reservas
//     rows, with the request's status, family and caregiver) and no day row is an orphan;
//   - no two active day rows of one caregiver overlap (the exclusion constraint held);
//   - the server started cleanly every time, PGlite's pid lock left by the killed process included.
// PostgreSQL is also checked after every restart. Prints the counts; exits 1 on any anomaly.
//
// Every third round also kills a starting server before it answers (crash during recovery).
// Env: DURABILITY_KILLS (per database, 10), DURABILITY_CLIENTS (12 families + 2 caregivers),
// DURABILITY_BACKENDS (pglite,postgres), TEST_DATABASE_URL (PostgreSQL server, default
// postgres://cuidar:cuidar@127.0.0.1:5432/postgres), DURABILITY_DATABASE (cuidar_durability).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createCaregiver, createFamily, seededRandom } from '../src/db/factories';
import { conversas } from '../src/db/schema';
import { checkLedger } from '../src/features/ledger/service';
import { queryRows } from '../src/db/sql';
import { buildServerBundle, freePort, REPO_ROOT, startServerProcess, type ServerProcess } from './server-process';
import { openSessions, sessionEnvFor } from './sessions';

const KILLS = Number(process.env.DURABILITY_KILLS ?? 10);
const FAMILIES = Number(process.env.DURABILITY_CLIENTS ?? 12);
const CAREGIVER_CLIENTS = 2;
const CAREGIVERS = 6;
const BACKENDS = (process.env.DURABILITY_BACKENDS ?? 'pglite,postgres').split(',').map((b) => b.trim()) as ('pglite' | 'postgres')[];
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://cuidar:cuidar@127.0.0.1:5432/postgres';
const PG_DATABASE = process.env.DURABILITY_DATABASE ?? 'cuidar_durability';
const SECRET = `durability-${randomUUID()}-${randomUUID()}`;
const random = seededRandom(Number(process.env.DURABILITY_SEED ?? Date.now() % 2 ** 31));

interface Counts {
  kills: number;
  sent: number;
  /** Writes answered 2xx. */
  acknowledged: number;
  /** Reads answered 2xx (the caregivers' lists). */
  reads: number;
  refused: number;
  serverErrors: number;
  unanswered: number;
  verified: number;
  staleLocks: number;
  startMs: number[];
  /** Payments and acceptances the clients saw confirmed. */
  paid: number;
  accepted: number;
  /** What the ledger holds at the end (checkLedger's totals). */
  ledger?: { transactions: number; paid: number; refunded: number; held: number };
}

interface Fixture {
  families: { id: string; cookie: string; conversations: string[] }[];
  caregivers: { id: string; cookie: string }[];
}

/** What clients were told: the writes that must survive any crash. */
interface Acknowledged {
  bookings: Map<string, number>;
  /** Requests whose payment the family saw confirmed (isPaid in the answer). */
  paid: Set<string>;
  accepted: Set<string>;
  messages: Set<string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// ── Data ──────────────────────────────────────────────────────────────────────────────────

async function seedFixture(handle: DatabaseHandle): Promise<Fixture> {
  await handle.migrate();
  const caregivers = [];
  for (let i = 0; i < CAREGIVERS; i++) {
    // No declared availability: any future day can be booked, so clients collide often and the
    // exclusion constraint has work to do.
    caregivers.push(await createCaregiver(handle.db, { random: seededRandom(i + 1), availabilityDays: 0 }));
  }
  const families = [];
  for (let i = 0; i < FAMILIES; i++) families.push(await createFamily(handle.db, { firstName: 'Família', lastName: `Crash ${i}` }));
  const sessions = await openSessions(handle, sessionEnvFor(SECRET), [...families, ...caregivers].map((u) => u.id));
  const cookies = new Map([...sessions].map(([id, opened]) => [id, opened.cookie]));
  const withConversations = [];
  for (const [i, family] of families.entries()) {
    const conversations = [];
    for (const caregiver of [caregivers[i % CAREGIVERS]!, caregivers[(i + 1) % CAREGIVERS]!]) {
      const [row] = await handle.db.insert(conversas).values({ familiaId: family.id, cuidadorId: caregiver.id }).returning({ id: conversas.id });
      conversations.push(row!.id);
    }
    withConversations.push({ id: family.id, cookie: cookies.get(family.id)!, conversations });
  }
  return {
    families: withConversations,
    caregivers: caregivers.slice(0, CAREGIVERS).map((c) => ({ id: c.id, cookie: cookies.get(c.id)! })),
  };
}

// ── Load ──────────────────────────────────────────────────────────────────────────────────

/** Clients wait on this while the server is down; `open()` lets them go, `close()` holds them. */
class Gate {
  private waiting: Promise<void> = new Promise(() => undefined);
  private release: () => void = () => undefined;
  url = '';
  constructor() {
    this.close();
  }
  open(url: string) {
    this.url = url;
    this.release();
  }
  close() {
    this.waiting = new Promise((resolve) => (this.release = resolve));
  }
  wait() {
    return this.waiting;
  }
}

type Outcome = { kind: 'ok'; status: number; body: unknown } | { kind: 'refused'; status: number } | { kind: 'error'; status: number; text: string } | { kind: 'unanswered' };

async function call(gate: Gate, counts: Counts, method: string, pathName: string, cookie: string, body?: unknown): Promise<Outcome> {
  counts.sent++;
  try {
    const response = await fetch(`${gate.url}${pathName}`, {
      method,
      headers: { cookie, origin: gate.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.ok) {
      if (method === 'GET') counts.reads++;
      else counts.acknowledged++;
      return { kind: 'ok', status: response.status, body: JSON.parse(text) };
    }
    if (response.status < 500) {
      counts.refused++;
      return { kind: 'refused', status: response.status };
    }
    counts.serverErrors++;
    return { kind: 'error', status: response.status, text: text.slice(0, 300) };
  } catch {
    // The process died with the request in flight: it may or may not have been written.
    counts.unanswered++;
    return { kind: 'unanswered' };
  }
}

interface LoadState {
  gate: Gate;
  counts: Counts;
  acked: Acknowledged;
  anomalies: string[];
  stopped: boolean;
}

interface BookingBody {
  cuidadorId: string;
  dataInicio: string;
  dataFim?: string;
  horaInicio: string;
  horaFim: string;
  idempotencyKey: string;
  /** The family's answer to the labour-law warning (docs/product.md#labour-law): ranges here often pass two days a week. */
  vinculoEscolha: 'alternar_cuidadores';
}

/** A request for one to five days, two to sixty days ahead, one to five hours: many collide. */
function bookingBody(fixture: Fixture): BookingBody {
  const dataInicio = addDaysToDate(todayInSaoPaulo(), between(2, 60));
  const start = between(6, 17);
  return {
    cuidadorId: fixture.caregivers[between(0, CAREGIVERS - 1)]!.id,
    dataInicio,
    ...(random() < 0.6 ? { dataFim: addDaysToDate(dataInicio, between(0, 4)) } : {}),
    horaInicio: `${String(start).padStart(2, '0')}:00`,
    horaFim: `${String(start + between(1, 5)).padStart(2, '0')}:${random() < 0.5 ? '00' : '30'}`,
    idempotencyKey: randomUUID(),
    vinculoEscolha: 'alternar_cuidadores',
  };
}

async function familyLoop(state: LoadState, fixture: Fixture, family: Fixture['families'][number]) {
  // Requests whose answer was lost in a crash are sent again with the same idempotency key, as
  // the browser's retry would: they must create the booking once or find it.
  const retries: BookingBody[] = [];
  // Requests made and not yet seen paid: the family pays each at once (the payment page opens after
  // the request), and clicks 'Pagar' again when the answer was lost, with the same method.
  const toPay: { id: string; method: 'card' | 'pix' }[] = [];
  while (!state.stopped) {
    await state.gate.wait();
    if (state.stopped) return;
    if (toPay.length) {
      const payment = toPay.shift()!;
      const outcome = await call(state.gate, state.counts, 'POST', `/api/payments/sandbox/bookings/${payment.id}/confirm`, family.cookie, { method: payment.method });
      if (outcome.kind === 'ok') {
        if ((outcome.body as { payment: { isPaid: boolean } }).payment.isPaid) state.acked.paid.add(payment.id);
        else state.anomalies.push(`pagamento do pedido ${payment.id} respondido sem estar pago`);
      } else if (outcome.kind === 'unanswered') {
        toPay.push(payment);
      } else if (outcome.kind === 'error') {
        state.anomalies.push(`POST sandbox confirm → ${outcome.status}: ${outcome.text}`);
      }
      continue;
    }
    if (random() < 0.55 || retries.length) {
      const body = retries.shift() ?? bookingBody(fixture);
      const outcome = await call(state.gate, state.counts, 'POST', '/api/bookings', family.cookie, body);
      if (outcome.kind === 'ok') {
        const booking = (outcome.body as { booking: { id: string; dias: number } }).booking;
        state.acked.bookings.set(booking.id, booking.dias);
        if (!state.acked.paid.has(booking.id)) toPay.push({ id: booking.id, method: random() < 0.5 ? 'card' : 'pix' });
      } else if (outcome.kind === 'unanswered') {
        if (retries.length < 3) retries.push(body);
      } else if (outcome.kind === 'error') {
        state.anomalies.push(`POST /api/bookings → ${outcome.status}: ${outcome.text}`);
      }
    } else {
      const conversation = family.conversations[between(0, family.conversations.length - 1)]!;
      const outcome = await call(state.gate, state.counts, 'POST', `/api/conversations/${conversation}/messages`, family.cookie, {
        content: `mensagem ${randomUUID().slice(0, 8)} — tudo certo para amanhã?`,
      });
      if (outcome.kind === 'ok') state.acked.messages.add((outcome.body as { message: { id: string } }).message.id);
      else if (outcome.kind === 'error') state.anomalies.push(`POST message → ${outcome.status}: ${outcome.text}`);
    }
  }
}

async function caregiverLoop(state: LoadState, caregivers: Fixture['caregivers']) {
  while (!state.stopped) {
    await state.gate.wait();
    if (state.stopped) return;
    const caregiver = caregivers[between(0, caregivers.length - 1)]!;
    const list = await call(state.gate, state.counts, 'GET', '/api/bookings?scope=upcoming', caregiver.cookie);
    if (list.kind === 'error') state.anomalies.push(`GET /api/bookings → ${list.status}: ${list.text}`);
    if (list.kind !== 'ok') continue;
    const pending = (list.body as { bookings: { id: string; status: string }[] }).bookings.filter((b) => b.status === 'pendente');
    if (!pending.length) {
      await sleep(20);
      continue;
    }
    const target = pending[between(0, pending.length - 1)]!;
    const outcome = await call(state.gate, state.counts, 'POST', `/api/bookings/${target.id}/accept`, caregiver.cookie, {});
    if (outcome.kind === 'ok') state.acked.accepted.add(target.id);
    else if (outcome.kind === 'error') state.anomalies.push(`POST accept → ${outcome.status}: ${outcome.text}`);
  }
}

// ── Checks ────────────────────────────────────────────────────────────────────────────────

/** Checks the invariants and the acknowledged writes; returns how many acknowledged writes were found intact. */
async function verify(db: DatabaseHandle['db'], acked: Acknowledged, anomalies: string[], when: string): Promise<number> {
  let intact = 0;
  const bookingIds = [...new Set([...acked.bookings.keys(), ...acked.accepted])];
  const found = new Map<string, { dias: number; status: string }>();
  for (let i = 0; i < bookingIds.length; i += 1000) {
    const ids = bookingIds.slice(i, i + 1000);
    const rows = await queryRows<{ id: string; dias: number; status: string }>(
      db,
      sql`select id::text as id, dias, status::text as status from pedidos_reserva where id::text in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    for (const row of rows) found.set(row.id, { dias: Number(row.dias), status: row.status });
  }
  for (const [id, dias] of acked.bookings) {
    const row = found.get(id);
    if (!row) anomalies.push(`${when}: reserva confirmada ao cliente e ausente: ${id}`);
    else if (row.dias !== dias) anomalies.push(`${when}: reserva ${id} com dias ${row.dias}, cliente recebeu ${dias}`);
    else intact++;
  }
  for (const id of acked.accepted) {
    const row = found.get(id);
    if (row?.status === 'confirmada') intact++;
    else anomalies.push(`${when}: aceite confirmado ao cliente e reserva ${id} está ${row?.status ?? 'ausente'}`);
  }
  const messageIds = [...acked.messages];
  let messagesFound = 0;
  for (let i = 0; i < messageIds.length; i += 1000) {
    const ids = messageIds.slice(i, i + 1000);
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mensagens where id::text in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    messagesFound += Number(rows[0]?.n ?? 0);
  }
  intact += messagesFound;
  if (messagesFound !== messageIds.length) anomalies.push(`${when}: ${messageIds.length - messagesFound} mensagens confirmadas ao cliente e ausentes`);

  const partial = await queryRows<{ id: string; dias: number; n: number }>(
    db,
    sql`select p.id::text as id, p.dias, count(r.id)::int as n
          from pedidos_reserva p left join reservas r on r.pedido_id = p.id
         group by p.id, p.dias having count(r.id) <> p.dias`,
  );
  for (const row of partial) anomalies.push(`${when}: reserva ${row.id} com ${row.n} dias gravados de ${row.dias}`);
  const mismatched = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reservas r join pedidos_reserva p on p.id = r.pedido_id
         where r.status <> p.status or r.familia_id <> p.familia_id or r.cuidador_id <> p.cuidador_id`,
  );
  if (Number(mismatched[0]?.n)) anomalies.push(`${when}: ${mismatched[0]!.n} dias com status/família/cuidador diferente do pedido`);
  const orphans = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from reservas r where not exists (select 1 from pedidos_reserva p where p.id = r.pedido_id)`);
  if (Number(orphans[0]?.n)) anomalies.push(`${when}: ${orphans[0]!.n} dias órfãos (sem pedido)`);
  const overlaps = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reservas a join reservas b
          on a.cuidador_id = b.cuidador_id and a.id < b.id
         and tstzrange(a.start_datetime, a.end_datetime) && tstzrange(b.start_datetime, b.end_datetime)
       where a.status in ('pendente', 'confirmada') and b.status in ('pendente', 'confirmada')`,
  );
  if (Number(overlaps[0]?.n)) anomalies.push(`${when}: ${overlaps[0]!.n} pares de dias ativos sobrepostos do mesmo cuidador`);
  intact += await verifyMoney(db, acked, anomalies, when);
  const orphanMessages = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mensagens m where not exists (select 1 from conversas c where c.id = m.conversa_id)`);
  if (Number(orphanMessages[0]?.n)) anomalies.push(`${when}: ${orphanMessages[0]!.n} mensagens sem conversa`);
  return intact;
}

/** The booking money after the kills: acknowledged payments once in the ledger, nothing twice, all reconciled. */
async function verifyMoney(db: DatabaseHandle['db'], acked: Acknowledged, anomalies: string[], when: string): Promise<number> {
  let intact = 0;
  const paidIds = [...acked.paid];
  for (let i = 0; i < paidIds.length; i += 1000) {
    const ids = paidIds.slice(i, i + 1000);
    const rows = await queryRows<{ id: string; pago_em: string | null; credited: number; succeeded: number }>(
      db,
      sql`select p.id::text as id, p.pago_em,
            (select count(*)::int from ledger_transactions t where t.pedido_id = p.id and t.kind = 'payment') as credited,
            (select count(*)::int from booking_payments b where b.pedido_id = p.id and b.status = 'succeeded') as succeeded
          from pedidos_reserva p where p.id::text in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    const found = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = found.get(id);
      if (!row) anomalies.push(`${when}: pagamento confirmado ao cliente e pedido ${id} ausente`);
      else if (!row.pago_em || Number(row.credited) < 1) anomalies.push(`${when}: pagamento confirmado ao cliente e ausente do razão: pedido ${id}`);
      else intact++;
    }
  }
  // No double credit: one payment posting per paid attempt, never two for one provider payment.
  const doubled = await queryRows<{ id: string; credited: number; succeeded: number }>(
    db,
    sql`select p.id::text as id,
          (select count(*)::int from ledger_transactions t where t.pedido_id = p.id and t.kind = 'payment') as credited,
          (select count(*)::int from booking_payments b where b.pedido_id = p.id and b.status = 'succeeded') as succeeded
        from pedidos_reserva p
        where (select count(*) from ledger_transactions t where t.pedido_id = p.id and t.kind = 'payment')
           <> (select count(*) from booking_payments b where b.pedido_id = p.id and b.status = 'succeeded')`,
  );
  for (const row of doubled) anomalies.push(`${when}: pedido ${row.id} com ${row.credited} créditos no razão para ${row.succeeded} pagamentos`);
  const attemptsTwice = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from booking_payments b
        where (select count(*) from ledger_transactions t where t.idempotency_key = 'payment:' || b.provider || ':' || b.provider_payment_id) > 1`,
  );
  if (Number(attemptsTwice[0]?.n)) anomalies.push(`${when}: ${attemptsTwice[0]!.n} pagamentos creditados mais de uma vez`);
  const report = await checkLedger(db);
  for (const problem of report.problems.slice(0, 10)) anomalies.push(`${when}: ledger:check — ${problem}`);
  return intact;
}

// ── One database ──────────────────────────────────────────────────────────────────────────

interface BackendResult {
  name: string;
  counts: Counts;
  anomalies: string[];
  seconds: number;
}

async function runBackend(kind: 'pglite' | 'postgres', bundle: string): Promise<BackendResult> {
  const started = performance.now();
  const counts: Counts = { kills: 0, sent: 0, acknowledged: 0, reads: 0, refused: 0, serverErrors: 0, unanswered: 0, verified: 0, staleLocks: 0, startMs: [], paid: 0, accepted: 0 };
  const anomalies: string[] = [];
  const dataDir = path.join(REPO_ROOT, '.tmp', `durability-${kind}`);
  rmSync(dataDir, { recursive: true, force: true });
  const pgliteDir = path.join(dataDir, 'pg');
  const lockFile = `${pgliteDir}.lock`;
  let url: string | undefined;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await admin.query(`create database ${PG_DATABASE}`);
    await admin.end();
    const parsed = new URL(ADMIN_URL);
    parsed.pathname = `/${PG_DATABASE}`;
    url = parsed.toString();
  }

  const seedHandle = await openDatabase(url ? { url, poolSize: 4 } : { dataDir: pgliteDir });
  const fixture = await seedFixture(seedHandle);
  await seedHandle.close();

  const port = await freePort();
  const env = {
    NODE_ENV: 'test',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: SECRET,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    JOBS_INTERVAL_MS: '1000',
    LOG_LEVEL: 'error',
  };
  const start = async (): Promise<ServerProcess> => {
    try {
      const server = await startServerProcess({ bundle, port, env, timeoutMs: 60_000 });
      counts.startMs.push(server.startMs);
      return server;
    } catch (error) {
      anomalies.push(`o servidor não reiniciou: ${(error as Error).message}`);
      throw error;
    }
  };

  const state: LoadState = { gate: new Gate(), counts, acked: { bookings: new Map(), paid: new Set(), accepted: new Set(), messages: new Set() }, anomalies, stopped: false };
  const checker = url ? await openDatabase({ url, poolSize: 2 }) : undefined;
  const loops = [
    ...fixture.families.map((family) => familyLoop(state, fixture, family)),
    ...Array.from({ length: CAREGIVER_CLIENTS }, () => caregiverLoop(state, fixture.caregivers)),
  ];

  /** A server killed while it starts: opening the folder, recovering, migrating. */
  const killWhileStarting = async () => {
    const child = spawn(process.execPath, [bundle], { cwd: REPO_ROOT, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) } as Record<string, string>, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await sleep(between(50, 1500));
    child.kill('SIGKILL');
    await exited;
    counts.kills++;
  };

  let server = await start();
  try {
    for (let k = 0; k < KILLS; k++) {
      state.gate.open(server.url);
      // PGlite answers one query at a time: give it longer to acknowledge some writes.
      await sleep(kind === 'pglite' ? between(800, 3000) : between(250, 2500));
      // Until a first payment is acknowledged, let the load run on (a busy machine answers slowly):
      // the kills must land while payments are being made, not before any could be.
      for (let waited = 0; !state.acked.paid.size && waited < 30_000; waited += 100) await sleep(100);
      if (server.child.exitCode !== null) anomalies.push(`o servidor parou sozinho antes do kill ${k + 1}: ${server.stderr.slice(-5).join(' | ')}`);
      state.gate.close();
      server.child.kill('SIGKILL');
      await server.exited;
      counts.kills++;
      if (kind === 'pglite' && existsSync(lockFile)) {
        // The killed process could not remove its pid file; the next start must see it is dead.
        if (Number(readFileSync(lockFile, 'utf8')) === server.pid) counts.staleLocks++;
      }
      const errors = server.stderr.filter((line) => /error|erro/i.test(line));
      if (errors.length) anomalies.push(`erros no log antes do kill ${k + 1}: ${errors.slice(-3).join(' | ')}`);
      if (k % 3 === 2) await killWhileStarting();
      server = await start();
      if (checker) await verify(checker.db, state.acked, anomalies, `após o kill ${k + 1}`);
    }
  } finally {
    state.stopped = true;
    state.gate.open(server.url);
    await Promise.all(loops);
    await server.stop();
  }
  // The last start already proved the restart; now read everything from the database itself.
  const finalHandle = checker ?? (await openDatabase({ dataDir: pgliteDir }));
  counts.verified = await verify(finalHandle.db, state.acked, anomalies, 'no fim');
  counts.paid = state.acked.paid.size;
  counts.accepted = state.acked.accepted.size;
  const ledger = await checkLedger(finalHandle.db);
  counts.ledger = { transactions: ledger.counts.transactions, ...ledger.totals };
  if (!counts.paid) anomalies.push('nenhum pagamento confirmado em 30 s: a rodada não exercitou o dinheiro');
  await finalHandle.close();
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await admin.end();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { name: kind === 'pglite' ? 'PGlite (pasta embutida)' : 'PostgreSQL', counts, anomalies, seconds: (performance.now() - started) / 1000 };
}

// ── Main ──────────────────────────────────────────────────────────────────────────────────

function summary(result: BackendResult): string {
  const c = result.counts;
  const starts = [...c.startMs].sort((a, b) => a - b);
  return [
    `${result.name} — ${result.seconds.toFixed(1)} s`,
    `  kills (SIGKILL, alguns durante o início): ${c.kills}, reinícios limpos: ${c.startMs.length - 1}${result.name.startsWith('PGlite') ? `, arquivos de trava deixados pelo processo morto e superados: ${c.staleLocks}` : ''}`,
    `  requisições enviadas: ${c.sent}, escritas confirmadas (2xx): ${c.acknowledged}, leituras 2xx: ${c.reads}, recusadas (4xx: conflito de horário etc.): ${c.refused}, 5xx: ${c.serverErrors}, sem resposta (em voo no kill): ${c.unanswered}`,
    `  escritas confirmadas verificadas no banco: ${c.verified} (pagamentos confirmados: ${c.paid}, aceites: ${c.accepted})`,
    `  razão: ${c.ledger?.transactions ?? 0} transações; pago ${c.ledger?.paid ?? 0}, reembolsado ${c.ledger?.refunded ?? 0}, em custódia ${c.ledger?.held ?? 0} centavos; ledger:check ${result.anomalies.some((a) => a.includes('ledger:check')) ? 'com problemas' : 'ok'}`,
    `  início do servidor: mediana ${starts[Math.floor(starts.length / 2)]?.toFixed(0)} ms, máx ${starts.at(-1)?.toFixed(0)} ms`,
    `  anomalias: ${result.anomalies.length}`,
    ...result.anomalies.slice(0, 20).map((a) => `    ✗ ${a}`),
  ].join('\n');
}

async function main() {
  console.log(`test:durability — ${KILLS} kills por banco, ${FAMILIES} famílias e ${CAREGIVER_CLIENTS} cuidadores como clientes, bancos: ${BACKENDS.join(', ')}`);
  const bundle = await buildServerBundle('durability-server');
  const results: BackendResult[] = [];
  for (const kind of BACKENDS) {
    const result = await runBackend(kind, bundle);
    console.log(summary(result));
    results.push(result);
  }
  const kills = results.reduce((n, r) => n + r.counts.kills, 0);
  const anomalies = results.reduce((n, r) => n + r.anomalies.length, 0);
  const total = (key: 'sent' | 'acknowledged' | 'verified') => results.reduce((n, r) => n + r.counts[key], 0);
  console.log(`\nTotal: ${kills} kills, ${total('sent')} requisições, ${total('acknowledged')} escritas confirmadas, ${total('verified')} escritas verificadas, ${anomalies} anomalias`);
  if (anomalies || kills < 20) {
    if (kills < 20) console.log('✗ menos de 20 kills no total');
    process.exit(1);
  }
  console.log('✓ nenhuma escrita confirmada perdida, nenhuma reserva pela metade, cada pagamento confirmado no razão uma vez, o servidor reinicia limpo');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
