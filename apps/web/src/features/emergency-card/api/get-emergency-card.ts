import { familyEmergencyCardResponseSchema } from '@cuidar/domain/emergency-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

// The family's own 'Cartão de emergência' (docs/product.md#emergency-card) and whether it may keep one.

export const getEmergencyCard = () => apiGet('/api/emergency-card', familyEmergencyCardResponseSchema);

export const getEmergencyCardQueryOptions = () => queryOptions({ queryKey: [cacheArea.emergencyCard, 'own'], queryFn: getEmergencyCard });

export const useEmergencyCard = () => useQuery(getEmergencyCardQueryOptions());
