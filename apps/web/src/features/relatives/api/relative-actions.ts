import { okMessageSchema } from '@cuidar/domain/dto';
import { relativeResponseSchema, type InviteRelativeInput } from '@cuidar/domain/relatives';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

// The family's actions on its relatives: invite, resend, grant, cancel or remove.

export const inviteRelative = (input: InviteRelativeInput) => apiSend('POST', '/api/familiares', relativeResponseSchema, input);
export const resendRelativeInvitation = (id: string) => apiSend('POST', `/api/familiares/${encodeURIComponent(id)}/reenviar`, relativeResponseSchema, {});
export const setRelativeGrant = (input: { id: string; podeConfirmarPresenca: boolean }) =>
  apiSend('PATCH', `/api/familiares/${encodeURIComponent(input.id)}`, relativeResponseSchema, { podeConfirmarPresenca: input.podeConfirmarPresenca });
export const removeRelative = (id: string) => apiSend('DELETE', `/api/familiares/${encodeURIComponent(id)}`, okMessageSchema);

function useRelativeMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAfter(queryClient, 'relatives') });
}

export const useInviteRelative = () => useRelativeMutation(inviteRelative);
export const useResendRelativeInvitation = () => useRelativeMutation(resendRelativeInvitation);
export const useSetRelativeGrant = () => useRelativeMutation(setRelativeGrant);
export const useRemoveRelative = () => useRelativeMutation(removeRelative);
