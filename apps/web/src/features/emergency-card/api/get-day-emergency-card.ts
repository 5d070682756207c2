import { caregiverEmergencyCardResponseSchema } from '@cuidar/domain/emergency-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

// A caregiver opens the family's card for one booked day (docs/product.md#emergency-card). Each
// opening is logged for the family, so the answer is fetched once per opening: never kept after the
// dialog closes, never read again in the background.

export const getDayEmergencyCard = (reservaId: string) =>
  apiGet(`/api/visits/${encodeURIComponent(reservaId)}/emergency-card`, caregiverEmergencyCardResponseSchema);

export const getDayEmergencyCardQueryOptions = (reservaId: string) =>
  queryOptions({
    queryKey: [cacheArea.emergencyCard, 'day', reservaId],
    queryFn: () => getDayEmergencyCard(reservaId),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useDayEmergencyCard = (reservaId: string, enabled: boolean) => useQuery({ ...getDayEmergencyCardQueryOptions(reservaId), enabled });
