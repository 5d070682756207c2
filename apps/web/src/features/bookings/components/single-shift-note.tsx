import type { BookingDto } from '@cuidar/domain/bookings';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { MODALIDADE_LABELS } from '@cuidar/domain/single-shift';
import { Badge } from '@/components/ui/badge';

/** 'Plantão Avulso' beside a booking priced at the fixed price (docs/product.md#single-shift); nothing for an hourly one. */
export function SingleShiftBadge({ booking }: { booking: Pick<BookingDto, 'modalidade'> }) {
  if (booking.modalidade !== 'avulso') return null;
  return <Badge variant="brand">{MODALIDADE_LABELS.avulso}</Badge>;
}

/**
 * What the caregiver reads on a 'Plantão Avulso' request before answering: it is the fixed price,
 * not her hourly rate, and what she will receive of it; she may decline if it does not suit her.
 */
export function SingleShiftCaregiverNote({ booking }: { booking: Pick<BookingDto, 'modalidade' | 'precoTotalCentavos'> }) {
  if (booking.modalidade !== 'avulso') return null;
  return (
    <div className="rounded-md border border-brand-200 bg-white p-2 text-sm text-slate-800">
      <p className="font-semibold">{messages.singleShift.caregiverShareOnCard(formatCentavos(booking.precoTotalCentavos))}</p>
      <p>{messages.singleShift.caregiverFixedNote}</p>
    </div>
  );
}
