import {
  recoveryCodesResponseSchema,
  startTwoFactorResponseSchema,
  twoFactorChangeResponseSchema,
  twoFactorStatusDtoSchema,
} from '@cuidar/domain/account-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// Two-factor sign-in in Configurações: status, set-up (password → QR code → first code), recovery
// codes and turning it off. Turning it on or off renews the session, so the sessions list reloads.

export const getTwoFactorStatus = () => apiGet('/api/account/two-factor', twoFactorStatusDtoSchema);

export const getTwoFactorStatusQueryOptions = () => queryOptions({ queryKey: [cacheArea.twoFactor], queryFn: getTwoFactorStatus });

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}

export const startTwoFactor = (currentPassword: string) =>
  apiSend('POST', '/api/account/two-factor/start', startTwoFactorResponseSchema, { currentPassword }).then((r) => r.setup);
export const confirmTwoFactor = (code: string) => apiSend('POST', '/api/account/two-factor/confirm', twoFactorChangeResponseSchema, { code });
export const disableTwoFactor = (currentPassword: string) =>
  apiSend('POST', '/api/account/two-factor/disable', twoFactorChangeResponseSchema, { currentPassword });
export const renewRecoveryCodes = (currentPassword: string) =>
  apiSend('POST', '/api/account/two-factor/recovery-codes', recoveryCodesResponseSchema, { currentPassword });

function useTwoFactorChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAfter(queryClient, 'twoFactor') });
}

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
export const useConfirmTwoFactor = () => useTwoFactorChange(confirmTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);
export const useRenewRecoveryCodes = () => useMutation({ mutationFn: renewRecoveryCodes });
