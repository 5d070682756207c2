import type { BookingDto } from '@cuidar/domain/bookings';
import { formatCentavos, formatDateRange } from '@cuidar/domain/format';
import { BookingStatusBadge } from '@/components/booking/status-badge';
import { Dialog, DialogContent } from '@/components/ui/dialog';

export function BookingDetailsDialog({ booking, open, onOpenChange }: { booking: BookingDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const name = `${booking.counterpart.firstName} ${booking.counterpart.lastName}`.trim();
  const rows: [string, React.ReactNode][] = [
    ['Com', name],
    ['Status', <BookingStatusBadge key="s" status={booking.status} />],
    [booking.dias === 1 ? 'Data' : 'Período', formatDateRange(booking.dataInicio, booking.dataFim)],
    ['Horário', `${booking.horaInicio} às ${booking.horaFim}`],
    ['Dias', String(booking.dias)],
    ['Valor por hora', formatCentavos(booking.precoHoraCentavos)],
    ['Total', formatCentavos(booking.precoTotalCentavos)],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Detalhes da reserva">
        <dl className="divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {booking.review && (
          <p className="mt-4 rounded-lg bg-slate-50 p-3 text-slate-700">
            Sua avaliação: {booking.review.estrelas} de 5{booking.review.comentario ? ` — “${booking.review.comentario}”` : ''}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
