import type { BookingDto } from '@cuidar/domain/bookings';
import { useState, type ReactNode } from 'react';
import { BookingDialog } from '../components/booking-dialog';
import { CancelDialog } from '../components/cancel-dialog';
import { ConfirmedCancelDialog } from '../components/confirmed-cancel-dialog';
import type { FamilyBookingActions } from '../components/family-bookings';
import { ReviewDialog } from '../components/review-dialog';

/**
 * The family's booking actions: 'Cancelar' and 'Avaliar' open their dialogs here; 'Mensagem' is
 * whatever the page passes (it opens the chat, another feature).
 */
export function useFamilyBookingActions({ onMessage }: { onMessage: (booking: BookingDto) => void }): [FamilyBookingActions, ReactNode] {
  const [open, setOpen] = useState<{ kind: 'cancel' | 'review' | 'again'; booking: BookingDto } | null>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const actions: FamilyBookingActions = {
    onMessage,
    onCancel: (booking) => setOpen({ kind: 'cancel', booking }),
    onReview: (booking) => setOpen({ kind: 'review', booking }),
    onBookAgain: (booking) => setOpen({ kind: 'again', booking }),
  };
  const dialogs = (
    <>
      {/* A confirmed booking is cancelled under the policy (reason from the list, quote first). */}
      {open?.kind === 'cancel' && open.booking.status === 'confirmada' && <ConfirmedCancelDialog booking={open.booking} side="familia" open onOpenChange={close} />}
      {open?.kind === 'cancel' && open.booking.status !== 'confirmada' && <CancelDialog booking={open.booking} open onOpenChange={close} />}
      {open?.kind === 'review' && <ReviewDialog booking={open.booking} open onOpenChange={close} />}
      {/* 'Agendar de novo': the same caregiver and hours; the days are chosen again. */}
      {open?.kind === 'again' && (
        <BookingDialog
          caregiver={{ ...open.booking.counterpart, precoHoraCentavos: open.booking.precoHoraCentavos }}
          initialTimes={{ start: open.booking.horaInicio, end: open.booking.horaFim }}
          open
          onOpenChange={close}
        />
      )}
    </>
  );
  return [actions, dialogs];
}
