import { uiCopy } from '@cuidar/domain/messages/screens/ui';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />
      {label && <span>{label}</span>}
    </span>
  );
}

/** A whole-area loading state with its text read out. */
export function LoadingBlock({ label = uiCopy.loading }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-slate-700">
      <Spinner label={label} />
    </div>
  );
}
