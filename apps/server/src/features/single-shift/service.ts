import { BOOKING_HORIZON_DAYS } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import {
  SINGLE_SHIFT_HOURS,
  singleShiftMoney,
  type createSingleShiftSchema,
  type SingleShiftQuoteQuery,
  type SingleShiftQuoteResponse,
} from '@cuidar/domain/single-shift';
import { endsNextDay, shiftInstants } from '@cuidar/domain/shifts';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import type { z } from '@cuidar/domain/validation';
import type { BookingDto } from '@cuidar/domain/bookings';
import { badRequest, notFound } from '../../http/errors';
import { createBooking, getBooking, type BookingDeps } from '../bookings/service';
import { findCaregiversFreeForShift, findFamilyQuestionnaire, isSuggestibleCaregiver } from './repository';

// 'Plantão Avulso' (docs/product.md#single-shift, ADR 0046): a normal booking request of one
// shift, priced at the advertised fixed price instead of the caregiver's hourly rate. Payment,
// acceptance, contract, release, disputes and receipts are the bookings' own.

const m = messages.singleShift;

/**
 * The shift asked for, refused unless it starts from tomorrow up to the booking horizon (São Paulo
 * calendar): the price, the hours and its instants.
 */
function planShift(query: SingleShiftQuoteQuery, now: Date, feePercent: number) {
  const today = todayInSaoPaulo(now);
  if (query.data <= today) throw badRequest(m.tooSoon, 'data');
  if (query.data > addDaysToDate(today, BOOKING_HORIZON_DAYS)) throw badRequest(messages.booking.beyondHorizon, 'data');
  const hours = SINGLE_SHIFT_HOURS[query.periodo];
  return { hours, money: singleShiftMoney(query.data, feePercent), instants: shiftInstants(query.data, hours.horaInicio, hours.horaFim) };
}

/**
 * The price of the shift (what the family pays, what the caregiver receives, the fee inside it) and
 * the verified caregivers free for all of it, best first: in the order of the family's
 * questionnaire when the caller is a family that answered it, else by rating.
 */
export async function getSingleShiftQuote(
  deps: Pick<BookingDeps, 'db' | 'now' | 'feePercent'>,
  query: SingleShiftQuoteQuery,
  familiaId: string | null,
): Promise<SingleShiftQuoteResponse> {
  const now = deps.now();
  const { hours, money, instants } = planShift(query, now, deps.feePercent);
  const questionnaire = familiaId ? await findFamilyQuestionnaire(deps.db, familiaId) : null;
  const { caregivers, total } = await findCaregiversFreeForShift(deps.db, instants, now, questionnaire);
  return {
    quote: {
      data: query.data,
      periodo: query.periodo,
      horaInicio: hours.horaInicio,
      horaFim: hours.horaFim,
      fimDiaSeguinte: endsNextDay(hours.horaInicio, hours.horaFim),
      fimDeSemana: money.isWeekend,
      totalCentavos: money.totalCents,
      cuidadorRecebeCentavos: money.subtotalCents,
      taxaServicoCentavos: money.feeCents,
    },
    caregivers,
    ordem: questionnaire ? 'questionario' : 'avaliacao',
    total,
  };
}

/**
 * A family asks one caregiver for a 'Plantão Avulso'. The caregiver must be one the page offers
 * (verified and suggestible); the booking rules then apply as to any request (availability that
 * covers the whole shift, no overlapping booking — the database's exclusion constraint decides
 * races —, open-request limits, rate limit, idempotency key, labour law), with the price fixed here
 * on the server.
 */
export async function createSingleShiftBooking(deps: BookingDeps, familiaId: string, input: z.output<typeof createSingleShiftSchema>): Promise<{ booking: BookingDto; created: boolean }> {
  const now = deps.now();
  const { hours, money } = planShift(input, now, deps.feePercent);
  // Only whom the page could offer (verified, suggestible). Being free for the whole shift is the
  // booking's own rule (availability, overlap), which answers with its own messages.
  if (!(await isSuggestibleCaregiver(deps.db, input.cuidadorId))) throw notFound(messages.booking.caregiverNotFound);
  const result = await createBooking(
    deps,
    familiaId,
    {
      cuidadorId: input.cuidadorId,
      dataInicio: input.data,
      horaInicio: hours.horaInicio,
      horaFim: hours.horaFim,
      idempotencyKey: input.idempotencyKey,
      vinculoEscolha: input.vinculoEscolha,
    },
    { modalidade: 'avulso', money },
  );
  const booking = await getBooking(deps, familiaId, 'familia', result.id);
  if (!booking) throw notFound();
  return { booking, created: result.created };
}
