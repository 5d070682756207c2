import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';

/** Wraps every screen: toasts and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 5000 }} />
    </>
  );
}

export function PageFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
