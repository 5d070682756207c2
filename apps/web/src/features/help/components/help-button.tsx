import { helpButtonCopy } from '@cuidar/domain/messages/screens/help-button';
import { CircleHelp } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const loadPanel = () => import('./help-panel');
const HelpPanel = lazy(() => loadPanel().then((module) => ({ default: module.HelpPanel })));

/**
 * The floating 'Precisa de ajuda?' button of every public page. The button and its tooltip are
 * plain markup, in the pre-rendered HTML from the first paint; the panel's code is fetched when
 * the pointer or the focus reaches the button, and the panel opens on click, Enter or Space.
 * The tooltip shows on hover and keyboard focus, can be hovered, and Escape hides it (WCAG 1.4.13).
 * An island of every public page (docs/decisions/0039).
 */
export function HelpButton() {
  // One help button per page; a fixed id keeps the island's HTML and its hydration identical.
  const tooltipId = 'ajuda-dica';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const prefetch = () => {
    setWanted(true);
    void loadPanel();
  };

  return (
    <div className="group fixed bottom-5 right-5 z-30" onMouseLeave={() => setTooltipDismissed(false)}>
      <span
        role="tooltip"
        id={tooltipId}
        className={cn(
          'invisible absolute bottom-full right-0 mb-2 whitespace-nowrap rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg',
          !tooltipDismissed && !open && 'group-hover:visible group-has-[:focus-visible]:visible',
        )}
      >
        {helpButtonCopy.label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-label={helpButtonCopy.label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onBlur={() => setTooltipDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setTooltipDismissed(true);
        }}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-offset-4"
      >
        <CircleHelp aria-hidden="true" className="size-7" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <HelpPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </div>
  );
}
