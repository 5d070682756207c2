import { fullName } from '@cuidar/domain/names';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/caregiver/star-rating';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDayMonth, formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { reviewsCopy } from '@cuidar/domain/messages/screens/reviews';
import { useReviewsGiven } from '../api/get-reviews-given';

/** 'Avaliações Feitas': what the family wrote about caregivers, newest first. */
export function ReviewsGivenCard() {
  const c = reviewsCopy.given;
  const query = useReviewsGiven();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{c.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label={c.loading}>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="space-y-2 text-slate-700">
            <p>{errorMessage(query.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {reviewsCopy.retry}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-slate-600">{c.empty}</p>
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
                {/* Double-blind (docs/product.md#reviews): when the caregiver will be shown it. */}
                {!review.publicada && <p className="mt-1 text-sm text-slate-600">{messages.reviews.pendingForFamily(formatDayMonth(review.publicarEm))}</p>}
                {review.resposta && (
                  <div className="mt-2 rounded-md border-l-4 border-brand-300 bg-brand-50 px-3 py-2">
                    <p className="text-sm font-semibold text-slate-800">{messages.reviews.replyHeading}</p>
                    <p className="whitespace-pre-line text-slate-800">{review.resposta.texto}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
