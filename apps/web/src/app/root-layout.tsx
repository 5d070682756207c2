import { messages } from '@cuidar/domain/messages';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';

/** Wraps every screen: toasts and scroll restoration. */
export function RootLayout() {
  // Marks the moment React owns the page (pre-rendered pages show before that): tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RealtimeProvider>
      <Outlet />
      <ScrollRestoration />
      <Toaster
        position="top-center"
        richColors
        closeButton
        customAriaLabel={messages.live.toasterLabel}
        toastOptions={{ duration: 5000, closeButtonAriaLabel: messages.live.closeToast }}
      />
    </RealtimeProvider>
  );
}

export function PageFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
