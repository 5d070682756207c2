import { familyEmergencyCardResponseSchema, type EmergencyCardInput } from '@cuidar/domain/emergency-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { getEmergencyCardQueryOptions } from './get-emergency-card';

export const saveEmergencyCard = (input: EmergencyCardInput) => apiSend('PUT', '/api/emergency-card', familyEmergencyCardResponseSchema, input);

export function useSaveEmergencyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmergencyCard,
    onSuccess: (answer) => {
      queryClient.setQueryData(getEmergencyCardQueryOptions().queryKey, answer);
      void invalidateAfter(queryClient, 'emergencyCard');
    },
  });
}
