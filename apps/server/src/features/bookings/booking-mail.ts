import { formatPlace } from '@cuidar/domain/address';
import { formatDateRange, formatTimeRange, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { mailMessages, messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { describeWeekdays } from '@cuidar/domain/booking-series';
import { endsNextDay } from '@cuidar/domain/shifts';
import type { CancellationQuote } from '@cuidar/domain/cancellation-policy';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import {
  bookingAcceptedMail,
  bookingCancelledByCaregiverMail,
  bookingCancelledByFamilyMail,
  bookingDeclinedMail,
  bookingExpiredMail,
  bookingReminderCaregiverMail,
  bookingReminderFamilyMail,
} from '../../mail/templates';
import { listBookingRefunds } from '../booking-payments/service';
import { findPedidoForParty, findRequestDetails, partyNames } from './repository';
import { familyStreetAddress } from './request-details';
import type { BookingDeps } from './service';

// The e-mails of a declined, cancelled or expired booking and the reminders of its days
// (docs/product.md#notifications). They leave after the commit, through the outbox; the stored
// notification is what counts, so a failure is logged. Never to a deleted account.

interface MailedPedido {
  familiaId: string;
  cuidadorId: string;
  dataInicio: string;
  dataFim: string;
  start: Date;
  end: Date;
  horaInicio?: string;
  horaFim?: string;
  diasSemana?: number[] | null;
  /** Set for a care plan's booking (paid from the plan's account). */
  planSubscriptionId?: string | null;
}

/**
 * The booking's days for an e-mail; a weekly series names its weekdays (ADR 0041).
 * Ordinary bookings read as before.
 */
export function mailPeriod(pedido: Pick<MailedPedido, 'dataInicio' | 'dataFim' | 'diasSemana'>): string {
  const range = formatDateRange(pedido.dataInicio, pedido.dataFim);
  return pedido.diasSemana?.length ? `${messages.shifts.everyWeek(describeWeekdays(pedido.diasSemana))}, ${range}` : range;
}

/**
 * The hours for an e-mail: a shift ending on the next day or a series says its daily hours ('19:00
 * às 07:00 do dia seguinte'); ordinary bookings keep the first start and last end as before.
 */
export function mailHours(pedido: Pick<MailedPedido, 'start' | 'end' | 'horaInicio' | 'horaFim' | 'diasSemana'>): string {
  const wall = pedido.horaInicio && pedido.horaFim ? { start: pedido.horaInicio.slice(0, 5), end: pedido.horaFim.slice(0, 5) } : null;
  if (wall && (pedido.diasSemana?.length || endsNextDay(wall.start, wall.end))) return formatTimeRange(wall.start, wall.end);
  return formatTimeRange(pedido.start, pedido.end);
}

type MailDeps = Pick<BookingDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>;
const nameOf = (p?: { firstName: string; lastName: string }) => fullName(p ?? {});

async function quietly(deps: MailDeps, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.logger.warn('[bookings] e-mail não enviado', error);
  }
}

/** Whom an e-mail about the booking may go to: the party, unless the account was deleted. */
const reachable = <T extends { deletedAt: Date | null }>(party: T | undefined): T | undefined => (party && !party.deletedAt ? party : undefined);

/** To the family: the caregiver accepted; the booking is confirmed. */
export function mailAccepted(deps: MailDeps, pedido: { id: string; familiaId: string; cuidadorId: string }): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    const familia = reachable(names.familia);
    const booking = await findPedidoForParty(deps.db, pedido.id, pedido.cuidadorId);
    if (!familia || !booking) return;
    const mail = bookingAcceptedMail({
      name: familia.firstName,
      caregiverName: nameOf(names.cuidador),
      period: mailPeriod(booking),
      hours: mailHours(booking),
      url: `${deps.publicUrl}${paths.dashboardPage('familia', 'reservas')}`,
    });
    await deps.mailer.send({ ...mail, to: familia.email, kind: 'reserva-aceita' });
  });
}

/** To the family: the caregiver declined their request. */
export function mailDeclined(deps: MailDeps, pedido: MailedPedido): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    const familia = reachable(names.familia);
    if (!familia) return;
    const mail = bookingDeclinedMail({
      name: familia.firstName,
      caregiverName: nameOf(names.cuidador),
      period: mailPeriod(pedido),
      url: `${deps.publicUrl}${paths.recomendacoes}`,
    });
    await deps.mailer.send({ ...mail, to: familia.email, kind: 'reserva-recusada' });
  });
}

