import { displayRating, filledStars, formatRating } from '@cuidar/domain/caregivers';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StarRatingProps {
  rating: number | null | undefined;
  /** Number of reviews, shown after the number when given. */
  count?: number;
  className?: string;
}

/** Five stars (the rating rounded) and the number with one decimal; read out as a sentence. */
export function StarRating({ rating, count, className }: StarRatingProps) {
  const value = displayRating(rating);
  const filled = filledStars(value);
  const label =
    rating === null || rating === undefined
      ? 'Ainda sem avaliações'
      : `Avaliação ${formatRating(value)} de 5${count !== undefined ? `, ${count} ${count === 1 ? 'avaliação' : 'avaliações'}` : ''}`;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)} role="img" aria-label={label}>
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} className={cn('size-4', i < filled ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300')} />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-slate-800">
        {formatRating(value)}
        {count !== undefined && <span className="font-normal text-slate-600"> ({count})</span>}
      </span>
    </span>
  );
}
