import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

/**
 * What a panel shows when its data could not be loaded: what failed, the server's reason (or the
 * catalogue's), and a button that asks again. Announced to screen readers as it appears.
 */
export function QueryFailed({ title, error, retryLabel, onRetry }: { title: string; error: unknown; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-2">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="text-slate-700">{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
