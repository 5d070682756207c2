import { filledStars, ratingSummary } from '@cuidar/domain/caregiver-display';
import { ratingsMessages } from '@cuidar/domain/messages/cards';
import { Sparkles, Star } from 'lucide-react';
import { cn } from '@/lib/cn';

function Stars({ value, className }: { value: number; className?: string }) {
  const filled = filledStars(value);
  return (
    <span className={cn('inline-flex', className)} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn('size-4', i < filled ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300')} />
      ))}
    </span>
  );
}

/** The stars one family gave in one review (1–5), read out as '4 de 5 estrelas'. */
export function StarRating({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)} role="img" aria-label={ratingsMessages.oneReview(stars)}>
      <Stars value={stars} />
    </span>
  );
}

interface RatingSummaryProps {
  /** The average of the caregiver's reviews, null while there is none. */
  rating: number | null | undefined;
  count: number;
  className?: string;
  size?: 'md' | 'lg';
}

/**
 * A caregiver's rating wherever it is shown (docs/product.md#profiles): 'Novo' without stars until
 * the first review, then the stars, '4,8 (12 avaliações)' and a sentence for screen readers.
 */
export function RatingSummary({ rating, count, className, size = 'md' }: RatingSummaryProps) {
  const summary = ratingSummary(rating, count);
  const text = size === 'lg' ? 'text-base' : 'text-sm';
  if (summary.isNew) {
    return (
      <span className={cn('inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 font-semibold text-sky-900 ring-1 ring-sky-200', text, className)} role="img" aria-label={summary.label}>
        <Sparkles aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{summary.text}</span>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5', className)} role="img" aria-label={summary.label}>
      <Stars value={summary.average} />
      <span aria-hidden="true" className={cn('font-semibold text-slate-800', text)}>
        {summary.value}
        <span className="font-normal text-slate-700">{` (${summary.countText})`}</span>
      </span>
    </span>
  );
}
