import { careDiaryPhotoResponseSchema } from '@cuidar/domain/care-diary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '@/lib/invalidation';
import { uploadFile } from '@/lib/upload';

// A photo on the caregiver's entry (docs/product.md#care-diary): up to 3, images only, checked by the server.

export const addDiaryPhoto = (entryId: string, file: File) =>
  uploadFile(`/api/care-diary/entries/${encodeURIComponent(entryId)}/photos`, file, careDiaryPhotoResponseSchema).then((r) => r.foto);

export function useAddDiaryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { entryId: string; file: File }) => addDiaryPhoto(v.entryId, v.file),
    onSuccess: () => void invalidateAfter(queryClient, 'careDiary'),
  });
}
