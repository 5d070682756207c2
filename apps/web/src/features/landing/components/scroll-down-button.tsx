import { landingScrollCopy } from '@cuidar/domain/messages/screens/landing';
import { ChevronDown } from 'lucide-react';
import { usePrefersReducedMotion } from '../hooks/use-media-query';

/** The hero's 'next section' arrow: an island of the landing (docs/decisions/0039). */
export function ScrollDownButton() {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <button
      type="button"
      aria-label={landingScrollCopy.label}
      onClick={() => window.scrollBy({ top: window.innerHeight, behavior: reduceMotion ? 'auto' : 'smooth' })}
      className="inline-flex size-12 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
    >
      <ChevronDown aria-hidden="true" className="size-7" />
    </button>
  );
}
