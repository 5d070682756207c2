import { formatDateRange, formatTimeRange } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { mailMessages } from '@cuidar/domain/messages';
import type { CancellationQuote } from '@cuidar/domain/cancellation-policy';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { bookingCancelledByCaregiverMail, bookingCancelledByFamilyMail, bookingDeclinedMail } from '../../mail/templates';
import { partyNames } from './repository';
import type { BookingDeps } from './service';

// The e-mails of a declined or cancelled booking (docs/product.md#notifications). They leave after
// the commit, through the outbox; the stored notification is what counts, so a failure is logged.

interface MailedPedido {
  familiaId: string;
  cuidadorId: string;
  dataInicio: string;
  dataFim: string;
  start: Date;
  end: Date;
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

/** To the family: the caregiver declined their request. */
export function mailDeclined(deps: MailDeps, pedido: MailedPedido): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    if (!names.familia) return;
    const mail = bookingDeclinedMail({
      name: names.familia.firstName,
      caregiverName: nameOf(names.cuidador),
      period: formatDateRange(pedido.dataInicio, pedido.dataFim),
      url: `${deps.publicUrl}${paths.recomendacoes}`,
    });
    await deps.mailer.send({ ...mail, to: names.familia.email, kind: 'reserva-recusada' });
  });
}

/** To the caregiver: the family cancelled, with the reason and, when late, what stays with them. */
export function mailCancelledByFamily(deps: MailDeps, pedido: MailedPedido, motivo: string | null, quote: CancellationQuote | null): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    if (!names.cuidador) return;
    const mail = bookingCancelledByFamilyMail({
      name: names.cuidador.firstName,
      familyName: nameOf(names.familia),
      period: formatDateRange(pedido.dataInicio, pedido.dataFim),
      hours: formatTimeRange(pedido.start, pedido.end),
      motivo,
      consequence: quote && quote.toCaregiverCents > 0 ? mailMessages.lateCancellationToCaregiver(formatCentavos(quote.toCaregiverCents)) : null,
      url: `${deps.publicUrl}${paths.dashboardPage('cuidador', 'agenda')}`,
    });
    await deps.mailer.send({ ...mail, to: names.cuidador.email, kind: 'reserva-cancelada-familia' });
  });
}

/** To the family: the caregiver cancelled a confirmed booking; the policy gives them everything back. */
export function mailCancelledByCaregiver(deps: MailDeps, pedido: MailedPedido, motivo: string, quote: CancellationQuote & { deliveredDays?: number }): Promise<void> {
  return quietly(deps, async () => {
    const names = await partyNames(deps.db, pedido.familiaId, pedido.cuidadorId);
    if (!names.familia) return;
    const mail = bookingCancelledByCaregiverMail({
      name: names.familia.firstName,
      caregiverName: nameOf(names.cuidador),
      period: formatDateRange(pedido.dataInicio, pedido.dataFim),
      hours: formatTimeRange(pedido.start, pedido.end),
      motivo,
      refund: formatCentavos(quote.refundToFamilyCents),
      started: (quote.deliveredDays ?? 0) > 0,
      url: `${deps.publicUrl}${paths.recomendacoes}`,
    });
    await deps.mailer.send({ ...mail, to: names.familia.email, kind: 'reserva-cancelada-cuidador' });
  });
}
