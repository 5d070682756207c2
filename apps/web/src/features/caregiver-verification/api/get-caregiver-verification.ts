import { caregiverVerificationResponseSchema } from '@cuidar/domain/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The signed-in caregiver's verification (state, what is missing, the latest decision); null before the profile exists. */
export const getCaregiverVerification = () =>
  apiGet('/api/caregiver/verification', caregiverVerificationResponseSchema).then((r) => r.verificacao);

export const getCaregiverVerificationQueryOptions = () =>
  queryOptions({ queryKey: [cacheArea.caregiverVerification], queryFn: getCaregiverVerification });

export function useCaregiverVerification() {
  return useQuery(getCaregiverVerificationQueryOptions());
}
