import type { BookingRequestDetailsDto } from '@cuidar/domain/booking-details';
import { effectiveStatus } from '@cuidar/domain/bookings';
import type { ReservationStatus } from '@cuidar/domain/constants';
import { getPatientForCaregiver } from '../family-profile/service';
import { getFamilyRating } from '../reviews/service';
import { getVinculoAcknowledgement } from '../labour-law/service';
import { findRequestDetails } from './repository';
import type { BookingDeps } from './service';

// What each side sees of one request before and after accepting (docs/product.md#request-details).

/** Once the caregiver accepted, the street and number are theirs to know (to get there). */
const ADDRESS_STATUSES: readonly ReservationStatus[] = ['confirmada', 'concluida'];
/** Statuses that give the caregiver a reason to read the patient (as family-profile's rule). */
const PATIENT_STATUSES: readonly ReservationStatus[] = ['pendente', 'confirmada', 'concluida'];

/**
 * The street part of the family's address as its caregiver may read it once the booking is accepted
 * (ADDRESS_STATUSES): street, number and CEP all filled, or nothing.
 */
export function familyStreetAddress(row: { rua: string | null; numero: string | null; complemento: string | null; cep: string | null }) {
  return row.rua && row.numero && row.cep ? { rua: row.rua, numero: row.numero, complemento: row.complemento, cep: row.cep } : null;
}

/**
 * The request's details for its caregiver or its family; null (→ 404) for anyone else. The
 * caregiver gets the neighbourhood and city always, the street only after accepting, the care needs,
 * and the patient through family-profile (consent respected, every read logged before it leaves).
 */
export async function getBookingRequestDetails(
  deps: Pick<BookingDeps, 'db' | 'now'>,
  userId: string,
  pedidoId: string,
): Promise<BookingRequestDetailsDto | null> {
  const row = await findRequestDetails(deps.db, pedidoId, userId);
  if (!row) return null;
  const status = effectiveStatus(row.status, row, deps.now());
  const isFamily = row.familiaId === userId;
  const showAddress = isFamily || ADDRESS_STATUSES.includes(status);
  let patient: BookingRequestDetailsDto['patient'] = null;
  if (!isFamily && PATIENT_STATUSES.includes(status)) {
    const read = await getPatientForCaregiver(deps, userId, row.familiaId, pedidoId);
    if (read) patient = { nome: read.pacienteNome, idade: read.pacienteIdade, condicao: read.pacienteCondicao };
  }
  return {
    bookingId: row.id,
    status,
    family: {
      id: row.familiaId,
      firstName: row.firstName,
      lastName: row.lastName,
      bairro: row.bairro,
      cidade: row.cidade,
      estado: row.estado,
      endereco: showAddress ? familyStreetAddress(row) : null,
    },
    needs: { competencias: row.necessidades ?? [], turno: row.turnoPreferido },
    patient,
    // Other caregivers' ratings of the family, as a count and an average, to the caregiver only:
    // never to the family itself (docs/product.md#reviews).
    familyRating: isFamily ? null : await getFamilyRating(deps.db, row.familiaId),
    cancellation:
      status === 'cancelada'
        ? { canceladoPor: row.canceladoPor, canceladoEm: row.canceladoEm ? row.canceladoEm.toISOString() : null, motivo: row.motivoCancelamento }
        : null,
    vinculo: await getVinculoAcknowledgement(deps.db, pedidoId, userId),
  };
}
