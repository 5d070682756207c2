import { okMessageSchema } from '@cuidar/domain/dto';
import { relativeInvitationResponseSchema, relativeSignUpResponseSchema, type RelativeSignUpInput } from '@cuidar/domain/relatives';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// The e-mailed invitation of a relative (docs/product.md#relatives): the token travels in the
// body, never in an API path.

export const getInvitation = (token: string) => apiSend('POST', '/api/convites-familiar/consultar', relativeInvitationResponseSchema, { token }).then((r) => r.convite);

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: [cacheArea.followedFamily, 'invitation', token], queryFn: () => getInvitation(token), retry: false });

export const useInvitation = (token: string | null) => useQuery({ ...getInvitationQueryOptions(token ?? ''), enabled: Boolean(token) });

export const signUpThroughInvitation = (input: RelativeSignUpInput) => apiSend('POST', '/api/convites-familiar/cadastro', relativeSignUpResponseSchema, input);
export const acceptInvitation = (token: string) => apiSend('POST', '/api/convites-familiar/aceitar', okMessageSchema, { token });

export const useSignUpThroughInvitation = () => useMutation({ mutationFn: signUpThroughInvitation });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => invalidateAfter(queryClient, 'followedFamily') });
}
