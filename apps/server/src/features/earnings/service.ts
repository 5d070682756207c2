import { formatMonthYear, toSaoPauloParts } from '@cuidar/domain/date-format';
import { fullName } from '@cuidar/domain/names';
import { releaseAt } from '@cuidar/domain/booking-money';
import { bookingMoneyStates, nextPayoutDate, nextPayoutDateOf, type BookingMoneyState, type EarningsBooking, type EarningsDto, type PayoutDto, type StatementFormat } from '@cuidar/domain/payouts';
import { addMonths } from '@cuidar/domain/calendar-date';
import { saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import type { Executor } from '../../db/client';
import { accountBalance } from '../ledger/service';
import type { PayoutProvider } from '../../payouts/provider';
import { hasPayoutDestination, listPayouts, payoutsVia } from '../payouts/service';
import { findCaregiverName, findPaidDays, type EarningDayRow } from './repository';
import { renderStatementCsv, renderStatementPdf, type Statement } from './statement';

// 'Saldo e Ganhos' from the ledger (docs/product.md#earnings, docs/decisions/0035): a receber is
// the caregiver's share of paid, confirmed days still in escrow; disponível is the
// caregiver_available balance; pago is the payouts_sent balance. Each booking's state follows its
// days' releases and the payouts that covered them.

export interface EarningsDeps {
  db: Executor;
  now: () => Date;
  payoutWeekday: number;
  minimumPayoutCents: number;
  /** The payout provider: it decides where payouts go (a Pix key, or a Stripe connected account). */
  payouts: PayoutProvider | null;
}

async function moneyOf(db: Executor, cuidadorId: string) {
  const [days, payouts] = await Promise.all([findPaidDays(db, cuidadorId), listPayouts(db, cuidadorId)]);
  const sent = payouts.filter((p) => p.status !== 'failed').map((p) => ({ amountCents: p.amountCents, at: new Date(p.paidAt ?? p.requestedAt) }));
  const states = bookingMoneyStates(
    days.map((d) => ({ pedidoId: d.pedidoId, netCents: d.subtotalCents, releasedAt: d.releasedAt })),
    sent,
  );
  return { days, payouts, states };
}

const familyNameOf = (day: EarningDayRow) => fullName({ firstName: day.familyFirstName, lastName: day.familyLastName });

function bookingsOf(days: readonly EarningDayRow[], states: Map<string, BookingMoneyState>): EarningsBooking[] {
  const byPedido = new Map<string, EarningsBooking>();
  for (const day of days) {
    const state = states.get(day.pedidoId)!;
    const entry = byPedido.get(day.pedidoId) ?? {
      pedidoId: day.pedidoId,
      familyName: familyNameOf(day),
      dataInicio: day.dataInicio,
      dataFim: day.dataFim,
      familyPaidCents: 0,
      feeCents: 0,
      netCents: 0,
      state: state.state,
      since: state.since?.toISOString() ?? null,
    };
    entry.familyPaidCents += day.subtotalCents + day.feeCents;
    entry.feeCents += day.feeCents;
    entry.netCents += day.subtotalCents;
    byPedido.set(day.pedidoId, entry);
  }
  return [...byPedido.values()].sort((a, b) => (a.dataInicio < b.dataInicio ? 1 : a.dataInicio > b.dataInicio ? -1 : 0));
}

/** GET /api/caregiver/earnings */
export async function getEarnings(deps: EarningsDeps, cuidadorId: string): Promise<EarningsDto> {
  const via = payoutsVia(deps.payouts);
  const [{ days, payouts, states }, availableCents, paidOutCents, hasDestination] = await Promise.all([
    moneyOf(deps.db, cuidadorId),
    accountBalance(deps.db, { kind: 'caregiver_available', cuidadorId }),
    accountBalance(deps.db, { kind: 'payouts_sent', cuidadorId }),
    hasPayoutDestination(deps.db, cuidadorId, via),
  ]);
  const today = todayInSaoPaulo(deps.now());
  return {
    heldCents: days.filter((d) => !d.releasedAt).reduce((sum, d) => sum + d.subtotalCents, 0),
    availableCents,
    paidOutCents,
    today,
    nextPayoutDate: nextPayoutDateOf(today, deps.payoutWeekday, paidOutOn(payouts, today)),
    minimumPayoutCents: deps.minimumPayoutCents,
    payoutsVia: via,
    hasPayoutDestination: hasDestination,
    bookings: bookingsOf(days, states),
    payouts,
  };
}

// Paid out today already (one payout per caregiver and day): the next one is a week away.
const paidOutOn = (payouts: readonly PayoutDto[], day: string) => payouts.some((p) => toSaoPauloParts(new Date(p.requestedAt)).date === day);

export interface MoneyStillToReceive {
  availableCents: number;
  /** Payouts asked of the provider and not confirmed yet. */
  onTheWayCents: number;
  /** Her price for the days begun by `at` and not released yet ('A receber' of the days worked). */
  heldCents: number;
  /** The payout day of the available balance. */
  nextPayoutDate: string;
  /** The payout day from which the last held day is paid (after its release); null when none is held. */
  heldPayoutDate: string | null;
}

/**
 * What the caregiver still has to receive if she leaves at `at` (docs/product.md#deletion-payout),
 * from the same figures as 'Saldo e Ganhos': the available balance, payouts on their way, and of
 * 'A receber' only the days already begun. The days not begun are not hers to receive: leaving
 * cancels them and their money goes back to the families (the cancellation policy).
 */
export async function moneyStillToReceive(deps: Pick<EarningsDeps, 'db' | 'payoutWeekday'>, cuidadorId: string, at: Date): Promise<MoneyStillToReceive> {
  const [days, payouts, availableCents] = await Promise.all([
    findPaidDays(deps.db, cuidadorId),
    listPayouts(deps.db, cuidadorId),
    accountBalance(deps.db, { kind: 'caregiver_available', cuidadorId }),
  ]);
  const held = days.filter((d) => !d.releasedAt && d.startsAt <= at);
  const lastRelease = held.reduce<Date | null>((last, d) => {
    const release = releaseAt(d.endsAt);
    return !last || release > last ? release : last;
  }, null);
  const today = todayInSaoPaulo(at);
  return {
    availableCents,
    onTheWayCents: payouts.filter((p) => p.status === 'requested').reduce((sum, p) => sum + p.amountCents, 0),
    heldCents: held.reduce((sum, d) => sum + d.subtotalCents, 0),
    nextPayoutDate: nextPayoutDateOf(today, deps.payoutWeekday, paidOutOn(payouts, today)),
    heldPayoutDate: lastRelease ? nextPayoutDate(todayInSaoPaulo(lastRelease), deps.payoutWeekday) : null,
  };
}

/**
 * The month's statement: each service day of the month (what the family paid, the fee, the net
 * and where the money is), and the payouts made in the month. Only the caller's own figures.
 */
export async function buildStatement(deps: Pick<EarningsDeps, 'db' | 'now'>, cuidadorId: string, month: string): Promise<Statement> {
  const { days, payouts, states } = await moneyOf(deps.db, cuidadorId);
  const from = saoPauloToInstant(`${month}-01`, '00:00');
  const until = saoPauloToInstant(`${addMonths(month, 1)}-01`, '00:00');
  const caregiver = await findCaregiverName(deps.db, cuidadorId);
  const monthDays = days
    .filter((d) => d.date.startsWith(month))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((d) => {
      const state = states.get(d.pedidoId)!;
      return { date: d.date, familyName: familyNameOf(d), familyPaidCents: d.subtotalCents + d.feeCents, feeCents: d.feeCents, netCents: d.subtotalCents, state: state.state, since: state.since };
    });
  const monthPayouts = payouts
    .filter((p) => {
      const at = new Date(p.requestedAt);
      return at >= from && at < until;
    })
    .reverse()
    .map((p) => ({ at: new Date(p.paidAt ?? p.requestedAt), amountCents: p.amountCents, destino: p.destino, status: p.status }));
  return {
    month,
    monthLabel: formatMonthYear(`${month}-15`),
    caregiverName: fullName(caregiver),
    generatedAt: deps.now(),
    days: monthDays,
    payouts: monthPayouts,
    totals: {
      grossCents: monthDays.reduce((s, d) => s + d.familyPaidCents, 0),
      feeCents: monthDays.reduce((s, d) => s + d.feeCents, 0),
      netCents: monthDays.reduce((s, d) => s + d.netCents, 0),
      paidOutCents: monthPayouts.filter((p) => p.status !== 'failed').reduce((s, p) => s + p.amountCents, 0),
    },
  };
}

/** The statement as a file to download. */
export async function getStatementFile(
  deps: Pick<EarningsDeps, 'db' | 'now'>,
  cuidadorId: string,
  month: string,
  format: StatementFormat,
): Promise<{ body: Uint8Array | string; contentType: string; fileName: string }> {
  const statement = await buildStatement(deps, cuidadorId, month);
  const fileName = `extrato-cuidar-${month}.${format}`;
  if (format === 'csv') return { body: renderStatementCsv(statement), contentType: 'text/csv; charset=utf-8', fileName };
  return { body: await renderStatementPdf(statement), contentType: 'application/pdf', fileName };
}
