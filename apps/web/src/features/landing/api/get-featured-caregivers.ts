import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { LANDING_CAREGIVER_COUNT } from '@cuidar/domain/constants';
import { usePublicJson } from '@/lib/public-data';

/**
 * The best-rated complete caregiver profiles for the landing page (6 by default). Read by the
 * landing's featured caregivers island, once per page (docs/decisions/0039: no query client, no zod).
 */
export function useFeaturedCaregivers(limit: number = LANDING_CAREGIVER_COUNT) {
  return usePublicJson<{ caregivers: CaregiverCardDto[] }>(`/api/caregivers/featured?limit=${limit}`);
}
