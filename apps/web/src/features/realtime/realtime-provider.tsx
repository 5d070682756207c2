import type { ReactNode } from 'react';
import { useRealtimeConnection } from './use-realtime';

/** Opens the live connection for a signed-in user, for the whole app. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  useRealtimeConnection();
  return children;
}
