import { messages } from '@cuidar/domain/messages';
import { RefreshCw } from 'lucide-react';
import type { RealtimeStatus } from '../realtime-connection';

/**
 * 'Reconectando…' while the live connection is down, so nobody trusts a screen that has stopped
 * updating. The live region is always there (an inserted region is not always announced).
 */
export function ConnectionNotice({ status }: { status: RealtimeStatus | null }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {status === 'reconnecting' && (
        <span className="flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          <RefreshCw aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {messages.live.reconnecting}
        </span>
      )}
    </div>
  );
}
