import { checkItemResponseSchema } from '@cuidar/domain/operator-desk';
import type { VerificationCheck } from '@cuidar/domain/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export interface SetCheckInput {
  caregiverId: string;
  item: VerificationCheck;
  feito: boolean;
  nota?: string;
  realizadaEm?: string | null;
}

export const setVerificationCheck = ({ caregiverId, item, ...body }: SetCheckInput) =>
  apiSend('PUT', `/api/operador/cuidadores/${encodeURIComponent(caregiverId)}/checklist/${item}`, checkItemResponseSchema, body).then((r) => r.check);

export function useSetVerificationCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setVerificationCheck, onSuccess: () => invalidateAfter(queryClient, 'verificationCheck') });
}
