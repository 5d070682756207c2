import { formatPlace } from '@cuidar/domain/address';
import { TURNO_LABELS } from '@cuidar/domain/constants';
import { formatDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { formatRating } from '@cuidar/domain/caregivers';
import { MapPin, HeartPulse, ListChecks, Scale, Star } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useBookingDetails } from '../api/get-booking-details';

const m = messages.booking;
const c = bookingsCopy.requestDetails;

/**
 * Where the family is, what they need and the patient as far as the family shares it
 * (docs/product.md#request-details). The street and number appear only once the server sends them
 * (after the caregiver accepted).
 */
export function RequestDetails({ bookingId, viewer }: { bookingId: string; viewer: 'familia' | 'cuidador' }) {
  const query = useBookingDetails(bookingId);
  if (query.isPending) return <Skeleton className="h-16" aria-label={c.loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-slate-700">
        {m.detailsLoadFailed} {errorMessage(query.error)}
      </p>
    );
  }
  const { family, needs, patient, cancellation, familyRating, vinculo } = query.data;
  const place = formatPlace(family);
  return (
    <dl className="grid gap-2 text-sm text-slate-800">
      {viewer === 'cuidador' && (
        <div className="flex gap-2">
          <dt className="sr-only">{c.placeLabel}</dt>
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <dd>
            {place || c.placeUnknown}
            {family.endereco && (
              <span className="block text-slate-700">
                {c.address(family.endereco.rua, family.endereco.numero, family.endereco.complemento, family.endereco.cep)}
              </span>
            )}
          </dd>
        </div>
      )}
      {viewer === 'cuidador' && (
        <div className="flex gap-2">
          <dt className="sr-only">{c.needsLabel}</dt>
          <ListChecks aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <dd>
            {needs.competencias.length > 0 ? (
              <>
                <span className="font-medium">{c.needsPrefix}</span> {needs.competencias.join(', ')}
              </>
            ) : (
              m.noNeedsInformed
            )}
            {needs.turno && <span className="block text-slate-700">{c.preferredShift(TURNO_LABELS[needs.turno])}</span>}
          </dd>
        </div>
      )}
      {viewer === 'cuidador' && (
        <div className="flex gap-2">
          <dt className="sr-only">{c.patientLabel}</dt>
          <HeartPulse aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <dd>
            {patient && (patient.nome || patient.idade !== null) ? (
              <>
                <span className="font-medium">{c.patientPrefix}</span> {[patient.nome, patient.idade !== null ? c.age(patient.idade) : null].filter(Boolean).join(', ')}
                <span className="block text-slate-700">{patient.condicao ? c.condition(patient.condicao) : m.conditionNotShared}</span>
              </>
            ) : (
              m.patientNotShared
            )}
          </dd>
        </div>
      )}
      {viewer === 'cuidador' && familyRating && (
        <div className="flex gap-2">
          <dt className="sr-only">{messages.reviews.familyRatingTitle}</dt>
          <Star aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <dd>
            {/* Other caregivers' private ratings, as a count and an average only (docs/product.md#reviews). */}
            {familyRating.total > 0 && familyRating.average !== null
              ? <><span className="font-medium">{c.familyRatingPrefix}</span> {messages.reviews.familyRatingSummary(formatRating(familyRating.average), c.ratingCount(familyRating.total))}</>
              : messages.reviews.familyRatingNone}
          </dd>
        </div>
      )}
      {vinculo && (
        // The family's choice after the labour-law warning, to both sides (docs/product.md#labour-law).
        <div className="flex gap-2 rounded-md bg-amber-50 p-2 text-amber-950">
          <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <dt className="font-semibold">{messages.labourLaw.recordedTitle}</dt>
            <dd>
              {(viewer === 'familia' ? messages.labourLaw.recordedFamily : messages.labourLaw.recordedCaregiver)(
                messages.labourLaw.choices[vinculo.escolha],
                formatDateTime(vinculo.registradoEm),
              )}
            </dd>
          </div>
        </div>
      )}
      {cancellation && (
        <div className="rounded-md bg-red-50 p-2 text-red-900">
          <dt className="font-semibold">
            {c.cancelled(cancellation.canceladoPor, cancellation.canceladoEm ? formatShortDate(cancellation.canceladoEm) : null)}
          </dt>
          {cancellation.motivo && <dd>{c.reason(cancellation.motivo)}</dd>}
        </div>
      )}
    </dl>
  );
}
