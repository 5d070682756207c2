import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. The server (pre-rendering) and the hydrating
 * browser both start from `serverValue`, so the HTML matches; the real value follows at once.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** The visitor asked the system for less motion: no automatic rotation, no smooth scrolling. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', true);
