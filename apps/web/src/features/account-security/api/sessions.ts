import type { AccountSessionDto } from '@cuidar/domain/account-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

export const getAccountSessions = () => api<{ sessions: AccountSessionDto[] }>('/api/account/sessions').then((r) => r.sessions);
export const revokeSession = (id: string) =>
  api<{ ok: true; message: string }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const revokeOtherSessions = () =>
  api<{ revoked: number; message: string }>('/api/account/sessions/revoke-others', { method: 'POST', body: {} });

/** The signed-in person's active sessions (devices). */
export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsQueryKey, queryFn: getAccountSessions });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