/** To the caregiver: the family cancelled, with the reason and, when late, what stays with them. */
export function mailCancelledByFamily(deps: MailDeps, pedido: MailedPedido, motivo: string | null, quote: CancellationQuote | null): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    const cuidador = reachable(names.cuidador);
    if (!cuidador) return;
    const mail = bookingCancelledByFamilyMail({
      name: cuidador.firstName,
      familyName: nameOf(names.familia),
      period: mailPeriod(pedido),
      hours: mailHours(pedido),
      motivo,
      consequence: quote && quote.toCaregiverCents > 0 ? mailMessages.lateCancellationToCaregiver(formatCentavos(quote.toCaregiverCents)) : null,
      url: `${deps.publicUrl}${paths.dashboardPage('cuidador', 'agenda')}`,
    });
    await deps.mailer.send({ ...mail, to: cuidador.email, kind: 'reserva-cancelada-familia' });
  });
}

/** To the family: the caregiver cancelled a confirmed booking; the policy gives them everything back. */
export function mailCancelledByCaregiver(deps: MailDeps, pedido: MailedPedido, motivo: string, quote: CancellationQuote & { deliveredDays?: number }): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    const familia = reachable(names.familia);
    if (!familia) return;
    const mail = bookingCancelledByCaregiverMail({
      name: familia.firstName,
      caregiverName: nameOf(names.cuidador),
      period: mailPeriod(pedido),
      hours: mailHours(pedido),
      motivo,
      refund: formatCentavos(quote.refundToFamilyCents),
      started: (quote.deliveredDays ?? 0) > 0,
      toPlan: Boolean(pedido.planSubscriptionId),
      url: `${deps.publicUrl}${paths.recomendacoes}`,
    });
    await deps.mailer.send({ ...mail, to: familia.email, kind: 'reserva-cancelada-cuidador' });
  });
}

/**
 * To the family: nobody answered its request in time (the lifecycle job expired it). What it paid
 * comes back in full (docs/product.md#booking-payments), as the refunds owed in the expiry say.
 */
export function mailExpired(deps: MailDeps & Pick<BookingDeps, 'now'>, pedido: { id: string; familiaId: string; cuidadorId: string }): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    const familia = reachable(names.familia);
    const booking = await findPedidoForParty(deps.db, pedido.id, pedido.familiaId);
    if (!familia || !booking) return;
    const refunds = (await listBookingRefunds(deps, pedido.familiaId, pedido.id)).filter((r) => r.reason === 'expirada');
    const methods = new Set(refunds.map((r) => r.method));
    const mail = bookingExpiredMail({
      name: familia.firstName,
      caregiverName: nameOf(names.cuidador),
      period: mailPeriod(booking),
      hours: mailHours(booking),
      refund: refunds.length
        ? { amount: formatCentavos(refunds.reduce((sum, r) => sum + r.amountCents, 0)), method: methods.size === 1 ? [...methods][0]! : null }
        : null,
      url: `${deps.publicUrl}${paths.recomendacoes}`,
    });
    await deps.mailer.send({ ...mail, to: familia.email, kind: 'reserva-expirada' });
  });
}

/** One day of a confirmed booking, as the reminder job finds it (bookings repository: findDaysStartingSoon). */
export interface ReminderDay {
  pedidoId: string;
  familiaId: string;
  cuidadorId: string;
  /** Its São Paulo date and wall times. */
  date: string;
  horaInicio: string;
  horaFim: string;
}

/** The family's address as the caregiver's agenda shows it for a confirmed booking (docs/product.md#request-details). */
async function addressForCaregiver(deps: MailDeps, day: ReminderDay): Promise<{ street: string | null; place: string }> {
  const family = await findRequestDetails(deps.db, day.pedidoId, day.cuidadorId);
  const street = family ? familyStreetAddress(family) : null;
  return {
    street: street ? bookingsCopy.requestDetails.address(street.rua, street.numero, street.complemento, street.cep) : null,
    place: family ? formatPlace(family) : '',
  };
}

/**
 * The day before (within 24 hours of) one day of a confirmed booking, to one of its parties: the
 * date and hours in São Paulo time, a link to the booking and, to the caregiver, the family's address.
 */
export function mailReminder(deps: MailDeps, day: ReminderDay, to: 'familia' | 'cuidador'): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, day.familiaId, day.cuidadorId);
    const recipient = reachable(to === 'familia' ? names.familia : names.cuidador);
    if (!recipient) return;
    const when = { date: formatWeekdayDayMonth(day.date), hours: formatTimeRange(day.horaInicio, day.horaFim) };
    const mail =
      to === 'familia'
        ? bookingReminderFamilyMail({ name: recipient.firstName, caregiverName: nameOf(names.cuidador), ...when, url: `${deps.publicUrl}${paths.dashboardPage('familia', 'reservas')}` })
        : bookingReminderCaregiverMail({
            name: recipient.firstName,
            familyName: nameOf(names.familia),
            ...when,
            ...(await addressForCaregiver(deps, day)),
            url: `${deps.publicUrl}${paths.dashboardPage('cuidador', 'agenda')}`,
          });
    await deps.mailer.send({ ...mail, to: recipient.email, kind: 'lembrete' });
  });
}
