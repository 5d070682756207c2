import { careDiaryEntryResponseSchema, type CareDiaryCorrectionInput, type CareDiaryEntryInput } from '@cuidar/domain/care-diary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

// The caregiver writes an entry or corrects one (docs/product.md#care-diary); nothing is deleted.

export const writeDiaryEntry = (reservaId: string, input: CareDiaryEntryInput) =>
  apiSend('POST', `/api/care-diary/days/${encodeURIComponent(reservaId)}/entries`, careDiaryEntryResponseSchema, input);

export const correctDiaryEntry = (entryId: string, input: CareDiaryCorrectionInput) =>
  apiSend('POST', `/api/care-diary/entries/${encodeURIComponent(entryId)}/corrections`, careDiaryEntryResponseSchema, input);

export function useWriteDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { reservaId: string; input: CareDiaryEntryInput }) => writeDiaryEntry(v.reservaId, v.input),
    onSuccess: () => void invalidateAfter(queryClient, 'careDiary'),
  });
}

export function useCorrectDiaryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { entryId: string; input: CareDiaryCorrectionInput }) => correctDiaryEntry(v.entryId, v.input),
    onSuccess: () => void invalidateAfter(queryClient, 'careDiary'),
  });
}
