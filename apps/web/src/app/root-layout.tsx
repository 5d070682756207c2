import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppToaster } from '@/components/ui/app-toaster';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { useIslandLinks } from './use-island-links';

/** Wraps every screen: toasts and scroll restoration. */
export function RootLayout() {
  // Marks the moment React owns the page (pre-rendered pages show before that): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useIslandLinks();
  return (
    <RealtimeProvider>
      <Outlet />
      <ScrollRestoration />
      <AppToaster />
    </RealtimeProvider>
  );
}

export function PageFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
