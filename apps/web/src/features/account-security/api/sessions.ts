import type { AccountSessionDto } from '@cuidar/domain/account-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

export const getAccountSessions = () => api<{ sessions: AccountSessionDto[] }>('/api/account/sessions').then((r) => r.sessions);
export const revokeSession = (id: string) =>
  api<{ ok: true; message: string }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const revokeOtherSessions = () =>
  api<{ revoked: number; message: string }>('/api/account/sessions/revoke-others', { method: 'POST', body: {} });

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
