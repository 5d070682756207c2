import type { ReviewDto, ReviewsReceivedDto } from '@cuidar/domain/bookings';
import { formatDateRange, formatDayMonthAtTime, formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { reviewsCopy } from '@cuidar/domain/messages/screens/reviews';
import { fullName } from '@cuidar/domain/names';
import type { BookingToRateDto } from '@cuidar/domain/reviews';
import { paths } from '@cuidar/domain/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RatingSummary, StarRating } from '@/components/caregiver/star-rating';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useReplyToReview } from '../api/reply-to-review';
import { useReviewsReceived } from '../api/get-reviews-received';
import { RateFamilyDialog } from './rate-family-dialog';

const c = reviewsCopy.received;
const EMPTY = c.empty;
const m = messages.reviews;

/** The caregiver's public reply under a review, or the form to write it (once). */
function ReplyBlock({ review, canReply }: { review: ReviewDto; canReply: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();
  if (review.resposta) {
    return (
      <div className="mt-2 rounded-md border-l-4 border-brand-300 bg-brand-50 px-3 py-2">
        <p className="text-sm font-semibold text-slate-800">{m.replyHeading}</p>
        <p className="whitespace-pre-line text-slate-800">{review.resposta.texto}</p>
      </div>
    );
  }
  if (!canReply) return null;
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(true)} aria-label={m.replyTo(fullName(review.author))}>
        {m.replyAction}
      </Button>
    );
  }
  const id = `resposta-${review.id}`;
  const submit = () => {
    if (!text.trim()) {
      setError(m.replyEmpty);
      return;
    }
    reply.mutate(
      { reviewId: review.id, resposta: text.trim() },
      { onSuccess: () => toast.success(m.replySent), onError: (e) => toast.error(errorMessage(e)) },
    );
  };
  return (
    <div className="mt-3 space-y-2">
      <Label htmlFor={id}>{m.replyLabel}</Label>
      <Textarea id={id} value={text} maxLength={1000} aria-describedby={`${id}-ajuda`} onChange={(e) => { setText(e.target.value); setError(null); }} />
      <p id={`${id}-ajuda`} className="text-sm text-slate-600">{m.replyHelp}</p>
      {error && <p role="alert" className="text-sm font-medium text-red-700">{error}</p>}
      <div className="flex gap-2">
        <Button size="sm" onClick={submit} disabled={reply.isPending}>
          {reply.isPending ? c.sending : m.sendReply}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen(false)}>
          {c.cancel}
        </Button>
      </div>
    </div>
  );
}

function ReviewItem({ review, canReply = false }: { review: ReviewDto; canReply?: boolean }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" aria-label={c.itemLabel(fullName(review.author))}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{fullName(review.author)}</span>
        <span className="text-sm text-slate-600">{formatShortDate(review.createdAt)}</span>
      </div>
      <StarRating stars={review.estrelas} />
      {review.comentario && <p className="mt-1 whitespace-pre-line text-slate-800">{review.comentario}</p>}
      <ReplyBlock review={review} canReply={canReply} />
    </li>
  );
}

/** Concluded bookings the caregiver can still rate: the family's review stays hidden until then. */
function BookingsToRate({ toRate }: { toRate: BookingToRateDto[] }) {
  const [rating, setRating] = useState<BookingToRateDto | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.waitingTitle}</CardTitle>
        <CardDescription>{m.waitingText}</CardDescription>
      </CardHeader>
      <CardContent>
        {toRate.length === 0 ? (
          <p className="text-slate-600">{m.waitingEmpty}</p>
        ) : (
          <ul className="space-y-3">
            {toRate.map((booking) => {
              const name = fullName(booking.familia);
              return (
                <li key={booking.pedidoId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center" aria-label={c.toRateItemLabel(name)}>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{name}</p>
                    <p className="text-slate-700">{formatDateRange(booking.dataInicio, booking.dataFim)}</p>
                    {booking.familiaAvaliou && <p className="text-sm font-medium text-brand-800">{m.familyReviewed}</p>}
                    <p className="text-sm text-slate-600">{m.deadline(formatDayMonthAtTime(booking.prazo))}</p>
                  </div>
                  <Button onClick={() => setRating(booking)} aria-label={m.rateFamily(name)}>
                    {c.rateFamily}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      {rating && <RateFamilyDialog booking={rating} open onOpenChange={(open) => !open && setRating(null)} />}
    </Card>
  );
}

/** 'Avaliações Recebidas' on the dashboard: the average (one decimal), the count and the latest two. */
export function ReviewsCard() {
  const query = useReviewsReceived();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{c.title}</CardTitle>
        <Link to={paths.dashboardPage('cuidador', 'avaliacoes')} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {c.seeAll}
        </Link>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-20" />
        ) : query.isError ? (
          <p role="alert" className="text-red-800">{errorMessage(query.error)}</p>
        ) : (
          <div className="space-y-3">
            {query.data.total === 0 ? (
              <p className="text-slate-600">{EMPTY}</p>
            ) : (
              <>
                <RatingSummary rating={query.data.average} count={query.data.total} size="lg" />
                <ul className="space-y-2">
                  {query.data.reviews.slice(0, 2).map((review) => (
                    <ReviewItem key={review.id} review={review} />
                  ))}
                </ul>
              </>
            )}
            <ToRateNotice data={query.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ToRateNotice({ data }: { data: ReviewsReceivedDto }) {
  if (data.toRate.length === 0) return null;
  const n = data.toRate.length;
  return (
    <p className="text-slate-800">
      <Link to={paths.dashboardPage('cuidador', 'avaliacoes')} className="font-semibold text-brand-800 underline underline-offset-4">
        {c.toRate(n)}
      </Link>
    </p>
  );
}

/** Every review received, newest first, with replies, and the bookings to rate (/dashboard/cuidador/avaliacoes). */
export function ReviewsList() {
  const query = useReviewsReceived();
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p className="text-red-800">{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {reviewsCopy.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <BookingsToRate toRate={query.data.toRate} />
      {query.data.total === 0 && query.data.reviews.length === 0 ? (
        <Card>
          <CardContent className="p-6 text-slate-700">{EMPTY}</CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardContent className="flex flex-wrap items-center gap-3 p-5">
              <span className="text-lg font-semibold">{c.average}</span>
              <RatingSummary rating={query.data.average} count={query.data.total} />
            </CardContent>
          </Card>
          <ul className="space-y-3">
            {query.data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} canReply />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
