import { ratingsMessages } from '@cuidar/domain/messages/cards';
import { landingTestimonialsCopy as c } from '@cuidar/domain/messages/screens/landing';
import type { TestimonialDto } from '@cuidar/domain/testimonials';
import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useTestimonials } from '../api/get-testimonials';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { wrapIndex } from '../lib/carousel';
import { SectionHeading } from './section-heading';

/** Time each testimonial stays on screen while the carousel rotates by itself. */
export const TESTIMONIAL_ROTATION_MS = 7000;

function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={ratingsMessages.oneReview(count)} className="inline-flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn('size-5', i < count ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300')} />
      ))}
    </span>
  );
}

function Slide({ testimonial, position, total, active }: { testimonial: TestimonialDto; position: number; total: number; active: boolean }) {
  return (
    <div
      role="group"
      aria-roledescription={c.slide}
      aria-label={c.slideLabel(position, total)}
      aria-hidden={!active}
      className={cn('[grid-area:1/1]', !active && 'invisible')}
    >
      <figure className="flex flex-col items-center text-center">
        <Quote aria-hidden="true" className="size-10 text-brand-200" />
        <Stars count={testimonial.estrelas} />
        <blockquote className="mt-4 max-w-3xl text-xl leading-relaxed text-slate-800 sm:text-2xl">
          <p>{c.quote(testimonial.texto)}</p>
        </blockquote>
        <figcaption className="mt-6 text-slate-700">
          <span className="font-bold text-slate-900">{testimonial.autor}</span>
          {testimonial.local && <span>, {testimonial.local}</span>}
        </figcaption>
      </figure>
    </div>
  );
}

/**
 * Real testimonials in a carousel: rotates by itself and wraps around; arrows on larger screens,
 * dots on phones; stops while the pointer or the keyboard focus is on it, when the visitor
 * pauses it, and entirely for people who asked their system for less motion.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly TestimonialDto[] }) {
  const total = testimonials.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const touchStart = useRef<number | null>(null);
  const autoplay = playing && !reduceMotion && total > 1;
  const rotating = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, total)), TESTIMONIAL_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, total]);

  const go = (next: number) => setIndex(wrapIndex(next, total));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription={c.carousel}
      aria-label={c.carouselLabel}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 50) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      {total > 1 && !reduceMotion && (
        <div className="mb-4 flex justify-center">
          <Button variant="ghost" size="sm" onClick={() => setPlaying((p) => !p)}>
            {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            {playing ? c.pause : c.play}
          </Button>
        </div>
      )}
      <div className="flex items-center gap-4">
        {total > 1 && (
          <Button variant="outline" size="icon" className="hidden shrink-0 rounded-full md:inline-flex" aria-label={c.previous} onClick={() => go(index - 1)}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </Button>
        )}
        {/* Every slide sits in the same grid cell: the block keeps the height of the longest one. */}
        <div className="grid flex-1" aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
          {testimonials.map((testimonial, i) => (
            <Slide key={i} testimonial={testimonial} position={i + 1} total={total} active={i === index} />
          ))}
        </div>
        {total > 1 && (
          <Button variant="outline" size="icon" className="hidden shrink-0 rounded-full md:inline-flex" aria-label={c.next} onClick={() => go(index + 1)}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </Button>
        )}
      </div>
      {total > 1 && (
        <div className="mt-6 flex justify-center gap-1 md:hidden">
          {testimonials.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={c.show(i + 1, total)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span aria-hidden="true" className={cn('size-3 rounded-full border-2 border-brand-700', i === index ? 'bg-brand-700' : 'bg-white group-hover:bg-brand-100')} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Hidden when nobody has written a testimonial yet (or they cannot be loaded): we never invent quotes.
 * An island of the landing (docs/decisions/0039).
 */
export function TestimonialsSection() {
  const { status, data } = useTestimonials();
  const isPending = status === 'pending';
  if (!isPending && !data?.testimonials.length) return null;
  return (
    <section aria-labelledby="depoimentos-titulo" className="bg-white py-20">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading id="depoimentos-titulo" title={c.title} subtitle={c.subtitle} />
        {isPending ? (
          <div aria-busy="true" className="flex flex-col items-center gap-4">
            <span className="sr-only">{c.loading}</span>
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-24 w-full max-w-3xl" />
            <Skeleton className="h-5 w-48" />
          </div>
        ) : (
          <TestimonialsCarousel testimonials={data!.testimonials} />
        )}
      </div>
    </section>
  );
}
