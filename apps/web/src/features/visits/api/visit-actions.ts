import type { VisitMoment } from '@cuidar/domain/visits';
import { visitDayDtoSchema, visitResponseSchema } from '@cuidar/domain/visits';
import { z } from '@cuidar/domain/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

// Arrival and departure (docs/product.md#visits): the caregiver's scan and buttons, the family's confirmation.

export const scanPresenceCode = (codigo: string) => apiSend('POST', '/api/visits/scan', visitResponseSchema, { codigo });

export function useScanPresenceCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: scanPresenceCode, onSuccess: () => void invalidateAfter(queryClient, 'booking') });
}

/** 'Cheguei' / 'Saí'. */
export function usePressVisitButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { reservaId: string; moment: VisitMoment }) =>
      apiSend('POST', `/api/visits/${encodeURIComponent(v.reservaId)}/${v.moment === 'chegada' ? 'check-in' : 'check-out'}`, visitResponseSchema, {}),
    onSuccess: () => void invalidateAfter(queryClient, 'booking'),
  });
}

export function useConfirmVisitMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { reservaId: string; moment: VisitMoment }) =>
      apiSend('POST', `/api/visits/${encodeURIComponent(v.reservaId)}/confirm`, z.object({ visit: visitDayDtoSchema }), { momento: v.moment }),
    onSuccess: () => void invalidateAfter(queryClient, 'booking'),
  });
}
