import { consentsResponseSchema, updateConsentResponseSchema, type ConsentOverviewDto } from '@cuidar/domain/account-settings';
import type { ConsentKind } from '@cuidar/domain/consents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

export const getConsents = () => apiGet('/api/account/consents', consentsResponseSchema).then((r) => r.consents);
export const updateConsent = (input: { kind: ConsentKind; accepted: boolean }) =>
  apiSend('PUT', `/api/account/consents/${input.kind}`, updateConsentResponseSchema, { accepted: input.accepted });

export const getConsentsQueryOptions = () => queryOptions({ queryKey: [cacheArea.consents], queryFn: getConsents });

/** `enabled` false: a screen that may be shown to someone without consents of their own (a relative). */
export function useConsents(enabled = true) {
  return useQuery({ ...getConsentsQueryOptions(), enabled });
}

/** Gives or withdraws a consent. Withdrawing the health one erases the condition: the profile reloads. */
export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConsent, onSuccess: () => void invalidateAfter(queryClient, 'consent') });
}

/** The health-data consent in force is on an older text than the one a person accepts today (docs/product.md#account-lgpd). */
export function isHealthConsentOutdated(consent: ConsentOverviewDto | undefined): boolean {
  return !!consent?.active && consent.active.version !== consent.currentVersion;
}

/** The health-data consent among a person's consents (undefined while loading or for other roles). */
export const healthConsentOf = (consents: readonly ConsentOverviewDto[] | undefined) => consents?.find((consent) => consent.kind === 'dados_saude');

/** The family's health-data consent, from its own consents. */
export function useHealthConsent(): ConsentOverviewDto | undefined {
  return healthConsentOf(useConsents().data);
}
