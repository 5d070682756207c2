import type { ReactNode } from 'react';
import { useRealtimeConnection } from './use-realtime';
import { ConnectionNotice } from './components/connection-notice';

/** Opens the live connection for a signed-in user, for the whole app, and says when it is down. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const status = useRealtimeConnection();
  return (
    <>
      {children}
      <ConnectionNotice status={status} />
    </>
  );
}
