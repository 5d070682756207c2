import type { BookingDto } from '@cuidar/domain/bookings';
import { useState, type ReactNode } from 'react';
import { ComingSoonDialog } from '@/components/layout/coming-soon-dialog';
import type { FamilyBookingActions } from '../components/family-bookings';

const TEXTS = {
  message: { title: 'Mensagem', text: 'O chat com cuidadores estará disponível em breve.' },
  cancel: { title: 'Cancelar reserva', text: 'O cancelamento pelo painel estará disponível em breve. Enquanto isso, fale com o suporte.' },
  review: { title: 'Avaliar cuidador', text: 'As avaliações pelo painel estarão disponíveis em breve.' },
} as const;

/**
 * Placeholder handlers for Mensagem, Cancelar and Avaliar until the booking-and-chat work lands:
 * each opens a dialog that says so. Replace this hook with the real actions.
 */
export function useComingSoonBookingActions(): [FamilyBookingActions, ReactNode] {
  const [open, setOpen] = useState<{ kind: keyof typeof TEXTS; booking: BookingDto } | null>(null);
  const actions: FamilyBookingActions = {
    onMessage: (booking) => setOpen({ kind: 'message', booking }),
    onCancel: (booking) => setOpen({ kind: 'cancel', booking }),
    onReview: (booking) => setOpen({ kind: 'review', booking }),
  };
  const dialog = (
    <ComingSoonDialog
      open={open !== null}
      onOpenChange={(isOpen) => !isOpen && setOpen(null)}
      title={open ? TEXTS[open.kind].title : ''}
      text={open ? TEXTS[open.kind].text : ''}
    />
  );
  return [actions, dialog];
}
