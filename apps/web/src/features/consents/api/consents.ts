import type { ConsentOverviewDto } from '@cuidar/domain/account-settings';
import type { ConsentKind } from '@cuidar/domain/consents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consentsQueryKey = ['account', 'consents'] as const;

export const getConsents = () => api<{ consents: ConsentOverviewDto[] }>('/api/account/consents').then((r) => r.consents);
export const updateConsent = (input: { kind: ConsentKind; accepted: boolean }) =>
  api<{ consent: ConsentOverviewDto; message: string }>(`/api/account/consents/${input.kind}`, {
    method: 'PUT',
    body: { accepted: input.accepted },
  });

export function useConsents() {
  return useQuery({ queryKey: consentsQueryKey, queryFn: getConsents });
}

/** Gives or withdraws a consent. Withdrawing the health one erases the condition: the profile reloads. */
export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsent,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consentsQueryKey });
      // The family profile shows the consent and the condition; this key belongs to that feature.
      void queryClient.invalidateQueries({ queryKey: ['family-profile'] });
    },
  });
}
