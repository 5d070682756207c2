import { useSyncExternalStore } from 'react';
import { cardsPerView } from '../lib/carousel';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Cards the featured carousel shows at the current width (window.innerWidth is the width CSS
 * media queries use). Pre-rendering and hydration start from one card; the real count follows.
 */
export function useCardsPerView(): 1 | 2 | 3 {
  return useSyncExternalStore(subscribe, () => cardsPerView(window.innerWidth), () => 1);
}
