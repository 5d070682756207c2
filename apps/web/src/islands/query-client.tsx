import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/app/query-client';
import { AppToaster } from '@/components/ui/app-toaster';

let pageClient: ReturnType<typeof createQueryClient> | undefined;
let toasterMounted = false;

/** One query client for the whole pre-rendered page, shared by its islands. */
function pageQueryClient() {
  pageClient ??= createQueryClient();
  return pageClient;
}

/** One toaster for the page, beside the islands (there is no app to hold it). */
function mountPageToaster() {
  if (toasterMounted) return;
  toasterMounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<AppToaster />);
}

/**
 * For an island whose code needs the query client (a form's mutation, the favourites heart): the
 * app's client inside the app; on a pre-rendered page, one client for the page, made on first use.
 */
export function WithQueryClient({ children, toasts = false }: { children: ReactNode; toasts?: boolean }) {
  const appClient = useContext(QueryClientContext);
  useEffect(() => {
    if (toasts && !appClient) mountPageToaster();
  }, [toasts, appClient]);
  if (appClient) return children;
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
