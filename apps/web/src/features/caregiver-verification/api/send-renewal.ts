import { renewalSentResponseSchema } from '@cuidar/domain/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '@/lib/invalidation';
import { uploadFile, type UploadOptions } from '@/lib/upload';

/** POST /api/caregiver/verification/renewal: a renewed criminal-records certificate with its issue date (docs/product.md#verification-renewal). */
export const sendRenewal = ({ file, emitidoEm }: { file: File; emitidoEm: string }, options: UploadOptions = {}) =>
  uploadFile('/api/caregiver/verification/renewal', file, renewalSentResponseSchema, { ...options, fields: { emitidoEm } });

export function useSendRenewal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: { file: File; emitidoEm: string }) => sendRenewal(input), onSuccess: () => void invalidateAfter(queryClient, 'caregiverVerification') });
}
