import { okMessageSchema } from '@cuidar/domain/dto';
import { accountSessionsResponseSchema, revokeOtherSessionsResponseSchema } from '@cuidar/domain/account-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

export const getAccountSessions = () => apiGet('/api/account/sessions', accountSessionsResponseSchema).then((r) => r.sessions);
export const revokeSession = (id: string) =>
  apiSend('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, okMessageSchema);
export const revokeOtherSessions = () =>
  apiSend('POST', '/api/account/sessions/revoke-others', revokeOtherSessionsResponseSchema, {});

/** The signed-in person's active sessions (devices). */
export const getAccountSessionsQueryOptions = () => queryOptions({ queryKey: [cacheArea.accountSessions], queryFn: getAccountSessions });

export function useAccountSessions() {
  return useQuery(getAccountSessionsQueryOptions());
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSettled: () => invalidateAfter(queryClient, 'accountSessions') });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSettled: () => invalidateAfter(queryClient, 'accountSessions') });
}
