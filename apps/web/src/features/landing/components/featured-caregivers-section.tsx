import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { avatarSrc, avatarSrcSet } from '@cuidar/domain/caregiver-display';
import { LANDING_SKELETON_COUNT } from '@cuidar/domain/constants';
import { landingMessages } from '@cuidar/domain/messages/cards';
import { landingFeaturedCopy as c } from '@cuidar/domain/messages/screens/landing';
import { paths } from '@cuidar/domain/routes';
import { ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFeaturedCaregivers } from '../api/get-featured-caregivers';
import { useCardsPerView } from '../hooks/use-cards-per-view';
import { canMove, visibleIndices, wrapIndex } from '../lib/carousel';
import { CaregiverCard, CaregiverCardSkeleton } from './caregiver-card';
import { SectionHeading } from './section-heading';

/** Beside each card's name (the landing puts the favourites heart there). */
type CardAction = (caregiver: CaregiverCardDto) => ReactNode;

/** Width of a card for 1, 2 or 3 per view (the gap is 1.5 rem). */
const cardWidth = 'w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]';
/** The skeletons follow the same breakpoints with CSS alone: they exist before any script runs. */
const skeletonVisibility = ['', 'hidden md:block', 'hidden lg:block'];
/** Cards beyond the first three wait off screen; their pictures are fetched ahead (docs/product.md#public-site). */
const PRELOAD_FROM = 3;

export function FeaturedCaregiversCarousel({ caregivers, cardAction }: { caregivers: readonly CaregiverCardDto[]; cardAction?: CardAction }) {
  const perView = useCardsPerView();
  const [start, setStart] = useState(0);
  const count = caregivers.length;
  const movable = canMove(count, perView);
  const shown = visibleIndices(movable ? start : 0, count, perView);

  useEffect(() => {
    for (const caregiver of caregivers.slice(PRELOAD_FROM)) {
      // The same choice the card's <img> makes (srcset, 64 px), so the picture fetched is the one shown.
      const image = new Image();
      const srcSet = avatarSrcSet(caregiver);
      if (srcSet) {
        image.sizes = '64px';
        image.srcset = srcSet;
      }
      image.src = avatarSrc(caregiver);
    }
  }, [caregivers]);

  // '1–3 de 6', or '5, 6, 1 de 6' once the window wraps around the end.
  const positions = shown.map((i) => i + 1);
  const wraps = positions.some((p, k) => k > 0 && p < positions[k - 1]!);
  const shownLabel = positions.length === 1 || wraps ? positions.join(', ') : `${positions[0]}–${positions[positions.length - 1]}`;
  return (
    <div role="region" aria-roledescription={c.carousel} aria-label={c.carouselLabel}>
      <div className="flex items-stretch justify-center gap-6">
        {shown.map((i) => (
          <div key={caregivers[i]!.id} className={cn('shrink-0', cardWidth)}>
            <CaregiverCard caregiver={caregivers[i]!} action={cardAction?.(caregivers[i]!)} />
          </div>
        ))}
      </div>
      {movable && (
        <div className="mt-8 flex items-center justify-center gap-4">
          <Button variant="outline" size="icon" className="rounded-full" aria-label={c.previous} onClick={() => setStart((s) => wrapIndex(s - 1, count))}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </Button>
          <p aria-live="polite" className="min-w-24 text-center text-slate-700">
            {c.position(shownLabel, count)}
          </p>
          <Button variant="outline" size="icon" className="rounded-full" aria-label={c.next} onClick={() => setStart((s) => wrapIndex(s + 1, count))}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </Button>
        </div>
      )}
    </div>
  );
}

export function FeaturedCaregiversSection({ cardAction }: { cardAction?: CardAction } = {}) {
  const { status, data, retry, isRefetching } = useFeaturedCaregivers();
  const caregivers = data?.caregivers;
  return (
    <section aria-labelledby="destaques-titulo" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="destaques-titulo"
          title={c.title}
          subtitle={c.subtitle}
        />
        {status === 'pending' ? (
          <div aria-busy="true" className="flex justify-center gap-6">
            <span className="sr-only">{c.loading}</span>
            {Array.from({ length: LANDING_SKELETON_COUNT }, (_, i) => (
              <CaregiverCardSkeleton key={i} className={cn('shrink-0', cardWidth, skeletonVisibility[i])} />
            ))}
          </div>
        ) : status === 'error' ? (
          <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-red-200 bg-white p-6 text-center">
            <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
            <p className="font-semibold text-red-800">{landingMessages.caregiversLoadFailed}</p>
            <Button variant="outline" onClick={retry} disabled={isRefetching}>
              {isRefetching ? c.retrying : c.retry}
            </Button>
          </div>
        ) : !caregivers?.length ? (
          <p className="text-center text-slate-700">
            {c.empty.before}
            <a href={paths.onboardingCuidador} className="font-semibold text-brand-800 underline underline-offset-2">
              {c.empty.link}
            </a>
            {c.empty.after}
          </p>
        ) : (
          <FeaturedCaregiversCarousel caregivers={caregivers} cardAction={cardAction} />
        )}
      </div>
    </section>
  );
}
