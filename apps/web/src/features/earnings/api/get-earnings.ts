import type { EarningsDto } from '@cuidar/domain/earnings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getEarnings = () => api<EarningsDto>('/api/caregiver/earnings');

export function useEarnings() {
  return useQuery({ queryKey: ['caregiver', 'earnings'], queryFn: getEarnings });
}
