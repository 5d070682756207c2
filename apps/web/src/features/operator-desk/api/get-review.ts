import { caregiverReviewSchema } from '@cuidar/domain/operator-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getCaregiverReview = (id: string) => apiGet(`/api/operador/cuidadores/${encodeURIComponent(id)}`, caregiverReviewSchema);

export const getCaregiverReviewQueryOptions = (id: string) => queryOptions({ queryKey: [cacheArea.operatorReview, id], queryFn: () => getCaregiverReview(id) });

export function useCaregiverReview(id: string) {
  return useQuery(getCaregiverReviewQueryOptions(id));
}

/** Where the browser opens a document inline: the server streams it and logs the read. */
export const documentUrl = (caregiverId: string, documentId: string) =>
  `/api/operador/cuidadores/${encodeURIComponent(caregiverId)}/documentos/${encodeURIComponent(documentId)}`;
