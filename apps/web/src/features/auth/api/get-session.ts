import type { SessionUserDto } from '@cuidar/domain/auth';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

export const getSession = () => api<{ user: SessionUserDto | null }>('/api/session').then((r) => r.user);

/** The signed-in user (null when signed out). One request per page load, shared by every screen. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
}

export function setSessionUser(queryClient: QueryClient, user: SessionUserDto | null) {
  queryClient.setQueryData(sessionQueryKey, user);
}
