import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { RouterStateProvider } from '@/lib/router-state';

// The query client is made in query-client.ts: islands use it without the router.
export { createQueryClient } from './query-client';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Everything around the screens: the data cache and the router (the browser's, or an
 * in-memory one when pre-rendering). The same tree on both sides, so the HTML hydrates as is.
 */
export function Providers({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterStateProvider router={router}>
        <RouterProvider router={router} />
      </RouterStateProvider>
    </QueryClientProvider>
  );
}
