import { STATUS_LABELS } from '@cuidar/domain/bookings';
import type { ReservationStatus } from '@cuidar/domain/constants';
import { Badge } from '@/components/ui/badge';

const variants: Record<ReservationStatus, 'warning' | 'success' | 'danger' | 'neutral' | 'brand'> = {
  aguardando_pagamento: 'warning',
  pendente: 'warning',
  confirmada: 'success',
  recusada: 'danger',
  cancelada: 'neutral',
  expirada: 'neutral',
  concluida: 'brand',
};

/** Pendente (yellow), Confirmado (green) and the later statuses (docs/product.md#bookings). */
export function BookingStatusBadge({ status }: { status: ReservationStatus }) {
  return <Badge variant={variants[status]}>{STATUS_LABELS[status]}</Badge>;
}
