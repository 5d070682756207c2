import type { NotificationType, ReservationStatus } from './constants';

/** A booking request as the dashboards show it, seen from the caller's side. */
export interface BookingDto {
  id: string;
  status: ReservationStatus;
  dias: number;
  dataInicio: string;
  dataFim: string;
  horaInicio: string;
  horaFim: string;
  /** First day's start and last day's end, ISO instants. */
  startDatetime: string;
  endDatetime: string;
  precoHoraCentavos: number;
  precoTotalCentavos: number;
  createdAt: string;
  /** The other party: the caregiver for a family, the family for a caregiver. */
  counterpart: {
    id: string;
    firstName: string;
    lastName: string;
    avatarUrl: string | null;
    rating: number | null;
  };
  review: { estrelas: number; comentario: string | null } | null;
}

export interface ReviewDto {
  id: string;
  pedidoId: string;
  estrelas: number;
  comentario: string | null;
  createdAt: string;
  /** Who wrote it (for a caregiver) or whom it is about (for a family). */
  author: { id: string; firstName: string; lastName: string };
}

export interface NotificationDto {
  id: string;
  tipo: NotificationType;
  mensagem: string;
  link: string | null;
  lida: boolean;
  createdAt: string;
}

/**
 * The status a person should see now. Rows are moved by the lifecycle job, but a request nobody
 * answered before its start is already expired and a confirmed one past its end already concluded,
 * even if the job has not run yet.
 */
export function effectiveStatus(
  status: ReservationStatus,
  times: { start: Date; end: Date; createdAt: Date },
  now: Date,
): ReservationStatus {
  if (status === 'pendente') {
    const deadline = Math.min(times.start.getTime(), times.createdAt.getTime() + 24 * 3600 * 1000);
    if (now.getTime() >= deadline) return 'expirada';
  }
  if (status === 'confirmada' && now.getTime() >= times.end.getTime()) return 'concluida';
  return status;
}

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  pendente: 'Pendente',
  confirmada: 'Confirmado',
  recusada: 'Recusada',
  cancelada: 'Cancelada',
  expirada: 'Expirada',
  concluida: 'Concluída',
};
