import type { ReviewDto } from '@cuidar/domain/bookings';
import { paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { Link } from 'react-router';
import { RatingSummary, StarRating } from '@/components/caregiver/star-rating';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatShortDate } from '@cuidar/domain/date-format';
import { useReviewsReceived } from '../api/get-reviews-received';

const EMPTY = 'Você ainda não recebeu avaliações. Elas aparecem aqui depois que uma família avalia um serviço concluído.';

function ReviewItem({ review }: { review: ReviewDto }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{fullName(review.author)}</span>
        <span className="text-sm text-slate-600">{formatShortDate(review.createdAt)}</span>
      </div>
      <StarRating stars={review.estrelas} />
      {review.comentario && <p className="mt-1 whitespace-pre-line text-slate-800">{review.comentario}</p>}
    </li>
  );
}

/** 'Avaliações Recebidas' on the dashboard: the average (one decimal), the count and the latest two. */
export function ReviewsCard() {
  const query = useReviewsReceived();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Avaliações Recebidas</CardTitle>
        <Link to={paths.dashboardPage('cuidador', 'avaliacoes')} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Ver todas
        </Link>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-20" />
        ) : query.isError ? (
          <p role="alert" className="text-red-800">{errorMessage(query.error)}</p>
        ) : query.data.total === 0 ? (
          <p className="text-slate-600">{EMPTY}</p>
        ) : (
          <div className="space-y-3">
            <RatingSummary rating={query.data.average} count={query.data.total} size="lg" />
            <ul className="space-y-2">
              {query.data.reviews.slice(0, 2).map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Every review received, newest first (/dashboard/cuidador/avaliacoes). */
export function ReviewsList() {
  const query = useReviewsReceived();
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p className="text-red-800">{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (query.data.total === 0) {
    return (
      <Card>
        <CardContent className="p-6 text-slate-700">{EMPTY}</CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-wrap items-center gap-3 p-5">
          <span className="text-lg font-semibold">Sua média:</span>
          <RatingSummary rating={query.data.average} count={query.data.total} />
        </CardContent>
      </Card>
      <ul className="space-y-3">
        {query.data.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
    </div>
  );
}
