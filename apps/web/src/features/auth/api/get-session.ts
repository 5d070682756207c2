import { sessionResponseSchema, type SessionUserDto } from '@cuidar/domain/auth';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getSession = () => apiGet('/api/session', sessionResponseSchema).then((r) => r.user);

/** The signed-in user (null when signed out). One request per page load, shared by every screen. */
export const getSessionQueryOptions = () => queryOptions({ queryKey: [cacheArea.session], queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

export function setSessionUser(queryClient: QueryClient, user: SessionUserDto | null) {
  queryClient.setQueryData(getSessionQueryOptions().queryKey, user);
}

/**
 * After a request that changed the session cookie (an e-mail link signing the person in): a session
 * read sent before it, without the new cookie, must not answer 'signed out' afterwards.
 */
export async function replaceSessionUser(queryClient: QueryClient, user: SessionUserDto | null) {
  const { queryKey } = getSessionQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  if (user) setSessionUser(queryClient, user);
  else void queryClient.invalidateQueries({ queryKey });
}
