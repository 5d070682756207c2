// Carousel rules of the landing page (docs/product.md#public-site), kept pure so they are tested alone.

/** Breakpoints of the featured caregivers carousel: 1 card under 768 px, 2 under 1024 px, else 3. */
export const CAROUSEL_BREAKPOINTS = { two: 768, three: 1024 } as const;

export function cardsPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < CAROUSEL_BREAKPOINTS.two) return 1;
  if (viewportWidth < CAROUSEL_BREAKPOINTS.three) return 2;
  return 3;
}

/** The next position, wrapping from the last item back to the first (and the other way round). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The items on screen when the carousel starts at `start`: `perView` consecutive items, wrapping
 * around the end, never the same item twice (fewer items than places shows them all once).
 */
export function visibleIndices(start: number, count: number, perView: number): number[] {
  const shown = Math.min(Math.max(perView, 0), Math.max(count, 0));
  return Array.from({ length: shown }, (_, offset) => wrapIndex(start + offset, count));
}

/** Moving only makes sense when some item is off screen. */
export function canMove(count: number, perView: number): boolean {
  return count > perView;
}
