import { fullName } from '@cuidar/domain/names';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/caregiver/star-rating';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatShortDate } from '@cuidar/domain/date-format';
import { useReviewsGiven } from '../api/get-reviews-given';

/** 'Avaliações Feitas': what the family wrote about caregivers, newest first. */
export function ReviewsGivenCard() {
  const query = useReviewsGiven();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Avaliações Feitas</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Carregando avaliações">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="space-y-2 text-slate-700">
            <p>{errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-slate-600">Você ainda não avaliou nenhum cuidador.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {query.data.map((review) => (
              <li key={review.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">{fullName(review.author)}</p>
                  <span className="text-sm text-slate-600">{formatShortDate(review.createdAt)}</span>
                </div>
                <StarRating stars={review.estrelas} />
                {review.comentario && <p className="mt-1 text-slate-700">{review.comentario}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
