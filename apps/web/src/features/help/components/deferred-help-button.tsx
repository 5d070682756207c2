import { lazy, Suspense, useEffect, useState } from 'react';

const HelpButton = lazy(() => import('./help-button').then((module) => ({ default: module.HelpButton })));

/**
 * The floating help button, loaded once the page is on screen and the browser is idle: its panel
 * (dialog, tooltip) is not needed for the first paint, and is not part of the pre-rendered HTML.
 */
export function DeferredHelpButton() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const show = () => setWanted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(show, 200);
    return () => window.clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HelpButton />
    </Suspense>
  );
}
