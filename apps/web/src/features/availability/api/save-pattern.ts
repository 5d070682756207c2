import { availabilityImpactResponseSchema, savedPatternResponseSchema, type WeeklyPatternInput } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { withChangeFlags } from './change-query';

// POST /api/availability/pattern (the first one) and PUT /api/availability/pattern/:id (re-saving).

export interface SavePatternInput {
  /** The pattern being replaced; absent when creating. */
  id?: string | undefined;
  values: WeeklyPatternInput;
}

const target = (id: string | undefined) => (id ? { method: 'PUT' as const, path: `/api/availability/pattern/${id}` } : { method: 'POST' as const, path: '/api/availability/pattern' });

export const savePattern = ({ id, values, confirm = false }: SavePatternInput & { confirm?: boolean }) => {
  const { method, path } = target(id);
  return apiSend(method, withChangeFlags(path, { confirm }), savedPatternResponseSchema, values);
};

/** The bookings saving would leave without availability (nothing changes). */
export const previewSavePattern = ({ id, values }: SavePatternInput) => {
  const { method, path } = target(id);
  return apiSend(method, withChangeFlags(path, { dryRun: true }), availabilityImpactResponseSchema, values).then((r) => r.bookings);
};

export function useSavePattern() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePattern, onSettled: () => invalidateAfter(queryClient, 'availabilityPattern') });
}
